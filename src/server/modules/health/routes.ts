import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#server/app-error.ts';

/**
 * Liveness (`/health`: the process answers and reaches its database) and readiness
 * (`/health/ready`: the database answers and the PDF renderer can take a render now; 503 with
 * the reason otherwise, so that a load balancer sends no traffic to an instance that cannot
 * serve it). Neither launches Chromium.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseAnswers = async () => {
    try {
      await app.database.db.execute(sql`select 1`);
      return true;
    } catch (error) {
      app.log.warn({ err: error }, 'base de données injoignable');
      return false;
    }
  };

  app.get('/health', async () => {
    if (!(await databaseAnswers())) throw new AppError('SERVICE_UNAVAILABLE', 'Base de données injoignable');
    return { status: 'ok' as const };
  });

  app.get('/health/ready', async (_request, reply) => {
    const database = (await databaseAnswers()) ? 'ok' : 'injoignable';
    const renderer = app.pdf.health?.() ?? { ready: true };
    const ready = database === 'ok' && renderer.ready;
    return reply
      .status(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ready' : 'unavailable', database, renderer: renderer.ready ? 'ok' : renderer.reason });
  });
};

export default healthRoutes;
