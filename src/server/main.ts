import { ConfigError, loadConfig } from '#server/config.ts';
import { buildApp } from '#server/app.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration invalide :\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'arrêt en cours');
    const timer = setTimeout(() => {
      app.log.error('arrêt forcé après 10 s');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  console.log(`Paraphe est prêt sur http://${shownHost}:${port} (base : ${app.database.engine})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
