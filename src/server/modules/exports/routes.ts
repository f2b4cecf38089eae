import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractIdParamsSchema } from '#shared/api/contracts.ts';
import type { ExportResponse } from '#shared/api/credits.ts';
import { notFound } from '#server/app-error.ts';
import { contractExports } from '#server/db/schema/exports.ts';
import { getCreditBalance } from '#server/modules/credits/credit-balance.ts';
import { exportContract } from '#server/modules/exports/export-contract.ts';

/** Export, download and the credits balance: all the signed-in user's own. */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireVerifiedUser);

  app.post('/contracts/:id/export', { schema: { params: contractIdParamsSchema } }, async (request) => {
    const { exportId, kind, findings } = await exportContract(
      { db: app.database.db, renderer: app.pdf, now: app.now },
      { ownerId: request.user.id, plan: request.user.plan, contractId: request.params.id },
    );
    return { downloadUrl: `/exports/${exportId}`, kind, findings } satisfies ExportResponse;
  });

  app.get('/downloads/exports/:id', { schema: { params: z.object({ id: z.uuid() }) } }, async (request, reply) => {
    const [row] = await app.database.db
      .select({
        pdf: contractExports.pdf,
        contractId: contractExports.contractId,
        sha256: contractExports.sha256,
        draft: contractExports.draft,
      })
      .from(contractExports)
      .where(and(eq(contractExports.id, request.params.id), eq(contractExports.ownerId, request.user.id)));
    if (!row) throw notFound('Export');
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${row.draft ? 'Projet' : 'Contrat'}-${row.contractId}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .header('ETag', `"${row.sha256}"`)
      .send(row.pdf);
  });

  app.get('/credits/balance', async (request) =>
    getCreditBalance(app.database.db, { id: request.user.id, plan: request.user.plan }, app.now()),
  );
};

export default exportRoutes;
