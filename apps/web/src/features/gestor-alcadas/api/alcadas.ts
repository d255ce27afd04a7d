// Calls of the approvals and approvers screens (docs/product/gestor-crm-vendas.md §7): the approvals list and
// detail, the decision (PUT /usuarios/liberacao; users without a customer through PUT
// /usuarios/gestor/{id}/status), approvers and the user search of the approver form.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AprovacaoDetalhes,
  AprovacaoItem,
  Aprovador,
  UsuarioListItem,
} from '@portal/shared/schemas/gestor';
import { request, type ApiResult } from '../../../api/client';
import { APPROVALS_KEY, dataOrThrow } from '../../../api/manager-list';
import type { AprovadorForm } from '../approver-rules';
import { hasToken } from '../../../ui/use-token-guard';

export const alcadasKey = APPROVALS_KEY;

export function useAprovacoes(st: 'P' | 'B', q: string) {
  return useQuery({
    queryKey: [...alcadasKey, 'aprovacoes', st, q],
    queryFn: () =>
      dataOrThrow(request<AprovacaoItem[]>('GET', '/usuarios/aprovacoes/filter', { query: { st, q } })),
    enabled: hasToken(),
    placeholderData: keepPreviousData,
  });
}

export function useAprovacaoDetail(q: {
  usuario: string | null;
  filial: string | null;
  cliente: string | null;
}) {
  return useQuery({
    queryKey: [...alcadasKey, 'detalhes', q],
    queryFn: () =>
      dataOrThrow(
        request<AprovacaoDetalhes>('GET', '/usuarios/aprovacoes/detalhes', {
          query: { usuario: q.usuario, filial: q.filial, cliente: q.cliente },
        }),
      ),
    enabled: Boolean(q.usuario) && hasToken(),
    retry: false,
  });
}

/** Approve (L, empty reason) or reprove (B, reason) a registration; 204 means done. */
export function decide(item: AprovacaoItem, status: 'L' | 'B', motivo: string): Promise<ApiResult<void>> {
  if (item.clienteId !== null && item.filialId !== null) {
    return request<void>('PUT', '/usuarios/liberacao', {
      body: {
        usuarioId: item.usuarioId,
        filialId: item.filialId,
        clienteId: item.clienteId,
        status,
        motivo: status === 'L' ? '' : motivo,
      },
    });
  }
  // A user without a customer (created by a manager) has no company to decide.
  return request<void>('PUT', `/usuarios/gestor/${item.usuarioId}/status`, {
    body: { status, motivo: status === 'L' ? '' : motivo },
  });
}

export interface AprovadoresFilter {
  status: string;
  filial: number | '';
  search: string;
}

export function useAprovadores(f: AprovadoresFilter) {
  return useQuery({
    queryKey: [...alcadasKey, 'aprovadores', f],
    queryFn: () =>
      dataOrThrow(
        request<Aprovador[]>('GET', '/usuarios/aprovadores', {
          query: { status: f.status, filial: f.filial, search: f.search },
        }),
      ),
    enabled: hasToken(),
    placeholderData: keepPreviousData,
  });
}

/** Users that may be approvers: profiles ADMIN, GESTOR, USUARIO, AUDITOR (status L by default). */
export function useUsuariosAprovadores(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['gestor', 'usuarios-aprovadores', search],
    queryFn: () =>
      dataOrThrow(
        request<UsuarioListItem[]>('GET', '/usuarios', {
          query: { perfil: 'ADMIN,GESTOR,USUARIO,AUDITOR', search },
        }),
      ),
    enabled: enabled && hasToken(),
    staleTime: 30_000,
  });
}

export function saveAprovador(f: AprovadorForm): Promise<ApiResult<Aprovador>> {
  const body = {
    id: f.id,
    usuarioId: f.usuarioId,
    filialId: f.filialId || null,
    master: f.master || null,
    status: f.status || null,
  };
  return f.id
    ? request<Aprovador>('PUT', `/usuarios/aprovadores/${f.id}`, { body })
    : request<Aprovador>('POST', '/usuarios/aprovadores', { body });
}

export const deleteAprovador = (id: number) =>
  request<void>('DELETE', `/usuarios/aprovadores/${id}`, { silent: true });

/** The decision as a mutation: once done, the approvals (and their counts) are read again. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, status, motivo }: { item: AprovacaoItem; status: 'L' | 'B'; motivo: string }) =>
      decide(item, status, motivo),
    onSuccess: (res) => {
      if (res.ok) void queryClient.invalidateQueries({ queryKey: alcadasKey });
    },
  });
}

/** Saving an approver as a mutation: once done, the approvers are read again. */
export function useSaveAprovador() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAprovador,
    onSuccess: (res) => {
      if (res.ok) void queryClient.invalidateQueries({ queryKey: [...alcadasKey, 'aprovadores'] });
    },
  });
}
