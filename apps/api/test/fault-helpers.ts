// Fault-test harness (`npm run test:fault`, files *.fault.ts): the built API (apps/api/dist/main.js)
// as a child process that can be killed and started again, a fresh database prepared in-process,
// clients that place orders with an Idempotency-Key and retry the same key, and a private
// PostgreSQL cluster (initdb + pg_ctl in a temporary folder) that can be stopped under load.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';
import * as s from '../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedIfEmpty } from '../src/db/seed';

const run = promisify(execFile);
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The built API under test (FAULT_API_MAIN overrides it, e.g. a bundle built elsewhere). */
export const API_MAIN = process.env.FAULT_API_MAIN ?? path.join(ROOT, 'apps/api/dist/main.js');
export const JWT_SECRET = 'fault-secret-fault-secret-fault-secret-0123456789';
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * A test that needs a prerequisite (the built API, PostgreSQL binaries, a database URL): without it
 * the test fails and says what is missing; `npm run test:fault` is asked for on purpose, so a fault
 * test that did not run must never pass as one that did.
 */
export function itWith(missing: string | null, name: string, fn: () => Promise<void>, timeout?: number) {
  return it(
    name,
    async () => {
      if (missing) throw new Error(`Pré-requisito ausente: ${missing}`);
      await fn();
    },
    timeout,
  );
}

export const missingBuild = () =>
  existsSync(API_MAIN) ? null : `${API_MAIN} não existe (rode npm run build -w apps/api)`;

/** Polls `check` until it returns true; fails with `what` after `deadlineMs`. */
export async function waitFor(
  what: string,
  deadlineMs: number,
  check: () => Promise<boolean> | boolean,
  everyMs = 100,
) {
  const end = Date.now() + deadlineMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`Tempo esgotado (${deadlineMs / 1000} s) esperando: ${what}`);
    await sleep(everyMs);
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** What is left running if the test process ends early (a timeout, an interrupted run). */
const leftovers = new Set<() => void>();
process.once('exit', () => {
  for (const cleanup of leftovers) cleanup();
});

// ------------------------------------------------------------------------------------ the API

/** The built API as a child process on 127.0.0.1:port. */
export class ApiProcess {
  readonly url: string;
  readonly child: ChildProcess;
  readonly exited: Promise<number | null>;
  private output = '';
  private readonly lineListeners: ((line: string) => void)[] = [];

  private constructor(
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.child = spawn(process.execPath, [API_MAIN], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        CAPTCHA: 'off',
        ERP_SIMULATOR: 'off',
        SEED_DEMO: 'off',
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT: '100000',
        JWT_SECRET,
        DATABASE_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = () => {
      let partial = '';
      return (b: Buffer) => {
        const text = b.toString();
        this.output = (this.output + text).slice(-8000);
        const lines = (partial + text).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) for (const fn of this.lineListeners) fn(line);
      };
    };
    this.child.stdout!.on('data', keep());
    this.child.stderr!.on('data', keep());
    const kill = () => this.child.kill('SIGKILL');
    leftovers.add(kill);
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code) => {
        leftovers.delete(kill);
        resolve(code);
      }),
    );
  }

  /** Starts the API and waits until GET /api/health answers 200. */
  static async start(port: number, env: Record<string, string>, deadlineMs = 90_000): Promise<ApiProcess> {
    const api = new ApiProcess(port, env);
    let dead = false;
    void api.exited.then(() => (dead = true));
    try {
      await waitFor(`a API responder 200 em ${api.url}/api/health`, deadlineMs, async () => {
        if (dead) throw new Error(`A API terminou ao iniciar (código ${api.child.exitCode}):\n${api.log()}`);
        try {
          return (await fetch(`${api.url}/api/health`, { signal: AbortSignal.timeout(5000) })).ok;
        } catch {
          return false;
        }
      });
    } catch (err) {
      await api.kill9();
      throw new Error(`${(err as Error).message}\nSaída da API:\n${api.log()}`, { cause: err });
    }
    return api;
  }

  get alive() {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  log() {
    return this.output;
  }

  /** Calls fn with every later line the process writes (its JSON log). */
  onLine(fn: (line: string) => void) {
    this.lineListeners.push(fn);
  }

  async kill9() {
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM (graceful stop) and wait for the exit; SIGKILL after the deadline. */
  async stop(deadlineMs = 30_000) {
    if (!this.alive) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), deadlineMs);
    await this.exited;
    clearTimeout(timer);
  }
}

export async function login(url: string, email: string = DEMO_ACCOUNTS.cliente): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { auth?: { token: string } };
  if (!res.ok || !body.auth)
    throw new Error(`Login de ${email} falhou: ${res.status} ${JSON.stringify(body)}`);
  return body.auth.token;
}

// ------------------------------------------------------------------------------- the database

/** What a valid cart of cliente@ (customer 100001, unit 03/01, CIF, boleto 28 days) needs. */
export interface OrderFixtures {
  usuarioId: number;
  clienteId: number;
  unidadeId: number;
  cifId: number;
  bolId: number;
  condId: number;
  condSku: string;
  produtos: { id: number; sku: string; quantMin: number }[];
}

/** Migrates and seeds the database (PGlite data dir or PostgreSQL url), reads the fixtures, closes it. */
export async function prepareDatabase(where: { dataDir: string } | { url: string }): Promise<OrderFixtures> {
  const database = await openDatabase({ ...where, poolMax: 2 });
  try {
    await migrateDatabase(database);
    await seedIfEmpty(database);
    const db = database.db;
    const [usr] = await db.select().from(s.usuarios).where(eq(s.usuarios.email, DEMO_ACCOUNTS.cliente));
    const [cli] = await db.select().from(s.clientes).where(eq(s.clientes.codigo, '100001'));
    const [uni] = await db
      .select()
      .from(s.unidades)
      .where(and(eq(s.unidades.empresaCod, '03'), eq(s.unidades.filialCod, '01')));
    const [cif] = await db
      .select()
      .from(s.tabelasPreco)
      .where(and(eq(s.tabelasPreco.unidadeId, uni.id), eq(s.tabelasPreco.sku, 'CIF')));
    const [bol] = await db.select().from(s.pagamentoFormas).where(eq(s.pagamentoFormas.sku, 'BOL'));
    const [cond] = await db
      .select()
      .from(s.pagamentoCondicoes)
      .where(and(eq(s.pagamentoCondicoes.pgtoFormaId, bol.id), eq(s.pagamentoCondicoes.sku, '028')));
    const produtos = await db
      .select({ id: s.produtos.id, sku: s.produtos.sku, quantMin: s.produtos.quantMin })
      .from(s.produtos)
      .innerJoin(s.precos, eq(s.precos.produtoId, s.produtos.id))
      .where(and(eq(s.precos.tabelaPrecoId, cif.id), isNull(s.precos.clienteId), eq(s.produtos.ativo, true)))
      .orderBy(s.produtos.id)
      .limit(3);
    if (!usr || !cli || !uni || !cif || !bol || !cond || produtos.length === 0)
      throw new Error('Dados de demonstração incompletos para montar um pedido.');
    return {
      usuarioId: usr.id,
      clienteId: cli.id,
      unidadeId: uni.id,
      cifId: cif.id,
      bolId: bol.id,
      condId: cond.id,
      condSku: cond.sku,
      produtos,
    };
  } finally {
    await database.close();
  }
}

/** A POST /api/pedidos body that becomes exactly one order (one condition x one modality). */
export function orderBody(fx: OrderFixtures, tag: string) {
  return {
    total: 0,
    clienteId: fx.clienteId,
    unidadeId: fx.unidadeId,
    obsnf: `TESTE DE FALHA ${tag}`.slice(0, 60),
    pedidoPadrao: false,
    itens: fx.produtos.map((p) => ({
      isObra: false,
      obraId: null,
      produtoId: p.id,
      produtoSku: p.sku,
      produtoQuant: Math.max(10, p.quantMin),
      produtoPesoUnit: 1,
      produtoValorUnit: 1,
      produtoValorTotal: 1,
      modalidadeId: fx.cifId,
      modalidadeSku: 'CIF',
      pagamentoFormaId: fx.bolId,
      pagamentoFormaSku: 'BOL',
      pagamentoCondicaoId: fx.condId,
      pagamentoCondicaoSku: fx.condSku,
      motoristaSku: null,
      veiculoPlaca: null,
      dataEmbarque: null,
    })),
  };
}

/** The orders written under the keys starting with `prefix`: key -> [{id, ref}]. */
export async function ordersByKey(database: Database, usuarioId: number, prefix: string) {
  const rows = await database.db
    .select({ key: s.pedidos.idempotencyKey, id: s.pedidos.id, ref: s.pedidos.ref })
    .from(s.pedidos)
    .where(and(eq(s.pedidos.usuarioId, usuarioId), sql`${s.pedidos.idempotencyKey} like ${`${prefix}%`}`));
  const byKey = new Map<string, { id: number; ref: string }[]>();
  for (const r of rows) byKey.set(r.key!, [...(byKey.get(r.key!) ?? []), { id: r.id, ref: r.ref }]);
  const [{ n }] = (
    (await database.db.execute(
      sql`select count(*)::int as n from idempotency_keys where usuario_id = ${usuarioId} and chave like ${`${prefix}%`}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  return { byKey, rows: rows.length, keys: Number(n) };
}

/** A new database on a PostgreSQL server (e.g. the shared one), dropped by `drop()`. */
export async function createPgDatabase(baseUrl: string, prefix = 'fault') {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

// ------------------------------------------------------------------------ ordering with retries

export interface OrderAnswer {
  key: string;
  status: number;
  pedidoId: number;
  ref: string;
  attempts: number;
  networkErrors: number;
  serverErrors: number;
  replayed: boolean;
}

/** An answer that retrying cannot fix (4xx, or a 2xx that is not one created order). */
class UnexpectedAnswer extends Error {}

/**
 * POSTs the same body with the same Idempotency-Key until a 2xx answer, retrying network errors and
 * 5xx with exponential back-off (50 ms to 1 s); anything else, or no 2xx within `deadlineMs`, fails.
 */
export async function placeOrder(
  baseUrl: () => string,
  token: string,
  body: unknown,
  key: string,
  opts: {
    deadlineMs?: number;
    onAttempt?: (a: { status: number | null; ms: number; body: unknown; error?: string }) => void;
  } = {},
): Promise<OrderAnswer> {
  const end = Date.now() + (opts.deadlineMs ?? 120_000);
  let attempts = 0;
  let networkErrors = 0;
  let serverErrors = 0;
  let delay = 50;
  let last: string | undefined;
  for (;;) {
    attempts++;
    const t0 = Date.now();
    try {
      const res = await fetch(`${baseUrl()}/api/pedidos`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const payload = (await res.json()) as unknown;
      opts.onAttempt?.({ status: res.status, ms: Date.now() - t0, body: payload });
      if (res.status === 201 || res.status === 207) {
        const results = payload as { status: number; pedidoId: number | null; ref: string | null }[];
        if (results.length !== 1 || results[0].status !== 201 || !results[0].pedidoId || !results[0].ref)
          throw new UnexpectedAnswer(
            `Pedido ${key}: resposta ${res.status} inesperada ${JSON.stringify(payload)}`,
          );
        return {
          key,
          status: res.status,
          pedidoId: results[0].pedidoId,
          ref: results[0].ref,
          attempts,
          networkErrors,
          serverErrors,
          replayed: res.headers.get('idempotent-replayed') === 'true',
        };
      }
      if (res.status < 500)
        throw new UnexpectedAnswer(`Pedido ${key}: resposta ${res.status} ${JSON.stringify(payload)}`);
      serverErrors++;
      last = `${res.status} ${JSON.stringify(payload)}`;
    } catch (err) {
      if (err instanceof UnexpectedAnswer) throw err;
      const msg = `${(err as Error).name}: ${(err as Error).message} ${String(((err as Error).cause as Error | undefined)?.message ?? '')}`;
      opts.onAttempt?.({ status: null, ms: Date.now() - t0, body: null, error: msg });
      networkErrors++;
      last = msg;
    }
    if (Date.now() > end)
      throw new Error(`Pedido ${key}: sem resposta 2xx após ${attempts} tentativas; última: ${last}`);
    await sleep(delay + Math.random() * delay);
    delay = Math.min(1000, delay * 2);
  }
}

// -------------------------------------------------------------------- a private PostgreSQL cluster

/** The directory of initdb/pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<v>/bin. */
export function pgBinDir(): string | null {
  if (process.env.PG_BIN)
    return existsSync(path.join(process.env.PG_BIN, 'pg_ctl')) ? process.env.PG_BIN : null;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

export const missingPgBin = () =>
  pgBinDir()
    ? null
    : 'binários do PostgreSQL (initdb, pg_ctl) não encontrados em /usr/lib/postgresql/*/bin nem em PG_BIN';

/**
 * A throw-away PostgreSQL cluster in a temporary folder, on its own port with trust authentication.
 * As root, the server runs as the `postgres` user (initdb refuses root).
 */
export class PrivateCluster {
  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly bin: string,
    private readonly asPostgres: boolean,
  ) {}

  static async create(): Promise<PrivateCluster> {
    const bin = pgBinDir();
    if (!bin) throw new Error(missingPgBin()!);
    const asPostgres = userInfo().uid === 0;
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-fault-pg-'));
    if (asPostgres) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: gid } = await run('id', ['-g', 'postgres']);
      chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
    }
    chmodSync(dir, 0o700);
    const cluster = new PrivateCluster(dir, await freePort(), bin, asPostgres);
    leftovers.add(cluster.leftover);
    await cluster.cmd('initdb', [
      '-D',
      cluster.data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--no-sync',
      '--locale=C',
    ]);
    await cluster.start();
    return cluster;
  }

  get data() {
    return path.join(this.dir, 'data');
  }

  url(database = 'postgres') {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  private argv(tool: string, args: string[]): [string, string[]] {
    const file = path.join(this.bin, tool);
    return this.asPostgres ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  }

  private readonly leftover = () => {
    spawnSync(...this.argv('pg_ctl', ['-D', this.data, '-m', 'immediate', 'stop']), { stdio: 'ignore' });
    rmSync(this.dir, { recursive: true, force: true });
  };

  private async cmd(tool: string, args: string[]) {
    const [cmd, argv] = this.argv(tool, args);
    try {
      return await run(cmd, argv, { cwd: this.dir, timeout: 120_000 });
    } catch (err) {
      const e = err as { stderr?: string; stdout?: string; message: string };
      throw new Error(`${tool} ${args.join(' ')} falhou: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`, {
        cause: err,
      });
    }
  }

  async start() {
    const opts = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
    await this.cmd('pg_ctl', [
      '-D',
      this.data,
      '-l',
      path.join(this.dir, 'server.log'),
      '-o',
      opts,
      '-w',
      '-t',
      '60',
      'start',
    ]);
  }

  /** Creates a database on the cluster; returns its url. */
  async createDatabase(name: string) {
    const admin = new pg.Client({ connectionString: this.url() });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    return this.url(name);
  }

  /** Fast stop: open sessions are terminated (57P01), new connections are refused. */
  async stop() {
    await this.cmd('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  }

  async destroy() {
    try {
      await this.cmd('pg_ctl', ['-D', this.data, '-m', 'immediate', '-w', '-t', '60', 'stop']);
    } catch {
      /* already stopped */
    }
    rmSync(this.dir, { recursive: true, force: true });
    leftovers.delete(this.leftover);
  }
}

// ------------------------------------------------------------------ a private Redis and HAProxy

/** Finds an executable on PATH (or in the usual sbin folders); null when absent. */
export function which(cmd: string): string | null {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  for (const d of dirs) if (d && existsSync(path.join(d, cmd))) return path.join(d, cmd);
  return null;
}

export const missingRedis = () =>
  which('redis-server')
    ? null
    : 'redis-server não encontrado no PATH (Debian: apt-get install -y redis-server)';
export const missingHaproxy = () =>
  which('haproxy') ? null : 'haproxy não encontrado no PATH (Debian: apt-get install -y haproxy)';

/** A throw-away redis-server on its own loopback port, without persistence; stop() and start() again. */
export class RedisServer {
  private child: ChildProcess | null = null;
  private exited: Promise<unknown> = Promise.resolve();
  private constructor(readonly port: number) {}

  static async create(): Promise<RedisServer> {
    const r = new RedisServer(await freePort());
    await r.start();
    return r;
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start() {
    const bin = which('redis-server');
    if (!bin) throw new Error(missingRedis()!);
    const child = spawn(
      bin,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const kill = () => child.kill('SIGKILL');
    leftovers.add(kill);
    this.exited = new Promise((r) => child.once('exit', r)).finally(() => leftovers.delete(kill));
    this.child = child;
    await waitFor(`redis-server na porta ${this.port}`, 10_000, () => portOpen(this.port));
  }

  /** Stops it at once (SIGKILL: as a crashed or unreachable Redis). */
  async stop() {
    this.child?.kill('SIGKILL');
    await this.exited;
    this.child = null;
  }
}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect({ host: '127.0.0.1', port });
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

/** The haproxy.cfg of `npm run cluster` (scripts/haproxy-config.mjs, plain JavaScript). */
export async function haproxyConfig(port: number, nodes: number[]): Promise<string> {
  const file = path.join(ROOT, 'scripts/haproxy-config.mjs');
  const mod = (await import(file)) as { haproxyConfig(port: number, nodes: number[]): string };
  return mod.haproxyConfig(port, nodes);
}

/** HAProxy in the foreground with a generated configuration in a temporary folder. */
export class HaProxy {
  private constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly child: ChildProcess,
    private readonly exited: Promise<unknown>,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  static async start(nodes: number[]): Promise<HaProxy> {
    const bin = which('haproxy');
    if (!bin) throw new Error(missingHaproxy()!);
    const port = await freePort();
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-haproxy-'));
    const cfg = path.join(dir, 'haproxy.cfg');
    writeFileSync(cfg, await haproxyConfig(port, nodes));
    const child = spawn(bin, ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (b: Buffer) => (err = (err + b.toString()).slice(-4000)));
    const kill = () => child.kill('SIGKILL');
    leftovers.add(kill);
    const exited = new Promise((r) => child.once('exit', r)).finally(() => leftovers.delete(kill));
    await waitFor(`haproxy na porta ${port}: ${err}`, 10_000, () => {
      if (child.exitCode !== null) throw new Error(`haproxy terminou: ${err}`);
      return portOpen(port);
    });
    return new HaProxy(port, dir, child, exited);
  }

  async stop() {
    this.child.kill('SIGTERM');
    await this.exited;
    rmSync(this.dir, { recursive: true, force: true });
  }
}
