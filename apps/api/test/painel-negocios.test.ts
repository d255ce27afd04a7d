// The dashboard's business panel (GET /api/dashboard/painel-negocios and its sheet in the dashboard's
// .xlsx) against sums computed here, independently, over the orders of a quiet period (May 2022,
// previous period April 2022 from the 1st... 31 days back): orders of every status, cancelled ones
// and cancelled items among them, with and without a seller, at three units, some at the edges of
// Brasília days.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { EVENT_TYPE_CARD_TEXTS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { PAINEL_CACHE_SECONDS, type PainelNegocios } from '@portal/shared/schemas/painel-negocios';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let gestor: string;
let cliente: string;
let units: number[];

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const rows = async <T>(q: ReturnType<typeof sql>) => (await t.database.db.execute(q)).rows as unknown as T[];

beforeAll(async () => {
  t = await createTestApp();
  [gestor, cliente] = (
    await Promise.all([DEMO_ACCOUNTS.gestor, DEMO_ACCOUNTS.cliente].map((e) => tokenFor(t.app, e)))
  ).map((x) => x.token);
  const db = t.database.db;
  units = (await db.select({ id: s.unidades.id }).from(s.unidades).orderBy(asc(s.unidades.id))).map(
    (u) => u.id,
  );
  const clientes = (await db.select({ id: s.clientes.id }).from(s.clientes).orderBy(asc(s.clientes.id))).map(
    (c) => c.id,
  );
  const usuarios = (await db.select({ id: s.usuarios.id }).from(s.usuarios).orderBy(asc(s.usuarios.id))).map(
    (u) => u.id,
  );
  const produtos = (
    await db.select({ id: s.produtos.id }).from(s.produtos).orderBy(asc(s.produtos.id)).limit(40)
  ).map((p) => p.id);
  const arr = (xs: number[]) => sql.raw(`array[${xs.join(',')}]::int[]`);
  // 700 orders from 2022-03-20 every 2.9 hours (about 85 days), plus four at the edges of the periods.
  await db.execute(sql`
    insert into pedidos (ref, cliente_id, unidade_id, usuario_id, vendedor_id, status_id, emissao, total, qtd_itens, qtd_peso)
    select 'PN' || g,
           (${arr(clientes.slice(0, 14))})[1 + (g * 7) % ${Math.min(14, clientes.length)}],
           (${arr(units.slice(0, 3))})[1 + g % 3],
           ${usuarios[0]},
           case when g % 4 = 0 then null else (${arr(usuarios.slice(0, 3))})[1 + g % 3] end,
           (array[0, 1, 2, 3, 5, 7, 8, 9, 7, 6])[1 + g % 10],
           '2022-03-20T00:00:00-03:00'::timestamptz + g * interval '2.9 hours',
           round((50 + (g * 37) % 900 + (g % 7) * 0.33)::numeric, 2), 3, 10
      from generate_series(1, 700) g`);
  await db.execute(sql`
    insert into pedidos (ref, cliente_id, unidade_id, usuario_id, vendedor_id, status_id, emissao, total, qtd_itens, qtd_peso)
    values ('PNB1', ${clientes[0]}, ${units[0]}, ${usuarios[0]}, null, 1, '2022-04-30T23:59:59-03:00', 1000.01, 1, 1),
           ('PNB2', ${clientes[0]}, ${units[0]}, ${usuarios[0]}, null, 1, '2022-05-01T00:00:00-03:00', 2000.02, 1, 1),
           ('PNB3', ${clientes[1]}, ${units[1]}, ${usuarios[1]}, ${usuarios[1]}, 3, '2022-05-31T23:59:59-03:00', 3000.03, 1, 1),
           ('PNB4', ${clientes[1]}, ${units[1]}, ${usuarios[1]}, ${usuarios[1]}, 3, '2022-06-01T00:00:00-03:00', 4000.04, 1, 1)`);
  // 1 to 3 items per order; the third item of every fifth order cancelled on its own.
  await db.execute(sql`
    insert into pedido_itens (pedido_id, item, status_id, produto_id, produto_sku, produto_desc, produto_um, produto_peso_unit,
                              produto_quant, produto_valor_unit, produto_valor_total, modalidade_sku)
    select p.id, i, case when i = 3 and p.id % 5 = 0 then 7 else p.status_id end, pr.id, pr.sku, pr.descricao, pr.um, 1,
           1 + (p.id * i) % 9, 10.5, round(((1 + (p.id * i) % 9) * (10.5 + (p.id % 13)))::numeric, 2), 'CIF'
      from pedidos p cross join generate_series(1, 3) i
      join produtos pr on pr.id = (${arr(produtos)})[1 + (p.id * 3 + i) % ${produtos.length}]
     where p.ref like 'PN%' and i <= 1 + p.id % 3`);
});
afterAll(async () => t?.close());

/** The panel as an independent SQL over the orders: Brasília days by `at time zone`, cancelled out. */
async function expected(de: string, ate: string, filiais?: number[]) {
  const where = (a: string, b: string) =>
    sql`(p.emissao at time zone 'America/Sao_Paulo')::date between ${a}::date and ${b}::date and p.status_id <> 7
        ${
          filiais
            ? sql`and p.unidade_id in (${sql.join(
                filiais.map((f) => sql`${f}`),
                sql`, `,
              )})`
            : sql``
        }`;
  const days = (Date.parse(ate) - Date.parse(de)) / 86_400_000 + 1;
  const day = (d: string, n: number) => new Date(Date.parse(d) + n * 86_400_000).toISOString().slice(0, 10);
  const pde = day(de, -days);
  const pate = day(de, -1);
  type Tot = { n: number; v: string | null };
  const [cur] = await rows<Tot>(
    sql`select count(*)::int as n, sum(p.total)::text as v from pedidos p where ${where(de, ate)}`,
  );
  const [prev] = await rows<Tot>(
    sql`select count(*)::int as n, sum(p.total)::text as v from pedidos p where ${where(pde, pate)}`,
  );
  const [tick] = await rows<{ a: string | null; b: string | null }>(sql`
    select (select round(avg(p.total), 2)::text from pedidos p where ${where(de, ate)}) as a,
           (select round(avg(p.total), 2)::text from pedidos p where ${where(pde, pate)}) as b`);
  const porStatus = await rows<{ s: number; n: number; v: string }>(
    sql`select p.status_id as s, count(*)::int as n, sum(p.total)::text as v from pedidos p where ${where(de, ate)} group by 1 order by 1`,
  );
  const diario = await rows<{ d: string; n: number; v: string }>(sql`
    select to_char((p.emissao at time zone 'America/Sao_Paulo')::date, 'YYYY-MM-DD') as d, count(*)::int as n, sum(p.total)::text as v
      from pedidos p where ${where(de, ate)} group by 1 order by 1`);
  const topClientes = await rows<{ id: number; n: number; v: string }>(sql`
    select p.cliente_id as id, count(*)::int as n, sum(p.total)::text as v from pedidos p where ${where(de, ate)}
     group by 1 order by sum(p.total) desc, 1 limit 10`);
  const topProdutos = await rows<{ id: number; q: string; v: string }>(sql`
    select i.produto_id as id, sum(i.produto_quant)::text as q, sum(i.produto_valor_total)::text as v
      from pedidos p join pedido_itens i on i.pedido_id = p.id
     where ${where(de, ate)} and i.status_id <> 7
     group by 1 order by sum(i.produto_valor_total) desc, 1 limit 10`);
  const vendedores = await rows<{ id: number | null; n: number; v: string }>(sql`
    select p.vendedor_id as id, count(*)::int as n, sum(p.total)::text as v from pedidos p where ${where(de, ate)}
     group by 1 order by sum(p.total) desc, 1 nulls last`);
  const cmp = (a: number, b: number) => ({ atual: a, anterior: b, variacao: b === 0 ? null : (a - b) / b });
  const vend = Number(cur.v ?? 0);
  const pvend = Number(prev.v ?? 0);
  const diasComPedido = new Map(diario.map((d) => [d.d, d]));
  return {
    periodo: { de, ate },
    anterior: { de: pde, ate: pate },
    vendido: cmp(vend, pvend),
    pedidos: cmp(cur.n, prev.n),
    ticketMedio: cmp(Number(tick.a ?? 0), Number(tick.b ?? 0)),
    porStatus: porStatus.map((x) => ({ statusId: x.s, pedidos: x.n, valor: Number(x.v) })),
    diario: Array.from({ length: days }, (_, k) => {
      const d = diasComPedido.get(day(de, k));
      return { dia: day(de, k), pedidos: d?.n ?? 0, valor: d ? Number(d.v) : 0 };
    }),
    topClientes: topClientes.map((x) => ({ clienteId: x.id, pedidos: x.n, valor: Number(x.v) })),
    topProdutos: topProdutos.map((x) => ({ produtoId: x.id, quantidade: Number(x.q), valor: Number(x.v) })),
    vendedores: vendedores.map((x) => ({ vendedorId: x.id, pedidos: x.n, valor: Number(x.v) })),
  };
}

/** The API's answer reduced to the fields the independent SQL computes. */
function comparable(p: PainelNegocios) {
  return {
    periodo: p.periodo,
    anterior: p.anterior,
    vendido: p.vendido,
    pedidos: p.pedidos,
    ticketMedio: p.ticketMedio,
    porStatus: p.porStatus.map(({ statusId, pedidos, valor }) => ({ statusId, pedidos, valor })),
    diario: p.diario,
    topClientes: p.topClientes.map(({ clienteId, pedidos, valor }) => ({ clienteId, pedidos, valor })),
    topProdutos: p.topProdutos.map(({ produtoId, quantidade, valor }) => ({ produtoId, quantidade, valor })),
    vendedores: p.vendedores.map(({ vendedorId, pedidos, valor }) => ({ vendedorId, pedidos, valor })),
  };
}

/** expected(), with the variations rounded as the API's (compared to 10 digits) for toEqual. */
async function expectedWithoutFloat(de: string, ate: string, filiais?: number[]) {
  const want = await expected(de, ate, filiais);
  return {
    ...want,
    vendido: { ...want.vendido, variacao: expect.any(Number) },
    pedidos: { ...want.pedidos, variacao: expect.any(Number) },
    ticketMedio: { ...want.ticketMedio, variacao: expect.any(Number) },
  };
}

describe('GET /api/dashboard/painel-negocios', () => {
  const cases: [string, string, string, (() => number[]) | undefined][] = [
    ['May 2022, every branch', '2022-05-01', '2022-05-31', undefined],
    ['May 2022, one branch', '2022-05-01', '2022-05-31', () => [units[0]]],
    ['May 2022, two branches', '2022-05-01', '2022-05-31', () => [units[1], units[2]]],
    ['10 days across two months', '2022-04-25', '2022-05-04', undefined],
    ['a single day', '2022-05-01', '2022-05-01', () => [units[0]]],
  ];
  it.each(cases)('equals a SQL sum over the orders: %s', async (_name, de, ate, filiais) => {
    const f = filiais?.();
    const res = await get(
      `/api/dashboard/painel-negocios?de=${de}&ate=${ate}${f ? `&filialId=${f.join(',')}` : ''}`,
      gestor,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as PainelNegocios;
    const want = await expected(de, ate, f);
    const got = comparable(body);
    // variations are floating-point divisions: compared apart, to 10 digits
    for (const k of ['vendido', 'pedidos', 'ticketMedio'] as const) {
      const w = want[k].variacao;
      if (w === null) expect(got[k].variacao).toBeNull();
      else expect(got[k].variacao).toBeCloseTo(w, 10);
      got[k].variacao = w;
    }
    expect(got).toEqual(want);
    // the case is not empty, and a cancelled order or item is there to be left out
    expect(body.pedidos.atual).toBeGreaterThan(0);
    expect(body.porStatus.some((x) => x.statusId === 7)).toBe(false);
    expect(body.topClientes.length).toBeLessThanOrEqual(10);
    expect(body.topProdutos.length).toBeLessThanOrEqual(10);
    // names come with the figures
    for (const c of body.topClientes) expect(c.razao).not.toBe('');
    for (const p of body.topProdutos) expect(p.sku).not.toBe('');
    expect(body.vendedores.find((v) => v.vendedorId === null)?.nome ?? 'SEM VENDEDOR').toBe('SEM VENDEDOR');
  });

  it('counts the orders at the edges of Brasília days in their own day', async () => {
    const one = (
      await get(`/api/dashboard/painel-negocios?de=2022-05-01&ate=2022-05-01&filialId=${units[0]}`, gestor)
    ).json();
    const prev = (
      await get(`/api/dashboard/painel-negocios?de=2022-04-30&ate=2022-04-30&filialId=${units[0]}`, gestor)
    ).json();
    const [{ n1, n0 }] = await rows<{ n1: number; n0: number }>(sql`
      select count(*) filter (where emissao >= '2022-05-01T00:00:00-03:00' and emissao < '2022-05-02T00:00:00-03:00')::int as n1,
             count(*) filter (where emissao >= '2022-04-30T00:00:00-03:00' and emissao < '2022-05-01T00:00:00-03:00')::int as n0
        from pedidos where unidade_id = ${units[0]} and status_id <> 7`);
    expect(one.pedidos.atual).toBe(n1);
    expect(prev.pedidos.atual).toBe(n0);
    expect(one.pedidos.anterior).toBe(n0);
    expect(one.anterior).toEqual({ de: '2022-04-30', ate: '2022-04-30' });
  });

  it('answers the same filter from memory for 30 s, then counts a new order', async () => {
    const url = `/api/dashboard/painel-negocios?de=2022-05-10&ate=2022-05-12&filialId=${units[2]}`;
    const first = (await get(url, gestor)).json() as PainelNegocios;
    const [c] = await rows<{ id: number }>(sql`select id from clientes order by id limit 1`);
    const [u] = await rows<{ id: number }>(sql`select id from usuarios order by id limit 1`);
    await t.database.db.execute(sql`
      insert into pedidos (ref, cliente_id, unidade_id, usuario_id, status_id, emissao, total, qtd_itens, qtd_peso)
      values ('PNC1', ${c.id}, ${units[2]}, ${u.id}, 1, '2022-05-11T10:00:00-03:00', 777.77, 1, 1)`);
    const again = (await get(url, gestor)).json() as PainelNegocios;
    expect(again).toEqual(first);
    t.clock.advance(PAINEL_CACHE_SECONDS * 1000);
    const later = (await get(url, gestor)).json() as PainelNegocios;
    expect(later.calculadoEm).not.toBe(first.calculadoEm);
    expect(later.pedidos.atual).toBe(first.pedidos.atual + 1);
    expect(later.vendido.atual).toBeCloseTo(first.vendido.atual + 777.77, 2);
    expect(comparable(later)).toEqual(await expectedWithoutFloat('2022-05-10', '2022-05-12', [units[2]]));
  });

  it('is for the manager profiles only, with the dashboard filter rules', async () => {
    expect((await get('/api/dashboard/painel-negocios', cliente)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/painel-negocios' })).statusCode).toBe(
      401,
    );
    const early = await get('/api/dashboard/painel-negocios?de=2021-06-02', gestor);
    expect(early.statusCode).toBe(400);
    expect(early.body).toContain(MSG.dashboardStartTooEarly);
  });
});

describe('the dashboard spreadsheet', () => {
  it("has the business panel on its own sheet, with the panel's figures", async () => {
    const q = `de=2022-05-01&ate=2022-05-31&filialId=${units[0]},${units[1]}`;
    const painel = (await get(`/api/dashboard/painel-negocios?${q}`, gestor)).json() as PainelNegocios;
    const res = await get(`/api/dashboard/eventos-tipos-sum/excel?${q}`, gestor);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Métricas', 'Painel de negócios']);
    const ws = wb.getWorksheet('Painel de negócios')!;
    const cells: (string | number | null)[][] = [];
    ws.eachRow((row) => {
      const vals: (string | number | null)[] = [];
      for (let c = 1; c <= 5; c++) {
        const v = row.getCell(c).value;
        vals.push(v === null || v === undefined ? null : (v as string | number));
      }
      cells.push(vals);
    });
    const rowOf = (label: string) => cells.find((r) => r[0] === label);
    expect(rowOf('Período')?.[1]).toBe('01/05/2022 a 31/05/2022');
    expect(rowOf('Período anterior')?.[1]).toBe('31/03/2022 a 30/04/2022');
    expect(rowOf('Valor vendido')?.slice(1, 4)).toEqual([
      painel.vendido.atual,
      painel.vendido.anterior,
      painel.vendido.variacao,
    ]);
    expect(rowOf('Pedidos')?.slice(1, 3)).toEqual([painel.pedidos.atual, painel.pedidos.anterior]);
    expect(rowOf('Ticket médio')?.slice(1, 3)).toEqual([
      painel.ticketMedio.atual,
      painel.ticketMedio.anterior,
    ]);
    const block = (title: string, n: number) => {
      const at = cells.findIndex((r) => r[0] === title);
      expect(at).toBeGreaterThan(0);
      return cells.slice(at + 2, at + 2 + n);
    };
    expect(block('Top 10 clientes por valor', painel.topClientes.length)).toEqual(
      painel.topClientes.map((c) => [`${c.codigo}/${c.loja} - ${c.razao}`, c.pedidos, c.valor, null, null]),
    );
    expect(block('Top 10 produtos por valor', painel.topProdutos.length)).toEqual(
      painel.topProdutos.map((p) => [`${p.sku} - ${p.descricao}`, p.quantidade, p.valor, p.um, null]),
    );
    expect(block('Por vendedor', painel.vendedores.length)).toEqual(
      painel.vendedores.map((v) => [v.nome, v.pedidos, v.valor, null, null]),
    );
    expect(block('Pedidos por status', painel.porStatus.length)).toEqual(
      painel.porStatus.map((x) => [x.descricao, x.pedidos, x.valor, null, null]),
    );
    const days = block('Vendas por dia', 31);
    expect(days.reduce((a, r) => a + Number(r[1]), 0)).toBe(painel.pedidos.atual);
    expect(days[0][0]).toBe('01/05/2022');
  });

  it("names what each card counts instead of the same filler, in the cards and the sheet's columns", async () => {
    const cards = (
      await get('/api/dashboard/eventos-tipos-sum?de=2022-05-01&ate=2022-05-31', gestor)
    ).json() as {
      textTitle: string;
      textCenterSub: string;
      footer: string;
    }[];
    expect(new Set(cards.map((c) => c.textCenterSub)).size).toBe(cards.length);
    expect(new Set(cards.map((c) => c.footer)).size).toBe(cards.length);
    for (const c of cards) {
      expect(c.textCenterSub).not.toBe('no período');
      expect(c.footer).not.toBe('Eventos registrados pelo portal');
    }
    const res = await get('/api/dashboard/eventos-tipos-sum/excel?de=2022-05-01&ate=2022-05-31', gestor);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Métricas')!;
    expect([3, 4].map((c) => ws.getRow(8).getCell(c).value)).toEqual(['O que conta', 'Observação']);
    expect(
      cards.map((_, i) => [ws.getRow(9 + i).getCell(3).value, ws.getRow(9 + i).getCell(4).value]),
    ).toEqual(cards.map((c) => [c.textCenterSub, c.footer]));
  });

  it("migration 0011 writes the seed's texts over the filler, and only over the filler", async () => {
    const file = readFileSync(new URL('../drizzle/0011_painel_negocios.sql', import.meta.url), 'utf8');
    const update = file.split('--> statement-breakpoint').find((x) => x.includes('UPDATE "eventos_tipos"'))!;
    await t.database.exec(`
      update eventos_tipos set text_center_sub = 'no período', footer = 'Eventos registrados pelo portal' where id = 2;
      update eventos_tipos set text_center_sub = 'texto do cliente', footer = 'Eventos registrados pelo portal' where id = 3`);
    await t.database.exec(update);
    const tipos = await t.database.db.select().from(s.eventosTipos).orderBy(asc(s.eventosTipos.id));
    expect(tipos.find((x) => x.id === 2)).toMatchObject(EVENT_TYPE_CARD_TEXTS[2]);
    expect(tipos.find((x) => x.id === 3)).toMatchObject({ textCenterSub: 'texto do cliente' });
  });
});
