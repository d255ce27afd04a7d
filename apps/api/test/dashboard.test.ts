// Dashboard (spec 02 §2.2, §7): metric cards, positions for the map and the spreadsheet, on a known
// set of events placed in a quiet period (March 2022) next to the seed's last 60 days.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let gestor: string;
let auditor: string;
let cliente: string;
let vendedor: string;
let units: { id: number; descricao: string }[];
let clienteIds: number[];

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** n events of a type at a unit on a day (Brasília noon), optionally without a position. */
async function addEvents(n: number, tipo: number, filialId: number, day: string, opts: { clienteId?: number; lat?: number; lon?: number } = {}) {
  await t.database.db.execute(sql`
    insert into eventos (eventos_tipos_id, cliente_id, filial_id, geo_lat, geo_lon, created_by, created_date)
    select ${tipo}, ${opts.clienteId ?? clienteIds[0]}, ${filialId}, ${opts.lat ?? -23.55}, ${opts.lon ?? -46.63}, 1,
           ${`${day}T12:00:00-03:00`}::timestamptz
      from generate_series(1, ${n})`);
}

beforeAll(async () => {
  t = await createTestApp();
  [gestor, auditor, cliente, vendedor] = (
    await Promise.all([DEMO_ACCOUNTS.gestor, DEMO_ACCOUNTS.auditor, DEMO_ACCOUNTS.cliente, DEMO_ACCOUNTS.vendedor].map((e) => tokenFor(t.app, e)))
  ).map((x) => x.token);
  units = await t.database.db.select({ id: s.unidades.id, descricao: s.unidades.descricao }).from(s.unidades).orderBy(asc(s.unidades.id));
  clienteIds = (await t.database.db.select({ id: s.clientes.id }).from(s.clientes).orderBy(asc(s.clientes.id))).map((c) => c.id);
  // March 2022: 1234 logins and 5 orders at unit 0, 7 logins at unit 1 (on the 10th, another client),
  // 3 billing events (type 8, extraStatus B: never a card), 2 logins without position.
  await addEvents(1234, 1, units[0].id, '2022-03-01');
  await addEvents(5, 6, units[0].id, '2022-03-02', { lat: -19.92, lon: -43.94 });
  await addEvents(7, 1, units[1].id, '2022-03-10', { clienteId: clienteIds[1], lat: -22.91, lon: -47.06 });
  await addEvents(3, 8, units[0].id, '2022-03-03');
  await addEvents(2, 1, units[2].id, '2022-03-04', { lat: 0, lon: 0 });
});
afterAll(async () => t?.close());

const MARCH = 'de=2022-03-01&ate=2022-03-31';
const byTipo = (cards: { eventoTipoId: number; total: number }[]) => Object.fromEntries(cards.map((c) => [c.eventoTipoId, c.total]));

describe('GET /api/dashboard/eventos-tipos-sum', () => {
  it('one card per type with extraStatus L, ordered by extraOrdem, counting the period', async () => {
    const res = await get(`/api/dashboard/eventos-tipos-sum?${MARCH}`, gestor);
    expect(res.statusCode).toBe(200);
    const cards = res.json();
    const tipos = await t.database.db.select().from(s.eventosTipos).where(eq(s.eventosTipos.extraStatus, 'L')).orderBy(asc(s.eventosTipos.extraOrdem));
    expect(cards.map((c: { eventoTipoId: number }) => c.eventoTipoId)).toEqual(tipos.map((x) => x.id));
    expect(cards.find((c: { eventoTipoId: number }) => c.eventoTipoId === 8)).toBeUndefined();
    expect(byTipo(cards)).toMatchObject({ 1: 1234 + 7 + 2, 6: 5, 7: 0 });
    const login = cards.find((c: { eventoTipoId: number }) => c.eventoTipoId === 1);
    expect(login).toMatchObject({ textCenter: '1.243', cor: tipos[0].cor, icon: tipos[0].icon, textTitle: tipos[0].textTitle, extraStatus: 'L', extraOrdem: tipos[0].extraOrdem });
    expect(login).toHaveProperty('textCenterSub');
    expect(login).toHaveProperty('footer');
  });

  it('filters branches (comma list; TODAS = all), customer, type and inclusive days', async () => {
    expect(byTipo((await get(`/api/dashboard/eventos-tipos-sum?${MARCH}&filialId=${units[1].id}`, gestor)).json())[1]).toBe(7);
    expect(byTipo((await get(`/api/dashboard/eventos-tipos-sum?${MARCH}&filialId=${units[1].id},${units[2].id}`, gestor)).json())[1]).toBe(9);
    expect(byTipo((await get(`/api/dashboard/eventos-tipos-sum?${MARCH}&filialId=TODAS`, gestor)).json())[1]).toBe(1243);
    expect(byTipo((await get(`/api/dashboard/eventos-tipos-sum?${MARCH}&clienteId=${clienteIds[1]}`, gestor)).json())[1]).toBe(7);
    expect(byTipo((await get('/api/dashboard/eventos-tipos-sum?de=2022-03-10&ate=2022-03-10', gestor)).json())[1]).toBe(7);
    expect(byTipo((await get('/api/dashboard/eventos-tipos-sum?de=2022-03-02&ate=2022-03-09', gestor)).json())).toMatchObject({ 1: 2, 6: 5 });
    const one = (await get(`/api/dashboard/eventos-tipos-sum?${MARCH}&eventoTipoId=6`, gestor)).json();
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ eventoTipoId: 6, total: 5, textCenter: '5' });
  });

  it('defaults to the last 60 days (the seed\'s events) and ignores empty dates', async () => {
    const cards = (await get('/api/dashboard/eventos-tipos-sum', gestor)).json();
    const [{ n }] = (
      await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from eventos e join eventos_tipos t on t.id = e.eventos_tipos_id
        where t.extra_status = 'L' and e.created_date >= ${new Date(Date.now() - 61 * 86400_000)}`)
    ).rows;
    const total = cards.reduce((a: number, c: { total: number }) => a + c.total, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(Number(n));
    const empty = (await get('/api/dashboard/eventos-tipos-sum?de=&ate=&filialId=', gestor)).json();
    expect(empty).toEqual(cards);
  });

  it('refuses a start before 2021-06-03, an end before the start and malformed input', async () => {
    const early = await get('/api/dashboard/eventos-tipos-sum?de=2021-06-02', gestor);
    expect(early.statusCode).toBe(400);
    expect(early.json().fields.de).toBe(MSG.dashboardStartTooEarly);
    expect((await get('/api/dashboard/eventos-tipos-sum?de=2021-06-03&ate=2021-06-03', gestor)).statusCode).toBe(200);
    const inverted = await get('/api/dashboard/eventos-tipos-sum?de=2022-03-10&ate=2022-03-01', gestor);
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().fields.ate).toBe(MSG.dashboardEndBeforeStart);
    for (const q of ['de=2022-02-30', 'de=01/03/2022', 'filialId=1,x', 'filialId=-1', 'eventoTipoId=abc', 'clienteId=1.5']) {
      const res = await get(`/api/dashboard/eventos-tipos-sum?${q}`, gestor);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: expect.any(String) });
    }
  });

  it('is open to every manager profile and refuses customers and sellers', async () => {
    expect((await get('/api/dashboard/eventos-tipos-sum', auditor)).statusCode).toBe(200);
    for (const url of ['/api/dashboard/eventos-tipos-sum', '/api/dashboard/eventos-tipos-sum/excel', '/api/dashboard/eventos-posicoes']) {
      expect((await get(url, cliente)).statusCode, url).toBe(403);
      expect((await get(url, vendedor)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/dashboard/eventos-posicoes', () => {
  it('aggregates positions to grid cells, leaving out unknown positions', async () => {
    const res = await get(`/api/dashboard/eventos-posicoes?${MARCH}`, gestor);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ cell: 0.25, capped: false, total: 1234 + 5 + 7 + 3 });
    expect(body.items).toHaveLength(3);
    expect(body.items[0]).toMatchObject({ total: 1237 });
    expect(Math.abs(body.items[0].lat - -23.55)).toBeLessThan(0.25);
    expect(Math.abs(body.items[0].lon - -46.63)).toBeLessThan(0.25);
    const one = (await get(`/api/dashboard/eventos-posicoes?${MARCH}&filialId=${units[1].id}`, gestor)).json();
    expect(one.items).toEqual([{ lat: expect.any(Number), lon: expect.any(Number), total: 7 }]);
  });
});

describe('GET /api/dashboard/eventos-tipos-sum/excel', () => {
  it('is a real .xlsx with the cards\' figures and the filter used', async () => {
    const q = `${MARCH}&filialId=${units[0].id}`;
    const cards = (await get(`/api/dashboard/eventos-tipos-sum?${q}`, gestor)).json();
    const res = await get(`/api/dashboard/eventos-tipos-sum/excel?${q}`, auditor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="Dashboard_metricas_2022-03-01_2022-03-31\.xlsx"/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Métricas')!;
    const text = (r: number, c: number) => String(ws.getRow(r).getCell(c).value ?? '');
    expect(text(3, 2)).toBe('01/03/2022 a 31/03/2022');
    expect(text(4, 2)).toContain(units[0].descricao);
    expect(text(8, 1)).toBe('Métrica');
    const sheet = cards.map((_: unknown, i: number) => ({ title: text(9 + i, 1), total: ws.getRow(9 + i).getCell(2).value }));
    expect(sheet).toEqual(cards.map((c: { textTitle: string; total: number }) => ({ title: c.textTitle, total: c.total })));
    const all = await get(`/api/dashboard/eventos-tipos-sum/excel?${MARCH}`, gestor);
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    expect(String(wb2.getWorksheet('Métricas')!.getRow(4).getCell(2).value)).toBe('TODAS');
  });
});
