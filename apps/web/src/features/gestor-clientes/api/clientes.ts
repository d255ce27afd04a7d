// Calls of the manager's customer screens (spec 02 §7 Customers): list, detail, create, edit, the
// unit search and the unit links.
import { useQuery } from '@tanstack/react-query';
import type {
  ClienteGestor,
  ClienteGestorBody,
  ClienteListItem,
  UnidadeResumo,
} from '@portal/shared/schemas/gestor-cadastros';
import { request } from '../../../api/client';
import { dataOrThrow, usePagedList } from '../../../api/manager-list';
import type { ListState } from '../../../ui/use-server-list';
import { hasToken } from '../../../ui/use-token-guard';

export const clientesKey = ['gestor', 'clientes'] as const;

/** GET /clientes/filter: the customers list (search, page, sort by id, codigo or razao). */
export const useClientesList = (state: ListState<never>) =>
  usePagedList<ClienteListItem>(clientesKey, '/clientes/filter', state, 'search');

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
