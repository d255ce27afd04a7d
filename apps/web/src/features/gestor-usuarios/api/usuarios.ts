// Calls of the manager's users screens (spec 02 §7 Users): list, detail, create, edit, block,
// links of units, customers and profiles, profile and customer searches.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Usuario } from '@portal/shared/schemas/auth';
import type { Paged } from '@portal/shared/schemas/common';
import type { PerfilItem, UsuarioListItem } from '@portal/shared/schemas/gestor';
import { request, type ApiResult } from '../../../api/client';
import { hasToken } from '../../../ui/use-token-guard';

export interface UsuariosFilter {
  status: string;
  perfil: string;
  search: string;
  page: number;
}

async function dataOrThrow<T>(p: Promise<ApiResult<T>>): Promise<T> {
  const res = await p;
  if (!res.ok) throw new Error(res.error?.message ?? 'falha');
  return res.data;
}

export const usuariosKey = ['gestor', 'usuarios'] as const;

export function useUsuariosList(f: UsuariosFilter) {
  return useQuery({
    queryKey: [...usuariosKey, 'list', f],
    queryFn: () =>
      dataOrThrow(
        request<Paged<UsuarioListItem>>('GET', '/usuarios/gestor/filter', {
          query: { status: f.status, perfil: f.perfil, search: f.search, page: f.page, rows: 50 },
        }),
      ),
    enabled: hasToken(),
    placeholderData: keepPreviousData,
  });
}

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

export const blockUsuario = (id: number) =>
  request<void>('PUT', `/usuarios/gestor/${id}/status`, { body: { status: 'B' } });

/** Blocking as a mutation: once done, the users are read again. */
export function useBlockUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUsuario,
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
