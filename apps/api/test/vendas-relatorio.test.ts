// Sales figures agree: for one seller and one period, the seller's sales consultation ('Total
// geral' and 'Cancelados') and the 'Vendedores X Clientes' report (the seller's rows: Total and
// Cancelados, count and value) give the same sold and cancelled figures for the customers the
// seller serves, and both are computed here again from the orders with plain SQL. The
// consultation's own grand totals (served and linked customers, and orders the seller placed) are
// checked against SQL of that scope too.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@portal/shared/constants';
import type { ConsultaPedidosResponse } from '@portal/shared/schemas/vendedor';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { insertOrder } from './erp-helpers';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let gestor: { token: string; id: number };
let vendedor: { token: string; id: number };
const DAY = 86_400_000;
const CANCELADO = ORDER_STATUS.CANCELADO;

/** 'YYYY-MM-DD' of the Brasília day `offset` days from the test clock. */
const day = (offset = 0) =>
  new Date(t.clock.now.getTime() - 3 * 3600_000 + offset * DAY).toISOString().slice(0, 10);
const cents = (n: number) => Math.round(n * 100);

beforeAll(async () => {
  t = await createTestApp();
  gestor = await tokenFor(t.app, DEMO_ACCOUNTS.gestor);
  vendedor = await tokenFor(t.app, DEMO_ACCOUNTS.vendedor);
  // A cancelled and a sold order of a customer the seller serves, inside the period.
  const [served] = (
    await t.database.db.execute<{ codigo: string }>(
      sql`select codigo from clientes where vendedor_id = ${vendedor.id} order by id limit 1`,
    )
  ).rows;
  expect(served, 'the seed has a customer served by the demo seller').toBeDefined();
  await insertOrder(t.database.db, {
    clienteCodigo: served.codigo,
    statusId: CANCELADO,
    emissao: new Date(t.clock.now.getTime() - 2 * DAY),
  });
  await insertOrder(t.database.db, {
    clienteCodigo: served.codigo,
    statusId: 1,
    emissao: new Date(t.clock.now.getTime() - 2 * DAY),
  });
});
afterAll(async () => t?.close());

interface Figures {
  vendido: number;
  pedidos: number;
  cancelados: number;
  valorCancelado: number;
}

async function consulta(de: string, ate: string): Promise<ConsultaPedidosResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/vendedor/consultas/pedidos?empresa=03&filial=01',
    headers: bearer(vendedor.token),
    payload: { formFilterPeriodoDe: de, formFilterPeriodoAte: ate, tableRows: -1 },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json();
}

/** The report's rows of the seller (by its e-mail), per customer code/loja. */
async function relatorio(de: string, ate: string): Promise<Map<string, Figures>> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/relatorios/clientes/clientes-vendedor/excel?pedidoCreatedStart=${de}&pedidoCreatedEnd=${ate}`,
    headers: bearer(gestor.token),
  });
  expect(res.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as never);
  const ws = wb.getWorksheet('Vendedores X Clientes')!;
  const header = (ws.getRow(7).values as string[]).slice(1);
  const col = (name: string) => header.indexOf(name) + 1;
  expect(col('Cancelados (R$)')).toBeGreaterThan(0);
  const out = new Map<string, Figures>();
  for (let r = 8; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    if (!row.getCell(col('Código cliente')).value) break;
    if (row.getCell(col('E-mail do vendedor')).value !== DEMO_ACCOUNTS.vendedor) continue;
    out.set(`${row.getCell(col('Código cliente')).value}/${row.getCell(col('Loja')).value}`, {
      vendido: cents(Number(row.getCell(col('Total (R$)')).value)),
      pedidos: Number(row.getCell(col('Pedidos')).value),
      cancelados: Number(row.getCell(col('Cancelados')).value),
      valorCancelado: cents(Number(row.getCell(col('Cancelados (R$)')).value)),
    });
  }
  return out;
}

/** The same figures from the orders, by plain SQL, for the orders `scope` selects. */
async function bySql(de: string, ate: string, scope: ReturnType<typeof sql>): Promise<Figures> {
  const [r] = (
    await t.database.db.execute<Record<keyof Figures, string>>(sql`
      select
        coalesce(sum(round(p.total * 100)) filter (where p.status_id <> ${CANCELADO}), 0) as vendido,
        count(*) filter (where p.status_id <> ${CANCELADO}) as pedidos,
        count(*) filter (where p.status_id = ${CANCELADO}) as cancelados,
        coalesce(sum(round(p.total * 100)) filter (where p.status_id = ${CANCELADO}), 0) as "valorCancelado"
      from pedidos p
      join clientes c on c.id = p.cliente_id
      where p.emissao >= (${de}::date)::timestamp at time zone 'America/Sao_Paulo'
        and p.emissao < (${ate}::date + 1)::timestamp at time zone 'America/Sao_Paulo'
        and ${scope}`)
  ).rows;
  return {
    vendido: Number(r.vendido),
    pedidos: Number(r.pedidos),
    cancelados: Number(r.cancelados),
    valorCancelado: Number(r.valorCancelado),
  };
}

const sumOf = (list: Figures[]): Figures =>
  list.reduce(
    (a, f) => ({
      vendido: a.vendido + f.vendido,
      pedidos: a.pedidos + f.pedidos,
      cancelados: a.cancelados + f.cancelados,
      valorCancelado: a.valorCancelado + f.valorCancelado,
    }),
    { vendido: 0, pedidos: 0, cancelados: 0, valorCancelado: 0 },
  );

describe("the seller's sales and 'Vendedores X Clientes' reconcile", () => {
  it.each([
    ['the last 90 days', -89, 0],
    ['the last week', -6, 0],
  ])('%s', async (_, from, to) => {
    const de = day(from);
    const ate = day(to);
    const [vendas, report] = await Promise.all([consulta(de, ate), relatorio(de, ate)]);
    const served = sql`c.vendedor_id = ${vendedor.id}`;
    const expected = await bySql(de, ate, served);
    expect(expected.cancelados, 'the period has a cancelled order').toBeGreaterThan(0);

    // The report: the seller's rows add up to the orders of the customers it serves.
    expect(sumOf([...report.values()])).toEqual(expected);

    // The consultation, restricted to the same customers (its rows, every one listed).
    const rows = vendas.tableRowsData.filter((r) => report.has(r.clienteCodigo));
    const fromRows: Figures = {
      vendido: rows.filter((r) => r.statusId !== CANCELADO).reduce((s, r) => s + cents(r.valorVenda), 0),
      pedidos: rows.filter((r) => r.statusId !== CANCELADO).length,
      cancelados: rows.filter((r) => r.statusId === CANCELADO).length,
      valorCancelado: rows
        .filter((r) => r.statusId === CANCELADO)
        .reduce((s, r) => s + cents(r.valorVenda), 0),
    };
    expect(fromRows).toEqual(expected);

    // The consultation's own 'Total geral' and 'Cancelados': its whole scope, by SQL.
    const mine = sql`(c.vendedor_id = ${vendedor.id} or p.vendedor_id = ${vendedor.id}
      or c.id in (select cliente_id from usuario_clientes where usuario_id = ${vendedor.id}))`;
    const all = await bySql(de, ate, mine);
    expect(cents(vendas.tableTotals.valorVenda)).toBe(all.vendido);
    expect(vendas.tableCancelados).toEqual({ pedidos: all.cancelados, valor: all.valorCancelado / 100 });
    expect(vendas.tableTotalRows).toBe(all.pedidos + all.cancelados);
  });
});
