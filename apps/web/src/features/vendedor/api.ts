// Calls of the seller sales consultation (docs/product/gestor-crm-vendas.md §7): the consultation itself, the
// order of the detail dialog (GET /pedidos/ref/{ref}), its documents (the finance downloads) and the
// tracking.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import type { RastreioResponse } from '@portal/shared/schemas/integracao';
import type { ConsultaPedidosQuery, ConsultaPedidosResponse } from '@portal/shared/schemas/vendedor';
import { request, type ApiResult } from '../../api/client';

async function dataOrThrow<T>(p: Promise<ApiResult<T>>): Promise<T> {
  const res = await p;
  if (!res.ok) throw new Error(res.error?.message ?? 'falha');
  return res.data;
}

export interface ConsultaRequest {
  /** Filter values by key (the keys the server declared). */
  filters: Record<string, string>;
  tablePage: number;
  tableRows: number;
  tableSortKey?: string;
  tableSortDir?: 'asc' | 'desc';
}

/** POST /vendedor/consultas/pedidos?tpl&empresa&filial&cgc with the filters and the table state. */
export function useConsultaPedidos(query: ConsultaPedidosQuery, req: ConsultaRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['vendedor', 'consultas', 'pedidos', query, req],
    queryFn: ({ signal }) =>
      dataOrThrow(
        request<ConsultaPedidosResponse>('POST', '/vendedor/consultas/pedidos', {
          query: { ...query },
          body: {
            ...req.filters,
            tablePage: req.tablePage,
            tableRows: req.tableRows,
            tableSortKey: req.tableSortKey,
            tableSortDir: req.tableSortDir,
          },
          signal,
        }),
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The order of the detail dialog by reference and unit. */
export function usePedidoRef(ref: string, codigoEmpresa: string, codigoFilial: string) {
  return useQuery({
    queryKey: ['vendedor', 'pedido', ref, codigoEmpresa, codigoFilial],
    queryFn: () =>
      dataOrThrow(
        request<Pedido>('GET', `/pedidos/ref/${encodeURIComponent(ref)}`, {
          query: { codigoEmpresa, codigoFilial },
        }),
      ),
  });
}

/** Delivery tracking of an NF-e key (POST /rastreio {chave_nfe}). */
export async function fetchRastreio(chave: string): Promise<RastreioResponse | undefined> {
  const res = await request<RastreioResponse>('POST', '/rastreio', { body: { chave_nfe: chave } });
  return res.ok ? res.data : undefined;
}
