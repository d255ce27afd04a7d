// Test harness: every test file gets its own fresh database (PGlite in memory, or a new PostgreSQL
// database when TEST_DB=postgres), migrated and seeded with the demo data, and the real app.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';
import { DEMO_PASSWORD, seedIfEmpty } from '../src/db/seed';
import { closeAndDrain } from '../src/server';

export const dbKind = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: { now: Date; advance(ms: number): void };
  close(): Promise<void>;
}

/** A new empty PostgreSQL database next to TEST_DATABASE_URL's; drop() removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres requer TEST_DATABASE_URL');
  const name = `portal_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  overrides: Partial<AppDeps> & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const pgDb = dbKind === 'postgres' ? await createPostgresDatabase() : null;
  const config = loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    LOGIN_RATE_LIMIT: '1000',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...overrides.env,
  });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: 'memory://', poolMax: 5 });
  await migrateDatabase(database);
  await seedIfEmpty(database);
  const clock = {
    now: new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const app = await buildApp({ config, database, clock: () => clock.now, logger: false, ...overrides });
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      // As the server stops (src/server.ts): a client's spare keep-alive connection that never sent
      // a request would otherwise hold app.close() open until the keep-alive timeout (72 s).
      await closeAndDrain(app);
      await database.close();
      await pgDb?.drop();
    },
  };
}

/** Solves the server's ALTCHA challenge as the browser widget does; returns the payload. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha não resolvido');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}

export async function loginAs(
  app: FastifyInstance,
  email: string,
  senha = DEMO_PASSWORD,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, senha, captcha: await solveCaptcha(app) },
  });
}

export async function tokenFor(app: FastifyInstance, email: string): Promise<{ token: string; id: number }> {
  const res = await loginAs(app, email);
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { token: body.auth.token, id: body.id };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
