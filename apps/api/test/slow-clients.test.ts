// Clients that hold sockets without finishing their requests (slowloris: a header line now and then)
// and many connections from one address: the API cuts a request's head after HEADERS_TIMEOUT_SECONDS
// and a whole request after REQUEST_TIMEOUT_SECONDS (never an answer being streamed), and refuses
// connections beyond CONNECTIONS_PER_ADDRESS from one address (never from a trusted proxy). HAProxy
// in `npm run cluster`'s configuration does the same in front of the nodes (when installed).
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { HaProxy, missingHaproxy } from './fault-helpers';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const CAP = 8;

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ env: { CONNECTIONS_PER_ADDRESS: String(CAP) } });
  port = await listen(t.app);
});
afterAll(async () => t?.close());

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

/** Another node on the test database with some settings changed (cheap: no new database). */
async function nodeWith(changes: Partial<Config>) {
  const app = await buildApp({
    config: { ...t.app.ctx.config, ...changes },
    database: t.database,
    logger: false,
  });
  return { app, port: await listen(app) };
}

/** A raw TCP client from `localAddress`: what the server sent, and when it closed the socket. */
async function rawClient(to: number, localAddress = '127.0.0.1') {
  const socket = net.connect({ host: '127.0.0.1', port: to, localAddress });
  let data = '';
  let closedAt: number | null = null;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (data += chunk));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => {
      closedAt = Date.now();
      resolve(closedAt);
    }),
  );
  // Connected, or refused at once (HAProxy resets a rejected connection during the handshake).
  await Promise.race([new Promise((resolve) => socket.once('connect', resolve)), closed]);
  return {
    socket,
    data: () => data,
    closedAt: () => closedAt,
    closed,
    /** Sends a GET and waits for a whole answer (or the socket's close); returns the status or null. */
    async get(url: string): Promise<number | null> {
      const before = data.length;
      socket.write(`GET ${url} HTTP/1.1\r\nHost: portal\r\n\r\n`);
      const until = Date.now() + 5000;
      while (Date.now() < until && closedAt === null) {
        const m = /^HTTP\/1\.1 (\d{3})[^]*?\r\n\r\n/.exec(data.slice(before));
        if (m) {
          const len = Number(/content-length: (\d+)/i.exec(m[0])?.[1] ?? 0);
          if (data.length - before >= m[0].length + len) return Number(m[1]);
        }
        await sleep(10);
      }
      return null;
    },
  };
}

/**
 * Sends the start of a request's head, then a header line every second (never the blank line)
 * until the server closes the socket or `maxMs` passed; returns how long the socket lived and
 * what it got.
 */
async function slowHead(to: number, maxMs: number) {
  const c = await rawClient(to);
  const start = Date.now();
  c.socket.write('GET /api/ping HTTP/1.1\r\nHost: portal\r\n');
  let i = 0;
  const trickle = setInterval(() => {
    if (c.socket.writable) c.socket.write(`X-Lento-${i++}: 1\r\n`);
  }, 1000);
  await Promise.race([c.closed, sleep(maxMs)]);
  clearInterval(trickle);
  const lived = (c.closedAt() ?? Date.now()) - start;
  c.socket.destroy();
  return { lived, closed: c.closedAt() !== null, data: c.data() };
}

describe('timeouts of the API', () => {
  it('a client trickling header lines is cut after HEADERS_TIMEOUT_SECONDS (5 s) with 408 in pt-BR', async () => {
    expect(t.app.ctx.config.HEADERS_TIMEOUT_SECONDS).toBe(5);
    const r = await slowHead(port, 15_000);
    expect(r.closed).toBe(true);
    expect(r.lived).toBeGreaterThanOrEqual(4500);
    // Node checks the sockets every second.
    expect(r.lived).toBeLessThan(7500);
    expect(r.data).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(r.data.slice(r.data.indexOf('\r\n\r\n') + 4))).toEqual({
      status: 408,
      message: MSG.requestTimeout,
    });
  });

  it('a connection that never sends anything is cut alike', async () => {
    const c = await rawClient(port);
    const start = Date.now();
    await Promise.race([c.closed, sleep(15_000)]);
    expect(c.closedAt()).not.toBeNull();
    expect(c.closedAt()! - start).toBeLessThan(7500);
    c.socket.destroy();
  });

  it('a request Node refuses before any route (malformed, head too large) is answered in the error shape', async () => {
    const bad = await rawClient(port);
    bad.socket.write('NAO HTTP\r\n\r\n');
    await bad.closed;
    expect(bad.data()).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(bad.data().slice(bad.data().indexOf('\r\n\r\n') + 4))).toEqual({
      status: 400,
      message: MSG.invalidRequest,
    });
    const large = await rawClient(port);
    large.socket.write(`GET /api/ping HTTP/1.1\r\nHost: portal\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`);
    await large.closed;
    expect(large.data()).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(large.data().slice(large.data().indexOf('\r\n\r\n') + 4))).toEqual({
      status: 431,
      message: MSG.headersTooLarge,
    });
  });

  it('a body trickled past REQUEST_TIMEOUT_SECONDS is cut; a live stream outlives it', async () => {
    const node = await nodeWith({ HEADERS_TIMEOUT_SECONDS: 1, REQUEST_TIMEOUT_SECONDS: 2 });
    try {
      const { token } = await tokenFor(t.app, DEMO_ACCOUNTS.cliente);
      const ctrl = new AbortController();
      const res = await fetch(`http://127.0.0.1:${node.port}/api/notificacoes/stream`, {
        headers: { ...bearer(token), accept: 'text/event-stream' },
        signal: ctrl.signal,
      });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      let streamEnded = false;
      const pump = (async () => {
        try {
          while (!(await reader.read()).done);
          streamEnded = true;
        } catch {
          /* aborted below */
        }
      })();

      const c = await rawClient(node.port);
      const start = Date.now();
      c.socket.write(
        'POST /api/login HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
      );
      const trickle = setInterval(() => c.socket.writable && c.socket.write(' '), 300);
      await Promise.race([c.closed, sleep(8000)]);
      clearInterval(trickle);
      expect(c.closedAt()).not.toBeNull();
      expect(c.closedAt()! - start).toBeLessThan(4500);
      expect(c.data()).toMatch(/^HTTP\/1\.1 408 /);

      // The stream has been open for longer than both timeouts and goes on.
      await sleep(500);
      expect(streamEnded).toBe(false);
      expect(node.app.ctx.notificacoes.size()).toBe(1);
      ctrl.abort();
      await pump;
    } finally {
      await node.app.close();
    }
  });
});

describe('connections per address', () => {
  it('beyond CONNECTIONS_PER_ADDRESS one address is refused while another still connects; a place freed is taken again', async () => {
    const held = [];
    for (let i = 0; i < CAP; i++) {
      const c = await rawClient(port, '127.0.0.2');
      expect(await c.get('/api/ping')).toBe(200);
      held.push(c);
    }
    const refused = await rawClient(port, '127.0.0.2');
    expect(await refused.get('/api/ping')).toBeNull();
    await refused.closed;
    expect(refused.data()).toBe('');

    const other = await rawClient(port, '127.0.0.3');
    expect(await other.get('/api/ping')).toBe(200);
    // The ones held still answer.
    expect(await held[0].get('/api/ping')).toBe(200);

    held[0].socket.destroy();
    await held[0].closed;
    await sleep(50);
    const again = await rawClient(port, '127.0.0.2');
    expect(await again.get('/api/ping')).toBe(200);
    for (const c of [...held, other, again]) c.socket.destroy();
  });

  it('never counts a trusted proxy (TRUST_PROXY): every client comes from its address', async () => {
    const node = await nodeWith({ trustProxy: ['127.0.0.2'], CONNECTIONS_PER_ADDRESS: 2 });
    try {
      const viaProxy = [];
      for (let i = 0; i < 5; i++) {
        const c = await rawClient(node.port, '127.0.0.2');
        expect(await c.get('/api/ping')).toBe(200);
        viaProxy.push(c);
      }
      // Another address is still limited.
      const direct = [await rawClient(node.port, '127.0.0.4'), await rawClient(node.port, '127.0.0.4')];
      for (const c of direct) expect(await c.get('/api/ping')).toBe(200);
      expect(await (await rawClient(node.port, '127.0.0.4')).get('/api/ping')).toBeNull();
      for (const c of [...viaProxy, ...direct]) c.socket.destroy();
    } finally {
      await node.app.close();
    }
  });
});

// ------------------------------------------------------------------ HAProxy of `npm run cluster`

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const haproxyModule = () =>
  import(path.join(ROOT, 'scripts/haproxy-config.mjs')) as Promise<{
    haproxyConfig(port: number, nodes: number[]): string;
    HTTP_REQUEST_TIMEOUT: string;
    CONNECTIONS_PER_SOURCE: number;
  }>;

describe('HAProxy in front of the nodes', () => {
  it('its configuration cuts slow heads and limits connections per client address', async () => {
    const m = await haproxyModule();
    const lines = m.haproxyConfig(8080, [3001, 3002]).split('\n');
    expect(m.HTTP_REQUEST_TIMEOUT).toBe('5s');
    expect(m.CONNECTIONS_PER_SOURCE).toBe(256);
    const defaults = lines.slice(lines.indexOf('defaults'), lines.indexOf('frontend portal'));
    expect(defaults).toContain('  timeout http-request 5s');
    const frontend = lines.slice(lines.indexOf('frontend portal'), lines.indexOf('backend api'));
    expect(frontend).toEqual(
      expect.arrayContaining([
        '  stick-table type ip size 100k expire 30s store conn_cur',
        '  tcp-request connection track-sc0 src',
        '  tcp-request connection reject if { sc0_conn_cur gt 256 }',
      ]),
    );
    // Tracked before any other rule of the frontend.
    expect(frontend.findIndex((l) => l.includes('track-sc0'))).toBeLessThan(
      frontend.findIndex((l) => l.includes('http-request')),
    );
  });

  it.skipIf(missingHaproxy() !== null)(
    'a running HAProxy cuts the slow head at 5 s and refuses the 257th connection of one address',
    async () => {
      const proxy = await HaProxy.start([port]);
      try {
        await expect
          .poll(async () => (await fetch(`${proxy.url}/api/health`)).status, { timeout: 10_000 })
          .toBe(200);
        const r = await slowHead(proxy.port, 15_000);
        expect(r.closed).toBe(true);
        expect(r.lived).toBeGreaterThanOrEqual(4500);
        expect(r.lived).toBeLessThan(6500);
        expect(r.data).toMatch(/^HTTP\/1\.[01] 408 /);

        const { CONNECTIONS_PER_SOURCE } = await haproxyModule();
        const held = [];
        for (let i = 0; i < CONNECTIONS_PER_SOURCE; i++) held.push(await rawClient(proxy.port, '127.0.0.2'));
        expect(await held.at(-1)!.get('/api/ping')).toBe(200);
        const refused = await rawClient(proxy.port, '127.0.0.2');
        expect(await refused.get('/api/ping')).toBeNull();
        const other = await rawClient(proxy.port, '127.0.0.3');
        expect(await other.get('/api/ping')).toBe(200);
        for (const c of [...held, refused, other]) c.socket.destroy();
      } finally {
        await proxy.stop();
      }
    },
  );
});
