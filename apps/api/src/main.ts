import { loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { startServer, type Started } from './server';

const config = loadConfig();
let started: Started;
try {
  started = await startServer(config);
} catch (err) {
  if (err instanceof DataDirLockedError) {
    // One line in the log's JSON shape, naming the folder and the process that holds it.
    console.error(
      JSON.stringify({
        level: 60,
        time: Date.now(),
        pid: process.pid,
        dataDir: err.dataDir,
        holderPid: err.owner?.pid ?? null,
        msg: err.message,
      }),
    );
    process.exit(2);
  }
  throw err;
}
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
