// Quotes of the cart (/orcamentos): made from the cart screen, listed on "Meus orçamentos"; both
// download the PDF and the list reopens a quote into the cart.
import type { Orcamento, OrcamentoCarrinho, OrcamentoCreateBody } from '@portal/shared/schemas/orcamentos';
import { download, request, type ApiResult } from './client';

/**
 * POST /orcamentos with the request's Idempotency-Key: a quote of the cart (the server prices it);
 * the same key again answers the same quote. Failures are notified by the client.
 */
export function criarOrcamento(body: OrcamentoCreateBody, key: string): Promise<ApiResult<Orcamento>> {
  return request<Orcamento>('POST', '/orcamentos', { body, headers: { 'Idempotency-Key': key } });
}

/** GET /orcamentos?cliente: the client's quotes, newest first. */
export async function listarOrcamentos(cliente: number, signal?: AbortSignal): Promise<Orcamento[]> {
  const r = await request<Orcamento[]>('GET', '/orcamentos', { query: { cliente }, signal });
  if (!r.ok) throw new Error('orcamentos');
  return r.data ?? [];
}

/** GET /orcamentos/{id}/pdf: the quote's PDF, saved with the server's name. */
export function baixarOrcamento(id: number) {
  return download(`/orcamentos/${id}/pdf`);
}

/** POST /orcamentos/{id}/email: the PDF attached to an e-mail (the caller shows a refusal). */
export function enviarOrcamento(id: number, email: string): Promise<ApiResult<{ message: string }>> {
  return request<{ message: string }>('POST', `/orcamentos/${id}/email`, { body: { email }, silent: true });
}

/** GET /orcamentos/{id}/carrinho: a valid quote's lines as cart lines (an expired one is refused). */
export function carrinhoDoOrcamento(id: number): Promise<ApiResult<OrcamentoCarrinho>> {
  return request<OrcamentoCarrinho>('GET', `/orcamentos/${id}/carrinho`);
}
