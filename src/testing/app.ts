import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { type BuildAppOptions, buildApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import { TEST_RENDER_LIMIT_MS } from '#testing/renderer.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { createTestDatabase } from '#testing/database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
};

/** The whole app on a fresh database of this run's engine, never listening. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  /** Extra routes a test needs (probes for the error handler, say). */
  extraRoutes?: FastifyPluginAsync,
  /** The clock (monthly credits), the PDF renderer and the payment provider, when a test controls them. */
  options: Pick<BuildAppOptions, 'now' | 'createPdfRenderer' | 'paymentProvider' | 'supportStreamPollMs'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'paraphe-test-'));
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret-0123' }),
    // No polling timer: tests deliver mail when they choose, with `app.mail.flush()`.
    mailPollIntervalMs: 0,
    // The upkeep runs once at start; tests run further rounds with `app.upkeep()`.
    upkeepIntervalMs: 0,
    pdfRenderTimeoutMs: TEST_RENDER_LIMIT_MS,
    ...overrides,
  };
  const database = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    logger: false,
    clientDir: path.join(dataDir, 'no-client'),
    ...options,
  });
  if (extraRoutes) await app.register(extraRoutes);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
