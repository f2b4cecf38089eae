import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase, checkReadiness, readinessSchema } from '#server/modules/health/check-database.ts';

/**
 * Liveness (`/health`: the process answers and reaches its database) and readiness
 * (`/health/ready`: the database answers and the PDF renderer can take a render now; 503 with
 * the reason otherwise, so that a load balancer sends no traffic to an instance that cannot
 * serve it). Neither launches Chromium.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (request) => checkDatabase(request.ctx),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        response: {
          200: readinessSchema,
          503: readinessSchema,
        },
      },
    },
    async (request, reply) => {
      const readiness = await checkReadiness(request.ctx);
      return reply
        .status(readiness.status === 'ready' ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send(readiness);
    },
  );
};

export default healthRoutes;
