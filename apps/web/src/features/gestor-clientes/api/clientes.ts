// Calls of the manager's customer screens (docs/product/gestor-crm-vendas.md §7 Customers): list, detail,
// create, edit, the unit search and the unit links.
import type {
  ClienteGestor,
  ClienteGestorBody,
  ClienteListItem,
  UnidadeResumo,
} from '@portal/shared/schemas/gestor-cadastros';
import { request } from '../../../api/client';
import { useLookup, usePagedList, useRecord } from '../../../api/manager-list';
import type { ListState } from '../../../ui/use-server-list';

export const clientesKey = ['gestor', 'clientes'] as const;

/** GET /clientes/filter: the customers list (search, page, sort by id, codigo or razao). */
export const useClientesList = (state: ListState<never>) =>
  usePagedList<ClienteListItem>(clientesKey, '/clientes/filter', state, 'search');

export const useCliente = (id: number | null) =>
  useRecord<ClienteGestor>(clientesKey, (c) => `/clientes/${c}`, id);

/** GET /filial/filter?q: the units to add to a customer. */
export const useFiliaisBusca = (q: string, enabled: boolean) =>
  useLookup<UnidadeResumo>('filiais-busca', '/filial/filter', q, enabled);

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
