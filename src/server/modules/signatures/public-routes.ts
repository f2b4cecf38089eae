import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  declineBodySchema,
  pdfFileSchema,
  signBodySchema,
  signerTokenParamsSchema,
  signingViewSchema,
  verifyCodeBodySchema,
} from '#shared/api/signatures.ts';
import { completeSignatureRequest } from '#server/modules/signatures/complete-signature-request.ts';
import { declineSignature } from '#server/modules/signatures/decline-signature.ts';
import { openSigningPage } from '#server/modules/signatures/open-signing-page.ts';
import {
  readFinalPdfByDownloadToken,
  readFinalPdfBySignerToken,
  readSigningDocument,
} from '#server/modules/signatures/read-signature-documents.ts';
import { sendPdf } from '#server/modules/signatures/send-pdf.ts';
import { signDocument } from '#server/modules/signatures/sign-document.ts';
import { type SigningKeys, requestOrigin, signatureContext } from '#server/modules/signatures/signature-context.ts';
import { sendSigningCode, verifySigningCode } from '#server/modules/signatures/signing-code.ts';
import { clientAddressKey } from '#server/plugins/rate-limit.ts';

const MINUTE = 60_000;
const okSchema = z.object({ ok: z.literal(true) });

/**
 * The signer's side, without an account: the link's token is the only key, and it opens this
 * one request and nothing else. Every route is rate-limited per address and per token. Mail a
 * use case queues (code, next invitation, completion, refusal) wakes the mailer once answered.
 */
const publicSignatureRoutes: FastifyPluginAsyncZod<{ signing: SigningKeys }> = async (app, { signing }) => {
  const tags = ['signature (signataire)'];
  const limit = ({ name, max, windowMs = MINUTE }: { name: string; max: number; windowMs?: number }) =>
    app.rateLimit({
      name,
      max,
      windowMs,
      keys: (request) => [clientAddressKey(request.ip), `token:${(request.params as { token?: string }).token}`],
    });
  const ok = { ok: true } as const;

  app.get(
    '/sign/:token',
    {
      schema: { tags, params: signerTokenParamsSchema, response: { 200: signingViewSchema } },
      preHandler: limit({ name: 'sign-view', max: 60 }),
    },
    async (request) => openSigningPage(request.ctx, { token: request.params.token, origin: requestOrigin(request) }),
  );

  app.get(
    '/sign/:token/document',
    {
      schema: { tags, params: signerTokenParamsSchema, response: { 200: pdfFileSchema('Le PDF à signer') } },
      preHandler: limit({ name: 'sign-document', max: 30 }),
    },
    async (request, reply) =>
      sendPdf(reply, {
        file: await readSigningDocument(request.ctx, { token: request.params.token, origin: requestOrigin(request) }),
        label: 'à signer',
        inline: true,
      }),
  );

  // A code is a mail: a few per quarter of an hour are enough for a slow inbox.
  app.post(
    '/sign/:token/code',
    {
      schema: { tags, params: signerTokenParamsSchema, response: { 200: okSchema } },
      preHandler: limit({ name: 'sign-code', max: 3, windowMs: 15 * MINUTE }),
    },
    async (request) => {
      await sendSigningCode(request.ctx, { token: request.params.token, origin: requestOrigin(request) });
      return ok;
    },
  );

  app.post(
    '/sign/:token/code/verify',
    {
      schema: { tags, params: signerTokenParamsSchema, body: verifyCodeBodySchema, response: { 200: okSchema } },
      preHandler: limit({ name: 'sign-verify', max: 10, windowMs: 15 * MINUTE }),
    },
    async (request) => {
      await verifySigningCode(request.ctx, {
        token: request.params.token,
        code: request.body.code,
        origin: requestOrigin(request),
      });
      return ok;
    },
  );

  app.post(
    '/sign/:token/sign',
    {
      schema: { tags, params: signerTokenParamsSchema, body: signBodySchema, response: { 200: signingViewSchema } },
      preHandler: limit({ name: 'sign-sign', max: 10 }),
    },
    async (request) => {
      const ctx = signatureContext(request.ctx, signing);
      const { requestId, allSigned } = await signDocument(ctx, {
        token: request.params.token,
        body: request.body,
        origin: requestOrigin(request),
      });
      if (allSigned) {
        // A failure here leaves the signature recorded; the upkeep worker seals the request later.
        await completeSignatureRequest(ctx, { requestId }).catch((error) =>
          request.log.error({ err: error, requestId }, 'le scellement du document signé a échoué'),
        );
      }
      return openSigningPage(request.ctx, { token: request.params.token, origin: requestOrigin(request) });
    },
  );

  app.post(
    '/sign/:token/decline',
    {
      schema: { tags, params: signerTokenParamsSchema, body: declineBodySchema, response: { 200: okSchema } },
      preHandler: limit({ name: 'sign-decline', max: 10 }),
    },
    async (request) => {
      await declineSignature(request.ctx, {
        token: request.params.token,
        reason: request.body.reason,
        origin: requestOrigin(request),
      });
      return ok;
    },
  );

  app.get(
    '/sign/:token/final-pdf',
    {
      schema: { tags, params: signerTokenParamsSchema, response: { 200: pdfFileSchema('Le PDF signé et scellé') } },
      preHandler: limit({ name: 'sign-final', max: 30 }),
    },
    async (request, reply) =>
      sendPdf(reply, {
        file: await readFinalPdfBySignerToken(request.ctx, { token: request.params.token }),
        label: 'signé',
      }),
  );

  app.get(
    '/signature-downloads/:token',
    {
      schema: { tags, params: signerTokenParamsSchema, response: { 200: pdfFileSchema('Le PDF signé et scellé') } },
      preHandler: limit({ name: 'sign-download', max: 30 }),
    },
    async (request, reply) =>
      sendPdf(reply, {
        file: await readFinalPdfByDownloadToken(request.ctx, { token: request.params.token }),
        label: 'signé',
      }),
  );
};

export default publicSignatureRoutes;
