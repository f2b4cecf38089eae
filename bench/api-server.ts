/**
 * A server for `npm run bench:api`, in its own process so that autocannon and the server do not
 * share a thread: API_BENCH_SERVER=hello (Fastify answering { hello: 'world' }) or app (buildApp
 * as production runs it, info logs included, on PGlite or on DATABASE_URL). The app gets a
 * verified pro account with API_BENCH_CONTRACTS contracts. Prints one JSON line
 * { port, accessToken, ids } and stops on SIGTERM. Started with --cpu-prof when profiling.
 */
import Fastify from 'fastify';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createVerifiedUser } from '#testing/users.ts';

const kind = process.env.API_BENCH_SERVER ?? 'app';
const count = Number(process.env.API_BENCH_CONTRACTS ?? 200);

async function start() {
  if (kind === 'hello') {
    const app = Fastify({ logger: false });
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    return { app, ready: {} };
  }
  const config = {
    // Production's log level (info): what the request path costs there, logs included.
    ...loadConfig({ ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' }),
    mailPollIntervalMs: 0,
  };
  const app = await buildApp({ config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const account = await createVerifiedUser({ app, config }, { plan: 'pro', lastName: 'Banc' });
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const draft = createSampleContract(['PAID', 'UGC', 'GIFT'][index % 3] as 'PAID');
    draft.title = `Contrat ${index + 1} — Maison Fauré`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: { authorization: `Bearer ${account.accessToken}` },
      payload: draft,
    });
    ids.push(response.json().id);
  }
  return { app, ready: { accessToken: account.accessToken, ids } };
}

const { app, ready } = await start();
const { port } = app.server.address() as { port: number };
console.log(`API_BENCH_READY ${JSON.stringify({ port, ...ready })}`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
