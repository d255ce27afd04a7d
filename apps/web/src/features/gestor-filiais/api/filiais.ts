// Calls of the unit page (/gestor/filiais/{id}): the unit with its price tables, its customers and
// users (paged), and the admin's switch of a price table.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@portal/shared/schemas/common';
import type {
  ClienteListItem,
  FilialDetalhe,
  TabelaPrecoGestor,
  UsuarioResumo,
} from '@portal/shared/schemas/gestor-cadastros';
import { request } from '../../../api/client';
import { dataOrThrow } from '../../../api/manager-list';
import { hasToken } from '../../../ui/use-token-guard';

export const filiaisKey = ['gestor', 'filiais'] as const;

export function useFilial(id: number | null) {
  return useQuery({
    queryKey: [...filiaisKey, 'detail', id],
    queryFn: () => dataOrThrow(request<FilialDetalhe>('GET', `/filial/${id}`)),
    enabled: id !== null && hasToken(),
    retry: false,
  });
}

export interface VinculoFilter {
  search: string;
  page: number;
}

export type VinculoKind = 'clientes' | 'usuarios';
export type VinculoItem<K extends VinculoKind> = K extends 'clientes' ? ClienteListItem : UsuarioResumo;

/** GET /filial/{id}/clientes or /filial/{id}/usuarios, 10 a page. */
export function useFilialVinculos<K extends VinculoKind>(kind: K, id: number, f: VinculoFilter) {
  return useQuery({
    queryKey: [...filiaisKey, kind, id, f],
    queryFn: () =>
      dataOrThrow(
        request<Paged<VinculoItem<K>>>('GET', `/filial/${id}/${kind}`, {
          query: { search: f.search, page: f.page, rows: 10 },
        }),
      ),
    enabled: hasToken(),
    placeholderData: keepPreviousData,
  });
}

export const setTabelaAtiva = (unidadeId: number, tabelaId: number, ativo: boolean) =>
  request<TabelaPrecoGestor>('PUT', `/filial/${unidadeId}/tabelas/${tabelaId}`, { body: { ativo } });

/** PUT /filial/{id}/pix: the unit's Pix receiver (all three null removes it). */
export const setFilialPix = (
  unidadeId: number,
  body: { pixChave: string | null; pixNome: string | null; pixCidade: string | null },
) => request<FilialDetalhe>('PUT', `/filial/${unidadeId}/pix`, { body });
