import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  declarePaymentBodySchema,
  externalInvoiceBodySchema,
  issueInvoiceBodySchema,
  paymentReminderSchema,
  paymentScheduleBodySchema,
  recordPublicationBodySchema,
  reviewPublicationBodySchema,
  SCREENSHOT_MAX_BYTES,
  SCREENSHOTS_MAX,
  trackerSchema,
} from '#shared/api/tracker.ts';
import { issueInvoice, recordExternalInvoice } from '#server/modules/tracker/issue-invoice.ts';
import { confirmPayment, declarePayment, setPaymentSchedule } from '#server/modules/tracker/payments.ts';
import { readScreenshot, recordPublication } from '#server/modules/tracker/record-publication.ts';
import { reviewPublication } from '#server/modules/tracker/review-publication.ts';
import type { TrackerAccess } from '#server/modules/tracker/tracker-access.ts';
import {
  formalNoticePdf,
  invoicePdf,
  paymentReminder,
  proofDossierPdf,
} from '#server/modules/tracker/tracker-documents.ts';
import { readTracker } from '#server/modules/tracker/tracker-items.ts';
import { confirmWithdrawal } from '#server/modules/tracker/withdraw-right.ts';

/** Base64 grows a file by a third; the rest of the body is a few hundred bytes. */
const RECORD_BODY_LIMIT = Math.ceil((SCREENSHOTS_MAX * SCREENSHOT_MAX_BYTES * 4) / 3) + 64 * 1024;

type Options = {
  /** `/contracts/:id/tracker` or `/sign/:token/tracker`. */
  base: string;
  /** The schema of the base's own parameters (`id` or `token`). */
  params: z.ZodObject;
  resolve: (request: FastifyRequest) => Promise<TrackerAccess>;
  tags: string[];
  /** The rate limit of the link's routes. */
  limit?: (name: string, max: number) => preHandlerHookHandler;
};

const itemParams = (params: z.ZodObject) =>
  params.extend({ itemId: z.uuid({ error: 'Identifiant d’élément invalide.' }) });
const itemIdOf = (request: FastifyRequest) => (request.params as { itemId: string }).itemId;

function sendDocument(reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: string }) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

/**
 * The tracker's routes, the same for the owner (session) and the other party (signing link):
 * only how the access is found differs. Every answer that changes an item is the tracker again.
 */
export function registerTrackerActions(parent: FastifyInstance, { base, params, resolve, tags, limit }: Options) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const pre = (name: string, max: number) => (limit ? { preHandler: limit(name, max) } : {});
  const answer = async (request: FastifyRequest) =>
    readTracker(request.ctx.db, await resolve(request), request.ctx.now());
  const withItem = itemParams(params);
  const response = { 200: trackerSchema };
  const pdfAnswer = { 200: z.any().describe('PDF (application/pdf)') };

  app.get(base, { schema: { tags, params, response }, ...pre('tracker-view', 120) }, answer);

  app.post(
    `${base}/publications/:itemId/record`,
    {
      schema: { tags, params: withItem, body: recordPublicationBodySchema, response },
      bodyLimit: RECORD_BODY_LIMIT,
      ...pre('tracker-record', 20),
    },
    async (request) => {
      await recordPublication(request.ctx, {
        access: await resolve(request),
        itemId: itemIdOf(request),
        body: request.body,
      });
      return answer(request);
    },
  );

  app.get(
    `${base}/publications/:itemId/screenshots/:shotId`,
    {
      schema: {
        tags,
        params: withItem.extend({ shotId: z.uuid({ error: 'Identifiant de capture invalide.' }) }),
        response: { 200: z.any().describe('Image PNG ou JPEG') },
      },
      ...pre('tracker-screenshot', 120),
    },
    async (request, reply) => {
      const shot = await readScreenshot(request.ctx, {
        access: await resolve(request),
        itemId: itemIdOf(request),
        shotId: (request.params as { shotId: string }).shotId,
      });
      return reply
        .type(shot.mimeType)
        .header('Cache-Control', 'private, max-age=3600')
        .header('Content-Disposition', 'inline')
        .send(shot.bytes);
    },
  );

  app.post(
    `${base}/publications/:itemId/review`,
    { schema: { tags, params: withItem, body: reviewPublicationBodySchema, response }, ...pre('tracker-action', 30) },
    async (request) => {
      await reviewPublication(request.ctx, {
        access: await resolve(request),
        itemId: itemIdOf(request),
        body: request.body,
      });
      return answer(request);
    },
  );

  app.post(
    `${base}/payments/:itemId/declare`,
    { schema: { tags, params: withItem, body: declarePaymentBodySchema, response }, ...pre('tracker-action', 30) },
    async (request) => {
      await declarePayment(request.ctx, {
        access: await resolve(request),
        itemId: itemIdOf(request),
        paidOn: request.body.paidOn,
      });
      return answer(request);
    },
  );

  app.post(
    `${base}/payments/:itemId/confirm`,
    { schema: { tags, params: withItem, response }, ...pre('tracker-action', 30) },
    async (request) => {
      await confirmPayment(request.ctx, { access: await resolve(request), itemId: itemIdOf(request) });
      return answer(request);
    },
  );

  app.put(
    `${base}/payments`,
    { schema: { tags, params, body: paymentScheduleBodySchema, response }, ...pre('tracker-action', 30) },
    async (request) => {
      await setPaymentSchedule(request.ctx, { access: await resolve(request), body: request.body });
      return answer(request);
    },
  );

  app.post(
    `${base}/payments/:itemId/invoice`,
    { schema: { tags, params: withItem, body: issueInvoiceBodySchema, response }, ...pre('tracker-invoice', 10) },
    async (request) => {
      await issueInvoice(request.ctx, {
        access: await resolve(request),
        itemId: itemIdOf(request),
        body: request.body,
      });
      return answer(request);
    },
  );

  app.post(
    `${base}/payments/:itemId/external-invoice`,
    { schema: { tags, params: withItem, body: externalInvoiceBodySchema, response }, ...pre('tracker-action', 30) },
    async (request) => {
      await recordExternalInvoice(request.ctx, {
        access: await resolve(request),
        itemId: itemIdOf(request),
        body: request.body,
      });
      return answer(request);
    },
  );

  app.get(
    `${base}/payments/:itemId/invoice.pdf`,
    { schema: { tags, params: withItem, response: pdfAnswer }, ...pre('tracker-pdf', 20) },
    async (request, reply) =>
      sendDocument(reply, await invoicePdf(request.ctx, { access: await resolve(request), itemId: itemIdOf(request) })),
  );

  app.get(
    `${base}/payments/:itemId/reminder`,
    { schema: { tags, params: withItem, response: { 200: paymentReminderSchema } }, ...pre('tracker-action', 30) },
    async (request) => paymentReminder(request.ctx, { access: await resolve(request), itemId: itemIdOf(request) }),
  );

  app.get(
    `${base}/payments/:itemId/formal-notice.pdf`,
    { schema: { tags, params: withItem, response: pdfAnswer }, ...pre('tracker-pdf', 20) },
    async (request, reply) =>
      sendDocument(
        reply,
        await formalNoticePdf(request.ctx, { access: await resolve(request), itemId: itemIdOf(request) }),
      ),
  );

  app.post(
    `${base}/rights/:itemId/withdrawn`,
    { schema: { tags, params: withItem, response }, ...pre('tracker-action', 30) },
    async (request) => {
      await confirmWithdrawal(request.ctx, { access: await resolve(request), itemId: itemIdOf(request) });
      return answer(request);
    },
  );

  app.get(
    `${base}/dossier.pdf`,
    { schema: { tags, params, response: pdfAnswer }, ...pre('tracker-pdf', 20) },
    async (request, reply) =>
      sendDocument(reply, await proofDossierPdf(request.ctx, { access: await resolve(request) })),
  );
}
