// Dashboard aggregations over a year of events (issue 9): bulk INSERT ... SELECT generate_series,
// then the dashboard's calls timed and printed. A measurement, not part of `npm test`:
//   DASHBOARD_VOLUME_EVENTS=1000000 npm run bench:perf -- apps/api/test/dashboard.perf.ts
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { bearer, createTestApp, dbKind, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let gestor: string;
let units: { id: number }[];
let clienteIds: number[];
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  t = await createTestApp();
  gestor = (await tokenFor(t.app, DEMO_ACCOUNTS.gestor)).token;
  units = await t.database.db.select({ id: s.unidades.id }).from(s.unidades).orderBy(asc(s.unidades.id));
  clienteIds = (
    await t.database.db.select({ id: s.clientes.id }).from(s.clientes).orderBy(asc(s.clientes.id))
  ).map((c) => c.id);
});
afterAll(async () => t?.close());

const VOLUME = Number(process.env.DASHBOARD_VOLUME_EVENTS ?? 1_000_000);
describe(`volume: ${VOLUME} events over a year (${dbKind})`, () => {
  it('keeps the aggregations fast', { timeout: 1_800_000 }, async () => {
    const timings: Record<string, number> = {};
    const time = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
      const start = performance.now();
      const out = await fn();
      timings[name] = Math.round(performance.now() - start);
      return out;
    };
    await time('insert', () =>
      t.database.db.execute(sql`
        insert into eventos (eventos_tipos_id, cliente_id, filial_id, geo_lat, geo_lon, created_by, created_date)
        select 1 + (g % 8), ${clienteIds[0]} + (g % 14), ${units[0].id} + (g % 3),
               -33 + random() * 30, -73 + random() * 38, 1, now() - random() * interval '365 days'
          from generate_series(1, ${VOLUME}) g`),
    );
    await time('analyze', () => t.database.db.execute(sql`analyze eventos`));
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * 86400_000).toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 29 * 86400_000).toISOString().slice(0, 10);
    const calls: [string, string][] = [
      ['cards 60 days (default)', '/api/dashboard/eventos-tipos-sum'],
      ['cards 1 year', `/api/dashboard/eventos-tipos-sum?de=${yearAgo}&ate=${today}`],
      [
        'cards 1 branch 30 days',
        `/api/dashboard/eventos-tipos-sum?de=${monthAgo}&ate=${today}&filialId=${units[1].id}`,
      ],
      [
        'cards 2 branches 1 year',
        `/api/dashboard/eventos-tipos-sum?de=${yearAgo}&ate=${today}&filialId=${units[1].id},${units[2].id}`,
      ],
      ['positions 60 days', '/api/dashboard/eventos-posicoes'],
      ['positions 1 year', `/api/dashboard/eventos-posicoes?de=${yearAgo}&ate=${today}`],
      ['excel 1 year', `/api/dashboard/eventos-tipos-sum/excel?de=${yearAgo}&ate=${today}`],
    ];
    for (const [name, url] of calls) {
      await get(url, gestor); // warm
      const res = await time(name, () => get(url, gestor));
      expect(res.statusCode, name).toBe(200);
    }
    const year = (await get(`/api/dashboard/eventos-tipos-sum?de=${yearAgo}&ate=${today}`, gestor)).json();
    expect(year.reduce((a: number, c: { total: number }) => a + c.total, 0)).toBeGreaterThan(VOLUME * 0.8);
    const pos = (await get(`/api/dashboard/eventos-posicoes?de=${yearAgo}&ate=${today}`, gestor)).json();
    expect(pos.items.length).toBeLessThanOrEqual(2000);
    console.log(`[dashboard volume] ${dbKind}, ${VOLUME} events:`, JSON.stringify(timings));
  });
});
