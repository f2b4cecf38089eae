/**
 * The app as production runs it (buildApp, listening on loopback), with the PDF renderer the
 * benchmark chooses: the pool, or one of its baselines. Started by bench/pdf.ts as a child
 * process so that its memory is the server's alone. It makes a pro account (credits never stop
 * the run) and prints one JSON line: { port, accessToken, refreshToken }. Stops on SIGTERM.
 *
 * Environment: PDF_BENCH_STRATEGY (pool | new-page | new-browser), DATABASE_URL (else PGlite
 * in DATA_DIR), DATA_DIR.
 */
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createVerifiedUser } from '#testing/users.ts';
import { type StrategyName, strategyRenderer } from './pdf-strategies.ts';

const strategy = (process.env.PDF_BENCH_STRATEGY ?? 'pool') as StrategyName;
const config = {
  ...loadConfig({ ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'error' }),
  mailPollIntervalMs: 0,
};
const app = await buildApp({ config, logger: false, createPdfRenderer: () => strategyRenderer(strategy) });
await app.listen({ host: '127.0.0.1', port: 0 });
const account = await createVerifiedUser({ app, config }, { plan: 'pro', lastName: 'Banc' });
const { port } = app.server.address() as { port: number };
console.log(JSON.stringify({ port, accessToken: account.accessToken, refreshToken: account.refreshToken }));

let stopping = false;
process.on('SIGTERM', () => {
  if (stopping) return;
  stopping = true;
  void app.close().then(() => process.exit(0));
});
