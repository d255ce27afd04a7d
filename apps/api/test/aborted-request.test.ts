// A client that closes the connection in the middle of its request (a body cut short, a picture
// upload abandoned, a slow answer no longer awaited) is the client's doing: it is logged below the
// warn and error levels, which are kept for faults of the server and its database (an abandoned
// upload was taken for a database outage).
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';
import { DEMO_ACCOUNTS, seedIfEmpty } from '../src/db/seed';
import { tokenFor } from './helpers';

interface LogLine {
  level: number;
  msg?: string;
  err?: unknown;
}
const lines: LogLine[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, cb) {
    for (const l of chunk.toString('utf8').split('\n')) if (l.trim()) lines.push(JSON.parse(l) as LogLine);
    cb();
  },
});

let app: FastifyInstance;
let database: Database;
let port: number;
let cliente: string;
let gestor: string;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  await seedIfEmpty(database);
  const config = loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: 'memory://', LOGIN_RATE_LIMIT: '1000' });
  app = await buildApp({ config, database, logger: { level: 'info', stream: sink } });
  app.get('/api/teste/lento', { config: { auth: 'public' } }, async () => {
    await new Promise((r) => setTimeout(r, 300));
    return { ok: true };
  });
  cliente = (await tokenFor(app, DEMO_ACCOUNTS.cliente)).token;
  gestor = (await tokenFor(app, DEMO_ACCOUNTS.gestor)).token;
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Sends the head and part of the body, then closes the socket; resolves when the server saw it. */
function abandon(head: string, part: string | Buffer, waitMs = 300): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      socket.write(part, () => {
        setTimeout(() => {
          socket.destroy();
          setTimeout(resolve, waitMs);
        }, 50);
      });
    });
    socket.on('error', reject);
  });
}

/** Lines at warn (40) or above: what operators are alerted to. */
const errorsLogged = () => lines.filter((l) => l.level >= 40);

it('a JSON body cut short by the client is not an error of the server', async () => {
  const before = lines.length;
  await abandon(
    'POST /api/eventos HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      `Authorization: Bearer ${cliente}\r\nContent-Length: 1000\r\n\r\n`,
    '{"eventosTiposId":',
  );
  expect(lines.length, 'the request was seen').toBeGreaterThan(before);
  expect(errorsLogged(), JSON.stringify(errorsLogged())).toEqual([]);
});

it('a picture upload abandoned half-way is not an error of the server', async () => {
  const before = lines.length;
  const png = Buffer.alloc(64 * 1024, 0);
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  await abandon(
    'PUT /api/produtos/1/imagem HTTP/1.1\r\nHost: x\r\nContent-Type: image/png\r\n' +
      `Authorization: Bearer ${gestor}\r\nContent-Length: ${1024 * 1024}\r\n\r\n`,
    png,
  );
  expect(lines.length, 'the request was seen').toBeGreaterThan(before);
  expect(errorsLogged(), JSON.stringify(errorsLogged())).toEqual([]);
});

it('a slow answer the client stopped waiting for is not an error of the server', async () => {
  const before = lines.length;
  await abandon('GET /api/teste/lento HTTP/1.1\r\nHost: x\r\n\r\n', '', 600);
  expect(lines.length, 'the request was seen').toBeGreaterThan(before);
  expect(errorsLogged(), JSON.stringify(errorsLogged())).toEqual([]);
});
