// Public registration calls (docs/product/portal-cliente.md §7): GET /clientes/novo?cgc (a known company's
// name, 404 when unknown) and POST /clientes/novo (201 with a message; 400 with the fields the dialog lists).
import type { ClienteNovoBody, ClienteNovoResponse } from '@portal/shared/schemas/registro';
import { request, type ApiResult } from '../../../api/client';

export function lookupCgc(cgc: string): Promise<ApiResult<ClienteNovoResponse>> {
  return request<ClienteNovoResponse>('GET', '/clientes/novo', { query: { cgc }, silent: true, token: null });
}

export function postRegistro(body: ClienteNovoBody): Promise<ApiResult<{ status: number; message: string }>> {
  return request<{ status: number; message: string }>('POST', '/clientes/novo', {
    body,
    silent: true,
    token: null,
  });
}
