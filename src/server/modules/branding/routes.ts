import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandingSchema, updateBrandingBodySchema } from '#shared/api/branding.ts';
import { deleteBranding, getBranding, saveBranding } from '#server/modules/branding/branding-store.ts';
import { requireProPlan } from '#server/plugins/require-pro-plan.ts';

/** /api/branding: the signed-in Pro account's logo and accent colour. */
const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireVerifiedUser);
  app.addHook('onRequest', requireProPlan);
  const tags = ['branding'];

  app.get('/branding', { schema: { tags, response: { 200: brandingSchema } } }, async (request) =>
    getBranding(request.ctx, { userId: request.user.id }),
  );

  app.put(
    '/branding',
    { schema: { tags, body: updateBrandingBodySchema, response: { 200: brandingSchema } } },
    async (request) => saveBranding(request.ctx, { userId: request.user.id, body: request.body }),
  );

  app.delete('/branding', { schema: { tags, response: { 204: z.null() } } }, async (request, reply) => {
    await deleteBranding(request.ctx, { userId: request.user.id });
    return reply.status(204).send(null);
  });
};

export default brandingRoutes;
