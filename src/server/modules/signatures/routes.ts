import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractIdParamsSchema } from '#shared/api/contracts.ts';
import {
  auditTrailQuerySchema,
  auditTrailResponseSchema,
  createSignatureRequestBodySchema,
  latestSignatureRequestSchema,
  pdfFileSchema,
  senderLinkSchema,
  signatureProgressSchema,
  signatureRateSchema,
  signatureRequestParamsSchema,
  signerParamsSchema,
} from '#shared/api/signatures.ts';
import { auditTrailCsv } from '#server/modules/signatures/audit-trail.ts';
import { cancelSignatureRequest } from '#server/modules/signatures/cancel-signature-request.ts';
import { createSignatureRequest } from '#server/modules/signatures/create-signature-request.ts';
import { getLatestSignatureRequest, getSignatureProgress } from '#server/modules/signatures/get-signature-progress.ts';
import { readAuditTrail } from '#server/modules/signatures/read-audit-trail.ts';
import { readOwnedFinalPdf } from '#server/modules/signatures/read-signature-documents.ts';
import { remindSigner } from '#server/modules/signatures/remind-signer.ts';
import { sendPdf } from '#server/modules/signatures/send-pdf.ts';
import { senderSigningLink } from '#server/modules/signatures/sender-signing-link.ts';
import { type SigningKeys, requestOrigin, signatureContext } from '#server/modules/signatures/signature-context.ts';
import { getSignatureRate } from '#server/modules/signatures/signature-rate.ts';

/**
 * The owner's side of the signature: send, follow, remind, cancel, proof and final PDF. Mail a
 * use case queues (invitations, reminders, cancellations) wakes the mailer once answered.
 */
const signatureRoutes: FastifyPluginAsyncZod<{ signing: SigningKeys }> = async (app, { signing }) => {
  app.addHook('onRequest', app.requireVerifiedUser);
  const tags = ['signatures'];

  app.post(
    '/contracts/:id/signature-requests',
    {
      schema: {
        tags,
        params: contractIdParamsSchema,
        body: createSignatureRequestBodySchema,
        response: { 201: signatureProgressSchema },
      },
    },
    async (request, reply) => {
      const requestId = await createSignatureRequest(signatureContext(request.ctx, signing), {
        ownerId: request.user.id,
        contractId: request.params.id,
        body: request.body,
        origin: requestOrigin(request),
      });
      return reply.status(201).send(await getSignatureProgress(request.ctx, { ownerId: request.user.id, requestId }));
    },
  );

  app.get(
    '/contracts/:id/signature-request',
    { schema: { tags, params: contractIdParamsSchema, response: { 200: latestSignatureRequestSchema } } },
    async (request) =>
      getLatestSignatureRequest(request.ctx, { ownerId: request.user.id, contractId: request.params.id }),
  );

  app.post(
    '/signature-requests/:id/signers/:signerId/remind',
    { schema: { tags, params: signerParamsSchema, response: { 200: signatureProgressSchema } } },
    async (request) => {
      await remindSigner(signatureContext(request.ctx, signing), {
        ownerId: request.user.id,
        requestId: request.params.id,
        signerId: request.params.signerId,
        origin: requestOrigin(request),
      });
      return getSignatureProgress(request.ctx, { ownerId: request.user.id, requestId: request.params.id });
    },
  );

  app.post(
    '/signature-requests/:id/sender-link',
    { schema: { tags, params: signatureRequestParamsSchema, response: { 200: senderLinkSchema } } },
    async (request) =>
      senderSigningLink(signatureContext(request.ctx, signing), {
        ownerId: request.user.id,
        requestId: request.params.id,
      }),
  );

  app.post(
    '/signature-requests/:id/cancel',
    { schema: { tags, params: signatureRequestParamsSchema, response: { 200: signatureProgressSchema } } },
    async (request) => {
      await cancelSignatureRequest(request.ctx, {
        ownerId: request.user.id,
        requestId: request.params.id,
        origin: requestOrigin(request),
      });
      return getSignatureProgress(request.ctx, { ownerId: request.user.id, requestId: request.params.id });
    },
  );

  app.get(
    '/signature-requests/:id/audit-trail',
    {
      schema: {
        tags,
        params: signatureRequestParamsSchema,
        querystring: auditTrailQuerySchema,
        response: { 200: auditTrailResponseSchema },
      },
    },
    async (request, reply) => {
      const trail = await readAuditTrail(request.ctx, { ownerId: request.user.id, requestId: request.params.id });
      const name = `Journal-signature-${trail.contractId}`;
      reply.header('Cache-Control', 'private, no-store');
      if (request.query.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${name}.csv"`)
          .send(auditTrailCsv(trail.events));
      }
      return reply.header('Content-Disposition', `attachment; filename="${name}.json"`).send(trail);
    },
  );

  app.get(
    '/signature-requests/:id/final-pdf',
    {
      schema: {
        tags,
        params: signatureRequestParamsSchema,
        response: { 200: pdfFileSchema('Le PDF signé et scellé') },
      },
    },
    async (request, reply) =>
      sendPdf(reply, {
        file: await readOwnedFinalPdf(request.ctx, { ownerId: request.user.id, requestId: request.params.id }),
        label: 'signé',
      }),
  );

  app.get('/signatures/rate', { schema: { tags, response: { 200: signatureRateSchema } } }, async (request) =>
    getSignatureRate(request.ctx, { ownerId: request.user.id }),
  );
};

export default signatureRoutes;
