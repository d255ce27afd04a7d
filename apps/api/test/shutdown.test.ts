// Graceful shutdown: requests in flight finish before the database closes.
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { closeAndDrain } from '../src/server';

it('drains in-flight requests, including ones whose client went away, before the database closes', async () => {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  const config = loadConfig({
    JWT_SECRET: 'x'.repeat(40),
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    PORT: '0',
    HOST: '127.0.0.1',
  });
  const app = await buildApp({ config, database, logger: false });
  let finished = 0;
  app.get('/api/teste/lento', { config: { auth: 'public' } }, async () => {
    await new Promise((r) => setTimeout(r, 300));
    const rows = await database.db.execute(sql`select 1 as n`);
    finished++;
    return { ok: (rows as unknown as { rows: unknown[] }).rows.length === 1 };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const waiting = fetch(`http://127.0.0.1:${port}/api/teste/lento`).then((r) => r.json());
  const abandoned = new AbortController();
  void fetch(`http://127.0.0.1:${port}/api/teste/lento`, { signal: abandoned.signal }).catch(() => {});
  await new Promise((r) => setTimeout(r, 50));
  abandoned.abort();
  expect(app.inFlight()).toBe(2);
  expect(app.inFlight()).toBe(2);
  await closeAndDrain(app);
  expect(finished).toBe(2);
  expect(app.inFlight()).toBe(0);
  await database.close();
  expect(await waiting).toEqual({ ok: true });
});
