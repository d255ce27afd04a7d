import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { refreshProdutoBusca } from './produto-busca';
import * as schema from './schema';
import { registerDriver } from './statements';

/** Both drivers expose the same query builder; the node-postgres type is used for both. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a raw SQL text with several statements (seed, bench). */
  exec(sqlText: string): Promise<void>;
  ping(): Promise<void>;
  /**
   * LISTENs on a channel: `onPayload` gets each NOTIFY payload once its transaction commits. On
   * PostgreSQL a dedicated connection (reconnected after a failure), on PGlite the instance's own.
   * Returns the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Runs `fn` while holding the database-wide lock named `name`: on PostgreSQL a session advisory
   * lock on a connection of its own (other processes wait for it; it is released if this process
   * dies), on PGlite at once (one process per folder already).
   */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... ; when absent PGlite is opened in dataDir (or in memory when dataDir is 'memory://'). */
  url?: string;
  dataDir?: string;
  poolMax?: number;
  /** PGlite in a folder: called if another process takes the folder's lock from this one. */
  onLockLost?: (err: Error) => void;
}

/** The committed SQL migrations folder (apps/api/drizzle), found from source or from the bundle. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Pasta de migrações (drizzle) não encontrada.');
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolMax ?? 20,
      connectionTimeoutMillis: 5000,
    });
    // A broken idle connection (e.g. PostgreSQL restart) must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    registerDriver(db, {
      query: (text, params) => pool.query(text, params),
      queryNamed: (name, text, values) => pool.query({ name, text, values }),
    });
    return {
      db,
      kind: 'postgres',
      exec: async (text) => {
        await pool.query(text);
      },
      ping: async () => {
        await pool.query('select 1');
      },
      listen: (channel, onPayload) => listenPostgres(opts.url!, channel, onPayload),
      withLock: async (name, fn) => {
        const c = await pool.connect();
        let broken: Error | undefined;
        try {
          await c.query('select pg_advisory_lock(hashtext($1))', [name]);
          try {
            return await fn();
          } finally {
            await c.query('select pg_advisory_unlock(hashtext($1))', [name]).catch((err: Error) => {
              broken = err;
            });
          }
        } finally {
          // A connection whose unlock failed is dropped: its session (and the lock) ends with it.
          c.release(broken ?? false);
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = opts.dataDir ?? './data';
  const inMemory = dataDir === 'memory://';
  const pgdataDir = inMemory ? undefined : path.resolve(dataDir, 'pgdata');
  if (pgdataDir) mkdirSync(pgdataDir, { recursive: true });
  // One process per folder (data-dir-lock.ts): a second one throws DataDirLockedError here.
  const lock = inMemory
    ? null
    : await lockDataDir(
        dataDir,
        opts.onLockLost ??
          ((err) => {
            console.error(`Trava da pasta de dados perdida / data folder lock lost: ${err.message}`);
            process.exit(70);
          }),
      );
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: pgdataDir, extensions: { pg_trgm } });
  } catch (err) {
    await lock?.release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  registerDriver(db, {
    query: (text, params) => client.query(text, params),
    queryNamed: (_name, text, params) => client.query(text, params),
    transaction: (fn) => client.transaction((tx) => fn(tx)),
  });
  return {
    db,
    kind: 'pglite',
    exec: async (text) => {
      await client.exec(text);
    },
    ping: async () => {
      await client.query('select 1');
    },
    withLock: (_name, fn) => fn(),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

/**
 * A connection of its own that LISTENs on `channel` (a pooled one would be handed to other queries).
 * When it fails (PostgreSQL restarted) it is opened again after a second, until stopped.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const reconnectLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      if (!stopped) connect().catch(reconnectLater);
    }, 1000);
    retry.unref();
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    c.on('notification', (m) => {
      if (m.channel === channel && m.payload !== undefined) onPayload(m.payload);
    });
    const lost = () => {
      if (client !== c) return;
      client = null;
      reconnectLater();
    };
    c.on('error', lost);
    c.on('end', lost);
    client = c;
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      if (client === c) client = null;
      await c.end().catch(() => {});
      throw err;
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}

/**
 * Applies the committed migrations (idempotent), then rewrites the products' search texts written
 * with an older normalisation (refreshProdutoBusca); `folder` only for tests of a part of the chain
 * (the texts are then left alone).
 */
export async function migrateDatabase(database: Database, folder = migrationsFolder()): Promise<void> {
  if (database.kind === 'postgres') await migratePg(database.db, { migrationsFolder: folder });
  else await migratePglite(database.db as any, { migrationsFolder: folder });
  if (folder === migrationsFolder()) await refreshProdutoBusca(database.db);
}
