import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandingSchema, updateBrandingBodySchema } from '#shared/api/branding.ts';
import { deleteBranding, getBranding, saveBranding } from '#server/modules/branding/branding-store.ts';
import { requireProPlan } from '#server/plugins/require-pro-plan.ts';

/** /api/branding: the signed-in Pro account's logo and accent colour. */
const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireVerifiedUser);
  app.addHook('onRequest', requireProPlan);
  const db = () => app.database.db;

  app.get('/branding', { schema: { response: { 200: brandingSchema } } }, async (request) =>
    getBranding(db(), request.user.id),
  );

  app.put(
    '/branding',
    { schema: { body: updateBrandingBodySchema, response: { 200: brandingSchema } } },
    async (request) => saveBranding(db(), request.user.id, request.body),
  );

  app.delete('/branding', async (request, reply) => {
    await deleteBranding(db(), request.user.id);
    return reply.status(204).send();
  });
};

export default brandingRoutes;
