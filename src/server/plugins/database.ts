import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '#server/db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/**
 * Makes the database available to the modules. The handle is opened (and migrated) by the
 * caller of buildApp, which also decides whether closing the app closes it.
 */
async function databasePlugin(app: FastifyInstance, options: { handle: DatabaseHandle; closeOnStop: boolean }) {
  app.decorate('database', options.handle);
  if (options.closeOnStop) app.addHook('onClose', async () => options.handle.close());
}

export default fp(databasePlugin, { name: 'database' });
