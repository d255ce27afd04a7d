import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from './app';
import type { Config } from './config';
import { migrateDatabase, openDatabase, type Database } from './db/client';
import { seedIfEmpty } from './db/seed';

export interface Started {
  app: FastifyInstance;
  database: Database;
  url: string;
  stop(): Promise<void>;
}

/** Opens the database, migrates, seeds an empty one, builds the app and listens. */
export async function startServer(config: Config, extra: Partial<AppDeps> = {}): Promise<Started> {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: config.DATABASE_POOL_MAX });
  await migrateDatabase(database);
  if (config.SEED_DEMO === 'on') await seedIfEmpty(database);
  const app = await buildApp({ config, database, ...extra });
  await app.listen({ port: config.PORT, host: config.HOST });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.PORT;
  let stopping: Promise<void> | null = null;
  return {
    app,
    database,
    url: `http://127.0.0.1:${port}`,
    stop() {
      // Graceful: stop accepting, let in-flight requests finish, then close the database.
      stopping ??= (async () => {
        await app.close();
        await database.close();
      })();
      return stopping;
    },
  };
}
