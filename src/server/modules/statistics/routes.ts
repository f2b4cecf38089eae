import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statisticsSchema } from '#shared/api/statistics.ts';
import { getStatistics } from '#server/modules/statistics/get-statistics.ts';
import { requireProPlan } from '#server/plugins/require-pro-plan.ts';

/** GET /api/statistics: the dashboard's advanced statistics, a Pro feature. */
const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireVerifiedUser);
  app.addHook('onRequest', requireProPlan);

  app.get('/statistics', { schema: { response: { 200: statisticsSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return getStatistics(request.ctx, { userId: request.user.id });
  });
};

export default statisticsRoutes;
