// Calls of the manager's users screens (docs/product/gestor-crm-vendas.md §7 Users): list, detail, create,
// edit, block or release, links of units, customers and profiles, profile and customer searches.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MANAGER_PAGE_ROWS } from '@portal/shared/constants';
import type { Usuario } from '@portal/shared/schemas/auth';
import type { PerfilItem, UsuarioListItem } from '@portal/shared/schemas/gestor';
import { request } from '../../../api/client';
import { dataOrThrow, usePagedList } from '../../../api/manager-list';
import type { ListState } from '../../../ui/use-server-list';
import { hasToken } from '../../../ui/use-token-guard';

export const usuariosKey = ['gestor', 'usuarios'] as const;

/** GET /usuarios/gestor/filter: the users list (status, perfil, search, 50 rows a page, sort by id, nome or email). */
export const useUsuariosList = (state: ListState<'status' | 'perfil'>) =>
  usePagedList<UsuarioListItem, 'status' | 'perfil'>(
    usuariosKey,
    '/usuarios/gestor/filter',
    state,
    'search',
    {
      rows: MANAGER_PAGE_ROWS,
    },
  );

export function useUsuario(id: number | null) {
  return useQuery({
    queryKey: [...usuariosKey, 'detail', id],
    queryFn: () => dataOrThrow(request<Usuario>('GET', `/usuarios/${id}`)),
    enabled: id !== null && hasToken(),
    retry: false,
  });
}

export function usePerfis(q: string) {
  return useQuery({
    queryKey: ['gestor', 'perfis', q],
    queryFn: () => dataOrThrow(request<PerfilItem[]>('GET', '/perfil/filter', { query: { q } })),
    enabled: hasToken(),
    staleTime: 60_000,
  });
}

export interface ClienteBusca {
  id: number;
  codigo: string;
  loja: string;
  razao: string;
  cgc: string | null;
  status: string;
}

/** Customer search for the Clients tab (GET /clientes/erp/filter: every customer for a manager). */
export function useClientesBusca(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['gestor', 'clientes-busca', search],
    queryFn: () => dataOrThrow(request<ClienteBusca[]>('GET', '/clientes/erp/filter', { query: { search } })),
    enabled: enabled && search.length >= 2 && hasToken(),
    staleTime: 30_000,
  });
}

export interface UsuarioForm {
  id?: number;
  filialId?: number | '';
  nome: string;
  email: string;
  cpf: string;
}

export const createUsuario = (f: UsuarioForm) =>
  request<Usuario>('POST', '/usuarios', {
    body: { filialId: f.filialId, nome: f.nome, email: f.email, cpf: f.cpf, status: 'P' },
    silent: true,
  });

export const updateUsuario = (id: number, f: UsuarioForm) =>
  request<Usuario>('PUT', `/usuarios/gestor/${id}`, {
    body: { id, nome: f.nome, email: f.email, cpf: f.cpf },
    silent: true,
  });

/** Blocks (B) or releases (L) a user's access, with the reason (PUT /usuarios/gestor/{id}/status). */
export const setUsuarioStatus = ({ id, status, motivo }: { id: number; status: 'L' | 'B'; motivo: string }) =>
  request<void>('PUT', `/usuarios/gestor/${id}/status`, { body: { status, motivo } });

/** Blocking or releasing as a mutation: once done, the users are read again. */
export function useSetUsuarioStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUsuarioStatus,
    onSuccess: (res) => {
      if (res.ok) void queryClient.invalidateQueries({ queryKey: usuariosKey });
    },
  });
}

export type VinculoKind = 'unidade' | 'cliente' | 'perfil';

export const addVinculo = (kind: VinculoKind, usuarioId: number, fk: number) =>
  request<{ id: number }>('POST', `/usuarios/${kind}`, { body: { pk: usuarioId, fk }, silent: true });

export const removeVinculo = (kind: VinculoKind, usuarioId: number, fk: number) =>
  request<void>('DELETE', `/usuarios/${kind}/${fk}`, { query: { usuario: usuarioId }, silent: true });
