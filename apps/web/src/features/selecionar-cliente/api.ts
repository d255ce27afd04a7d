// Client selection calls (docs/product/portal-cliente.md §7): the seller's client sync and the reload of the
// client list.
import type { Usuario } from '@portal/shared/schemas/auth';
import type { SyncVendedorClientesResponse } from '@portal/shared/schemas/clientes';
import { request, type ApiResult } from '../../api/client';

export interface SyncVendedorQuery {
  empresa: string;
  filial: string;
  tpl?: string;
  cgc?: string | null;
}

/** POST /sync/padrao/vendedor/clientes?empresa&filial&tpl&cgc with an empty list: {data, errors}. */
export function syncVendedorClientes(
  query: SyncVendedorQuery,
): Promise<ApiResult<SyncVendedorClientesResponse>> {
  return request<SyncVendedorClientesResponse>('POST', '/sync/padrao/vendedor/clientes', {
    query: { empresa: query.empresa, filial: query.filial, tpl: query.tpl, cgc: query.cgc },
    body: [],
  });
}

/** GET /usuarios/{id}: the user again, with its client list. */
export async function fetchUsuario(id: number): Promise<Usuario | undefined> {
  const r = await request<Usuario>('GET', `/usuarios/${id}`);
  return r.ok ? r.data : undefined;
}
