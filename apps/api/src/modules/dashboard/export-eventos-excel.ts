// GET /dashboard/eventos-tipos-sum/excel: the dashboard's metrics as a real .xlsx (exceljs), with
// the filter that produced them, so the figures in the sheet are the figures on the cards.
import ExcelJS from 'exceljs';
import { asc, eq, inArray } from 'drizzle-orm';
import { formatDate } from '@portal/shared/format';
import type { DashboardQuery } from '@portal/shared/schemas/gestor';
import type { AppContext } from '../../context';
import { clientes, eventosTipos, unidades } from '../../db/schema';
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
  const { period, metrics, fechado } = await sumEventosTipos(ctx, q);
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
  ws.addRow([
    'Filiais',
    q.filialId?.length
      ? units.map((u) => `${u.empresaCod}/${u.filialCod} - ${u.descricao}`).join('; ') ||
        q.filialId.join(', ')
      : ALL_UNITS_LABEL,
  ]);
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
  const header = ws.addRow(['Métrica', 'Quantidade', 'Período', 'Descrição']);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.eachCell((c) => {
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF212121' } };
  });
  for (const m of metrics) {
    const row = ws.addRow([m.textTitle, m.total, m.textCenterSub ?? '', m.footer ?? '']);
    row.getCell(2).numFmt = '#,##0';
  }
  ws.autoFilter = { from: { row: 8, column: 1 }, to: { row: 8 + metrics.length, column: 4 } };

  const buffer = Buffer.from(await wb.xlsx.writeBuffer());
  return { filename: `Dashboard_metricas_${period.de}_${period.ate}.xlsx`, buffer, fechado };
}
