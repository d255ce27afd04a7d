// Seller sales consultation (docs/product/gestor-crm-vendas.md §2.14, §7, issue 11): the seller is the
// token's user (a forged cgc -> 403, customers and managers -> 403), its sales are its clients' orders and
// the ones it placed (another seller's never appear), default period 90 days, paging, sorting, filters and
// totals computed on the server; the order detail and its documents work for the seller.
import { and, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import type { ConsultaPedidosResponse, SalesRow } from '@portal/shared/schemas/vendedor';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import {
  clientes,
  pedidos,
  perfis,
  titulos,
  unidades,
  usuarioClientes,
  usuarioPerfis,
  usuarios,
} from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
type Who = 'vendedor' | 'outro' | 'cliente' | 'gestor';
const users = {} as Record<Who, { token: string; id: number }>;
const SELLER_CPF = '39053344705';
const OTHER_CPF = '71428793860';
let matrizId: number;
let outroRef: string;

const day = (offset: number) => {
  const d = new Date(t.clock.now.getTime() - 3 * 3600_000);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const at = (offset: number, hour = 12) =>
  new Date(`${day(offset)}T${String(hour).padStart(2, '0')}:00:00-03:00`);

let refSeq = 900000;
async function addPedido(
  clienteId: number,
  usuarioId: number,
  vendedorId: number | null,
  emissao: Date,
  total: number,
  statusId = 3,
) {
  const ref = String(refSeq++);
  const [p] = await t.database.db
    .insert(pedidos)
    .values({
      ref,
      clienteId,
      unidadeId: matrizId,
      usuarioId,
      vendedorId,
      statusId,
      emissao,
      total,
      qtdItens: 1,
      qtdPeso: 10,
      origem: 'ERP',
    })
    .returning();
  return p;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['vendedor', 'cliente', 'gestor'] as const)
    users[who] = await tokenFor(t.app, DEMO_ACCOUNTS[who]);
  const db = t.database.db;
  [{ id: matrizId }] = await db
    .select({ id: unidades.id })
    .from(unidades)
    .where(and(eq(unidades.empresaCod, '03'), eq(unidades.filialCod, '01')));
  // A second seller with its own client and one order with two titles.
  const [outro] = await db
    .insert(usuarios)
    .values({
      nome: 'OTAVIO OUTRO VENDEDOR',
      email: 'outro@demo.com.br',
      cpf: OTHER_CPF,
      status: 'L',
      vendedorCodigo: 'V0002',
    })
    .returning();
  // Sessions carry the user's profiles as the database has them: the seller profile is granted.
  const [vendedorPerfil] = await db.select().from(perfis).where(eq(perfis.role, 'ROLE_VENDEDOR'));
  await db.insert(usuarioPerfis).values({ usuarioId: outro.id, perfilId: vendedorPerfil.id });
  const { token } = await t.app.ctx.tokens.issue(db, outro.id, ['ROLE_VENDEDOR']);
  users.outro = { token, id: outro.id };
  const [cli] = await db
    .insert(clientes)
    .values({
      codigo: '200001',
      loja: '01',
      razao: 'CLIENTE DO OUTRO VENDEDOR LTDA',
      cgc: '11222333000181',
      status: 'L',
      vendedorId: outro.id,
    })
    .returning();
  const p = await addPedido(cli.id, outro.id, outro.id, at(-5), 1500);
  outroRef = p.ref;
  const base = {
    clienteId: cli.id,
    unidadeId: matrizId,
    pedidoId: p.id,
    prefixo: 'NF',
    emissao: day(-5),
    vencrea: day(25),
    numeroConta: '45120-8',
  };
  await db.insert(titulos).values([
    { ...base, titulo: '000990001', parcela: 'A', valorOri: 1000, valor: 1000, saldo: 0, baixa: day(-1) },
    { ...base, titulo: '000990001', parcela: 'B', valorOri: 500, valor: 500, saldo: 200 },
  ]);
});
afterAll(async () => t?.close());

function consult(body: Record<string, unknown> = {}, query = '', who: Who = 'vendedor') {
  return t.app.inject({
    method: 'POST',
    url: `/api/vendedor/consultas/pedidos${query}`,
    headers: bearer(users[who].token),
    payload: body,
  });
}
async function ok(
  body: Record<string, unknown> = {},
  query = '',
  who: Who = 'vendedor',
): Promise<ConsultaPedidosResponse> {
  const res = await consult(body, query, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const all = (body: Record<string, unknown> = {}, who: Who = 'vendedor') =>
  ok({ ...body, tableRows: -1 }, '', who);
/** Totals of the rows, a cancelled order left out (it is listed, but no sale). */
const sum = (rows: SalesRow[], k: 'valorVenda' | 'valorPago' | 'valorSaldo') =>
  Math.round(rows.filter((r) => r.statusId !== ORDER_STATUS.CANCELADO).reduce((s, r) => s + r[k], 0) * 100) /
  100;

/** The seller's orders in the period, counted straight from the tables. */
async function expectedRefs(sellerId: number, de: string, ate: string) {
  const linked = t.database.db
    .select({ id: usuarioClientes.clienteId })
    .from(usuarioClientes)
    .where(eq(usuarioClientes.usuarioId, sellerId));
  const rows = await t.database.db
    .select({ ref: pedidos.ref })
    .from(pedidos)
    .innerJoin(clientes, eq(clientes.id, pedidos.clienteId))
    .where(
      and(
        or(
          eq(clientes.vendedorId, sellerId),
          eq(pedidos.vendedorId, sellerId),
          inArray(pedidos.clienteId, linked),
        ),
        gte(pedidos.emissao, new Date(`${de}T00:00:00-03:00`)),
        lt(pedidos.emissao, new Date(new Date(`${ate}T00:00:00-03:00`).getTime() + 86_400_000)),
      ),
    );
  return rows.map((r) => r.ref).sort();
}

describe('POST /api/vendedor/consultas/pedidos', () => {
  it('declares the filter fields (defaults: last 90 days up to today) and the columns', async () => {
    const r = await ok();
    expect(r.tableFilterFields.map((f) => [f.key, f.type, f.order])).toEqual([
      ['formFilterPeriodoDe', 'date', 1],
      ['formFilterPeriodoAte', 'date', 2],
      ['formFilterCliente', 'text', 3],
      ['formFilterPedido', 'text', 4],
      ['formFilterStatus', 'select', 5],
      ['formFilterUnidade', 'select', 6],
    ]);
    expect(r.tableFilterFields[0].value).toBe(day(-90));
    expect(r.tableFilterFields[1].value).toBe(day(0));
    expect(
      r.tableFilterFields.find((f) => f.key === 'formFilterUnidade')!.options!.map((o) => o.value),
    ).toEqual(['', '03/01', '03/02', '04/01']);
    expect(r.tableColsHeader.map((c) => c.key)).toEqual([
      'pedidoNumero',
      'pedidoEmissao',
      'unidade',
      'clienteCodigo',
      'clienteRazao',
      'statusDescricao',
      'origem',
      'valorVenda',
      'valorPago',
      'valorSaldo',
    ]);
    expect(r.tableColsHeader.find((c) => c.key === 'valorVenda')).toMatchObject({
      align: 'right',
      type: 'currency',
      description: 'VALOR VENDA',
    });
    expect(r).toMatchObject({
      tablePage: 1,
      tableRows: 10,
      tableSortKey: 'pedidoEmissao',
      tableSortDir: 'desc',
    });
    expect(r.tableRowsData).toHaveLength(10);
    expect(r.tableTotalRows).toBeGreaterThan(40);
  });

  it("returns exactly the seller's orders of the period: its clients' and the ones it placed", async () => {
    const r = await all();
    const refs = r.tableRowsData.map((x) => x.pedidoNumero).sort();
    expect(refs).toEqual(await expectedRefs(users.vendedor.id, day(-90), day(0)));
    expect(r.tableTotalRows).toBe(refs.length);
    expect(refs).not.toContain(outroRef);
    expect(r.tableRowsData.every((x) => x.pedidoEmissao >= at(-90, 0).toISOString())).toBe(true);
    const row = r.tableRowsData[0];
    expect(row).toEqual({
      key: `${row.codigoEmpresa}/${row.codigoFilial}/${row.pedidoNumero}`,
      pedidoNumero: expect.any(String),
      pedidoEmissao: expect.any(String),
      codigoEmpresa: expect.any(String),
      codigoFilial: expect.any(String),
      unidade: `${row.codigoEmpresa}/${row.codigoFilial}`,
      clienteCodigo: expect.stringMatching(/^\d{6}\/\d{2}$/),
      clienteRazao: expect.any(String),
      clienteCgc: expect.any(String),
      statusId: expect.any(Number),
      statusDescricao: expect.any(String),
      origem: expect.any(String),
      valorVenda: expect.any(Number),
      valorPago: expect.any(Number),
      valorSaldo: expect.any(Number),
      faturado: expect.any(Boolean),
    });
    // The other seller sees only its own order, with the titles' paid part and balance.
    const other = await all({}, 'outro');
    expect(other.tableRowsData.map((x) => x.pedidoNumero)).toEqual([outroRef]);
    expect(other.tableRowsData[0]).toMatchObject({
      clienteRazao: 'CLIENTE DO OUTRO VENDEDOR LTDA',
      origem: 'ERP',
      valorVenda: 1500,
      valorPago: 1300,
      valorSaldo: 200,
      faturado: true,
    });
    expect(other.tableTotals).toEqual({ valorVenda: 1500, valorPago: 1300, valorSaldo: 200 });
  });

  it('computes valorPago = Σ(valor − saldo) per order (billed in full: the balance is its open titles) and grand totals of the whole set', async () => {
    const r = await all();
    expect(r.tableTotals).toEqual({
      valorVenda: sum(r.tableRowsData, 'valorVenda'),
      valorPago: sum(r.tableRowsData, 'valorPago'),
      valorSaldo: sum(r.tableRowsData, 'valorSaldo'),
    });
    const withTitles = await t.database.db
      .select({
        ref: pedidos.ref,
        pago: sql<string>`sum(${titulos.valor} - ${titulos.saldo})`,
        saldo: sql<string>`sum(${titulos.saldo})`,
      })
      .from(titulos)
      .innerJoin(pedidos, eq(pedidos.id, titulos.pedidoId))
      .where(isNotNull(titulos.pedidoId))
      .groupBy(pedidos.ref);
    const checked = withTitles.filter((w) => r.tableRowsData.some((x) => x.pedidoNumero === w.ref));
    expect(checked.length).toBeGreaterThan(3);
    for (const w of checked) {
      const row = r.tableRowsData.find((x) => x.pedidoNumero === w.ref)!;
      expect([row.valorPago, row.valorSaldo]).toEqual([
        Math.round(Number(w.pago) * 100) / 100,
        Math.round(Number(w.saldo) * 100) / 100,
      ]);
    }
    expect(r.tableRowsData.some((x) => x.valorPago > 0)).toBe(true);
    expect(r.tableRowsData.some((x) => x.valorSaldo > 0)).toBe(true);
    // A page keeps the grand totals of the whole set.
    const page = await ok({ tableRows: 10, tablePage: 2 });
    expect(page.tableTotals).toEqual(r.tableTotals);
  });

  it('adds up on every billed row: valorVenda − valorPago = valorSaldo; an order without titles is flagged not billed', async () => {
    const seller = users.vendedor.id;
    const [main] = await t.database.db.select().from(clientes).where(eq(clientes.codigo, '100001'));
    // Not billed yet, and billed in part by the ERP (a title of 600 of a sale of 1000, 150 paid).
    const unbilled = await addPedido(main.id, seller, seller, at(-3), 2345.67);
    const part = await addPedido(main.id, seller, seller, at(-2), 1000, ORDER_STATUS.NFE_EMITIDA);
    await t.database.db.insert(titulos).values({
      clienteId: main.id,
      unidadeId: matrizId,
      pedidoId: part.id,
      prefixo: 'NF',
      titulo: '000990777',
      parcela: 'A',
      emissao: day(-2),
      vencrea: day(28),
      valorOri: 600,
      valor: 600,
      saldo: 450,
    });
    try {
      const r = await all();
      const cents = (v: number) => Math.round(v * 100);
      // Flagged exactly when the order has no title.
      const billed = new Set(
        (
          await t.database.db
            .selectDistinct({ ref: pedidos.ref })
            .from(titulos)
            .innerJoin(pedidos, eq(pedidos.id, titulos.pedidoId))
        ).map((x) => x.ref),
      );
      for (const row of r.tableRowsData) {
        expect(row.faturado, row.pedidoNumero).toBe(billed.has(row.pedidoNumero));
        if (row.faturado) {
          expect(cents(row.valorVenda) - cents(row.valorPago), row.pedidoNumero).toBe(cents(row.valorSaldo));
        } else {
          expect([row.valorPago, row.valorSaldo], row.pedidoNumero).toEqual([0, 0]);
        }
      }
      expect(r.tableRowsData.filter((x) => !x.faturado).length).toBeGreaterThan(3);
      expect(r.tableRowsData.filter((x) => x.faturado).length).toBeGreaterThan(3);
      const byRef = (ref: string) => r.tableRowsData.find((x) => x.pedidoNumero === ref);
      expect(byRef(unbilled.ref)).toMatchObject({
        valorVenda: 2345.67,
        valorPago: 0,
        valorSaldo: 0,
        faturado: false,
      });
      expect(byRef(part.ref)).toMatchObject({
        valorVenda: 1000,
        valorPago: 150,
        valorSaldo: 850,
        faturado: true,
      });
      // The grand totals are the rows' sums (a cancelled order left out); their balance is the
      // billed orders' value less what was paid.
      expect(r.tableTotals).toEqual({
        valorVenda: sum(r.tableRowsData, 'valorVenda'),
        valorPago: sum(r.tableRowsData, 'valorPago'),
        valorSaldo: sum(r.tableRowsData, 'valorSaldo'),
      });
      const sold = r.tableRowsData.filter((x) => x.faturado && x.statusId !== ORDER_STATUS.CANCELADO);
      expect(cents(r.tableTotals.valorSaldo)).toBe(
        sold.reduce((s, x) => s + cents(x.valorVenda), 0) - cents(r.tableTotals.valorPago),
      );
      // Sorted by balance on the server with the same rule.
      const bySaldo = await all({ tableSortKey: 'valorSaldo' });
      const saldos = bySaldo.tableRowsData.map((x) => x.valorSaldo);
      expect(saldos).toEqual([...saldos].sort((a, b) => b - a));
      expect(bySaldo.tableRowsData.find((x) => x.pedidoNumero === part.ref)?.valorSaldo).toBe(850);
    } finally {
      await t.database.db.delete(titulos).where(eq(titulos.pedidoId, part.id));
      await t.database.db.delete(pedidos).where(inArray(pedidos.id, [unbilled.id, part.id]));
    }
  });

  it('keeps the default period at 90 days and honours the period filter', async () => {
    const seller = users.vendedor.id;
    const [main] = await t.database.db.select().from(clientes).where(eq(clientes.codigo, '100001'));
    const old = await addPedido(main.id, seller, seller, at(-95), 777.77);
    const edge = await addPedido(main.id, seller, seller, at(-90, 0), 333.33);
    const refs = (await all()).tableRowsData.map((x) => x.pedidoNumero);
    expect(refs).toContain(edge.ref);
    expect(refs).not.toContain(old.ref);
    const wide = await all({ formFilterPeriodoDe: day(-100), formFilterPeriodoAte: day(-94) });
    expect(wide.tableRowsData.map((x) => x.pedidoNumero)).toEqual([old.ref]);
    expect(wide.tableFilterFields.slice(0, 2).map((f) => f.value)).toEqual([day(-100), day(-94)]);
    expect(wide.tableTotals.valorVenda).toBe(777.77);
    // Only the end given: the 90 days before it.
    const end = await all({ formFilterPeriodoAte: day(-10) });
    expect(end.tableFilterFields[0].value).toBe(day(-100));
    expect(end.tableRowsData.map((x) => x.pedidoNumero)).toContain(old.ref);
  });

  it('sorts on the server by any column, descending by default, and pages the sorted set', async () => {
    const asc = await all({ tableSortKey: 'valorVenda', tableSortDir: 'asc' });
    const values = asc.tableRowsData.map((x) => x.valorVenda);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    const desc = await all({ tableSortKey: 'valorVenda' });
    expect(desc.tableSortDir).toBe('desc');
    expect(desc.tableRowsData.map((x) => x.valorVenda)).toEqual([...values].sort((a, b) => b - a));
    const byName = await all({ tableSortKey: 'clienteRazao', tableSortDir: 'asc' });
    const names = byName.tableRowsData.map((x) => x.clienteRazao);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const bySaldo = (await all({ tableSortKey: 'valorSaldo' })).tableRowsData.map((x) => x.valorSaldo);
    expect(bySaldo).toEqual([...bySaldo].sort((a, b) => b - a));
    // Pages of 25 are slices of the whole sorted list.
    const p2 = await ok({ tableSortKey: 'valorVenda', tableSortDir: 'asc', tableRows: 25, tablePage: 2 });
    expect(p2.tableRowsData.map((x) => x.key)).toEqual(asc.tableRowsData.slice(25, 50).map((x) => x.key));
    expect(p2).toMatchObject({ tablePage: 2, tableRows: 25, tableTotalRows: asc.tableTotalRows });
    // Past the end: the last page.
    const last = await ok({ tableRows: 50, tablePage: 99 });
    expect(last.tablePage).toBe(Math.ceil(asc.tableTotalRows / 50));
    expect(last.tableRowsData).toHaveLength(asc.tableTotalRows - 50 * (last.tablePage - 1));
  });

  it('filters by client, order, status and unit', async () => {
    const alicerce = await all({ formFilterCliente: 'alicerce' });
    expect(alicerce.tableRowsData.length).toBeGreaterThan(5);
    expect(alicerce.tableRowsData.every((x) => x.clienteRazao === 'CONSTRUTORA ALICERCE LTDA')).toBe(true);
    expect((await all({ formFilterCliente: '11444777' })).tableTotalRows).toBe(alicerce.tableTotalRows);
    expect((await all({ formFilterCliente: '100001/01' })).tableTotalRows).toBe(alicerce.tableTotalRows);
    const one = alicerce.tableRowsData[3];
    expect((await all({ formFilterPedido: one.pedidoNumero })).tableRowsData.map((x) => x.key)).toEqual([
      one.key,
    ]);
    const delivered = await all({ formFilterStatus: '9' });
    expect(delivered.tableRowsData.length).toBeGreaterThan(0);
    expect(delivered.tableRowsData.every((x) => x.statusId === 9 && x.statusDescricao === 'CONCLUIDO')).toBe(
      true,
    );
    expect(delivered.tableFilterFields.find((f) => f.key === 'formFilterStatus')!.value).toBe('9');
    const bh = await all({ formFilterUnidade: '04/01' });
    expect(bh.tableRowsData.every((x) => x.unidade === '04/01')).toBe(true);
    const every = await all({ formFilterUnidade: '' });
    expect(every.tableRowsData.some((x) => x.unidade !== '03/01')).toBe(true);
  });

  it('refuses bad filters and table state with 400', async () => {
    for (const [body, field, message] of [
      [{ formFilterPeriodoDe: '2026-02-30' }, 'formFilterPeriodoDe', MSG.salesPeriodInvalid],
      [{ formFilterPeriodoAte: '31/12/2026' }, 'formFilterPeriodoAte', MSG.salesPeriodInvalid],
      [
        { formFilterPeriodoDe: day(-1), formFilterPeriodoAte: day(-2) },
        'formFilterPeriodoAte',
        MSG.dashboardEndBeforeStart,
      ],
    ] as const) {
      const res = await consult(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, message, error: field });
    }
    for (const [body, field] of [
      [{ tableSortKey: 'senha' }, 'tableSortKey'],
      [{ tableRows: 0 }, 'tableRows'],
      [{ tablePage: 0 }, 'tablePage'],
      [{ tableSortDir: 'up' }, 'tableSortDir'],
      [{ formFilterUnidade: '0301' }, 'formFilterUnidade'],
      [{ formFilterStatus: 'X' }, 'formFilterStatus'],
    ] as const) {
      const res = await consult(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
  });

  it('identifies the seller by the token: a cgc other than its CPF is 403, its own (masked or not) is fine', async () => {
    const forged = await consult({}, `?tpl=0&empresa=03&filial=01&cgc=${OTHER_CPF}`);
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ status: 403, message: MSG.salesCgcForbidden });
    expect((await consult({}, `?cgc=${SELLER_CPF}`, 'outro')).statusCode).toBe(403);
    const own = await ok({ tableRows: -1 }, `?tpl=0&empresa=03&filial=01&cgc=${SELLER_CPF}`);
    const masked = await ok({ tableRows: -1 }, '?cgc=390.533.447-05');
    const none = await all();
    expect(own.tableRowsData).toEqual(none.tableRowsData);
    expect(masked.tableTotalRows).toBe(none.tableTotalRows);
    // The other seller's CPF does not open the other seller's sales either.
    expect((await consult({}, `?cgc=${OTHER_CPF}`)).statusCode).toBe(403);
    // An unknown ERP unit.
    expect((await consult({}, '?empresa=99&filial=99')).statusCode).toBe(404);
  });

  it('refuses customers and managers (403) and anonymous calls (401)', async () => {
    expect((await consult({}, '', 'cliente')).statusCode).toBe(403);
    expect((await consult({}, '', 'gestor')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/vendedor/consultas/pedidos', payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it('accepts a call without a body (the defaults apply)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendedor/consultas/pedidos?tpl=0',
      headers: bearer(users.vendedor.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tableRowsData).toHaveLength(10);
  });
});

describe('order detail and documents for the seller (the dialog)', () => {
  it('opens the order by ref and unit and downloads its DANFE and an open boleto; another seller gets 404', async () => {
    const r = await all({ formFilterCliente: 'ALICERCE' });
    let found: { row: SalesRow; pedido: Pedido } | null = null;
    for (const row of r.tableRowsData.filter((x) => x.valorSaldo > 0)) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/pedidos/ref/${row.pedidoNumero}?codigoEmpresa=${row.codigoEmpresa}&codigoFilial=${row.codigoFilial}`,
        headers: bearer(users.vendedor.token),
      });
      expect(res.statusCode).toBe(200);
      const pedido = res.json() as Pedido;
      if (pedido.notas.length > 0 && pedido.titulos.some((x) => x.situacao === 'EMDIA' && x.numero_conta)) {
        found = { row, pedido };
        break;
      }
    }
    expect(found).not.toBeNull();
    const { row, pedido } = found!;
    expect(pedido.ref).toBe(row.pedidoNumero);
    expect(pedido.total).toBe(row.valorVenda);
    expect(Math.round(pedido.titulos.reduce((s, x) => s + x.saldo, 0) * 100) / 100).toBe(row.valorSaldo);
    const nota = pedido.notas[0];
    const danfe = (who: Who) =>
      t.app.inject({
        method: 'GET',
        url: `/api/nfe/geraDanfeSimplesClinte?user=${users[who].id}&emp=${row.codigoEmpresa}&fil=${row.codigoFilial}&doc=${nota.documento}&serie=${nota.serie}`,
        headers: bearer(users[who].token),
      });
    const pdf = await danfe('vendedor');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const titulo = pedido.titulos.find((x) => x.situacao === 'EMDIA' && x.numero_conta)!;
    const boleto = await t.app.inject({
      method: 'GET',
      url: `/api/boletos/geraBoletoCliente?user=${users.vendedor.id}&emp=${row.codigoEmpresa}&fil=${row.codigoFilial}&numBol=${titulo.titulo}&prefixo=${titulo.prefixo}&parcela=${titulo.parcela}`,
      headers: bearer(users.vendedor.token),
    });
    expect(boleto.statusCode, boleto.body).toBe(200);
    expect(boleto.headers['content-type']).toBe('application/pdf');
    // The other seller: neither the order nor its documents.
    expect((await danfe('outro')).statusCode).toBe(404);
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/pedidos/ref/${row.pedidoNumero}?codigoEmpresa=${row.codigoEmpresa}&codigoFilial=${row.codigoFilial}`,
      headers: bearer(users.outro.token),
    });
    expect(order.statusCode).toBe(404);
  });
});
