// Several nodes: mail retries with back-off (lib/mailer.ts), the rate limits' Redis store with its
// per-node fallback (lib/rate-limit-store.ts) and the jobs' lease (lib/leader.ts). The cluster itself
// (HAProxy, kill -9, Redis outage) is in cluster.fault.ts.
import { randomInt } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { emailOutbox } from '../src/db/schema';
import { isDatabaseDown } from '../src/http/errors';
import { pgLeader, soleLeader, type LeaderJob } from '../src/lib/leader';
import { createMailer, MAIL_MAX_ATTEMPTS, MAIL_RETRY_BASE_MS } from '../src/lib/mailer';
import { createPostgresDatabase, createTestApp, dbKind, type TestApp } from './helpers';
import { RedisServer } from './fault-helpers';
import { startSmtpSink } from './smtp-sink';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let t: TestApp;
// A private redis-server (TEST_REDIS_URL to use another); without the binary the suite fails naming it.
let redis: RedisServer | null = null;
beforeAll(async () => {
  if (!process.env.TEST_REDIS_URL) redis = await RedisServer.create();
  const REDIS_URL = process.env.TEST_REDIS_URL ?? redis!.url;
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '4', REDIS_URL } });
});
afterAll(async () => {
  await t?.close();
  await redis?.stop();
});

describe('mail outbox retries', () => {
  it('retries a failed message with exponential back-off up to the maximum, then sends it when SMTP answers', async () => {
    const db = t.database.db;
    const clock = { now: new Date('2030-01-01T12:00:00Z') };
    // Nothing listens on port 1: every send fails at once.
    const broken = createMailer(db, {
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'portal@test',
      log: t.app.log,
      now: () => clock.now,
    });
    const to = `retry-${randomInt(1e9)}@test.com.br`;
    await broken.send({ to, subject: 'Teste de reenvio', text: 'corpo' });
    const row = async () => (await db.select().from(emailOutbox).where(eq(emailOutbox.para, to)))[0];
    let r = await row();
    expect(r).toMatchObject({ status: 'ERRO', tentativas: 1 });
    expect(r.proximaTentativa!.getTime() - clock.now.getTime()).toBe(MAIL_RETRY_BASE_MS);

    // Not due yet: nothing is tried.
    expect(await broken.retryDue!()).toEqual({ sent: 0, failed: 0 });
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      clock.now = r.proximaTentativa!;
      const out = await broken.retryDue!();
      expect(out.failed).toBeGreaterThanOrEqual(1);
      const before = r.proximaTentativa!.getTime();
      r = await row();
      expect(r.tentativas).toBe(attempt);
      if (attempt < MAIL_MAX_ATTEMPTS)
        expect(r.proximaTentativa!.getTime() - before).toBe(MAIL_RETRY_BASE_MS * 2 ** (attempt - 1));
    }
    // The last attempt failed: the message stays ERRO for good.
    expect(r).toMatchObject({ status: 'ERRO', tentativas: MAIL_MAX_ATTEMPTS, proximaTentativa: null });
    clock.now = new Date(clock.now.getTime() + 365 * 24 * 3600_000);
    await broken.retryDue!();
    expect((await row()).tentativas).toBe(MAIL_MAX_ATTEMPTS);

    // A message that failed once is sent by the next due retry once the server answers.
    const to2 = `retry2-${randomInt(1e9)}@test.com.br`;
    await broken.send({ to: to2, subject: 'Segunda', text: 'corpo 2' });
    const sink = await startSmtpSink();
    try {
      const working = createMailer(db, {
        smtpUrl: sink.url,
        from: 'portal@test',
        log: t.app.log,
        now: () => clock.now,
      });
      clock.now = new Date(clock.now.getTime() + MAIL_RETRY_BASE_MS);
      expect((await working.retryDue!()).sent).toBeGreaterThanOrEqual(1);
      expect(sink.to(to2)).toHaveLength(1);
      const [sent] = await db.select().from(emailOutbox).where(eq(emailOutbox.para, to2));
      expect(sent).toMatchObject({ status: 'ENVIADO', tentativas: 2, proximaTentativa: null });
      // Sent once: a later run sends nothing again.
      clock.now = new Date(clock.now.getTime() + 24 * 3600_000);
      await working.retryDue!();
      expect(sink.to(to2)).toHaveLength(1);
      expect(sink.to(to)).toHaveLength(0);
    } finally {
      await sink.close();
    }
  });
});

describe('rate limits across nodes (REDIS_URL)', () => {
  const badLogin = (app: typeof t.app, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: ip,
      payload: { email: 'ninguem@demo.com.br', senha: 'errada-123' },
    });

  it('counts the login attempts of one address on every node together', async () => {
    // A second node on the same database and Redis.
    const other = await buildApp({ config: t.app.ctx.config, database: t.database, logger: false });
    try {
      const ip = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
      const codes: number[] = [];
      // The node that has just started takes the first attempt: it counts in Redis from the start.
      for (const app of [other, t.app, other, t.app]) codes.push((await badLogin(app, ip)).statusCode);
      expect(codes.every((c) => c !== 429)).toBe(true);
      const refused = await badLogin(other, ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ status: 429, message: expect.any(String) });
      expect((await badLogin(t.app, ip)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('without Redis, limits per node in memory, answers no 5xx and warns once', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    // Nothing listens on port 1.
    const config = { ...t.app.ctx.config, REDIS_URL: 'redis://127.0.0.1:1' };
    const node = await buildApp({ config, database: t.database, logger: { level: 'warn', stream } });
    try {
      const ip = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await badLogin(node, ip)).statusCode);
      expect(codes.slice(0, 4).every((c) => c < 500 && c !== 429)).toBe(true);
      expect(codes.slice(4)).toEqual([429, 429]);
      expect(lines.filter((l) => l.includes('Redis indisponível'))).toHaveLength(1);
    } finally {
      await node.close();
    }
  });
});

describe('a server refusing connections', () => {
  it('too_many_connections (53300, several pools over max_connections) is an outage: 503, not 500', () => {
    const err = Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
    });
    expect(isDatabaseDown(err)).toBe(true);
  });
});

describe('the jobs lease', () => {
  it('the embedded database: always the leader, jobs start and stop with it', async () => {
    const events: string[] = [];
    const leader = soleLeader();
    leader.add({ name: 'j', start: () => events.push('start'), stop: async () => void events.push('stop') });
    expect(leader.isLeader()).toBe(true);
    leader.start();
    await leader.stop();
    expect(events).toEqual(['start', 'stop']);
  });

  it.runIf(dbKind === 'postgres')(
    'PostgreSQL: one holder at a time; a lost connection stops its jobs and another node takes over',
    async () => {
      const pgDb = await createPostgresDatabase();
      const key = randomInt(1e9, 2e9);
      const silent = { info() {}, warn() {}, error() {} };
      const running = new Set<string>();
      const job = (name: string): LeaderJob => ({
        name,
        start: () => void running.add(name),
        stop: async () => void running.delete(name),
      });
      const a = pgLeader({ url: pgDb.url, key, pollMs: 100, log: silent });
      const b = pgLeader({ url: pgDb.url, key, pollMs: 100, log: silent });
      a.add(job('a'));
      b.add(job('b'));
      try {
        a.start();
        for (let i = 0; i < 100 && !a.isLeader(); i++) await sleep(50);
        b.start();
        await sleep(500);
        expect([a.isLeader(), b.isLeader()]).toEqual([true, false]);
        expect([...running]).toEqual(['a']);
        // The leader's connection dies (as when its node or the network fails).
        const admin = new pg.Client({ connectionString: pgDb.url });
        await admin.connect();
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`,
          [`portal-leader:${process.pid}`],
        );
        await admin.end();
        for (let i = 0; i < 200 && !(b.isLeader() || a.isLeader()); i++) await sleep(50);
        for (let i = 0; i < 100 && running.size === 0; i++) await sleep(50);
        // Exactly one of them holds it again, and only its job runs.
        expect(Number(a.isLeader()) + Number(b.isLeader())).toBe(1);
        expect([...running]).toEqual([a.isLeader() ? 'a' : 'b']);
        const holder = a.isLeader() ? a : b;
        const waiter = holder === a ? b : a;
        await holder.stop();
        for (let i = 0; i < 100 && !waiter.isLeader(); i++) await sleep(50);
        expect(waiter.isLeader()).toBe(true);
        expect([...running]).toEqual([waiter === a ? 'a' : 'b']);
      } finally {
        await a.stop();
        await b.stop();
        await pgDb.drop();
      }
    },
  );
});
