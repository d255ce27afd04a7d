// Dashboard (docs/product/gestor-crm-vendas.md §2.2, §7): metric cards, positions for the map and the
// spreadsheet, on a known set of events placed in a quiet period (March 2022) next to the seed's last 60
// days.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { EVENT_TYPES } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { addDays, businessDay } from '../src/modules/dashboard/period';
import { rollupEventosDiarios } from '../src/modules/dashboard/rollup-eventos-diarios';
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
async function addEvents(
  n: number,
  tipo: number,
  filialId: number,
  day: string,
  opts: { clienteId?: number; lat?: number; lon?: number } = {},
) {
  await t.database.db.execute(sql`
    insert into eventos (eventos_tipos_id, cliente_id, filial_id, geo_lat, geo_lon, created_by, created_date)
    select ${tipo}, ${opts.clienteId ?? clienteIds[0]}, ${filialId}, ${opts.lat ?? -23.55}, ${opts.lon ?? -46.63}, 1,
           ${`${day}T12:00:00-03:00`}::timestamptz
      from generate_series(1, ${n})`);
}

beforeAll(async () => {
  t = await createTestApp();
  [gestor, auditor, cliente, vendedor] = (
    await Promise.all(
      [DEMO_ACCOUNTS.gestor, DEMO_ACCOUNTS.auditor, DEMO_ACCOUNTS.cliente, DEMO_ACCOUNTS.vendedor].map((e) =>
        tokenFor(t.app, e),
      ),
    )
  ).map((x) => x.token);
  units = await t.database.db
    .select({ id: s.unidades.id, descricao: s.unidades.descricao })
    .from(s.unidades)
    .orderBy(asc(s.unidades.id));
  clienteIds = (
    await t.database.db.select({ id: s.clientes.id }).from(s.clientes).orderBy(asc(s.clientes.id))
  ).map((c) => c.id);
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
const byTipo = (cards: { eventoTipoId: number; total: number }[]) =>
  Object.fromEntries(cards.map((c) => [c.eventoTipoId, c.total]));

describe('GET /api/dashboard/eventos-tipos-sum', () => {
  it('one card per type with extraStatus L, ordered by extraOrdem, counting the period', async () => {
    const res = await get(`/api/dashboard/eventos-tipos-sum?${MARCH}`, gestor);
    expect(res.statusCode).toBe(200);
    const cards = res.json();
    const tipos = await t.database.db
      .select()
      .from(s.eventosTipos)
      .where(eq(s.eventosTipos.extraStatus, 'L'))
      .orderBy(asc(s.eventosTipos.extraOrdem));
    expect(cards.map((c: { eventoTipoId: number }) => c.eventoTipoId)).toEqual(tipos.map((x) => x.id));
    expect(cards.find((c: { eventoTipoId: number }) => c.eventoTipoId === 8)).toBeUndefined();
    expect(byTipo(cards)).toMatchObject({ 1: 1234 + 7 + 2, 6: 5, 7: 0 });
    const login = cards.find((c: { eventoTipoId: number }) => c.eventoTipoId === 1);
    expect(login).toMatchObject({
      textCenter: '1.243',
      cor: tipos[0].cor,
      icon: tipos[0].icon,
      textTitle: tipos[0].textTitle,
      extraStatus: 'L',
      extraOrdem: tipos[0].extraOrdem,
    });
    expect(login).toHaveProperty('textCenterSub');
    expect(login).toHaveProperty('footer');
  });

  it('filters branches (comma list; TODAS = all), customer, type and inclusive days', async () => {
    expect(
      byTipo(
        (await get(`/api/dashboard/eventos-tipos-sum?${MARCH}&filialId=${units[1].id}`, gestor)).json(),
      )[1],
    ).toBe(7);
    expect(
      byTipo(
        (
          await get(
            `/api/dashboard/eventos-tipos-sum?${MARCH}&filialId=${units[1].id},${units[2].id}`,
            gestor,
          )
        ).json(),
      )[1],
    ).toBe(9);
    expect(
      byTipo((await get(`/api/dashboard/eventos-tipos-sum?${MARCH}&filialId=TODAS`, gestor)).json())[1],
    ).toBe(1243);
    expect(
      byTipo(
        (await get(`/api/dashboard/eventos-tipos-sum?${MARCH}&clienteId=${clienteIds[1]}`, gestor)).json(),
      )[1],
    ).toBe(7);
    expect(
      byTipo((await get('/api/dashboard/eventos-tipos-sum?de=2022-03-10&ate=2022-03-10', gestor)).json())[1],
    ).toBe(7);
    expect(
      byTipo((await get('/api/dashboard/eventos-tipos-sum?de=2022-03-02&ate=2022-03-09', gestor)).json()),
    ).toMatchObject({ 1: 2, 6: 5 });
    const one = (await get(`/api/dashboard/eventos-tipos-sum?${MARCH}&eventoTipoId=6`, gestor)).json();
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ eventoTipoId: 6, total: 5, textCenter: '5' });
  });

  it("defaults to the last 60 days (the seed's events) and ignores empty dates", async () => {
    const cards = (await get('/api/dashboard/eventos-tipos-sum', gestor)).json();
    const [{ n }] = (
      await t.database.db.execute<{
        n: number;
      }>(sql`select count(*)::int as n from eventos e join eventos_tipos t on t.id = e.eventos_tipos_id
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
    expect(
      (await get('/api/dashboard/eventos-tipos-sum?de=2021-06-03&ate=2021-06-03', gestor)).statusCode,
    ).toBe(200);
    const inverted = await get('/api/dashboard/eventos-tipos-sum?de=2022-03-10&ate=2022-03-01', gestor);
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().fields.ate).toBe(MSG.dashboardEndBeforeStart);
    for (const q of [
      'de=2022-02-30',
      'de=01/03/2022',
      'filialId=1,x',
      'filialId=-1',
      'eventoTipoId=abc',
      'clienteId=1.5',
    ]) {
      const res = await get(`/api/dashboard/eventos-tipos-sum?${q}`, gestor);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: expect.any(String) });
    }
  });

  it('is open to every manager profile and refuses customers and sellers', async () => {
    expect((await get('/api/dashboard/eventos-tipos-sum', auditor)).statusCode).toBe(200);
    for (const url of [
      '/api/dashboard/eventos-tipos-sum',
      '/api/dashboard/eventos-tipos-sum/excel',
      '/api/dashboard/eventos-posicoes',
    ]) {
      expect((await get(url, cliente)).statusCode, url).toBe(403);
      expect((await get(url, vendedor)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/dashboard/eventos-posicoes', () => {
  it('aggregates positions to grid cells, leaving out unknown positions and the types no card shows', async () => {
    const res = await get(`/api/dashboard/eventos-posicoes?${MARCH}`, gestor);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // the 3 billing events (type 8, extraStatus B) are at the logins' position: not on the map either
    expect(body).toMatchObject({ cell: 0.25, capped: false, total: 1234 + 5 + 7 });
    expect(body.items).toHaveLength(3);
    expect(body.items[0]).toMatchObject({ total: 1234 });
    expect(Math.abs(body.items[0].lat - -23.55)).toBeLessThan(0.25);
    expect(Math.abs(body.items[0].lon - -46.63)).toBeLessThan(0.25);
    const one = (
      await get(`/api/dashboard/eventos-posicoes?${MARCH}&filialId=${units[1].id}`, gestor)
    ).json();
    expect(one.items).toEqual([{ lat: expect.any(Number), lon: expect.any(Number), total: 7 }]);
  });

  it("equals the cards' total when every event has a position", async () => {
    const q = `${MARCH}&filialId=${units[0].id},${units[1].id}`;
    const cards = (await get(`/api/dashboard/eventos-tipos-sum?${q}`, gestor)).json();
    const map = (await get(`/api/dashboard/eventos-posicoes?${q}`, gestor)).json();
    const sum = cards.reduce((a: number, c: { total: number }) => a + c.total, 0);
    expect(sum).toBe(1234 + 5 + 7);
    expect(map.total).toBe(sum);
  });
});

describe('GET /api/dashboard/eventos-tipos-sum/excel', () => {
  it("is a real .xlsx with the cards' figures and the filter used", async () => {
    const q = `${MARCH}&filialId=${units[0].id}`;
    const cards = (await get(`/api/dashboard/eventos-tipos-sum?${q}`, gestor)).json();
    const res = await get(`/api/dashboard/eventos-tipos-sum/excel?${q}`, auditor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="Dashboard_metricas_2022-03-01_2022-03-31\.xlsx"/,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Métricas')!;
    const text = (r: number, c: number) => String(ws.getRow(r).getCell(c).value ?? '');
    expect(text(3, 2)).toBe('01/03/2022 a 31/03/2022');
    expect(text(4, 2)).toContain(units[0].descricao);
    expect(text(8, 1)).toBe('Métrica');
    const sheet = cards.map((_: unknown, i: number) => ({
      title: text(9 + i, 1),
      total: ws.getRow(9 + i).getCell(2).value,
    }));
    expect(sheet).toEqual(
      cards.map((c: { textTitle: string; total: number }) => ({ title: c.textTitle, total: c.total })),
    );
    const all = await get(`/api/dashboard/eventos-tipos-sum/excel?${MARCH}`, gestor);
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    expect(String(wb2.getWorksheet('Métricas')!.getRow(4).getCell(2).value)).toBe('TODAS');
  });
});

// The cards sum closed days from eventos_diarios / eventos_diarios_filiais (kept by triggers on
// eventos and by the roll-up) and count the open days from eventos: whatever the path that wrote
// the events, the cards must equal a direct count of the events.
describe('daily counts against a direct count of the events', () => {
  type Filter = { filialId?: number[]; clienteId?: number; eventoTipoId?: number };
  const filters = (): Filter[] => [
    {},
    { filialId: [units[0].id] },
    { filialId: [units[1].id, units[2].id] },
    { clienteId: clienteIds[0] },
    { clienteId: clienteIds[0], filialId: [units[0].id] },
    { clienteId: clienteIds[1], filialId: [units[0].id, units[2].id] },
    { eventoTipoId: EVENT_TYPES.PEDIDO_CRIADO },
    { clienteId: clienteIds[0], eventoTipoId: EVENT_TYPES.LOGIN, filialId: [units[0].id] },
  ];

  /** The cards' totals by type, for the types shown (extraStatus L). */
  async function cards(de: string, ate: string, f: Filter, token = gestor) {
    const qs = new URLSearchParams({ de, ate });
    if (f.filialId) qs.set('filialId', f.filialId.join(','));
    if (f.clienteId) qs.set('clienteId', String(f.clienteId));
    if (f.eventoTipoId) qs.set('eventoTipoId', String(f.eventoTipoId));
    const res = await get(`/api/dashboard/eventos-tipos-sum?${qs}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return byTipo(res.json());
  }

  /** The same figures counted from eventos (Brasília days, inclusive). */
  async function direct(de: string, ate: string, f: Filter) {
    const rows = await t.database.db
      .select({ id: s.eventosTipos.id, n: sql<number>`count(${s.eventos.id})::int` })
      .from(s.eventosTipos)
      .leftJoin(
        s.eventos,
        and(
          eq(s.eventos.eventosTiposId, s.eventosTipos.id),
          sql`${s.eventos.createdDate} >= ${`${de}T00:00:00-03:00`}::timestamptz`,
          sql`${s.eventos.createdDate} < ${`${addDays(ate, 1)}T00:00:00-03:00`}::timestamptz`,
          f.filialId ? sql`${s.eventos.filialId} in ${f.filialId}` : undefined,
          f.clienteId ? eq(s.eventos.clienteId, f.clienteId) : undefined,
        ),
      )
      .where(
        and(
          eq(s.eventosTipos.extraStatus, 'L'),
          f.eventoTipoId ? eq(s.eventosTipos.id, f.eventoTipoId) : undefined,
        ),
      )
      .groupBy(s.eventosTipos.id);
    return Object.fromEntries(rows.map((r) => [r.id, Number(r.n)]));
  }

  async function expectSameAsEvents(de: string, ate: string, token = gestor) {
    for (const f of filters())
      expect(await cards(de, ate, f, token), `${de}..${ate} ${JSON.stringify(f)}`).toEqual(
        await direct(de, ate, f),
      );
  }

  const fechado = async () => (await t.database.db.select().from(s.eventosDiariosFechados))[0].ate;

  /** Rows of the daily tables that differ from a count of the events of the closed days (none expected). */
  async function drift() {
    const { rows } = await t.database.db.execute<{ n: number }>(sql`
      select
        (select count(*) from (
           select cliente_id, dia_brasilia(created_date) as dia, eventos_tipos_id, filial_id, count(*)::int as total from eventos
            where dia_brasilia(created_date) <= (select ate from eventos_diarios_fechados) group by 1, 2, 3, 4) r
           full join (select * from eventos_diarios where total <> 0) d using (cliente_id, dia, eventos_tipos_id, filial_id)
          where r.total is distinct from d.total)
      + (select count(*) from (
           select dia_brasilia(created_date) as dia, eventos_tipos_id, filial_id, count(*)::int as total from eventos
            where dia_brasilia(created_date) <= (select ate from eventos_diarios_fechados) group by 1, 2, 3) r
           full join (select * from eventos_diarios_filiais where total <> 0) d using (dia, eventos_tipos_id, filial_id)
          where r.total is distinct from d.total)
      + (select count(*) from eventos_diarios where dia > (select ate from eventos_diarios_fechados))
      + (select count(*) from eventos_diarios_filiais where dia > (select ate from eventos_diarios_fechados)) as n`);
    return Number(rows[0].n);
  }

  it('equal the events written by the portal (login event, order, boleto) and by bulk SQL, today and on closed days', async () => {
    const today = businessDay(t.clock.now);
    const yearAgo = addDays(today, -364);
    const [cli] = await t.database.db
      .select()
      .from(s.usuarios)
      .where(eq(s.usuarios.email, DEMO_ACCOUNTS.cliente));
    const [matriz] = await t.database.db
      .select()
      .from(s.unidades)
      .where(and(eq(s.unidades.empresaCod, '03'), eq(s.unidades.filialCod, '01')));
    const [main] = await t.database.db.select().from(s.clientes).where(eq(s.clientes.codigo, '100001'));
    const before = await cards(today, today, { clienteId: main.id, filialId: [matriz.id] });

    // two logins: each records its access event (the customer's first client and unit), with a position
    for (let i = 0; i < 2; i++) {
      const { token } = await tokenFor(t.app, DEMO_ACCOUNTS.cliente);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/eventos/posicao',
        headers: bearer(token),
        payload: { geoLat: -23.5, geoLon: -46.6 },
      });
      expect(res.statusCode).toBe(204);
    }
    // an order (its event is written by the order statement itself)
    const [cif] = await t.database.db
      .select()
      .from(s.tabelasPreco)
      .where(and(eq(s.tabelasPreco.unidadeId, matriz.id), eq(s.tabelasPreco.sku, 'CIF')));
    const [bol] = await t.database.db
      .select()
      .from(s.pagamentoFormas)
      .where(eq(s.pagamentoFormas.sku, 'BOL'));
    const [c28] = await t.database.db
      .select()
      .from(s.pagamentoCondicoes)
      .where(and(eq(s.pagamentoCondicoes.pgtoFormaId, bol.id), eq(s.pagamentoCondicoes.sku, '028')));
    const prods = await t.database.db.select().from(s.produtos).orderBy(asc(s.produtos.id));
    const p = prods[12];
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: { ...bearer(cliente), 'idempotency-key': `dashboard-${Date.now()}` },
      payload: {
        total: 1,
        clienteId: main.id,
        unidadeId: matriz.id,
        obsnf: '',
        clienteEntregaCodigo: '',
        clienteEntregaLoja: '',
        clienteEntregaCgc: '',
        clienteEntregaDescricao: '',
        pedidoPadrao: false,
        pedidoPadraoDescricao: '',
        itens: [
          {
            isObra: false,
            obraId: null,
            produtoId: p.id,
            produtoSku: p.sku,
            produtoQuant: p.quantMin * 3,
            produtoPesoUnit: 1,
            produtoValorUnit: 1,
            produtoValorTotal: 1,
            modalidadeId: cif.id,
            modalidadeSku: 'CIF',
            pagamentoFormaId: bol.id,
            pagamentoFormaSku: 'BOL',
            pagamentoCondicaoId: c28.id,
            pagamentoCondicaoSku: '028',
            motoristaSku: null,
            veiculoPlaca: null,
            dataEmbarque: null,
          },
        ],
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    // a boleto download
    const [title] = await t.database.db
      .select()
      .from(s.titulos)
      .where(
        and(
          eq(s.titulos.clienteId, main.id),
          eq(s.titulos.unidadeId, matriz.id),
          sql`${s.titulos.saldo} > 0`,
          gte(s.titulos.vencrea, addDays(today, 1)),
          isNotNull(s.titulos.numeroConta),
        ),
      )
      .limit(1);
    const boleto = await get(
      `/api/boletos/geraBoletoCliente?${new URLSearchParams({ user: String(cli.id), emp: '03', fil: '01', numBol: title.titulo, prefixo: title.prefixo, parcela: title.parcela })}`,
      cliente,
    );
    expect(boleto.statusCode, boleto.body.slice(0, 200)).toBe(200);

    expect(await cards(today, today, { clienteId: main.id, filialId: [matriz.id] })).toMatchObject({
      [EVENT_TYPES.LOGIN]: before[EVENT_TYPES.LOGIN] + 2,
      [EVENT_TYPES.PEDIDO_CRIADO]: before[EVENT_TYPES.PEDIDO_CRIADO] + 1,
      [EVENT_TYPES.BOLETO_DOWNLOAD]: before[EVENT_TYPES.BOLETO_DOWNLOAD] + 1,
    });
    // late events of closed days, bulk SQL (the seed's and the March 2022 ones are there already)
    await addEvents(40, EVENT_TYPES.PEDIDO_CRIADO, units[2].id, addDays(today, -3), {
      clienteId: clienteIds[1],
    });
    await addEvents(25, EVENT_TYPES.LOGIN, units[0].id, addDays(today, -200));
    for (const [de, ate] of [
      [today, today],
      [addDays(today, -7), today],
      [yearAgo, today],
      [addDays(today, -3), addDays(today, -3)],
      ['2022-03-01', '2022-03-31'],
    ]) {
      await expectSameAsEvents(de, ate);
    }
    expect(await drift()).toBe(0);
  });

  it('counts the first and last instants of a day once, on closed days and around the last closed day', async () => {
    const last = await fechado();
    // a closed day long ago, and the two sides of the boundary between closed and open days
    for (const day of ['2022-05-10', last]) {
      const next = addDays(day, 1);
      await t.database.db.insert(s.eventos).values([
        {
          eventosTiposId: EVENT_TYPES.LOGIN,
          clienteId: clienteIds[0],
          filialId: units[0].id,
          createdBy: 1,
          createdDate: new Date(`${day}T00:00:00.000-03:00`),
        },
        {
          eventosTiposId: EVENT_TYPES.LOGIN,
          clienteId: clienteIds[0],
          filialId: units[0].id,
          createdBy: 1,
          createdDate: new Date(`${day}T23:59:59.999-03:00`),
        },
        {
          eventosTiposId: EVENT_TYPES.LOGIN,
          clienteId: clienteIds[0],
          filialId: units[0].id,
          createdBy: 1,
          createdDate: new Date(`${next}T00:00:00.000-03:00`),
        },
      ]);
      for (const [de, ate] of [
        [day, day],
        [next, next],
        [day, next],
        [addDays(day, -1), day],
        [next, addDays(next, 1)],
      ])
        await expectSameAsEvents(de, ate);
    }
    const onLast = (await cards(last, last, { clienteId: clienteIds[0], filialId: [units[0].id] }))[
      EVENT_TYPES.LOGIN
    ];
    expect(onLast).toBe(
      (await direct(last, last, { clienteId: clienteIds[0], filialId: [units[0].id] }))[EVENT_TYPES.LOGIN],
    );
    expect(onLast).toBeGreaterThanOrEqual(2);
    expect(await drift()).toBe(0);
  });

  it('stay equal when the days are closed by the dashboard, and when events are deleted or changed', async () => {
    const last = await fechado();
    // three days later: the cards route closes the missing days in the background
    t.clock.advance(3 * 86400_000);
    const today = businessDay(t.clock.now);
    const token = (await tokenFor(t.app, DEMO_ACCOUNTS.gestor)).token;
    const [main] = await t.database.db.select().from(s.clientes).where(eq(s.clientes.codigo, '100001'));
    // three logins of the customer today: three access events
    for (let i = 0; i < 3; i++) await tokenFor(t.app, DEMO_ACCOUNTS.cliente);
    await addEvents(6, EVENT_TYPES.PEDIDO_CRIADO, units[1].id, addDays(today, -1), { clienteId: main.id });
    await addEvents(4, EVENT_TYPES.PEDIDO_CRIADO, units[1].id, addDays(last, 1), { clienteId: main.id });
    await expectSameAsEvents(addDays(last, -2), today, token);
    await vi.waitFor(async () => expect(await fechado()).toBe(addDays(today, -1)), {
      timeout: 30_000,
      interval: 100,
    });
    expect(await drift()).toBe(0);
    await expectSameAsEvents(addDays(last, -2), today, token);
    await expectSameAsEvents(addDays(today, -364), today, token);

    // closing again changes nothing
    await rollupEventosDiarios(t.app.ctx, addDays(today, -1));
    expect(await drift()).toBe(0);

    // days closed while events of those very days are being written: each counted once
    const target = addDays(today, 2);
    const writes = Array.from({ length: 24 }, (_, i) =>
      addEvents(1 + (i % 3), EVENT_TYPES.LOGIN, units[i % 3].id, addDays(today, i % 4), {
        clienteId: clienteIds[i % 5],
      }),
    );
    await Promise.all([rollupEventosDiarios(t.app.ctx, target).catch(() => undefined), ...writes]);
    await rollupEventosDiarios(t.app.ctx, target);
    expect(await fechado()).toBe(target);
    expect(await drift()).toBe(0);
    await expectSameAsEvents(addDays(today, -3), addDays(today, 4), token);

    // events are append-only, but a removal or a correction keeps the counts right
    await t.database.db.execute(
      sql`delete from eventos where id in (select id from eventos where created_date < ${`${last}T00:00:00-03:00`}::timestamptz order by id limit 7)`,
    );
    await t.database.db
      .update(s.eventos)
      .set({ clienteId: clienteIds[2], filialId: units[2].id })
      .where(
        sql`${s.eventos.id} in (select id from eventos where created_date < ${`${last}T00:00:00-03:00`}::timestamptz order by id desc limit 5)`,
      );
    // March 2022 events moved to yesterday (closed) and to today (open)
    const moved = and(
      eq(s.eventos.filialId, units[1].id),
      eq(s.eventos.clienteId, clienteIds[1]),
      sql`${s.eventos.createdDate} < '2022-04-01'`,
    );
    await t.database.db
      .update(s.eventos)
      .set({ createdDate: new Date(`${addDays(today, -1)}T10:00:00-03:00`) })
      .where(sql`${s.eventos.id} in (select id from eventos where ${moved} order by id limit 3)`);
    await t.database.db.update(s.eventos).set({ createdDate: t.clock.now }).where(moved);
    expect(await drift()).toBe(0);
    await expectSameAsEvents(addDays(today, -364), today, token);
    await expectSameAsEvents('2022-03-01', '2022-03-31', token);
  });
});
