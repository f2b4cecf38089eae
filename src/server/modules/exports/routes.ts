import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractIdParamsSchema } from '#shared/api/contracts.ts';
import { getCreditBalance } from '#server/modules/credits/credit-balance.ts';
import { exportContract } from '#server/modules/exports/export-contract.ts';
import { readExportDownload } from '#server/modules/exports/export-download.ts';

/** Export, download and the credits balance: all the signed-in user's own. */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireVerifiedUser);

  app.post('/contracts/:id/export', { schema: { params: contractIdParamsSchema } }, async (request) => {
    const { exportId } = await exportContract(
      { db: app.database.db, renderer: app.pdf, now: app.now },
      { ownerId: request.user.id, plan: request.user.plan, contractId: request.params.id },
    );
    return { downloadUrl: `/exports/${exportId}` };
  });

  app.get('/downloads/exports/:id', { schema: { params: z.object({ id: z.uuid() }) } }, async (request, reply) => {
    const file = await readExportDownload(app.database.db, request.user.id, request.params.id);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .header('ETag', `"${file.sha256}"`)
      .send(file.pdf);
  });

  app.get('/credits/balance', async (request) =>
    getCreditBalance(app.database.db, { id: request.user.id, plan: request.user.plan }, app.now()),
  );
};

export default exportRoutes;
