// Statements: the one way the API runs its own SQL text on hot paths.
//
// What it caches: a statement is written once with drizzle's `sql` (table and column names from the
// schema) over named slots (`v.clienteId`, drizzle placeholders), and its text is rendered ONCE, on
// its first run; each call only fills the parameter array from a record of values and hands text and
// parameters to the driver, skipping the query builder, which costs more CPU than the database for
// these statements. The rendered text belongs to the statement (a module constant, or one per shape
// in a Map when the text depends on the request's shape), so it serves every database handle.
//
// Per which database handle: a statement runs on a `Db` opened by `openDatabase` (client.ts), which
// registers the handle's driver here (a node-postgres pool or a PGlite instance), or on a `Runner`,
// a driver-level transaction given by `inOneCommit`. On PostgreSQL a statement is by default a named
// prepared statement, so each pooled connection parses and plans it once; with `{ prepared: false }`
// it is planned on every run with the actual values, for statements whose best plan depends on them
// (PostgreSQL switches a prepared statement to a generic plan after five runs, and a generic plan
// guesses row counts). PGlite runs the text with its parameters (one connection, nothing to name).
//
// How parameters are passed: by slot name; a slot without a value is an error, never a silent null.
// Rows come back as the driver gives them (both engines parse int, bool, text, json alike; write
// timestamps and dates as JSON or text), typed by the caller.
//
// `runSql` runs a statement whose text depends on the request (the catalogue search): rendered on
// each call, run on the same driver, so every raw statement of a request goes one way. Plain
// one-off queries use drizzle's query builder.
import { createHash } from 'node:crypto';
import { getTableColumns, is, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/** The named values a statement is written over: each one a parameter of the rendered text. */
export type Slots<K extends string> = { readonly [P in K]: SQL };

/** Anything that runs a text with parameters: a PGlite transaction, a driver. */
export interface Runner {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/** What `openDatabase` registers for a database handle. */
export interface Driver extends Runner {
  /** Runs `text` as the named prepared statement `name` (PostgreSQL; PGlite ignores the name). */
  queryNamed(name: string, text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
  /** One driver-level transaction (PGlite); absent on PostgreSQL, whose statements autocommit. */
  transaction?<T>(fn: (tx: Runner) => Promise<T>): Promise<T>;
}

/** A database handle or a driver-level transaction. */
export type Executor = Db | Runner;

const drivers = new WeakMap<object, Driver>();

/** Called by openDatabase: statements run on `db` go to `driver`. */
export function registerDriver(db: Db, driver: Driver): void {
  drivers.set(db, driver);
}

function driverOf(on: Executor): { driver: Runner; named: Driver | null } {
  const driver = drivers.get(on);
  if (driver) return { driver, named: driver };
  if (isRunner(on)) return { driver: on, named: null };
  throw new Error('statements: a database handle not opened by openDatabase');
}

const isRunner = (on: Executor): on is Runner => !drivers.has(on) && typeof on.query === 'function';

/** The driver of a database handle as a plain Runner (a test that records or explains statements). */
export function runnerOf(db: Db): Runner {
  return driverOf(db).driver;
}

/**
 * Runs `fn` inside one driver-level transaction on PGlite (where every statement is serialized
 * anyway and each commit is a synchronous fsync), or directly on the pool on PostgreSQL.
 */
export async function inOneCommit<T>(
  db: Db,
  kind: 'pglite' | 'postgres',
  fn: (runner: Executor) => Promise<T>,
): Promise<T> {
  const driver = drivers.get(db);
  if (kind === 'postgres' || !driver?.transaction) return fn(db);
  return driver.transaction((tx) => fn(tx));
}

/** A statement rendered once: call it with the handle and the slots' values. */
export type Statement<K extends string> = <R>(on: Executor, values: Record<K, unknown>) => Promise<R[]>;

/** Where a slot is a parameter: the index of the value in the rendered parameters, by name. */
interface Rendered {
  text: string;
  name: string;
  /** Fixed parameters as they are; slots as their names. */
  params: ({ value: unknown } | { slot: string })[];
}

/**
 * A hot-path statement written over named slots and rendered once (see the header). `build`
 * receives the slots; each `v.name` is a parameter filled from `values.name` on every run.
 */
export function cachedStatement<K extends string>(
  build: (v: Slots<K>) => SQL,
  opts: { prepared?: boolean } = {},
): Statement<K> {
  const prepared = opts.prepared ?? true;
  let rendered: Rendered | undefined;
  const slots = new Proxy({} as Slots<K>, {
    get: (_t, key) => (typeof key === 'string' ? sql`${sql.placeholder(key)}` : undefined),
  });
  return async <R>(on: Executor, values: Record<K, unknown>): Promise<R[]> => {
    if (!rendered) {
      const q = dialect.sqlToQuery(build(slots));
      rendered = {
        text: q.sql,
        name: `portal_${createHash('sha1').update(q.sql).digest('hex').slice(0, 16)}`,
        params: q.params.map((p) => (is(p, Placeholder) ? { slot: p.name } : { value: p })),
      };
    }
    const bound = rendered.params.map((p) => {
      if ('value' in p) return p.value;
      const value = values[p.slot as K];
      if (value === undefined) throw new Error(`cachedStatement: no value for '${p.slot}'`);
      return value;
    });
    const { driver, named } = driverOf(on);
    const res =
      named && prepared
        ? await named.queryNamed(rendered.name, rendered.text, bound)
        : await driver.query(rendered.text, bound);
    return res.rows as R[];
  };
}

/** A statement whose text depends on the request: rendered on this call, run on the driver. */
export async function runSql<R>(on: Executor, query: SQL): Promise<R[]> {
  const q = dialect.sqlToQuery(query);
  const res = await driverOf(on).driver.query(q.sql, q.params);
  return res.rows as R[];
}

/**
 * A whole row of `table` returned by a statement as `row_to_json(table)` (keyed by the SQL column
 * names) read back into the row drizzle's query builder gives: property names, and each column's own
 * conversion (numbers, dates as text, timestamps as Date).
 */
export function tableRow<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
