import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advertiserTotalsQuerySchema, advertiserTotalsSchema } from '#shared/api/law.ts';
import { normaliseName } from '#shared/law/threshold.ts';
import { getAdvertiserTotals } from '#server/modules/law/law-context.ts';

/** What the editor needs for the verdict and cannot compute alone: the user's other contracts. */
const lawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireVerifiedUser);

  const schema = { querystring: advertiserTotalsQuerySchema, response: { 200: advertiserTotalsSchema } };
  app.get('/law/advertiser-totals', { schema }, async (request) => {
    const { siret, name, startDate, contractId } = request.query;
    return getAdvertiserTotals(request.ctx, {
      ownerId: request.user.id,
      advertiser: { siret, name: normaliseName(name) },
      startDate,
      ...(contractId ? { excludeContractId: contractId } : {}),
    });
  });
};

export default lawRoutes;
