// `npm run bench`: a fresh database with the Large profile (see generate.ts), the built API started on
// 127.0.0.1 as its own process, driven by autocannon at 10 and 50 connections. For each scenario it
// prints requests/s, p50, p99 and errors, with two ratios measured in the same run: to a constant
// route of the same server (the framework ceiling) and to the same query/service code run directly
// through the driver at the same concurrency without HTTP (the database floor). Peak memory of the
// API process comes from /proc. Results: bench/results/<stamp>.json and .md.
//   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npm run bench   (PostgreSQL)
//   BENCH_PROFILE=small BENCH_SECONDS=3 npm run bench                          (quick run)
//   BENCH_ONLY=busca,pedido npm run bench       (only the scenarios whose names contain one of the words)
//   BENCH_ONLY='pedido rápido' npm run bench   (the quick order's check of 500 lines)
//   BENCH_NODES=3 BENCH_DATABASE_URL=... npm run bench   (1 node, then 3, behind HAProxy; with the ratio)
//   BENCH_CONNECTIONS=50 npm run bench          (only these connection counts)
//   BENCH_KEEP=1 BENCH_DATABASE_URL=... npm run bench   (keeps the generated PostgreSQL database, prints its name)
//   BENCH_DATABASE_NAME=portal_bench_123 BENCH_DATABASE_URL=... npm run bench   (reuses a kept one)
//   BENCH_API_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' npm run bench   (node flags of the API process)
//   BENCH_SOAK_MINUTES=30 npm run bench         (a mix of the scenarios at BENCH_SOAK_CONNECTIONS,
//                                                default 20, for that long; the API's heap after a
//                                                full GC sampled every BENCH_SOAK_SAMPLE_SECONDS, 60)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { dashboardQuery } from '@portal/shared/schemas/gestor';
import { geraBoletoQuery } from '@portal/shared/schemas/financeiro';
import { pedidoCreateBody, pedidoGridBody } from '@portal/shared/schemas/pedidos';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { migrateDatabase, openDatabase, type Database } from '../apps/api/src/db/client';
import * as s from '../apps/api/src/db/schema';
import { seedIfEmpty } from '../apps/api/src/db/seed';
import type { AuthUser } from '../apps/api/src/http/auth';
import { produtoSearchRows } from '../apps/api/src/modules/catalogo/search';
import { syncCatalogo } from '../apps/api/src/modules/catalogo/sync-catalogo';
import { painelNegocios } from '../apps/api/src/modules/dashboard/painel-negocios';
import { sumEventosTipos } from '../apps/api/src/modules/dashboard/sum-eventos-tipos';
import { generateBoleto } from '../apps/api/src/modules/financeiro/generate-boleto';
import { createPedido } from '../apps/api/src/modules/pedidos/create-pedido';
import { byId, findPedido } from '../apps/api/src/modules/pedidos/find-pedido';
import { listPedidos } from '../apps/api/src/modules/pedidos/list-pedidos';
import { checkLinhas } from '../apps/api/src/modules/pedido-rapido';
import { generate, LARGE, SMALL } from './generate';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
/** API nodes behind HAProxy (PostgreSQL only): the scenarios run on 1 node, then on this many. */
const NODES = Number(process.env.BENCH_NODES ?? 1);
/** Comma-separated parts of scenario names to run (the constant route always runs: it is the ceiling). */
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((x) => x.trim().toLowerCase())
  .filter(Boolean);
const log = (m: string) => console.log(m);
/** Node flags of the API process (a profiler, say): BENCH_API_ARGS, split on spaces. */
const API_ARGS = (process.env.BENCH_API_ARGS ?? '').split(' ').filter(Boolean);
/** Soak mode: minutes of a mixed load at SOAK_CONNECTIONS, with the API's heap sampled. */
const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 0);
const SOAK_CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 20);
const SOAK_SAMPLE_SECONDS = Number(process.env.BENCH_SOAK_SAMPLE_SECONDS ?? 60);

interface Stat {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  firstError?: string;
}
interface Row {
  scenario: string;
  nodes: number;
  connections: number;
  http: Stat;
  ceilingRatio: number;
  floor?: Stat;
  floorRatio?: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function openBenchDatabase(): Promise<{
  database: Database;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}> {
  const base = process.env.BENCH_DATABASE_URL;
  if (base) {
    const reuse = process.env.BENCH_DATABASE_NAME;
    if (reuse && !/^portal_bench_\d+$/.test(reuse)) throw new Error(`BENCH_DATABASE_NAME inválido: ${reuse}`);
    const name = reuse ?? `portal_bench_${Date.now()}`;
    if (!reuse) {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
    }
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolMax: 60 });
    return {
      database,
      env: { DATABASE_URL: url.toString() },
      async cleanup() {
        if (process.env.BENCH_KEEP || reuse) {
          log(`Banco mantido: BENCH_DATABASE_NAME=${name}`);
          return;
        }
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const database = await openDatabase({ dataDir });
  return {
    database,
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function stat(r: autocannon.Result): Stat {
  const seconds = Math.max(r.duration, 0.001);
  return {
    rps: r.requests.total / seconds,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    requests: r.requests.total,
  };
}

/** N concurrent loops calling fn for SECONDS: the same code without HTTP. */
async function floor(connections: number, fn: (i: number) => Promise<unknown>): Promise<Stat> {
  const lat: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let i = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await fn(i++);
        } catch (err) {
          errors++;
          firstError ??= err instanceof Error ? `${err.name}: ${err.message}` : String(err);
        }
        lat.push(performance.now() - t0);
      }
    }),
  );
  lat.sort((a, b) => a - b);
  const q = (p: number) => lat[Math.min(lat.length - 1, Math.floor(lat.length * p))] ?? 0;
  return {
    rps: lat.length / SECONDS,
    p50: Math.round(q(0.5) * 10) / 10,
    p99: Math.round(q(0.99) * 10) / 10,
    errors,
    requests: lat.length,
    firstError,
  };
}

/** A scenario with errors over HTTP or in its floor: its figures measure the failure, not the work. */
const failed = (r: Row) => r.http.errors > 0 || (r.floor?.errors ?? 0) > 0;

interface RunningApi {
  url: string;
  /** Stops the node(s) and HAProxy; returns the largest peak memory of a node, in MB. */
  stop(): Promise<number>;
}

/** `nodes` API processes on 127.0.0.1, behind HAProxy when `balanced`. */
async function startApi(
  nodes: number,
  balanced: boolean,
  env: NodeJS.ProcessEnv,
  args: string[] = API_ARGS,
): Promise<RunningApi> {
  const children: ChildProcess[] = [];
  const ports: number[] = [];
  const health = async (u: string) => {
    for (let k = 0; ; k++) {
      try {
        if ((await fetch(`${u}/api/health`)).ok) return;
      } catch {
        /* starting */
      }
      if (k > 600) throw new Error(`a API não subiu em ${u}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const pool = process.env.DATABASE_POOL_MAX ?? (nodes > 1 ? '10' : undefined);
  for (let i = 0; i < nodes; i++) {
    const port = await freePort();
    ports.push(port);
    children.push(
      spawn(process.execPath, [...args, path.join(root, 'apps/api/dist/main.js')], {
        // Several nodes share the server's max_connections: 10 each unless DATABASE_POOL_MAX says;
        // one node keeps the API's own default (config.ts) unless DATABASE_POOL_MAX says.
        env: {
          ...env,
          PORT: String(port),
          ...(pool ? { DATABASE_POOL_MAX: pool } : {}),
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      }),
    );
    // The first one migrates (a no-op here) before the others start.
    if (i === 0) await health(`http://127.0.0.1:${port}`);
  }
  await Promise.all(ports.map((p) => health(`http://127.0.0.1:${p}`)));
  let proxy: ChildProcess | null = null;
  let dir: string | null = null;
  let url = `http://127.0.0.1:${ports[0]}`;
  if (balanced) {
    const { haproxyConfig } = (await import(path.join(root, 'scripts/haproxy-config.mjs'))) as {
      haproxyConfig(port: number, nodes: number[]): string;
    };
    const port = await freePort();
    dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-haproxy-'));
    writeFileSync(path.join(dir, 'haproxy.cfg'), haproxyConfig(port, ports));
    proxy = spawn('haproxy', ['-f', path.join(dir, 'haproxy.cfg'), '-db'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin:/usr/local/sbin` },
    });
    url = `http://127.0.0.1:${port}`;
    await health(url);
    // Every node in the rotation (two good health checks each).
    await new Promise((r) => setTimeout(r, 2500));
  }
  return {
    url,
    async stop() {
      let peak = 0;
      for (const c of children) {
        const status = readFileSync(`/proc/${c.pid}/status`, 'utf8');
        peak = Math.max(peak, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
      }
      for (const c of [...children, ...(proxy ? [proxy] : [])]) {
        const exited = new Promise((r) => c.once('exit', r));
        c.kill('SIGTERM');
        await exited;
      }
      if (dir) rmSync(dir, { recursive: true, force: true });
      return peak;
    },
  };
}

async function main() {
  if (NODES > 1 && !process.env.BENCH_DATABASE_URL)
    throw new Error('BENCH_NODES > 1 requer BENCH_DATABASE_URL (vários nós num PostgreSQL)');
  const profile = process.env.BENCH_PROFILE === 'small' ? SMALL : LARGE;
  log(
    `Banco: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; perfil ${process.env.BENCH_PROFILE ?? 'large'}: ${JSON.stringify(profile)}`,
  );
  const { database, env, cleanup } = await openBenchDatabase();
  const t0 = performance.now();
  await migrateDatabase(database);
  const reused = Boolean(process.env.BENCH_DATABASE_NAME);
  if (reused) {
    log(`Banco reaproveitado: ${process.env.BENCH_DATABASE_NAME}`);
  } else {
    await seedIfEmpty(database);
    log('Gerando dados:');
    await generate(database, profile, log);
    log(`  total: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }

  const db = database.db;
  const [cli] = await db.select().from(s.clientes).where(eq(s.clientes.codigo, '100001'));
  const [uni] = await db
    .select()
    .from(s.unidades)
    .where(and(eq(s.unidades.empresaCod, '03'), eq(s.unidades.filialCod, '01')));
  const [usr] = await db.select().from(s.usuarios).where(eq(s.usuarios.email, 'cliente@demo.com.br'));
  const [gst] = await db.select().from(s.usuarios).where(eq(s.usuarios.email, 'gestor@demo.com.br'));
  const cliUser: AuthUser = { id: usr.id, role: 'ROLE_CLIENTE', roles: ['ROLE_CLIENTE'], sessionId: 'bench' };
  // The customer's catalogue at the unit (what the login flow's sync does), before timing anything.
  const ctx0 = { db, clock: () => new Date() };
  const ts = performance.now();
  if (!reused) {
    await syncCatalogo(ctx0, cli.id, uni.id, 'padrao');
    // As autovacuum would soon after a large sync (the search plans from these statistics).
    await database.exec('analyze catalogo_cliente');
    log(`  catálogo do cliente: ${((performance.now() - ts) / 1000).toFixed(1)} s`);
  }
  const tables = await db.select().from(s.tabelasPreco).where(eq(s.tabelasPreco.unidadeId, uni.id));
  const cif = tables.find((x) => x.sku === 'CIF')!;
  const [bol] = await db.select().from(s.pagamentoFormas).where(eq(s.pagamentoFormas.sku, 'BOL'));
  const [cond] = await db
    .select()
    .from(s.pagamentoCondicoes)
    .where(eq(s.pagamentoCondicoes.pgtoFormaId, bol.id))
    .limit(1);
  const prods = (await db.execute(
    sql`select id, sku, quant_min from produtos where sku like 'BX%' order by id limit 20`,
  )) as unknown as {
    rows: { id: number; sku: string; quant_min: number }[];
  };
  const [order] = await db
    .select({ id: s.pedidos.id })
    .from(s.pedidos)
    .where(eq(s.pedidos.clienteId, cli.id))
    .limit(1);
  // An open title of the customer at the benchmark unit (where the generated titles are), asked for with its own unit's codes.
  const [{ t: title, u: titleUnit }] = await db
    .select({ t: s.titulos, u: s.unidades })
    .from(s.titulos)
    .innerJoin(s.unidades, eq(s.unidades.id, s.titulos.unidadeId))
    .where(
      and(
        eq(s.titulos.clienteId, cli.id),
        eq(s.titulos.unidadeId, uni.id),
        sql`${s.titulos.numeroConta} is not null`,
        sql`${s.titulos.saldo} > 0`,
        sql`${s.titulos.vencrea} >= current_date`,
      ),
    )
    .orderBy(s.titulos.id)
    .limit(1);
  const boletoParams = {
    user: String(usr.id),
    emp: titleUnit.empresaCod,
    fil: titleUnit.filialCod,
    numBol: title.titulo,
    prefixo: title.prefixo,
    parcela: title.parcela,
  };
  const orderBody = (i: number) => ({
    total: 0,
    clienteId: cli.id,
    unidadeId: uni.id,
    obsnf: `BENCH ${i}`,
    pedidoPadrao: false,
    itens: prods.rows.map((p) => ({
      isObra: false,
      produtoId: p.id,
      produtoSku: p.sku,
      produtoQuant: Math.max(10, p.quant_min),
      produtoPesoUnit: 1,
      produtoValorUnit: 1,
      produtoValorTotal: 1,
      modalidadeId: cif.id,
      modalidadeSku: 'CIF',
      pagamentoFormaId: bol.id,
      pagamentoFormaSku: 'BOL',
      pagamentoCondicaoId: cond.id,
      pagamentoCondicaoSku: cond.sku,
    })),
  });
  const yearAgo = new Date(Date.now() - 364 * 86400_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  const busca = 'VERGALHAO MODELO 377';
  // The quick order's check: 500 pasted lines spread over the 300 000 codes (a few unknown, some
  // quantities rounded to FATOR_MULTI, decimal commas), one request.
  const quick = {
    clienteId: cli.id,
    filialId: uni.id,
    linhas: Array.from({ length: 500 }, (_, i) => ({
      sku:
        i % 50 === 49 ? `NAOEXISTE${i}` : `BX${String(1 + ((i * 599) % profile.products)).padStart(7, '0')}`,
      quantidade: i % 3 === 0 ? '13' : i % 3 === 1 ? '2,5' : '1.000',
    })),
  };
  await database.close();

  // The API as its own process(es), so its memory is its own; with BENCH_NODES > 1 the scenarios run
  // behind HAProxy (scripts/haproxy-config.mjs) on 1 node and then on BENCH_NODES nodes, same database.
  const apiEnv = {
    ...process.env,
    ...env,
    HOST: '127.0.0.1',
    CAPTCHA: 'off',
    ERP_SIMULATOR: 'off',
    SEED_DEMO: 'off',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '100000',
    JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'),
    TRUST_PROXY: 'loopback',
  };
  const rows: Row[] = [];
  let peakMb = 0;
  const heapFile =
    SOAK_MINUTES > 0 ? path.join(mkdtempSync(path.join(tmpdir(), 'portal-bench-heap-')), 'heap.jsonl') : '';
  if (SOAK_MINUTES > 0) {
    Object.assign(apiEnv, { BENCH_HEAP_FILE: heapFile, BENCH_HEAP_SECONDS: String(SOAK_SAMPLE_SECONDS) });
  }
  const soakArgs = ['--expose-gc', '--import', path.join(root, 'bench/heap-sampler.mjs')];
  for (const nodes of NODES > 1 ? [1, NODES] : [1]) {
    const api = await startApi(nodes, NODES > 1, apiEnv, [
      ...API_ARGS,
      ...(SOAK_MINUTES > 0 ? soakArgs : []),
    ]);
    const url = api.url;
    const login = async (email: string) =>
      (
        (await (
          await fetch(`${url}/api/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, senha: 'Demo@123' }),
          })
        ).json()) as { auth: { token: string } }
      ).auth.token;
    const tokCli = await login('cliente@demo.com.br');
    const tokGst = await login('gestor@demo.com.br');
    const json = (token: string) => ({
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    });

    type Scenario = { name: string; req: autocannon.Options; floor?: (i: number) => Promise<unknown> };
    const scenarios: Scenario[] = [
      { name: 'constante (GET /api/ping)', req: { url: `${url}/api/ping` } },
      {
        name: 'busca de produtos',
        req: {
          url: `${url}/api/produtos/filter`,
          method: 'POST',
          headers: json(tokCli),
          body: JSON.stringify({ busca, clienteId: cli.id, filialId: uni.id }),
        },
      },
      {
        name: 'lista de pedidos',
        req: {
          url: `${url}/api/pedidos/filtro/grid`,
          method: 'POST',
          headers: json(tokCli),
          body: JSON.stringify({
            pageTotal: 30,
            page: 1,
            unidadeId: uni.id,
            clienteId: cli.id,
            statusId: 999,
            dias: 30,
          }),
        },
      },
      { name: 'detalhe do pedido', req: { url: `${url}/api/pedidos/${order.id}`, headers: json(tokCli) } },
      {
        name: 'criação de pedido (20 itens)',
        req: {
          url: `${url}/api/pedidos`,
          method: 'POST',
          headers: json(tokCli),
          body: JSON.stringify(orderBody(0)),
          setupClient: (client) => {
            client.setHeaders({ ...json(tokCli), 'idempotency-key': randomUUID() });
            client.on('response', () =>
              client.setHeaders({ ...json(tokCli), 'idempotency-key': randomUUID() }),
            );
          },
        },
      },
      {
        name: 'pedido rápido (500 linhas)',
        req: {
          url: `${url}/api/pedido-rapido/verificar`,
          method: 'POST',
          headers: json(tokCli),
          body: JSON.stringify(quick),
        },
      },
      {
        name: 'boleto PDF',
        req: {
          url: `${url}/api/boletos/geraBoletoCliente?${new URLSearchParams(boletoParams)}`,
          headers: json(tokCli),
        },
      },
      {
        name: 'dashboard (1 ano de eventos)',
        req: {
          url: `${url}/api/dashboard/eventos-tipos-sum?de=${yearAgo}&ate=${today}`,
          headers: json(tokGst),
        },
      },
      {
        // the business panel over a year of orders (the Large profile's 100 000), every branch: over
        // HTTP the route's answer (kept 30 s per filter, painel-cache.ts); its floor is the uncached statement
        name: 'painel de negócios, um ano',
        req: {
          url: `${url}/api/dashboard/painel-negocios?de=${yearAgo}&ate=${today}`,
          headers: json(tokGst),
        },
      },
    ];
    if (SOAK_MINUTES > 0) {
      await soak(scenarios, api, heapFile);
      await cleanup();
      return;
    }
    const chosen = scenarios.filter(
      (sc, i) => i === 0 || ONLY.length === 0 || ONLY.some((o) => sc.name.toLowerCase().includes(o)),
    );
    for (const sc of chosen) {
      for (const connections of CONNECTIONS) {
        // warm-up, then the measured run (bounded in time and count)
        await autocannon({ ...sc.req, connections, duration: 1 });
        const r = await autocannon({ ...sc.req, connections, duration: SECONDS, timeout: 30 });
        if (r.non2xx) log(`    respostas não-2xx: ${JSON.stringify(r.statusCodeStats)}`);
        const http = stat(r);
        const ceiling =
          rows.find(
            (x) => x.scenario === scenarios[0].name && x.connections === connections && x.nodes === nodes,
          )?.http.rps ?? http.rps;
        rows.push({ scenario: sc.name, nodes, connections, http, ceilingRatio: http.rps / ceiling });
        log(
          `  ${sc.name} @${connections}${NODES > 1 ? ` (${nodes} nó${nodes > 1 ? 's' : ''})` : ''}: ${http.rps.toFixed(0)} req/s, p50 ${http.p50} ms, p99 ${http.p99} ms, erros ${http.errors}${http.errors ? ' FALHOU' : ''}`,
        );
      }
    }
    peakMb = Math.max(peakMb, await api.stop());
  }

  // Database floor: the same query or service code in this process, no HTTP, same concurrency.
  const again = await openDatabase(
    env.DATA_DIR ? { dataDir: env.DATA_DIR } : { url: env.DATABASE_URL, poolMax: 60 },
  );
  const app = await buildApp({
    config: loadConfig({ ...env, JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent', CAPTCHA: 'off' }),
    database: again,
    logger: false,
  });
  const ctx = app.ctx;
  const gstUser: AuthUser = { id: gst.id, role: 'ROLE_GESTOR', roles: ['ROLE_GESTOR'], sessionId: 'bench' };
  const floors: Record<string, (i: number) => Promise<unknown>> = {
    'busca de produtos': () => produtoSearchRows(ctx.db, { clienteId: cli.id, unidadeId: uni.id, busca }),
    'lista de pedidos': () =>
      listPedidos(
        ctx,
        cliUser,
        pedidoGridBody.parse({
          pageTotal: 30,
          page: 1,
          unidadeId: uni.id,
          clienteId: cli.id,
          statusId: 999,
          dias: 30,
        }),
      ),
    'detalhe do pedido': () => findPedido(ctx.db, cliUser, byId(order.id), new Date()),
    'criação de pedido (20 itens)': (i) =>
      createPedido(ctx, cliUser, pedidoCreateBody.parse(orderBody(i)), `floor-${i}-${randomUUID()}`),
    'pedido rápido (500 linhas)': () => checkLinhas(ctx, cliUser, quick),
    'boleto PDF': () => generateBoleto(ctx, cliUser, geraBoletoQuery.parse(boletoParams)),
    'dashboard (1 ano de eventos)': () =>
      sumEventosTipos(ctx, dashboardQuery.parse({ de: yearAgo, ate: today })),
    'painel de negócios, um ano': () =>
      painelNegocios(ctx, dashboardQuery.parse({ de: yearAgo, ate: today })),
  };
  void gstUser;
  for (const row of rows) {
    // The floor is the single-node comparison; with BENCH_NODES the nodes are compared instead.
    const fn = NODES > 1 ? undefined : floors[row.scenario];
    if (!fn) continue;
    row.floor = await floor(row.connections, fn);
    row.floorRatio = row.http.rps / row.floor.rps;
    const fe = row.floor.errors ? `, erros ${row.floor.errors} FALHOU (${row.floor.firstError})` : '';
    log(
      `  piso ${row.scenario} @${row.connections}: ${row.floor.rps.toFixed(0)} op/s, p50 ${row.floor.p50} ms, p99 ${row.floor.p99} ms${fe}`,
    );
  }
  // Orders must exist exactly once per idempotency key.
  const dup = (await ctx.db.execute(
    sql`select count(*)::int as n from (select usuario_id, idempotency_key from pedidos where idempotency_key is not null group by 1, 2, unidade_id, cliente_id having count(*) > 1 and count(distinct ref) <> count(*)) x`,
  )) as unknown as { rows: { n: number }[] };
  await app.close();
  await again.close();
  await cleanup();

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const engine = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
  const out = {
    stamp,
    engine,
    profile,
    seconds: SECONDS,
    peakMemoryMb: Math.round(peakMb),
    duplicateOrderKeys: dup.rows[0]?.n ?? 0,
    rows,
  };
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, `bench/results/${stamp}-${engine}${NODES > 1 ? `-${NODES}nos` : ''}.json`),
    JSON.stringify(out, null, 2),
  );
  const f = (n: number | undefined, d = 0) => (n === undefined ? '—' : n.toFixed(d));
  const md = [
    `# Bench ${stamp} (${engine}, ${SECONDS}s por cenário)`,
    '',
    `Pico de memória da API: ${Math.round(peakMb)} MB. Chaves de idempotência duplicadas: ${out.duplicateOrderKeys}.`,
    '',
    '| cenário | nós | conexões | req/s | p50 ms | p99 ms | erros (HTTP / piso) | ÷ teto (rota constante) | piso op/s | ÷ piso (banco) |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.scenario}${failed(r) ? ' **FALHOU**' : ''} | ${r.nodes} | ${r.connections} | ${f(r.http.rps)} | ${r.http.p50} | ${r.http.p99} | ${r.http.errors} / ${r.floor?.errors ?? '—'} | ${f(r.ceilingRatio * 100)}% | ${f(r.floor?.rps)} | ${r.floorRatio === undefined ? '—' : f(r.floorRatio * 100) + '%'} |`,
    ),
    ...(NODES > 1
      ? [
          '',
          `${NODES} nós ÷ 1 nó (req/s, ambos atrás do HAProxy, mesmo PostgreSQL):`,
          '',
          ...rows
            .filter((r) => r.nodes === NODES)
            .map((r) => {
              const one = rows.find(
                (x) => x.nodes === 1 && x.scenario === r.scenario && x.connections === r.connections,
              );
              return `- ${r.scenario} @${r.connections}: ${f(one?.http.rps)} -> ${f(r.http.rps)} req/s (${one ? (r.http.rps / one.http.rps).toFixed(2) : '—'}x)`;
            }),
        ]
      : []),
  ].join('\n');
  writeFileSync(
    path.join(root, `bench/results/${stamp}-${engine}${NODES > 1 ? `-${NODES}nos` : ''}.md`),
    md + '\n',
  );
  log('\n' + md);
}

/**
 * The soak: search, order list, order detail and order creation at once, SOAK_CONNECTIONS shared
 * among them, for SOAK_MINUTES; the API's heap after a full GC every SOAK_SAMPLE_SECONDS. Growth is
 * the last quarter's median against the second quarter's (the first holds the warm-up).
 */
async function soak(
  scenarios: { name: string; req: autocannon.Options }[],
  api: { stop(): Promise<number> },
  heapFile: string,
) {
  const mix = scenarios.filter((sc) =>
    /^(busca de produtos|lista de pedidos|detalhe do pedido|criação de pedido)/.test(sc.name),
  );
  const each = Math.max(1, Math.floor(SOAK_CONNECTIONS / mix.length));
  log(
    `Soak: ${SOAK_MINUTES} min, ${each * mix.length} conexões (${each} por cenário), amostra a cada ${SOAK_SAMPLE_SECONDS} s`,
  );
  const results = await Promise.all(
    mix.map((sc) =>
      autocannon({ ...sc.req, connections: each, duration: SOAK_MINUTES * 60, timeout: 30 }).then((r) => ({
        name: sc.name,
        http: stat(r),
        codes: r.statusCodeStats,
      })),
    ),
  );
  const peakMb = await api.stop();
  const heapText = readFileSync(heapFile, 'utf8');
  rmSync(path.dirname(heapFile), { recursive: true, force: true });
  const samples = heapText
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { s: number; heapUsedMb: number; rssMb: number; externalMb: number });
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const q = Math.max(1, Math.floor(samples.length / 4));
  const second = median(samples.slice(q, 2 * q).map((x) => x.heapUsedMb));
  const last = median(samples.slice(-q).map((x) => x.heapUsedMb));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const md = [
    `# Soak ${stamp} (${process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'}, ${SOAK_MINUTES} min, ${each * mix.length} conexões)`,
    '',
    `Pico de memória (RSS) da API: ${Math.round(peakMb)} MB. Heap após GC: 2º quarto ${second} MB, último quarto ${last} MB (${(last - second).toFixed(1)} MB).`,
    '',
    '| cenário | req/s | p50 ms | p99 ms | erros |',
    '|---|---|---|---|---|',
    ...results.map(
      (r) => `| ${r.name} | ${r.http.rps.toFixed(0)} | ${r.http.p50} | ${r.http.p99} | ${r.http.errors} |`,
    ),
    '',
    '| s | heap usado MB | externo MB | RSS MB |',
    '|---|---|---|---|',
    ...samples.map((x) => `| ${x.s} | ${x.heapUsedMb} | ${x.externalMb} | ${x.rssMb} |`),
  ].join('\n');
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, `bench/results/${stamp}-soak.md`), md + '\n');
  writeFileSync(
    path.join(root, `bench/results/${stamp}-soak.json`),
    JSON.stringify({ stamp, minutes: SOAK_MINUTES, peakMb, results, samples }, null, 2),
  );
  log('\n' + md);
}

await main();
