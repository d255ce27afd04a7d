// Calls of the manager's customer screens (spec 02 §7 Customers): list, detail, create, edit, the
// unit search and the unit links.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@portal/shared/schemas/common';
import type {
  ClienteGestor,
  ClienteGestorBody,
  ClienteListItem,
  UnidadeResumo,
} from '@portal/shared/schemas/gestor-cadastros';
import { request, type ApiResult } from '../../../api/client';
import { hasToken } from '../../../ui/use-token-guard';

async function dataOrThrow<T>(p: Promise<ApiResult<T>>): Promise<T> {
  const res = await p;
  if (!res.ok) throw new Error(res.error?.message ?? 'falha');
  return res.data;
}

export const clientesKey = ['gestor', 'clientes'] as const;

export interface ClientesFilter {
  search: string;
  page: number;
}

export function useClientesList(f: ClientesFilter) {
  return useQuery({
    queryKey: [...clientesKey, 'list', f],
    queryFn: () =>
      dataOrThrow(
        request<Paged<ClienteListItem>>('GET', '/clientes/filter', {
          query: { search: f.search, page: f.page },
        }),
      ),
    enabled: hasToken(),
    placeholderData: keepPreviousData,
  });
}

export function useCliente(id: number | null) {
  return useQuery({
    queryKey: [...clientesKey, 'detail', id],
    queryFn: () => dataOrThrow(request<ClienteGestor>('GET', `/clientes/${id}`)),
    enabled: id !== null && hasToken(),
    retry: false,
  });
}

/** GET /filial/filter?q: the units to add to a customer. */
export function useFiliaisBusca(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['gestor', 'filiais-busca', q],
    queryFn: () => dataOrThrow(request<UnidadeResumo[]>('GET', '/filial/filter', { query: { q } })),
    enabled: enabled && hasToken(),
    staleTime: 30_000,
  });
}

export const createCliente = (body: ClienteGestorBody) =>
  request<ClienteGestor>('POST', '/clientes', { body });
export const updateCliente = (id: number, body: ClienteGestorBody) =>
  request<ClienteGestor>('PUT', `/clientes/${id}`, { body: { ...body, id } });
export const addUnidade = (clienteId: number, unidadeId: number) =>
  request<{ id: number }>('POST', '/clientes/unidade', {
    body: { pk: clienteId, fk: unidadeId },
    silent: true,
  });
export const removeUnidade = (clienteId: number, unidadeId: number) =>
  request<void>('DELETE', '/clientes/unidade', {
    query: { cliente: clienteId, unidade: unidadeId },
    silent: true,
  });
