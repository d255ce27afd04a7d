import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from './app';
import type { Config } from './config';
import { migrateDatabase, openDatabase, type Database } from './db/client';
import { seedIfEmpty } from './db/seed';
import { registerJobs } from './jobs';
import { pgLeader } from './lib/leader';

export interface Started {
  app: FastifyInstance;
  database: Database;
  url: string;
  stop(): Promise<void>;
}

/**
 * Stops accepting requests, then lets the handlers still running finish (up to 10 s): a client that
 * gave up may have closed its socket while its handler still needs the database.
 */
export async function closeAndDrain(app: FastifyInstance, maxMs = 10_000): Promise<void> {
  const closed = app.close();
  for (let waited = 0; app.inFlight() > 0 && waited < maxMs; waited += 20)
    await new Promise((r) => setTimeout(r, 20));
  // Keep-alive connections that went idle after their last answer would hold the close open.
  app.server.closeAllConnections();
  await closed;
}

/** The lock nodes starting together on one PostgreSQL take turns on to migrate and seed. */
export const STARTUP_LOCK = 'portal:migrate-seed';

/**
 * Migrates and, with `seed`, seeds an empty database, holding STARTUP_LOCK: several nodes started at
 * once on one PostgreSQL (a new deployment, a rolling upgrade) take turns, the first migrates and
 * seeds, the others find it done (each migration once, the demo data once).
 */
export async function prepareDatabase(database: Database, { seed }: { seed: boolean }): Promise<void> {
  await database.withLock(STARTUP_LOCK, async () => {
    await migrateDatabase(database);
    if (seed) await seedIfEmpty(database);
  });
}

/** Opens the database, migrates, seeds an empty one, builds the app and listens. */
export async function startServer(config: Config, extra: Partial<AppDeps> = {}): Promise<Started> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DATABASE_POOL_MAX,
  });
  let app: FastifyInstance;
  try {
    await prepareDatabase(database, { seed: config.SEED_DEMO === 'on' });
    // Several nodes on one PostgreSQL: the jobs run on the one holding the lease (lib/leader.ts).
    const url = database.kind === 'postgres' ? config.DATABASE_URL : undefined;
    app = await buildApp({
      config,
      database,
      ...(url ? { leader: (log) => pgLeader({ url, log }) } : {}),
      ...extra,
    });
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    // Release the database (and the embedded database's folder lock) before giving up.
    await database.close().catch(() => {});
    throw err;
  }
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.PORT;
  registerJobs(app);
  app.ctx.leader.start();
  let stopping: Promise<void> | null = null;
  return {
    app,
    database,
    url: `http://127.0.0.1:${port}`,
    stop() {
      // Graceful: stop accepting, let in-flight requests finish, then close the database.
      stopping ??= (async () => {
        // The jobs first (the lease is released for another node), then the requests, then the db.
        await app.ctx.leader.stop();
        await closeAndDrain(app);
        await database.close();
      })();
      return stopping;
    },
  };
}
