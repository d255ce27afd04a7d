import { loadConfig } from './config';
import { startServer } from './server';

const config = loadConfig();
const started = await startServer(config);
started.app.log.info(`Portal B2B em ${config.publicUrl} (banco: ${started.database.kind})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    started.app.log.info(`${signal}: encerrando`);
    started
      .stop()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  });
}
