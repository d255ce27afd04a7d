// GET /relatorios/clientes/clientes-vendedor/excel: 'Relatorio_vendedores_clientes.xlsx'
// (docs/product/gestor-crm-vendas.md §2.11) as a spreadsheet a person works with: the filter on top, a header
// row with filters and frozen panes, R$ and date formats, column widths, totals that follow the filter
// (SUBTOTAL), and a second sheet with one line per seller.
import ExcelJS from 'exceljs';
import { STATUS_DESCRIPTIONS, type Status } from '@portal/shared/constants';
import { formatCpfCnpj, formatDate } from '@portal/shared/format';
import {
  RELATORIO_CLIENTES_VENDEDOR_FILE,
  type RelatorioClientesVendedorQuery,
} from '@portal/shared/schemas/gestor-cadastros';
import type { AppContext } from '../../context';
import { businessDay } from '@portal/shared/dates';
import { listClientesVendedor, type ClienteVendedorRow } from './list-clientes-vendedor';

export const EXCEL_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const SEM_VENDEDOR = 'SEM VENDEDOR';
const MONEY = '"R$" #,##0.00';
const DATE = 'dd/mm/yyyy';
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF212121' } };
const TOTAL_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEEEEE' } };

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** A Brasília calendar day as the date Excel shows (Excel dates carry no time zone). */
const excelDay = (d: Date) => new Date(`${businessDay(d)}T00:00:00Z`);

const period = (de?: string, ate?: string) =>
  de && ate
    ? `de ${formatDate(de)} a ${formatDate(ate)}`
    : de
      ? `a partir de ${formatDate(de)}`
      : ate
        ? `até ${formatDate(ate)}`
        : 'todos';

function styleHeader(row: ExcelJS.Row) {
  row.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  row.alignment = { vertical: 'middle', wrapText: true };
  row.height = 30;
  row.eachCell((c) => {
    c.fill = HEADER_FILL;
  });
}

function styleTotal(row: ExcelJS.Row) {
  row.font = { bold: true };
  row.eachCell((c) => {
    c.fill = TOTAL_FILL;
    c.border = { top: { style: 'thin' } };
  });
}

/** SUBTOTAL(109, ...) sums only the rows the filter shows; the cached result is the full sum. */
const subtotal = (col: string, from: number, to: number, result: number): ExcelJS.CellFormulaValue => ({
  formula: to >= from ? `SUBTOTAL(109,${col}${from}:${col}${to})` : '0',
  result,
});

const round2 = (n: number) => Math.round(n * 100) / 100;

function detailSheet(
  wb: ExcelJS.Workbook,
  rows: ClienteVendedorRow[],
  q: RelatorioClientesVendedorQuery,
  now: Date,
) {
  const ws = wb.addWorksheet('Vendedores X Clientes', { views: [{ state: 'frozen', ySplit: 7, xSplit: 1 }] });
  ws.columns = [
    { key: 'vendedor', width: 30 },
    { key: 'vendedorCodigo', width: 12 },
    { key: 'vendedorEmail', width: 30 },
    { key: 'codigo', width: 12 },
    { key: 'loja', width: 7 },
    { key: 'razao', width: 42 },
    { key: 'cgc', width: 21 },
    { key: 'cidade', width: 24 },
    { key: 'status', width: 13 },
    { key: 'desde', width: 13 },
    { key: 'pedidos', width: 10 },
    { key: 'total', width: 18 },
    { key: 'ticket', width: 16 },
    { key: 'ultimo', width: 13 },
    { key: 'cancelados', width: 12 },
    { key: 'valorCancelado', width: 18 },
  ];
  ws.addRow(['Relatório Vendedores X Clientes']).font = { bold: true, size: 14 };
  ws.addRow(['Gerado em', dateTime.format(now)]);
  ws.addRow(['Clientes cadastrados', period(q.clienteCreatedStart, q.clienteCreatedEnd)]);
  ws.addRow(['Pedidos emitidos', period(q.pedidoCreatedStart, q.pedidoCreatedEnd)]);
  ws.addRow([
    'Pedidos cancelados não entram na quantidade, no total nem no ticket médio; aparecem nas colunas Cancelados e Cancelados (R$).',
  ]).font = { italic: true };
  ws.addRow([]);
  const headerRow = 7;
  styleHeader(
    ws.addRow([
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
    ]),
  );
  for (const r of rows) {
    const row = ws.addRow([
      r.vendedorNome ?? SEM_VENDEDOR,
      r.vendedorCodigo ?? '',
      r.vendedorEmail ?? '',
      r.codigo,
      r.loja,
      r.razao,
      formatCpfCnpj(r.cgc),
      [r.cidade, r.uf].filter(Boolean).join('/'),
      STATUS_DESCRIPTIONS[r.status as Status] ?? r.status,
      excelDay(r.clienteDesde),
      r.pedidos,
      round2(r.total),
      r.pedidos > 0 ? round2(r.total / r.pedidos) : null,
      r.ultimoPedido ? excelDay(r.ultimoPedido) : null,
      r.cancelados,
      round2(r.valorCancelado),
    ]);
    row.getCell('desde').numFmt = DATE;
    row.getCell('ultimo').numFmt = DATE;
    row.getCell('pedidos').numFmt = '#,##0';
    row.getCell('cancelados').numFmt = '#,##0';
    row.getCell('total').numFmt = MONEY;
    row.getCell('ticket').numFmt = MONEY;
    row.getCell('valorCancelado').numFmt = MONEY;
  }
  const first = headerRow + 1;
  const last = headerRow + rows.length;
  ws.autoFilter = { from: { row: headerRow, column: 1 }, to: { row: Math.max(last, headerRow), column: 16 } };
  ws.addRow([]);
  const sum = (f: (r: ClienteVendedorRow) => number) => rows.reduce((a, r) => a + f(r), 0);
  const total = ws.addRow([`Total (${rows.length} cliente(s))`]);
  total.getCell('pedidos').value = subtotal(
    'K',
    first,
    last,
    sum((r) => r.pedidos),
  );
  total.getCell('total').value = subtotal('L', first, last, round2(sum((r) => r.total)));
  total.getCell('cancelados').value = subtotal(
    'O',
    first,
    last,
    sum((r) => r.cancelados),
  );
  total.getCell('valorCancelado').value = subtotal('P', first, last, round2(sum((r) => r.valorCancelado)));
  total.getCell('pedidos').numFmt = '#,##0';
  total.getCell('total').numFmt = MONEY;
  total.getCell('cancelados').numFmt = '#,##0';
  total.getCell('valorCancelado').numFmt = MONEY;
  styleTotal(total);
}

function summarySheet(wb: ExcelJS.Workbook, rows: ClienteVendedorRow[]) {
  const ws = wb.addWorksheet('Resumo por vendedor', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = [
    { key: 'vendedor', width: 30 },
    { key: 'email', width: 30 },
    { key: 'clientes', width: 11 },
    { key: 'ativos', width: 14 },
    { key: 'pedidos', width: 10 },
    { key: 'total', width: 18 },
    { key: 'cancelados', width: 12 },
  ];
  styleHeader(
    ws.addRow([
      'Vendedor',
      'E-mail do vendedor',
      'Clientes',
      'Clientes com pedidos',
      'Pedidos',
      'Total (R$)',
      'Cancelados',
    ]),
  );
  const bySeller = new Map<
    string,
    {
      nome: string;
      email: string;
      clientes: number;
      ativos: number;
      pedidos: number;
      total: number;
      cancelados: number;
    }
  >();
  for (const r of rows) {
    const key = r.vendedorId === null ? '-' : String(r.vendedorId);
    const s = bySeller.get(key) ?? {
      nome: r.vendedorNome ?? SEM_VENDEDOR,
      email: r.vendedorEmail ?? '',
      clientes: 0,
      ativos: 0,
      pedidos: 0,
      total: 0,
      cancelados: 0,
    };
    s.clientes += 1;
    s.ativos += r.pedidos > 0 ? 1 : 0;
    s.pedidos += r.pedidos;
    s.total += r.total;
    s.cancelados += r.cancelados;
    bySeller.set(key, s);
  }
  const sellers = [...bySeller.values()];
  for (const s of sellers) {
    const row = ws.addRow([s.nome, s.email, s.clientes, s.ativos, s.pedidos, round2(s.total), s.cancelados]);
    row.getCell('total').numFmt = MONEY;
  }
  const last = 1 + sellers.length;
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: last, column: 7 } };
  ws.addRow([]);
  const total = ws.addRow(['Total']);
  for (const [key, col] of [
    ['clientes', 'C'],
    ['ativos', 'D'],
    ['pedidos', 'E'],
    ['total', 'F'],
    ['cancelados', 'G'],
  ] as const) {
    total.getCell(key).value = subtotal(col, 2, last, round2(sellers.reduce((a, s) => a + s[key], 0)));
  }
  total.getCell('total').numFmt = MONEY;
  styleTotal(total);
}

export async function exportClientesVendedorExcel(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  q: RelatorioClientesVendedorQuery,
): Promise<{ filename: string; buffer: Buffer }> {
  const rows = await listClientesVendedor(ctx.db, q);
  const now = ctx.clock();
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Portal B2B';
  wb.created = now;
  detailSheet(wb, rows, q, now);
  summarySheet(wb, rows);
  return { filename: RELATORIO_CLIENTES_VENDEDOR_FILE, buffer: Buffer.from(await wb.xlsx.writeBuffer()) };
}
