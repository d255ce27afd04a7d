import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../../db/client';

const dialect = new PgDialect();

/** Marks where a named value goes in a statement rendered once. */
class Slot {
  constructor(readonly key: string) {}
}

export type Slots<K extends string> = { [P in K]: SQL };

/** Anything that runs a text with parameters: a PGlite transaction, a pg client. */
export interface Runner {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}
interface RawClient {
  query(
    text: string | { name: string; text: string; values: unknown[] },
    params?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}

/**
 * Runs `fn` inside one driver-level transaction on PGlite (where every statement is serialized
 * anyway and each commit is a synchronous fsync), or directly on the pool on PostgreSQL.
 */
export async function inOneCommit<T>(
  db: Db,
  kind: 'pglite' | 'postgres',
  fn: (runner: Db | Runner) => Promise<T>,
): Promise<T> {
  if (kind === 'postgres') return fn(db);
  const client = (
    db as unknown as { $client: { transaction<R>(cb: (tx: Runner) => Promise<R>): Promise<R> } }
  ).$client;
  return client.transaction((tx) => fn(tx));
}

/**
 * A hot-path statement written with drizzle's `sql` (table and column names from the schema) whose
 * text is rendered ONCE; each call only builds the parameter array and runs it on the driver
 * (node-postgres pool or PGlite, both `query(text, params)`), skipping the query builder, which
 * otherwise costs more CPU than the database for these statements. Not for use inside a
 * transaction callback (it runs on the pool). On PostgreSQL it is a named prepared statement, so
 * each pooled connection parses and plans it once; with `{ prepared: false }` it is planned on every
 * run with the actual values, for statements whose best plan depends on them (PostgreSQL switches a
 * prepared statement to a generic plan after five runs, and a generic plan guesses row counts).
 */
export function cachedStatement<K extends string>(
  build: (v: Slots<K>) => SQL,
  opts: { prepared?: boolean } = {},
) {
  const prepared = opts.prepared ?? true;
  let text: string | undefined;
  let name = '';
  let params: unknown[] = [];
  const slots = new Proxy({} as Slots<K>, { get: (_t, key: string) => sql`${sql.param(new Slot(key))}` });
  return async <R>(db: Db | Runner, values: Record<K, unknown>): Promise<R[]> => {
    if (text === undefined) {
      const q = dialect.sqlToQuery(build(slots));
      text = q.sql;
      name = `portal_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
      params = q.params;
    }
    const bound = params.map((p) => {
      if (!(p instanceof Slot)) return p;
      const value = values[p.key as K];
      if (value === undefined) throw new Error(`cachedStatement: no value for '${p.key}'`);
      return value;
    });
    if (!('$client' in db)) return (await (db as Runner).query(text, bound)).rows as R[];
    const client = (db as unknown as { $client: RawClient }).$client;
    const res =
      client instanceof pg.Pool && prepared
        ? await client.query({ name, text, values: bound })
        : await client.query(text, bound);
    return res.rows as R[];
  };
}
