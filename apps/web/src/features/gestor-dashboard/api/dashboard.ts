// Dashboard calls (docs/product/gestor-crm-vendas.md §7): metrics, positions for the map and the spreadsheet;
// the business panel (beyond the spec) with the same filter.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardMetric, DashboardPosicoes } from '@portal/shared/schemas/gestor';
import type { PainelNegocios } from '@portal/shared/schemas/painel-negocios';
import { download, request } from '../../../api/client';
import { hasToken } from '../../../ui/use-token-guard';
import { toQuery, type DashboardFilter } from '../filter-rules';

async function getOrThrow<T>(path: string, query: Record<string, string | undefined>): Promise<T> {
  const res = await request<T>('GET', path, { query });
  if (!res.ok) throw new Error(res.error?.message ?? path);
  return res.data;
}

export function useDashboardMetrics(filter: DashboardFilter) {
  return useQuery({
    queryKey: ['gestor', 'dashboard', 'metrics', filter],
    queryFn: () => getOrThrow<DashboardMetric[]>('/dashboard/eventos-tipos-sum', toQuery(filter)),
    enabled: hasToken(),
    placeholderData: keepPreviousData,
  });
}

export function useDashboardPositions(filter: DashboardFilter) {
  return useQuery({
    queryKey: ['gestor', 'dashboard', 'positions', filter],
    queryFn: () => getOrThrow<DashboardPosicoes>('/dashboard/eventos-posicoes', toQuery(filter)),
    enabled: hasToken(),
    placeholderData: keepPreviousData,
  });
}

export function usePainelNegocios(filter: DashboardFilter) {
  return useQuery({
    queryKey: ['gestor', 'dashboard', 'painel', filter],
    queryFn: () => getOrThrow<PainelNegocios>('/dashboard/painel-negocios', toQuery(filter)),
    enabled: hasToken(),
    placeholderData: keepPreviousData,
  });
}

/** GET /dashboard/eventos-tipos-sum/excel: saved under the server's file name. */
export function downloadMetricsExcel(filter: DashboardFilter): Promise<Blob | undefined> {
  return download('/dashboard/eventos-tipos-sum/excel', { query: toQuery(filter) });
}
