// Table rules of the sales consultation (docs/product/gestor-crm-vendas.md §2.14, §4): sorting starts
// descending and toggles on the same column; page totals of the money columns; the paging indicator; the
// filter of the header's customer.
import { ORDER_STATUS } from '@portal/shared/constants';
import {
  SALES_ALL_ROWS,
  SALES_TOTAL_KEYS,
  type SalesColumn,
  type SalesRow,
  type SalesTotals,
} from '@portal/shared/schemas/vendedor';
import { VENDAS_LABELS as L } from '@portal/shared/labels';

export type SortDir = 'asc' | 'desc';
export interface Sort {
  key: string;
  dir: SortDir;
}

/** A click on a header: another column starts descending; the same column toggles. */
export function nextSort(current: Sort, key: string): Sort {
  if (current.key !== key) return { key, dir: 'desc' };
  return { key, dir: current.dir === 'desc' ? 'asc' : 'desc' };
}

/** Totals are shown only when the columns valorVenda, valorPago and valorSaldo all exist. */
export function hasTotals(columns: readonly SalesColumn[]): boolean {
  return SALES_TOTAL_KEYS.every((k) => columns.some((c) => c.key === k));
}

/**
 * Sums of the rows shown, to the cent; a cancelled order is listed but is no sale, so it is left
 * out of the totals (as the server's grand totals do).
 */
export function pageTotals(rows: readonly SalesRow[]): SalesTotals {
  const sold = rows.filter((r) => r.statusId !== ORDER_STATUS.CANCELADO);
  const sum = (k: keyof SalesTotals) =>
    Math.round(sold.reduce((s, r) => s + Math.round(r[k] * 100), 0)) / 100;
  return { valorVenda: sum('valorVenda'), valorPago: sum('valorPago'), valorSaldo: sum('valorSaldo') };
}

/** 'a-b de n', or 'Todas' when every row is shown. */
export function displayedRows(from: number, to: number, count: number, rowsPerPage: number): string {
  if (rowsPerPage === SALES_ALL_ROWS) return L.allRows;
  return L.displayedRows(count === 0 ? 0 : from, to, count);
}

/**
 * The Cliente filter the screen opens with: the header's customer by its code/loja, which the
 * server matches to that customer alone; none without a customer.
 */
export function customerFilter(
  cliente: { codigo: string; loja: string } | null | undefined,
): Record<string, string> {
  return cliente ? { formFilterCliente: `${cliente.codigo}/${cliente.loja}` } : {};
}
