import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#server/app-error.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', async () => {
    try {
      await app.database.db.execute(sql`select 1`);
    } catch (error) {
      throw new AppError('SERVICE_UNAVAILABLE', 'Base de données injoignable', { cause: error });
    }
    return { status: 'ok' as const };
  });
};

export default healthRoutes;
