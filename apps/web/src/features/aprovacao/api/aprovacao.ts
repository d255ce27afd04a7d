// Approval form calls (docs/product/gestor-crm-vendas.md §7): GET /clientes/aprovacoes/form?cli&fil&usr&apro
// and PUT /usuarios/liberacao {usuarioId, filialId, clienteId, status, motivo} (204), with the link token.
import type { AprovacaoForm, LiberacaoBody } from '@portal/shared/schemas/registro';
import { request, type ApiResult } from '../../../api/client';

export function fetchAprovacaoForm(q: {
  cli: number;
  fil: number;
  usr: number;
  apro: string;
}): Promise<ApiResult<AprovacaoForm>> {
  return request<AprovacaoForm>('GET', '/clientes/aprovacoes/form', { query: q });
}

export function putLiberacao(body: LiberacaoBody): Promise<ApiResult<void>> {
  return request<void>('PUT', '/usuarios/liberacao', { body });
}
