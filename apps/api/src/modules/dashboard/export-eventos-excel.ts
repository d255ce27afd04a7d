// GET /dashboard/eventos-tipos-sum/excel: the dashboard's metrics as a real .xlsx (exceljs), with
// the filter that produced them, so the figures in the sheet are the figures on the cards; the
// business panel of the same period and branches on its own sheet ('Painel de negócios').
import ExcelJS from 'exceljs';
import { asc, eq, inArray } from 'drizzle-orm';
import { formatDate } from '@portal/shared/format';
import { GESTOR_LABELS as L } from '@portal/shared/labels';
import type { DashboardQuery } from '@portal/shared/schemas/gestor';
import type { PainelNegocios } from '@portal/shared/schemas/painel-negocios';
import type { AppContext } from '../../context';
import { clientes, eventosTipos, unidades } from '../../db/schema';
import { cachedPainelNegocios } from './painel-cache';
import { sumEventosTipos } from './sum-eventos-tipos';

export const EXCEL_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const ALL_UNITS_LABEL = 'TODAS';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

export async function exportEventosExcel(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  q: DashboardQuery,
): Promise<{ filename: string; buffer: Buffer; fechado: string | null }> {
  const [{ period, metrics, fechado }, painel] = await Promise.all([
    sumEventosTipos(ctx, q),
    cachedPainelNegocios(ctx, q),
  ]);
  const [units, cliente, tipo] = await Promise.all([
    q.filialId?.length
      ? ctx.db
          .select()
          .from(unidades)
          .where(inArray(unidades.id, q.filialId))
          .orderBy(asc(unidades.descricao))
      : Promise.resolve([]),
    q.clienteId
      ? ctx.db.select().from(clientes).where(eq(clientes.id, q.clienteId)).limit(1)
      : Promise.resolve([]),
    q.eventoTipoId
      ? ctx.db.select().from(eventosTipos).where(eq(eventosTipos.id, q.eventoTipoId)).limit(1)
      : Promise.resolve([]),
  ]);

  const wb = new ExcelJS.Workbook();
  wb.creator = 'Portal B2B';
  wb.created = ctx.clock();
  const ws = wb.addWorksheet('Métricas', { views: [{ state: 'frozen', ySplit: 8 }] });
  ws.columns = [{ width: 34 }, { width: 16 }, { width: 22 }, { width: 40 }];

  ws.addRow(['Métricas de consumo do portal']).font = { bold: true, size: 14 };
  ws.addRow(['Gerado em', dateTime.format(ctx.clock())]);
  ws.addRow(['Período', `${formatDate(period.de)} a ${formatDate(period.ate)}`]);
  const filiais = q.filialId?.length
    ? units.map((u) => `${u.empresaCod}/${u.filialCod} - ${u.descricao}`).join('; ') || q.filialId.join(', ')
    : ALL_UNITS_LABEL;
  ws.addRow(['Filiais', filiais]);
  ws.addRow([
    'Cliente',
    cliente[0]
      ? `${cliente[0].codigo}/${cliente[0].loja} - ${cliente[0].razao}`
      : q.clienteId
        ? String(q.clienteId)
        : 'TODOS',
  ]);
  ws.addRow(['Tipo de evento', tipo[0] ? tipo[0].textTitle : 'TODOS']);
  ws.addRow([]);
  headerRow(ws.addRow(['Métrica', 'Quantidade', 'O que conta', 'Observação']));
  for (const m of metrics) {
    const row = ws.addRow([m.textTitle, m.total, m.textCenterSub ?? '', m.footer ?? '']);
    row.getCell(2).numFmt = '#,##0';
  }
  ws.autoFilter = { from: { row: 8, column: 1 }, to: { row: 8 + metrics.length, column: 4 } };

  addPainelSheet(wb, painel, filiais, cliente[0] ? `${cliente[0].codigo}/${cliente[0].loja}` : null);

  const buffer = Buffer.from(await wb.xlsx.writeBuffer());
  return { filename: `Dashboard_metricas_${period.de}_${period.ate}.xlsx`, buffer, fechado };
}

function headerRow(row: ExcelJS.Row): void {
  row.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  row.eachCell((c) => {
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF212121' } };
  });
}

const MONEY = '"R$" #,##0.00';
const COUNT = '#,##0';
const PERCENT = '+0.0%;-0.0%;0.0%';

/**
 * The business panel on its own sheet: the filter, the three figures against the previous period,
 * then one titled block per list (status, customers, products, sellers, days), each with its header.
 */
function addPainelSheet(
  wb: ExcelJS.Workbook,
  p: PainelNegocios,
  filiais: string,
  cliente: string | null,
): void {
  const ws = wb.addWorksheet(L.painelSheet);
  ws.columns = [{ width: 44 }, { width: 18 }, { width: 18 }, { width: 18 }, { width: 14 }];
  const period = (x: { de: string; ate: string }) => `${formatDate(x.de)} a ${formatDate(x.ate)}`;
  ws.addRow([L.painel]).font = { bold: true, size: 14 };
  ws.addRow(['Período', period(p.periodo)]);
  ws.addRow(['Período anterior', period(p.anterior)]);
  ws.addRow(['Filiais', filiais]);
  if (cliente) ws.addRow(['Cliente', cliente]);
  ws.addRow([L.painelIntro]);
  ws.addRow([]);

  headerRow(ws.addRow(['INDICADOR', L.painelColPeriodo, L.painelColAnterior, L.painelColVariacao]));
  for (const [label, c, fmt] of [
    [L.painelVendido, p.vendido, MONEY],
    [L.painelPedidos, p.pedidos, COUNT],
    [L.painelTicket, p.ticketMedio, MONEY],
  ] as const) {
    const row = ws.addRow([label, c.atual, c.anterior, c.variacao]);
    row.getCell(2).numFmt = fmt;
    row.getCell(3).numFmt = fmt;
    row.getCell(4).numFmt = PERCENT;
  }

  const block = <T>(
    title: string,
    header: string[],
    items: T[],
    cells: (x: T) => (string | number)[],
    fmts: (string | undefined)[],
  ) => {
    ws.addRow([]);
    ws.addRow([title]).font = { bold: true, size: 12 };
    headerRow(ws.addRow(header));
    if (items.length === 0) ws.addRow([L.painelSemPedidos]);
    for (const it of items) {
      const row = ws.addRow(cells(it));
      fmts.forEach((f, i) => {
        if (f) row.getCell(i + 1).numFmt = f;
      });
    }
  };
  block(
    L.painelPorStatus,
    [L.painelColStatus, L.painelColPedidos, L.painelColValor],
    p.porStatus,
    (s) => [s.descricao, s.pedidos, s.valor],
    [undefined, COUNT, MONEY],
  );
  block(
    L.painelTopClientes,
    [L.painelColCliente, L.painelColPedidos, L.painelColValor],
    p.topClientes,
    (c) => [`${c.codigo}/${c.loja} - ${c.razao}`, c.pedidos, c.valor],
    [undefined, COUNT, MONEY],
  );
  block(
    L.painelTopProdutos,
    [L.painelColProduto, L.painelColQuantidade, L.painelColValor, 'U.M'],
    p.topProdutos,
    (x) => [`${x.sku} - ${x.descricao}`, x.quantidade, x.valor, x.um],
    [undefined, '#,##0.###', MONEY],
  );
  block(
    L.painelVendedores,
    [L.painelColVendedor, L.painelColPedidos, L.painelColValor],
    p.vendedores,
    (v) => [v.nome, v.pedidos, v.valor],
    [undefined, COUNT, MONEY],
  );
  block(
    L.painelDiario,
    [L.painelColDia, L.painelColPedidos, L.painelColValor],
    p.diario,
    (d) => [formatDate(d.dia), d.pedidos, d.valor],
    [undefined, COUNT, MONEY],
  );
}
