// Reads of the manager screens: the data of an answer or an error for react-query, and a paged
// list read with the list state of ui/use-server-list (search, page, sort and the list's filters)
// keeping the previous page on screen while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@portal/shared/schemas/common';
import type { ListState } from '../ui/use-server-list';
import { hasToken } from '../ui/use-token-guard';
import { request, type ApiResult } from './client';

export async function dataOrThrow<T>(p: Promise<ApiResult<T>>): Promise<T> {
  const res = await p;
  if (!res.ok) throw new Error(res.error?.message ?? 'falha');
  return res.data;
}

/** GET `path` with the list state: the search as `searchParam`, page, sort, dir and the filters. */
export function usePagedList<T, K extends string = never>(
  key: readonly unknown[],
  path: string,
  state: ListState<K>,
  searchParam: string,
  extra: Record<string, string | number> = {},
) {
  const query = {
    ...extra,
    ...state.filters,
    [searchParam]: state.search,
    page: state.page,
    ...(state.sort ? { sort: state.sort, dir: state.dir } : {}),
  };
  return useQuery({
    queryKey: [...key, 'list', query],
    queryFn: () => dataOrThrow(request<Paged<T>>('GET', path, { query })),
    enabled: hasToken(),
    placeholderData: keepPreviousData,
  });
}

/** The approvals screen's queries (invalidated together after a decision). */
export const APPROVALS_KEY = ['gestor', 'alcadas'] as const;

/** GET /usuarios/aprovacoes/filter?st=P: the pending registrations (the approvals screen's default). */
export function usePendingApprovals<T = unknown>(enabled = true) {
  return useQuery({
    queryKey: [...APPROVALS_KEY, 'aprovacoes', 'P', ''],
    queryFn: () =>
      dataOrThrow(request<T[]>('GET', '/usuarios/aprovacoes/filter', { query: { st: 'P', q: '' } })),
    enabled: enabled && hasToken(),
  });
}

/** GET one record of a manager screen by id (none while `id` is null; a 404 is not retried). */
export function useRecord<T>(key: readonly unknown[], path: (id: number) => string, id: number | null) {
  return useQuery({
    queryKey: [...key, 'detail', id],
    queryFn: () => dataOrThrow(request<T>('GET', path(id!))),
    enabled: id !== null && hasToken(),
    retry: false,
  });
}

/** GET the records a link dialog searches (`?q=`), kept 30 s; only while the dialog is open. */
export function useLookup<T>(name: string, path: string, q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['gestor', name, q],
    queryFn: () => dataOrThrow(request<T[]>('GET', path, { query: { q } })),
    enabled: enabled && hasToken(),
    staleTime: 30_000,
  });
}
