// A database created at 0001 (the first release) and migrated forward later ends with the same
// catalogue as a fresh database migrated at once: tables and their storage options, columns, indexes,
// constraints, sequences, triggers, functions and extensions of the public schema, and the applied
// migrations. Every migration after 0001 is covered, including ones appended later. The data a 0001
// database holds is carried over: the daily event counts (0003) of its closed days, the manager's
// Parâmetros entry (0004), and the triggers keep counting afterwards. And schema.ts describes the
// migrated database: a database made from it by drizzle-kit has the same columns, indexes,
// constraints and sequences (the functions, triggers and table fillfactor of 0003 are beyond drizzle).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, cpSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder, openDatabase, type Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { prepareDatabase } from '../src/server';
import { createPostgresDatabase, dbKind } from './helpers';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const folder = migrationsFolder();
const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;
const tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
const opened: { database: Database; drop?: () => Promise<void> }[] = [];

/** A migrations folder holding the journal's first `n` entries, their SQL files as committed. */
function folderUpTo(n: number): string {
  const dir = path.join(tmpRoot, `upto-${n}`);
  mkdirSync(path.join(dir, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, n);
  for (const e of entries) cpSync(path.join(folder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

async function emptyDatabase(): Promise<Database> {
  if (dbKind === 'postgres') {
    const pgDb = await createPostgresDatabase();
    const database = await openDatabase({ url: pgDb.url, poolMax: 2 });
    opened.push({ database, drop: pgDb.drop });
    return database;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  opened.push({ database });
  return database;
}

async function rows<T = Record<string, unknown>>(database: Database, text: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

/** Objects of extensions (pg_trgm's functions and operators) are left out: the same in both. */
const notFromExtension = (catalog: string, oid: string) =>
  `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

const CATALOGUE: Record<string, string> = {
  relations: `select c.relname, c.relkind::text as kind, coalesce(array_to_string(c.reloptions, ','), '') as options
    from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'S', 'i')
    and ${notFromExtension('pg_class', 'c.oid')} order by 1`,
  columns: `select table_name, column_name, ordinal_position, data_type, udt_name, character_maximum_length,
    numeric_precision, numeric_scale, datetime_precision, is_nullable, column_default, is_identity, is_generated,
    collation_name from information_schema.columns where table_schema = 'public' order by 1, 3`,
  indexes: `select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by 1, 2`,
  constraints: `select conrelid::regclass::text as tab, conname, contype::text as type, pg_get_constraintdef(oid) as def,
    condeferrable, convalidated from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
  sequences: `select sequencename, data_type::text as type, start_value, min_value, max_value, increment_by, cycle
    from pg_sequences where schemaname = 'public' order by 1`,
  triggers: `select tgrelid::regclass::text as tab, tgname, pg_get_triggerdef(oid) as def, tgenabled::text as enabled
    from pg_trigger where not tgisinternal
    and tgrelid in (select oid from pg_class where relnamespace = 'public'::regnamespace) order by 1, 2`,
  functions: `select p.proname, pg_get_function_identity_arguments(p.oid) as args, pg_get_functiondef(p.oid) as def
    from pg_proc p where p.pronamespace = 'public'::regnamespace and ${notFromExtension('pg_proc', 'p.oid')}
    order by 1, 2`,
  extensions: `select extname, extversion, extnamespace::regnamespace::text as schema from pg_extension order by 1`,
  migrations: `select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`,
};

async function catalogue(database: Database, skip: string[] = []): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [name, text] of Object.entries(CATALOGUE)) {
    out[name] = skip.includes(name) ? [] : await rows(database, text);
  }
  return out;
}

let fresh: Record<string, unknown[]>;
let later: Record<string, unknown[]>;
let laterDb: Database;
const upTo0001 = journal.entries.findIndex((e) => e.tag.startsWith('0001_')) + 1;

beforeAll(async () => {
  const freshDb = await emptyDatabase();
  await migrateDatabase(freshDb);
  fresh = await catalogue(freshDb);
  // Migrating again changes nothing.
  await migrateDatabase(freshDb);
  expect(await catalogue(freshDb)).toEqual(fresh);

  laterDb = await emptyDatabase();
  await migrateDatabase(laterDb, folderUpTo(upTo0001));
  // What a 0001 database held: a menu and events of closed days and of today.
  await laterDb.exec(`
    insert into formularios (ordem, descricao, url) values (1, 'Pedidos', '/pedidos');
    insert into eventos_tipos (id, descricao, cor, icon, text_title) values (1, 'Login', 'blue', 'login', 'Logins');
    insert into eventos (eventos_tipos_id, cliente_id, filial_id, created_by, created_date) values
      (1, 10, 1, 1, now() - interval '3 days'), (1, 10, 1, 1, now() - interval '3 days'),
      (1, 11, 2, 1, now() - interval '2 days'), (1, 10, 1, 1, now());
  `);
  await migrateDatabase(laterDb);
  later = await catalogue(laterDb);
});

afterAll(async () => {
  for (const { database, drop } of opened) {
    await database.close();
    await drop?.();
  }
  rmSync(tmpRoot, { recursive: true, force: true });
});

describe(`migrations (${dbKind})`, () => {
  it('a 0001 database migrated forward has the catalogue of a fresh one', () => {
    expect(upTo0001).toBeGreaterThan(0);
    expect(journal.entries.length).toBeGreaterThan(upTo0001);
    for (const name of Object.keys(CATALOGUE)) expect(later[name], name).toEqual(fresh[name]);
  });

  it('the catalogue compared holds what the hand-written migrations create', () => {
    expect(fresh.migrations.map((m: any) => Number(m.created_at))).toEqual(
      journal.entries.map((e) => e.when),
    );
    const names = (list: unknown[], key: string) => list.map((r: any) => r[key] as string);
    expect(names(fresh.triggers, 'tgname')).toEqual(
      expect.arrayContaining([
        'eventos_diarios_ins',
        'eventos_diarios_upd',
        'eventos_diarios_del',
        'eventos_diarios_trunc',
      ]),
    );
    expect(names(fresh.functions, 'proname')).toEqual(
      expect.arrayContaining(['dia_brasilia', 'inicio_dia_brasilia', 'eventos_diarios_manter']),
    );
    expect(names(fresh.constraints, 'conname')).toContain('eventos_diarios_fechados_id_check');
    expect(fresh.relations).toContainEqual({
      relname: 'eventos_diarios',
      kind: 'r',
      options: 'fillfactor=80',
    });
    const busca = fresh.indexes.find((i: any) => i.indexname === 'produtos_busca_trgm') as any;
    expect(busca.indexdef).toMatch(/fastupdate='?off/);
    expect(names(fresh.indexes, 'indexname')).toEqual(
      expect.arrayContaining(['pedidos_cancel_feed_idx', 'produtos_descricao_ordem', 'produtos_sku_prefixo']),
    );
    expect(fresh.columns).toContainEqual(
      expect.objectContaining({
        table_name: 'pedidos',
        column_name: 'erp_cancel_ack_date',
        is_nullable: 'YES',
      }),
    );
    expect(fresh.extensions).toContainEqual(expect.objectContaining({ extname: 'pg_trgm' }));
  });

  it('schema.ts describes the migrated database (as far as drizzle can describe it)', async () => {
    const fromSchema = await emptyDatabase();
    const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
    await fromSchema.exec(`create extension if not exists pg_trgm;\n${statements.join(';\n')}`);
    const made = await catalogue(fromSchema, ['migrations']);
    const drizzleOnly = (c: Record<string, unknown[]>): Record<string, unknown[]> => ({
      ...c,
      // Column order: a column added later comes last in a migrated table, where schema.ts puts it.
      columns: c.columns
        .map(({ ordinal_position: _, ...col }: any) => col)
        .sort((a: any, b: any) =>
          `${a.table_name}.${a.column_name}`.localeCompare(`${b.table_name}.${b.column_name}`),
        ),
      relations: c.relations.map((r: any) => (r.kind === 'r' ? { ...r, options: '' } : r)),
      triggers: [],
      functions: [],
      migrations: [],
    });
    const expected = drizzleOnly(fresh);
    const got = drizzleOnly(made);
    for (const name of Object.keys(CATALOGUE)) expect(got[name], name).toEqual(expected[name]);
  });

  it("the 0001 database's data is carried over and the event triggers keep counting", async () => {
    const totals = async () =>
      (
        await rows<{ clientes: number; filiais: number }>(
          laterDb,
          `select (select coalesce(sum(total), 0)::int from eventos_diarios) as clientes,
            (select coalesce(sum(total), 0)::int from eventos_diarios_filiais) as filiais`,
        )
      )[0];
    // 0003: the closed days' events (not today's) counted per customer and over every customer.
    expect(await totals()).toEqual({ clientes: 3, filiais: 3 });
    expect(
      await rows(laterDb, `select (ate = dia_brasilia(now()) - 1) as ontem from eventos_diarios_fechados`),
    ).toEqual([{ ontem: true }]);
    // 0004: the Parâmetros entry added to a menu seeded before it.
    expect(await rows(laterDb, `select descricao from formularios where url = '/gestor/parametros'`)).toEqual(
      [{ descricao: 'Parâmetros' }],
    );
    // A late event of a closed day is counted by the triggers.
    await laterDb.exec(
      `insert into eventos (eventos_tipos_id, cliente_id, filial_id, created_by, created_date)
       values (1, 10, 1, 1, now() - interval '5 days')`,
    );
    expect(await totals()).toEqual({ clientes: 4, filiais: 4 });
  });
});

describe.skipIf(dbKind !== 'postgres')('nodes starting together on one PostgreSQL', () => {
  it('three nodes migrate and seed a new database at once: each migration and the demo data once', async () => {
    const pgDb = await createPostgresDatabase();
    const nodes = await Promise.all([1, 2, 3].map(() => openDatabase({ url: pgDb.url, poolMax: 3 })));
    try {
      // As startServer does on each node (src/server.ts), the three at the same moment.
      const results = await Promise.allSettled(nodes.map((d) => prepareDatabase(d, { seed: true })));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
      ]);
      expect(
        await rows<{ n: number }>(nodes[0], 'select count(*)::int as n from drizzle.__drizzle_migrations'),
      ).toEqual([{ n: journal.entries.length }]);
      const seeded = async (d: Database) =>
        (
          await rows<{ usuarios: number; emails: number }>(
            d,
            'select count(*)::int as usuarios, count(distinct email)::int as emails from usuarios',
          )
        )[0];
      const once = await seeded(nodes[0]);
      expect(once.usuarios).toBeGreaterThan(0);
      expect(once.emails).toBe(once.usuarios);
      // The same as one node alone seeds.
      const alone = await emptyDatabase();
      await prepareDatabase(alone, { seed: true });
      expect(await seeded(alone)).toEqual(once);
    } finally {
      for (const d of nodes) await d.close();
      await pgDb.drop();
    }
  });
});
