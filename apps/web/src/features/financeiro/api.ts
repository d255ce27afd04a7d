// Finance calls (docs/product/portal-cliente.md §7 Finance). The lists throw when they failed (already
// notified by the client); the documents go through the client's download helper, which sends the token,
// saves the file with the server's name and shows a non-200 answer's message as 'Atenção:' for 8 s.
import type { ExtratoResponse, ListarBoletosResponse, NfeDocumento } from '@portal/shared/schemas/financeiro';
import type { DocumentOwner } from '../../api/documentos';
import { download, request } from '../../api/client';

type Query = Record<string, string | number>;

/** GET /boletos/listarBoletosCliente. */
export async function listarBoletos(query: Query, signal?: AbortSignal): Promise<ListarBoletosResponse> {
  const r = await request<ListarBoletosResponse>('GET', '/boletos/listarBoletosCliente', { query, signal });
  if (!r.ok) throw new Error('boletos');
  return r.data ?? { itens: [], totais: { valor: 0, saldo: 0 } };
}

/** GET /nfe/listarNfeCliente. */
export async function listarDocumentos(query: Query, signal?: AbortSignal): Promise<NfeDocumento[]> {
  const r = await request<NfeDocumento[]>('GET', '/nfe/listarNfeCliente', { query, signal });
  if (!r.ok) throw new Error('documentos');
  return r.data ?? [];
}

export { baixarBoleto, baixarDanfe, baixarXml, type DocumentOwner } from '../../api/documentos';

/** GET /relatorios/extratoFinanceiro?user&emp&fil&dtIni&dtFin&cnpj (dates DD/MM/YYYY): the PDF, saved. */
export function baixarExtrato(o: DocumentOwner, p: { dtIni: string; dtFin: string; cnpj: string }) {
  return download('/relatorios/extratoFinanceiro', { query: { ...o, ...p } });
}

/** GET /relatorios/extratoFinanceiro/resumo: the statement for the screen; undefined when refused (notified). */
export async function verExtrato(
  o: DocumentOwner,
  p: { dtIni: string; dtFin: string; cnpj: string },
): Promise<ExtratoResponse | undefined> {
  const r = await request<ExtratoResponse>('GET', '/relatorios/extratoFinanceiro/resumo', {
    query: { ...o, ...p },
  });
  return r.ok ? r.data : undefined;
}
