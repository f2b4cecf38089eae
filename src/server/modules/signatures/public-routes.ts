import { requestOrigin } from '#server/modules/signatures/signature-context.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  declineBodySchema,
  signBodySchema,
  signerTokenParamsSchema,
  signingViewSchema,
  verifyCodeBodySchema,
} from '#shared/api/signatures.ts';
import { completeSignatureRequest, type SealingDeps } from '#server/modules/signatures/complete-signature-request.ts';
import { declineSignature } from '#server/modules/signatures/decline-signature.ts';
import { openSigningPage } from '#server/modules/signatures/open-signing-page.ts';
import {
  readFinalPdfByDownloadToken,
  readFinalPdfBySignerToken,
  readSigningDocument,
} from '#server/modules/signatures/read-signature-documents.ts';
import { sendPdf } from '#server/modules/signatures/send-pdf.ts';
import { signDocument } from '#server/modules/signatures/sign-document.ts';
import { sendSigningCode, verifySigningCode } from '#server/modules/signatures/signing-code.ts';
import { clientAddressKey } from '#server/plugins/rate-limit.ts';

const MINUTE = 60_000;
const okSchema = z.object({ ok: z.literal(true) });

/**
 * The signer's side, without an account: the link's token is the only key, and it opens this
 * one request and nothing else. Every route is rate-limited per address and per token.
 */
const publicSignatureRoutes: FastifyPluginAsyncZod<{ deps: SealingDeps }> = async (app, { deps }) => {
  const db = () => app.database.db;
  const limit = (name: string, max: number, windowMs = MINUTE) =>
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
      schema: { params: signerTokenParamsSchema, response: { 200: signingViewSchema } },
      preHandler: limit('sign-view', 60),
    },
    async (request) =>
      openSigningPage(db(), { token: request.params.token, now: app.now(), origin: requestOrigin(request) }),
  );

  app.get(
    '/sign/:token/document',
    { schema: { params: signerTokenParamsSchema }, preHandler: limit('sign-document', 30) },
    async (request, reply) =>
      sendPdf(
        reply,
        await readSigningDocument(db(), {
          token: request.params.token,
          now: app.now(),
          origin: requestOrigin(request),
        }),
        'à signer',
        true,
      ),
  );

  // A code is a mail: a few per quarter of an hour are enough for a slow inbox.
  app.post(
    '/sign/:token/code',
    {
      schema: { params: signerTokenParamsSchema, response: { 200: okSchema } },
      preHandler: limit('sign-code', 3, 15 * MINUTE),
    },
    async (request) => {
      await sendSigningCode(db(), deps, { token: request.params.token, origin: requestOrigin(request) });
      app.mail.wake();
      return ok;
    },
  );

  app.post(
    '/sign/:token/code/verify',
    {
      schema: { params: signerTokenParamsSchema, body: verifyCodeBodySchema, response: { 200: okSchema } },
      preHandler: limit('sign-verify', 10, 15 * MINUTE),
    },
    async (request) => {
      await verifySigningCode(db(), deps, {
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
      schema: { params: signerTokenParamsSchema, body: signBodySchema, response: { 200: signingViewSchema } },
      preHandler: limit('sign-sign', 10),
    },
    async (request) => {
      const { requestId, allSigned } = await signDocument(db(), deps, {
        token: request.params.token,
        body: request.body,
        origin: requestOrigin(request),
      });
      if (allSigned) {
        // A failure here leaves the signature recorded; the upkeep worker seals the request later.
        await completeSignatureRequest(db(), deps, requestId).catch((error) =>
          request.log.error({ err: error, requestId }, 'le scellement du document signé a échoué'),
        );
      }
      app.mail.wake();
      return openSigningPage(db(), { token: request.params.token, now: app.now(), origin: requestOrigin(request) });
    },
  );

  app.post(
    '/sign/:token/decline',
    {
      schema: { params: signerTokenParamsSchema, body: declineBodySchema, response: { 200: okSchema } },
      preHandler: limit('sign-decline', 10),
    },
    async (request) => {
      await declineSignature(db(), deps, {
        token: request.params.token,
        reason: request.body.reason,
        origin: requestOrigin(request),
      });
      app.mail.wake();
      return ok;
    },
  );

  app.get(
    '/sign/:token/final-pdf',
    { schema: { params: signerTokenParamsSchema }, preHandler: limit('sign-final', 30) },
    async (request, reply) => sendPdf(reply, await readFinalPdfBySignerToken(db(), request.params.token), 'signé'),
  );

  app.get(
    '/signature-downloads/:token',
    { schema: { params: signerTokenParamsSchema }, preHandler: limit('sign-download', 30) },
    async (request, reply) => sendPdf(reply, await readFinalPdfByDownloadToken(db(), request.params.token), 'signé'),
  );
};

export default publicSignatureRoutes;
