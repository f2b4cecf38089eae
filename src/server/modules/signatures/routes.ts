import { requestOrigin } from '#server/modules/signatures/signature-context.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractIdParamsSchema } from '#shared/api/contracts.ts';
import {
  auditTrailQuerySchema,
  createSignatureRequestBodySchema,
  latestSignatureRequestSchema,
  senderLinkSchema,
  signatureProgressSchema,
  signatureRateSchema,
  signatureRequestParamsSchema,
  signerParamsSchema,
} from '#shared/api/signatures.ts';
import { auditTrailCsv, listEvents } from '#server/modules/signatures/audit-trail.ts';
import { cancelSignatureRequest } from '#server/modules/signatures/cancel-signature-request.ts';
import type { SealingDeps } from '#server/modules/signatures/complete-signature-request.ts';
import { createSignatureRequest } from '#server/modules/signatures/create-signature-request.ts';
import { readOwnedFinalPdf } from '#server/modules/signatures/read-signature-documents.ts';
import { remindSigner } from '#server/modules/signatures/remind-signer.ts';
import {
  findLatestRequest,
  findOwnedRequest,
  listSigners,
  toProgress,
} from '#server/modules/signatures/request-rows.ts';
import { sendPdf } from '#server/modules/signatures/send-pdf.ts';
import { senderSigningLink } from '#server/modules/signatures/sender-signing-link.ts';
import { getSignatureRate } from '#server/modules/signatures/signature-rate.ts';
import { findOwnedContract } from '#server/modules/contracts/contract-row.ts';

/** The owner's side of the signature: send, follow, remind, cancel, proof and final PDF. */
const signatureRoutes: FastifyPluginAsyncZod<{ deps: SealingDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.requireVerifiedUser);
  const db = () => app.database.db;
  const progressOf = async (requestId: string, ownerId: string) => {
    const row = await findOwnedRequest(db(), ownerId, requestId);
    return toProgress(row, await listSigners(db(), row.id), app.now());
  };

  app.post(
    '/contracts/:id/signature-requests',
    {
      schema: {
        params: contractIdParamsSchema,
        body: createSignatureRequestBodySchema,
        response: { 201: signatureProgressSchema },
      },
    },
    async (request, reply) => {
      const id = await createSignatureRequest(db(), deps, {
        ownerId: request.user.id,
        contractId: request.params.id,
        body: request.body,
        origin: requestOrigin(request),
      });
      app.mail.wake();
      return reply.status(201).send(await progressOf(id, request.user.id));
    },
  );

  app.get(
    '/contracts/:id/signature-request',
    { schema: { params: contractIdParamsSchema, response: { 200: latestSignatureRequestSchema } } },
    async (request) => {
      await findOwnedContract(db(), { ownerId: request.user.id, id: request.params.id });
      const row = await findLatestRequest(db(), request.user.id, request.params.id);
      return { request: row ? toProgress(row, await listSigners(db(), row.id), app.now()) : null };
    },
  );

  app.post(
    '/signature-requests/:id/signers/:signerId/remind',
    { schema: { params: signerParamsSchema, response: { 200: signatureProgressSchema } } },
    async (request) => {
      await remindSigner(db(), deps, {
        ownerId: request.user.id,
        requestId: request.params.id,
        signerId: request.params.signerId,
        origin: requestOrigin(request),
      });
      app.mail.wake();
      return progressOf(request.params.id, request.user.id);
    },
  );

  app.post(
    '/signature-requests/:id/sender-link',
    { schema: { params: signatureRequestParamsSchema, response: { 200: senderLinkSchema } } },
    async (request) => senderSigningLink(db(), deps, { ownerId: request.user.id, requestId: request.params.id }),
  );

  app.post(
    '/signature-requests/:id/cancel',
    { schema: { params: signatureRequestParamsSchema, response: { 200: signatureProgressSchema } } },
    async (request) => {
      await cancelSignatureRequest(db(), deps, {
        ownerId: request.user.id,
        requestId: request.params.id,
        origin: requestOrigin(request),
      });
      app.mail.wake();
      return progressOf(request.params.id, request.user.id);
    },
  );

  app.get(
    '/signature-requests/:id/audit-trail',
    { schema: { params: signatureRequestParamsSchema, querystring: auditTrailQuerySchema } },
    async (request, reply) => {
      const row = await findOwnedRequest(db(), request.user.id, request.params.id);
      const entries = await listEvents(db(), row.id);
      const name = `Journal-signature-${row.contractId}`;
      reply.header('Cache-Control', 'private, no-store');
      if (request.query.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${name}.csv"`)
          .send(auditTrailCsv(entries));
      }
      return reply
        .header('Content-Disposition', `attachment; filename="${name}.json"`)
        .send({ requestId: row.id, contractId: row.contractId, documentSha256: row.documentSha256, events: entries });
    },
  );

  app.get(
    '/signature-requests/:id/final-pdf',
    { schema: { params: signatureRequestParamsSchema } },
    async (request, reply) =>
      sendPdf(
        reply,
        await readOwnedFinalPdf(db(), { ownerId: request.user.id, requestId: request.params.id }),
        'signé',
      ),
  );

  app.get('/signatures/rate', { schema: { response: { 200: signatureRateSchema } } }, async (request) =>
    getSignatureRate(db(), request.user.id, app.now()),
  );
};

export default signatureRoutes;
