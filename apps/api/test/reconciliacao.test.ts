// Money that adds up: for a customer and a period, the seller's sales consultation, the finance list,
// the statement and the header agree, and each figure is computed here again, independently, from
// the tables with plain SQL: sold − cancelled = the invoices, paid = the settled part of the titles,
// saldo = the open titles, devedor = the open titles at the unit (unless the ERP sent newer figures).
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@portal/shared/constants';
import type { ExtratoResponse, ListarBoletosResponse } from '@portal/shared/schemas/financeiro';
import type { ConsultaPedidosResponse } from '@portal/shared/schemas/vendedor';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { createErpSimulator } from '../src/erp/simulator';
import { apiKeyFor, erpSend, insertOrder } from './erp-helpers';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let key: string;
const users = {} as Record<'cliente' | 'vendedor', { token: string; id: number }>;

const KEYS = { empresa: '03', filial: '01', codigo: '100001', loja: '01' };
const CGC = '11444777000161';
const DAY = 86_400_000;
const V1 = '/api/integracao/v1';

async function login() {
  users.cliente = await tokenFor(t.app, DEMO_ACCOUNTS.cliente);
  users.vendedor = await tokenFor(t.app, DEMO_ACCOUNTS.vendedor);
}

beforeAll(async () => {
  t = await createTestApp();
  await login();
  key = await apiKeyFor(t.database.db);
});
afterAll(async () => t?.close());

/** 'YYYY-MM-DD' of the Brasília day `offset` days from the test clock. */
const day = (offset = 0) =>
  new Date(t.clock.now.getTime() - 3 * 3600_000 + offset * DAY).toISOString().slice(0, 10);
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const qs = (o: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(o).map(([k, v]): [string, string] => [k, String(v)])).toString();

async function getJson<T>(url: string, who: keyof typeof users = 'cliente'): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(users[who].token) });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as T;
}

// ---------------------------------------------------------------- each screen's API answer

const header = () =>
  getJson<{ limite: number; devedor: number; saldo: number }>(`/api/clientes/limiteCredito?${qs(KEYS)}`);
const boletos = (de: string, ate: string) =>
  getJson<ListarBoletosResponse>(
    `/api/boletos/listarBoletosCliente?${qs({ cgc: CGC, empresa: '03', filial: '01', dtini: de.replace(/-/g, ''), dtfim: ate.replace(/-/g, '') })}`,
  );
const extrato = (de: string, ate: string) =>
  getJson<ExtratoResponse>(
    `/api/relatorios/extratoFinanceiro/resumo?${qs({ user: users.cliente.id, emp: '03', fil: '01', dtIni: br(de), dtFin: br(ate), cnpj: CGC })}`,
  );
async function vendas(de: string, ate: string): Promise<ConsultaPedidosResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/vendedor/consultas/pedidos?empresa=03&filial=01',
    headers: bearer(users.vendedor.token),
    payload: {
      formFilterPeriodoDe: de,
      formFilterPeriodoAte: ate,
      formFilterCliente: '100001/01',
      formFilterUnidade: '03/01',
      tableRows: -1,
    },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json();
}

// ---------------------------------------------------------------- the same figures, by plain SQL

async function num(query: SQL): Promise<number> {
  const res = await t.database.db.execute(sql`select (${query})::text as v`);
  return Number((res.rows[0] as { v: string | null }).v ?? 0);
}
const CUSTOMER = sql`(select id from clientes where codigo = '100001' and loja = '01')`;
const UNIT = sql`(select id from unidades where empresa_cod = '03' and filial_cod = '01')`;
const CANCELADO = ORDER_STATUS.CANCELADO;

/** Open titles of the customer at the unit, every due date: balance above zero, order not cancelled. */
const sqlOpen = () =>
  num(sql`select coalesce(sum(t.saldo), 0) from titulos t left join pedidos p on p.id = t.pedido_id
          where t.cliente_id = ${CUSTOMER} and t.unidade_id = ${UNIT} and t.saldo > 0
            and (p.id is null or p.status_id <> ${CANCELADO})`);
const sqlLimite = () =>
  num(
    sql`select coalesce(sum(limite), 0) from limites_credito where cliente_id = ${CUSTOMER} and unidade_id = ${UNIT}`,
  );

/** The customer's orders at the unit placed on Brasília days [de, ate]. */
const ORDERS = (de: string, ate: string) => sql`
  select * from pedidos where cliente_id = ${CUSTOMER} and unidade_id = ${UNIT}
    and emissao >= ((${de}::date)::timestamp + interval '3 hours') at time zone 'UTC'
    and emissao < ((${ate}::date + 1)::timestamp + interval '3 hours') at time zone 'UTC'`;

async function sqlSales(de: string, ate: string) {
  const o = ORDERS(de, ate);
  return {
    sold: await num(sql`select coalesce(sum(total), 0) from (${o}) o`),
    cancelled: await num(sql`select coalesce(sum(total), 0) from (${o}) o where status_id = ${CANCELADO}`),
    invoiced: await num(sql`select coalesce(sum(n.valbrut), 0) from notas_fiscais n
                            join (${o}) o on o.id = n.pedido_id where o.status_id <> ${CANCELADO}`),
    /** Orders not cancelled without an invoice yet (before NF-e EMITIDA, or one the ERP never sent). */
    notInvoiced: await num(sql`select coalesce(sum(total), 0) from (${o}) o where status_id <> ${CANCELADO}
                               and not exists (select 1 from notas_fiscais n where n.pedido_id = o.id)`),
    paid: await num(sql`select coalesce(sum(t.valor - t.saldo), 0) from titulos t
                        join (${o}) o on o.id = t.pedido_id where o.status_id <> ${CANCELADO}`),
    open: await num(sql`select coalesce(sum(t.saldo), 0) from titulos t
                        join (${o}) o on o.id = t.pedido_id where o.status_id <> ${CANCELADO} and t.saldo > 0`),
  };
}

/** The statement's figures: titles of the customer at the unit due on [de, ate]. */
async function sqlStatement(de: string, ate: string, rates: { multaPct: number; jurosMesPct: number }) {
  const tit = sql`select * from titulos where cliente_id = ${CUSTOMER} and unidade_id = ${UNIT}
                  and vencrea between ${de}::date and ${ate}::date`;
  const today = day();
  // overdue = open and due before today; fine once, interest per calendar day (monthly rate / 30),
  // each rounded to the cent as printed on the boleto
  const overdue = sql`select saldo, (${today}::date - vencrea) as dias from (${tit}) x where saldo > 0 and vencrea < ${today}::date`;
  return {
    valor: await num(sql`select coalesce(sum(valor), 0) from (${tit}) x`),
    pago: await num(sql`select coalesce(sum(valor - saldo), 0) from (${tit}) x`),
    saldo: await num(sql`select coalesce(sum(saldo), 0) from (${tit}) x`),
    atualizado: await num(sql`select coalesce(sum(saldo), 0)
        + coalesce((select sum(round(saldo * ${rates.multaPct}::numeric / 100, 2)
                           + round(saldo * ${rates.jurosMesPct}::numeric / 100 / 30, 2) * dias) from (${overdue}) o), 0)
        from (${tit}) x`),
    lines: (
      await t.database.db.execute(
        sql`select titulo, parcela, dias::int as dias from (select titulo, parcela, (${today}::date - vencrea) as dias
            from (${tit}) x where saldo > 0 and vencrea < ${today}::date) y order by titulo, parcela`,
      )
    ).rows as { titulo: string; parcela: string; dias: number }[],
  };
}

const cents = (v: number) => Math.round(v * 100);

describe('the demo data: every screen answers what the tables say', () => {
  it('header, finance list, statement and sales consultation of 100001/01 at 03/01', async () => {
    const de = day(-400);
    const ate = day(400);
    const open = await sqlOpen();
    const limite = await sqlLimite();
    expect(open).toBeGreaterThan(0);

    // header: devedor = the open titles, saldo = limite − devedor (the seed sent no ERP figures)
    const h = await header();
    expect(cents(h.devedor)).toBe(cents(open));
    expect(cents(h.saldo)).toBe(cents(limite) - cents(open));
    expect(cents(h.limite)).toBe(cents(limite));

    // finance tab: the same credit figures next to the list
    const list = await boletos(de, ate);
    expect(list.credito).toEqual({ limite: h.limite, devedor: h.devedor, saldo: h.saldo });

    // statement (screen and PDF share the answer): totals and overdue lines by SQL
    const ex = await extrato(de, ate);
    const st = await sqlStatement(de, ate, ex.encargos);
    expect(ex.credito).toEqual(list.credito);
    expect(cents(ex.totais.valor)).toBe(cents(st.valor));
    expect(cents(ex.totais.pago)).toBe(cents(st.pago));
    expect(cents(ex.totais.saldo)).toBe(cents(st.saldo));
    expect(cents(ex.totais.atualizado)).toBe(cents(st.atualizado));
    const late = ex.titulos.filter((x) => x.situacao === 'VENCIDO');
    expect(late.length).toBeGreaterThan(0);
    expect(
      late
        .map((x) => ({ titulo: x.titulo, parcela: x.parcela, dias: x.diasAtraso }))
        .sort((a, b) => a.titulo.localeCompare(b.titulo) || a.parcela.localeCompare(b.parcela)),
    ).toEqual(st.lines);
    for (const x of late) expect(x.atualizado).toBeGreaterThan(x.saldo);
    // every title of this customer at this unit is due in the window: the statement's balance is the header's
    expect(cents(ex.totais.saldo)).toBe(cents(h.devedor));
    expect(cents(list.totais.saldo)).toBe(cents(h.devedor));

    // sales consultation: sold − cancelled, paid and open, by SQL
    const v = await vendas(de, ate);
    const s = await sqlSales(de, ate);
    expect(cents(v.tableTotals.valorVenda)).toBe(cents(s.sold) - cents(s.cancelled));
    expect(cents(v.tableTotals.valorPago)).toBe(cents(s.paid));
    expect(cents(v.tableTotals.valorSaldo)).toBe(cents(s.open));
    // each invoice is its order's value: sold − cancelled = invoices + orders not invoiced yet
    expect(cents(s.invoiced) + cents(s.notInvoiced)).toBe(cents(s.sold) - cents(s.cancelled));
    // the titles of the period's orders are the statement's and the header's
    expect(cents(v.tableTotals.valorPago)).toBe(cents(ex.totais.pago));
    expect(cents(v.tableTotals.valorSaldo)).toBe(cents(h.devedor));
  });
});

describe('orders billed and paid through the demo ERP, in a period of their own', () => {
  it('sold − cancelled = invoices, paid = settled titles, saldo = open titles = the header’s increase', async () => {
    const before = await header();
    // a period no demo order or title reaches
    t.clock.advance(800 * DAY);
    await login();
    const de = day();
    const sim = createErpSimulator(t.app.ctx, { stepMs: 1000, random: () => 0.4242 });
    try {
      const billed = [await insertOrder(t.database.db, { emissao: t.clock.now })];
      billed.push(await insertOrder(t.database.db, { emissao: t.clock.now, itens: 2 }));
      const cancelled = await insertOrder(t.database.db, { emissao: t.clock.now });
      await t.database.db.execute(
        sql`update pedidos set status_id = ${CANCELADO} where id = ${cancelled.id}`,
      );
      for (let k = 0; k < 6; k++) {
        await sim.tick();
        t.clock.advance(1000);
      }
    } finally {
      await sim.stop();
    }
    const ate = day(120);
    const s = await sqlSales(de, ate);
    expect(s.cancelled).toBeGreaterThan(0);
    expect(s.notInvoiced).toBe(0);
    expect(cents(s.invoiced)).toBe(cents(s.sold) - cents(s.cancelled));

    // the ERP pays one title in full and another in part
    const rows = (
      await t.database.db.execute(
        sql`select t.titulo, t.parcela, t.prefixo, t.valor::float8 as valor, t.emissao::text as emissao,
                   t.vencrea::text as vencrea, p.ref
            from titulos t join pedidos p on p.id = t.pedido_id
            where p.id in (select id from (${ORDERS(de, ate)}) o) order by t.titulo, t.parcela`,
      )
    ).rows as {
      titulo: string;
      parcela: string;
      prefixo: string;
      valor: number;
      emissao: string;
      vencrea: string;
      ref: string;
    }[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const pay = (r: (typeof rows)[number], saldo: number) => ({
      ...KEYS,
      prefixo: r.prefixo,
      titulo: r.titulo,
      parcela: r.parcela,
      valor: r.valor,
      saldo,
      emissao: r.emissao,
      vencrea: r.vencrea,
      baixa: saldo === 0 ? day() : null,
    });
    const paid = await erpSend(t.app, key, 'PUT', `${V1}/titulos`, {
      itens: [pay(rows[0], 0), pay(rows[1], Math.round(rows[1].valor * 40) / 100)],
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const after = await sqlSales(de, ate);
    const v = await vendas(de, ate);
    const ex = await extrato(de, ate);
    const h = await header();
    // sold − cancelled = the invoices
    expect(cents(v.tableTotals.valorVenda)).toBe(cents(after.invoiced));
    // paid = the settled part of the titles, in the consultation and in the statement
    expect(cents(after.paid)).toBe(
      cents(rows[0].valor) + cents(rows[1].valor) - cents(Math.round(rows[1].valor * 40) / 100),
    );
    expect(cents(v.tableTotals.valorPago)).toBe(cents(after.paid));
    expect(cents(ex.totais.pago)).toBe(cents(after.paid));
    // saldo = the open titles, in the consultation, the statement and the header (the new ones on top of the demo's)
    expect(cents(v.tableTotals.valorSaldo)).toBe(cents(after.open));
    expect(cents(ex.totais.saldo)).toBe(cents(after.open));
    expect(cents(h.devedor)).toBe(cents(await sqlOpen()));
    expect(cents(h.devedor) - cents(before.devedor)).toBe(cents(after.open));
    expect(cents(h.saldo)).toBe(cents(h.limite) - cents(h.devedor));
  });
});

describe('the ERP’s own credit figures', () => {
  it('stand while no title changes after them; a title change brings back the open titles', async () => {
    const put = await erpSend(t.app, key, 'PUT', `${V1}/limites-credito`, {
      itens: [{ ...KEYS, risco: 'A', limite: 80000, devedor: 12345.67, saldo: 67654.33 }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await header()).toMatchObject({ limite: 80000, devedor: 12345.67, saldo: 67654.33 });
    const ex = await extrato(day(-30), day(30));
    expect(ex.credito).toEqual({ limite: 80000, devedor: 12345.67, saldo: 67654.33 });

    // the ERP settles a title afterwards: the figures follow the titles again
    t.clock.advance(60_000);
    const [r] = (
      await t.database.db.execute(
        sql`select prefixo, titulo, parcela, valor::float8 as valor, emissao::text as emissao, vencrea::text as vencrea
            from titulos where cliente_id = ${CUSTOMER} and unidade_id = ${UNIT} and saldo > 0 order by id limit 1`,
      )
    ).rows as {
      prefixo: string;
      titulo: string;
      parcela: string;
      valor: number;
      emissao: string;
      vencrea: string;
    }[];
    const settle = await erpSend(t.app, key, 'PUT', `${V1}/titulos`, {
      itens: [{ ...KEYS, ...r, saldo: 0, baixa: day() }],
    });
    expect(settle.statusCode, settle.body).toBe(200);
    const open = await sqlOpen();
    const h = await header();
    expect(cents(h.devedor)).toBe(cents(open));
    expect(cents(h.saldo)).toBe(8_000_000 - cents(open));
    expect((await boletos(day(-30), day(30))).credito).toEqual({
      limite: h.limite,
      devedor: h.devedor,
      saldo: h.saldo,
    });
  });
});
