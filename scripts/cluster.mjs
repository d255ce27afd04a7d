// `npm run cluster`: several API nodes behind HAProxy on this machine (loopback only), as a
// production deployment runs them (docs/OPERATIONS.md, Scale-out):
//   PostgreSQL  DATABASE_URL, or a private cluster (initdb + pg_ctl in a temporary folder);
//   Redis       REDIS_URL, or the local service on 127.0.0.1:6379 when it answers, else a private
//               redis-server on a free port;
//   N nodes     CLUSTER_NODES (default 3) processes of the built apps/api/dist/main.js (npm run build
//               first), TRUST_PROXY=loopback, one JWT_SECRET;
//   HAProxy     on CLUSTER_PORT (default 8080): round robin, GET /api/health checks, X-Forwarded-For,
//               5 s for a request's head, 256 connections per client address.
// Prints the URL; Ctrl-C stops everything (and removes the temporary folders).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { haproxyConfig } from './haproxy-config.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = path.join(ROOT, 'apps/api/dist/main.js');
const N = Number(process.env.CLUSTER_NODES ?? 3);
const PORT = Number(process.env.CLUSTER_PORT ?? 8080);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function which(cmd) {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  for (const d of dirs) if (d && existsSync(path.join(d, cmd))) return path.join(d, cmd);
  return null;
}

function fail(msg) {
  console.error(`cluster: ${msg}`);
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const portOpen = (port) =>
  new Promise((resolve) => {
    const s = connect({ host: '127.0.0.1', port });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

async function waitFor(what, ms, check) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`tempo esgotado esperando ${what}`);
    await sleep(200);
  }
}

const cleanups = [];
let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch {
      /* keep stopping the rest */
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

function child(name, cmd, args, env = {}) {
  const p = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (buf) =>
    buf
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((l) => console.log(`[${name}] ${l}`));
  p.stdout.on('data', prefix);
  p.stderr.on('data', prefix);
  p.on('exit', (code, sig) => {
    if (!stopping) console.log(`[${name}] terminou (${sig ?? code})`);
  });
  return p;
}

async function stopChild(p, ms = 15_000) {
  if (p.exitCode !== null || p.signalCode !== null) return;
  const done = new Promise((r) => p.once('exit', r));
  p.kill('SIGTERM');
  const t = setTimeout(() => p.kill('SIGKILL'), ms);
  await done;
  clearTimeout(t);
}

/** A private PostgreSQL cluster (as root the server runs as `postgres`); returns its url. */
async function privatePostgres() {
  const base = '/usr/lib/postgresql';
  const bin =
    process.env.PG_BIN ??
    (existsSync(base)
      ? readdirSync(base)
          .filter((v) => existsSync(path.join(base, v, 'bin/pg_ctl')))
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => path.join(base, v, 'bin'))[0]
      : undefined);
  if (!bin) fail('sem DATABASE_URL e sem binários do PostgreSQL (/usr/lib/postgresql/*/bin ou PG_BIN)');
  const asPostgres = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-cluster-pg-'));
  if (asPostgres)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString()),
      Number(execFileSync('id', ['-g', 'postgres']).toString()),
    );
  const data = path.join(dir, 'data');
  const run = (tool, args) => {
    const file = path.join(bin, tool);
    const [cmd, argv] = asPostgres ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    const r = spawnSync(cmd, argv, { cwd: dir, stdio: 'pipe' });
    if (r.status !== 0) throw new Error(`${tool} falhou: ${r.stderr}`);
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`,
    '-w',
    'start',
  ]);
  cleanups.push(async () => {
    run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  });
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database portal');
  await admin.end();
  console.log(`PostgreSQL privado em 127.0.0.1:${port} (${dir})`);
  return `postgres://postgres@127.0.0.1:${port}/portal`;
}

async function redisUrl() {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  if (await portOpen(6379)) return 'redis://127.0.0.1:6379';
  const bin = which('redis-server');
  if (!bin) fail('sem REDIS_URL, nada em 127.0.0.1:6379 e sem redis-server');
  const port = await freePort();
  const p = child('redis', bin, [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  cleanups.push(() => stopChild(p));
  await waitFor('redis-server', 10_000, () => portOpen(port));
  return `redis://127.0.0.1:${port}`;
}

async function main() {
  if (!existsSync(MAIN)) fail(`${MAIN} não existe: rode npm run build`);
  const haproxy = which('haproxy');
  if (!haproxy) fail('haproxy não encontrado (Debian: apt-get install -y haproxy)');
  const databaseUrl = process.env.DATABASE_URL || (await privatePostgres());
  const redis = await redisUrl();
  const jwtSecret = process.env.JWT_SECRET ?? randomBytes(48).toString('base64url');
  const ports = [];
  for (let i = 0; i < N; i++) ports.push(await freePort());
  const publicUrl = `http://127.0.0.1:${PORT}`;
  const env = (i) => ({
    PORT: String(ports[i]),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis,
    JWT_SECRET: jwtSecret,
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: process.env.PUBLIC_URL ?? publicUrl,
    // All start at once: they take turns on the start-up lock, the first to hold it migrates and
    // seeds an empty database, the others find it done (apps/api/src/server.ts, prepareDatabase).
    SEED_DEMO: process.env.SEED_DEMO ?? 'on',
  });
  const health = (port) =>
    fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
  const start = (i) => {
    const p = child(`n${i + 1}`, process.execPath, [MAIN], env(i));
    cleanups.push(() => stopChild(p));
    return waitFor(`nó n${i + 1}`, 120_000, () => health(ports[i]));
  };
  await Promise.all(ports.map((_, i) => start(i)));
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-cluster-haproxy-'));
  const cfg = path.join(dir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig(PORT, ports));
  const hp = child('haproxy', haproxy, ['-f', cfg, '-db']);
  cleanups.push(async () => {
    await stopChild(hp);
    rmSync(dir, { recursive: true, force: true });
  });
  await waitFor('haproxy', 10_000, () => portOpen(PORT));
  await waitFor('nós no balanceador', 20_000, () => health(PORT));
  console.log(`\nPortal B2B em ${publicUrl} (${N} nós: ${ports.join(', ')}; HAProxy ${cfg}; Redis ${redis})`);
  console.log('Ctrl-C para parar tudo.');
}

main().catch((err) => {
  console.error(`cluster: ${err.message}`);
  void stopAll(1);
});
