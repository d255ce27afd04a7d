// Calls of the contacts screens (docs/product/gestor-crm-vendas.md §7 CRM): list, one contact, create,
// update, delete.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, MANAGER_PAGE_ROWS } from '@portal/shared/constants';
import type { Contato, ContatoBody, ContatosResponse } from '@portal/shared/schemas/crm';
import { http, request, type ApiResult } from '../../api/client';

export const contatosKey = ['crm', 'contatos'] as const;

export interface ContatosFilter {
  search: string;
  page: number;
  /** The current customer of the session (absent: every customer of the user). */
  clienteId?: number;
}

async function dataOrThrow<T>(p: Promise<ApiResult<T>>): Promise<T> {
  const res = await p;
  if (!res.ok) throw new Error(res.error?.message ?? 'falha');
  return res.data;
}

/** GET /crm/contatos?page&rows(50)&search&clienteId. */
export function useContatos(f: ContatosFilter) {
  return useQuery({
    queryKey: [...contatosKey, 'list', f],
    queryFn: () =>
      dataOrThrow(
        request<ContatosResponse>('GET', '/crm/contatos', {
          query: { page: f.page, rows: MANAGER_PAGE_ROWS, search: f.search, clienteId: f.clienteId },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /crm/contatos/{id}; a failure (404 for another customer's contact) is notified by the client. */
export function useContato(id: number | null) {
  return useQuery({
    queryKey: [...contatosKey, 'detail', id],
    queryFn: () => dataOrThrow(request<Contato>('GET', `/crm/contatos/${id}`)),
    enabled: id !== null,
  });
}

export const createContato = (body: ContatoBody) => request<Contato>('POST', '/crm/contatos', { body });
export const updateContato = (id: number, body: ContatoBody) =>
  request<Contato>('PUT', `/crm/contatos/${id}`, { body });

/**
 * DELETE /crm/contatos/{id}. A failure shows the spec's 'Não foi possível remover o CONTATO.'
 * (returns false); an expired token still goes through the generic handling.
 */
export async function deleteContato(id: number, onFail: () => void): Promise<boolean> {
  const res = await request<void>('DELETE', `/crm/contatos/${id}`, { silent: true });
  if (res.ok) return true;
  if (res.error?.code === ERROR_CODES.TOKEN_EXPIRED) http.handleError(res.error, res.status);
  else onFail();
  return false;
}

/** Saving a contact (new: POST, else PUT): a new one drops the cached lists, an edit reloads them. */
export function useSaveContato() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ContatoBody }) =>
      id === null ? createContato(body) : updateContato(id, body),
    onSuccess: async (res, { id }) => {
      if (!res.ok) return;
      if (id === null) queryClient.removeQueries({ queryKey: [...contatosKey, 'list'] });
      else await queryClient.invalidateQueries({ queryKey: contatosKey });
    },
  });
}

/**
 * Removing a contact: the lists load afresh (a cached page would still show it for a moment); the
 * screen drops the removed contact's own query once it stopped reading it (it would answer 404).
 */
export function useDeleteContato(onFail: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteContato(id, onFail),
    onSuccess: (removed) => {
      if (removed) queryClient.removeQueries({ queryKey: [...contatosKey, 'list'] });
    },
  });
}
