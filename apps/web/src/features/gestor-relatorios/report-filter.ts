// The 'Filtro' of the 'Vendedores X Clientes' report (docs/product/gestor-crm-vendas.md §2.11, §3 Report
// filter, §5): four dates; a date only updates when a non-empty value is given; Limpar empties them all.
import { MSG } from '@portal/shared/messages';

export interface ReportFilter {
  /** Client creation period. */
  dataInicial: string;
  dataFinal: string;
  /** Order creation period. */
  dataInicialPedido: string;
  dataFinalPedido: string;
}

export const emptyReportFilter = (): ReportFilter => ({
  dataInicial: '',
  dataFinal: '',
  dataInicialPedido: '',
  dataFinalPedido: '',
});

/** Sets a date only when the value is not empty (an emptied input keeps the date). */
export function setReportDate(f: ReportFilter, key: keyof ReportFilter, value: string): ReportFilter {
  return value ? { ...f, [key]: value } : f;
}

/** The problem of the filter, or null. */
export function checkReportFilter(f: ReportFilter): string | null {
  if (f.dataInicial && f.dataFinal && f.dataFinal < f.dataInicial) return MSG.dashboardEndBeforeStart;
  if (f.dataInicialPedido && f.dataFinalPedido && f.dataFinalPedido < f.dataInicialPedido)
    return MSG.dashboardEndBeforeStart;
  return null;
}

/** The query of GET /relatorios/clientes/clientes-vendedor/excel. */
export function toReportQuery(f: ReportFilter) {
  return {
    clienteCreatedStart: f.dataInicial || undefined,
    clienteCreatedEnd: f.dataFinal || undefined,
    pedidoCreatedStart: f.dataInicialPedido || undefined,
    pedidoCreatedEnd: f.dataFinalPedido || undefined,
  };
}
