// 'Vendedores X Clientes' (docs/product/gestor-crm-vendas.md §2.11, §7): the spreadsheet's figures are the
// orders' figures (count and total of the orders not cancelled, per customer of each seller), the four date
// filters (and the dialog's alias names), the workbook's shape (header, R$ format, widths, filters,
// totals), bad dates and who may run it.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { RELATORIO_CLIENTES_VENDEDOR_FILE } from '@portal/shared/schemas/gestor-cadastros';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let gestor: { token: string; id: number };
let auditor: { token: string; id: number };
let admin: { token: string; id: number };
let cliente: { token: string; id: number };
let vendedorId: number;

const URL = '/api/relatorios/clientes/clientes-vendedor/excel';
const get = (query: string, token = gestor.token) =>
  t.app.inject({ method: 'GET', url: `${URL}${query ? `?${query}` : ''}`, headers: bearer(token) });

interface Line {
  vendedor: string;
  codigo: string;
  razao: string;
  pedidos: number;
  total: number;
  cancelados: number;
}

async function readSheet(buffer: Buffer): Promise<{ wb: ExcelJS.Workbook; lines: Line[]; header: string[] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as never);
  const ws = wb.getWorksheet('Vendedores X Clientes')!;
  const header = (ws.getRow(7).values as string[]).slice(1);
  const lines: Line[] = [];
  for (let r = 8; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    if (!row.getCell(4).value) break;
    lines.push({
      vendedor: String(row.getCell(1).value),
      codigo: String(row.getCell(4).value),
      razao: String(row.getCell(6).value),
      pedidos: Number(row.getCell(11).value),
      total: Number(row.getCell(12).value),
      cancelados: Number(row.getCell(15).value),
    });
  }
  return { wb, lines, header };
}

/** The figures straight from the orders, per customer code: not-cancelled count and total, cancelled count. */
async function fromOrders(
  from?: Date,
  to?: Date,
): Promise<Map<string, { pedidos: number; total: number; cancelados: number }>> {
  const rows = await t.database.db
    .select({
      codigo: s.clientes.codigo,
      pedidos: sql<number>`count(*) filter (where ${s.pedidos.statusId} <> 7)`.mapWith(Number),
      total:
        sql<string>`coalesce(sum(${s.pedidos.total}) filter (where ${s.pedidos.statusId} <> 7), 0)`.mapWith(
          Number,
        ),
      cancelados: sql<number>`count(*) filter (where ${s.pedidos.statusId} = 7)`.mapWith(Number),
    })
    .from(s.pedidos)
    .innerJoin(s.clientes, eq(s.clientes.id, s.pedidos.clienteId))
    .where(
      and(
        from ? sql`${s.pedidos.emissao} >= ${from.toISOString()}` : undefined,
        to ? sql`${s.pedidos.emissao} < ${to.toISOString()}` : undefined,
      ),
    )
    .groupBy(s.clientes.codigo);
  return new Map(
    rows.map((r) => [r.codigo, { pedidos: r.pedidos, total: r.total, cancelados: r.cancelados }]),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  [gestor, auditor, admin, cliente] = await Promise.all(
    [DEMO_ACCOUNTS.gestor, DEMO_ACCOUNTS.auditor, DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.cliente].map((e) =>
      tokenFor(t.app, e),
    ),
  );
  const db = t.database.db;
  [{ id: vendedorId }] = await db
    .select({ id: s.usuarios.id })
    .from(s.usuarios)
    .where(eq(s.usuarios.email, DEMO_ACCOUNTS.vendedor));
  // A customer created on 2025-03-10 (Brasília) with three orders: two in March (one cancelled), one in April.
  const [unit] = await db.select().from(s.unidades).limit(1);
  const [novo] = await db
    .insert(s.clientes)
    .values({
      codigo: '777001',
      loja: '01',
      razao: 'CLIENTE DO RELATORIO LTDA',
      cgc: '11222333000181',
      status: 'L',
      vendedorId,
      createdDate: new Date('2025-03-10T12:00:00-03:00'),
    })
    .returning();
  const order = (ref: string, emissao: string, total: number, statusId = 1) => ({
    ref,
    clienteId: novo.id,
    unidadeId: unit.id,
    usuarioId: vendedorId,
    vendedorId,
    statusId,
    emissao: new Date(emissao),
    createdDate: new Date(emissao),
    total,
    qtdItens: 1,
    qtdPeso: 50,
  });
  await db
    .insert(s.pedidos)
    .values([
      order('R-1', '2025-03-15T10:00:00-03:00', 1000.1),
      order('R-2', '2025-03-31T23:30:00-03:00', 250.25),
      order('R-3', '2025-03-20T10:00:00-03:00', 999, 7),
      order('R-4', '2025-04-01T00:10:00-03:00', 80),
    ]);
});
afterAll(async () => t?.close());

describe('GET /api/relatorios/clientes/clientes-vendedor/excel', () => {
  it("answers the named spreadsheet with every seller customer and the orders' figures", async () => {
    const res = await get('');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${RELATORIO_CLIENTES_VENDEDOR_FILE}"`,
    );
    const { lines, header } = await readSheet(res.rawPayload);
    expect(header).toEqual([
      'Vendedor',
      'Código vendedor',
      'E-mail do vendedor',
      'Código cliente',
      'Loja',
      'Razão social',
      'CNPJ/CPF',
      'Cidade/UF',
      'Status',
      'Cliente desde',
      'Pedidos',
      'Total (R$)',
      'Ticket médio (R$)',
      'Último pedido',
      'Cancelados',
      'Cancelados (R$)',
    ]);
    // Every customer of the seller is listed, with or without orders.
    const portfolio = await t.database.db
      .select({ codigo: s.clientes.codigo })
      .from(s.clientes)
      .where(eq(s.clientes.vendedorId, vendedorId));
    const sellerLines = lines.filter((l) => l.vendedor === 'VINICIUS VENDEDOR');
    expect(sellerLines.map((l) => l.codigo).sort()).toEqual(portfolio.map((p) => p.codigo).sort());
    // Figures per customer equal the orders'; the report total is the total of every order.
    const expected = await fromOrders();
    for (const l of lines) {
      const e = expected.get(l.codigo) ?? { pedidos: 0, total: 0, cancelados: 0 };
      expect({ pedidos: l.pedidos, total: l.total, cancelados: l.cancelados }, l.codigo).toEqual({
        pedidos: e.pedidos,
        total: Math.round(e.total * 100) / 100,
        cancelados: e.cancelados,
      });
    }
    const sum = (
      f: (x: { pedidos: number; total: number }) => number,
      xs: { pedidos: number; total: number }[],
    ) => xs.reduce((a, x) => a + f(x), 0);
    expect(sum((l) => l.pedidos, lines)).toBe(sum((e) => e.pedidos, [...expected.values()]));
    expect(sum((l) => l.total, lines)).toBeCloseTo(
      sum((e) => e.total, [...expected.values()]),
      2,
    );
    expect(lines.find((l) => l.codigo === '777001')).toMatchObject({
      pedidos: 3,
      total: 1330.35,
      cancelados: 1,
    });
    expect(sum((l) => l.pedidos, lines)).toBeGreaterThan(3);
  });

  it('filters orders by their Brasília day and customers by creation day; accepts the dialog names', async () => {
    const march = await readSheet(
      (await get('pedidoCreatedStart=2025-03-01&pedidoCreatedEnd=2025-03-31')).rawPayload,
    );
    expect(march.lines.find((l) => l.codigo === '777001')).toMatchObject({
      pedidos: 2,
      total: 1250.35,
      cancelados: 1,
    });
    const expected = await fromOrders(
      new Date('2025-03-01T00:00:00-03:00'),
      new Date('2025-04-01T00:00:00-03:00'),
    );
    expect(march.lines.reduce((a, l) => a + l.pedidos, 0)).toBe(
      [...expected.values()].reduce((a, e) => a + e.pedidos, 0),
    );

    const aliases = await readSheet(
      (
        await get(
          'dataInicialPedido=2025-04-01&dataFinalPedido=2025-04-01&dataInicial=2025-03-10&dataFinal=2025-03-10',
        )
      ).rawPayload,
    );
    expect(aliases.lines).toEqual([
      {
        vendedor: 'VINICIUS VENDEDOR',
        codigo: '777001',
        razao: 'CLIENTE DO RELATORIO LTDA',
        pedidos: 1,
        total: 80,
        cancelados: 0,
      },
    ]);
    const none = await readSheet(
      (await get('clienteCreatedStart=2025-03-11&clienteCreatedEnd=2025-03-12')).rawPayload,
    );
    expect(none.lines).toEqual([]);
    // Empty values are ignored.
    expect((await get('clienteCreatedStart=&pedidoCreatedEnd=')).statusCode).toBe(200);
  });

  it('is a spreadsheet a person works with: R$ and date formats, widths, filters, frozen header, totals and a summary', async () => {
    const { wb } = await readSheet((await get('')).rawPayload);
    const ws = wb.getWorksheet('Vendedores X Clientes')!;
    expect(ws.getRow(1).getCell(1).value).toBe('Relatório Vendedores X Clientes');
    expect(ws.autoFilter).toBeTruthy();
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 7 });
    expect(ws.getColumn(6).width).toBeGreaterThan(30);
    const line = ws.getRow(8);
    expect(line.getCell(12).numFmt).toBe('"R$" #,##0.00');
    expect(line.getCell(10).numFmt).toBe('dd/mm/yyyy');
    expect(line.getCell(10).value).toBeInstanceOf(Date);
    const novo = [...Array(ws.rowCount).keys()]
      .map((i) => ws.getRow(i + 1))
      .find((r) => r.getCell(4).value === '777001')!;
    expect((novo.getCell(10).value as Date).toISOString().slice(0, 10)).toBe('2025-03-10');
    const totalRow = [...Array(ws.rowCount).keys()]
      .map((i) => ws.getRow(i + 1))
      .find((r) => String(r.getCell(1).value).startsWith('Total ('))!;
    expect((totalRow.getCell(12).value as { formula: string }).formula).toMatch(/^SUBTOTAL\(109,L8:L\d+\)$/);
    const summary = wb.getWorksheet('Resumo por vendedor')!;
    expect((summary.getRow(1).values as string[]).slice(1)).toEqual([
      'Vendedor',
      'E-mail do vendedor',
      'Clientes',
      'Clientes com pedidos',
      'Pedidos',
      'Total (R$)',
      'Cancelados',
    ]);
    expect(summary.getRow(2).getCell(1).value).toBe('VINICIUS VENDEDOR');
  });

  it('refuses bad dates and an end before the start', async () => {
    for (const q of [
      'pedidoCreatedStart=2025-13-01',
      'clienteCreatedEnd=ontem',
      'pedidoCreatedStart=2025-03-10&pedidoCreatedEnd=2025-03-01',
      'clienteCreatedStart=2025-02-30',
    ]) {
      const res = await get(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().fields, q).toBeTruthy();
    }
  });

  it('runs for ADMIN, GESTOR and AUDITOR; a customer is refused', async () => {
    expect((await get('', admin.token)).statusCode).toBe(200);
    expect((await get('', auditor.token)).statusCode).toBe(200);
    expect((await get('', cliente.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
