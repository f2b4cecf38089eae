import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '#server/config.ts';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { loggerOptions } from '#server/logger.ts';
import healthRoutes from '#server/modules/health/routes.ts';
import databasePlugin from '#server/plugins/database.ts';
import errorHandlerPlugin from '#server/plugins/error-handler.ts';
import securityHeadersPlugin from '#server/plugins/security-headers.ts';
import webAppPlugin from '#server/plugins/web-app.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type BuildAppOptions = {
  config: Config;
  /** An already opened and migrated database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Pino logging; off by default in tests. */
  logger?: boolean;
  /** Where the built client lives (default dist/client). */
  clientDir?: string;
};

/** Builds the whole application without listening: main.ts listens, tests inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Requests in flight finish on close; new ones are refused with 503.
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let database = options.database;
  const ownsDatabase = !database;
  if (!database) {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await database.migrate();
  }

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(databasePlugin, { handle: database, closeOnStop: ownsDatabase });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, { clientDir: options.clientDir ?? path.join(projectRoot, 'dist/client') });
  return app;
}
