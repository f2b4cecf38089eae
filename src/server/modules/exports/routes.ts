import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractIdParamsSchema } from '#shared/api/contracts.ts';
import { creditBalanceSchema, exportResponseSchema } from '#shared/api/credits.ts';
import { readCreditBalance } from '#server/modules/credits/credit-balance.ts';
import { exportContract } from '#server/modules/exports/export-contract.ts';
import { downloadUrlOf, readExport } from '#server/modules/exports/read-export.ts';

/** Export, download and the credits balance: all the signed-in user's own. */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireVerifiedUser);
  const tags = ['exports'];

  app.post(
    '/contracts/:id/export',
    { schema: { tags, params: contractIdParamsSchema, response: { 200: exportResponseSchema } } },
    async (request) => {
      const { exportId, charged, kind, findings } = await exportContract(request.ctx, {
        ownerId: request.user.id,
        plan: request.user.plan,
        contractId: request.params.id,
      }).catch((error: unknown) => {
        app.metrics.exportFinished((error as { code?: string }).code === 'NO_CREDITS' ? 'refused' : 'failed');
        throw error;
      });
      app.metrics.exportFinished(charged ? 'charged' : 'free');
      return { downloadUrl: downloadUrlOf(exportId), kind, findings };
    },
  );

  app.get(
    '/downloads/exports/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        response: { 200: z.any().describe('Le PDF exporté (application/pdf)') },
      },
    },
    async (request, reply) => {
      const pdfExport = await readExport(request.ctx, { ownerId: request.user.id, id: request.params.id });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${pdfExport.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .header('ETag', `"${pdfExport.sha256}"`)
        .send(pdfExport.pdf);
    },
  );

  app.get('/credits/balance', { schema: { tags, response: { 200: creditBalanceSchema } } }, async (request) =>
    readCreditBalance(request.ctx, { user: { id: request.user.id, plan: request.user.plan } }),
  );
};

export default exportRoutes;
