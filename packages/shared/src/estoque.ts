// Stock at a unit (branch) as the buyer reads it: one rule for the search cards, the cart, the quick
// order and the standing-order loader, and for the API's check of an order above stock. The ERP sends
// the figures (PUT /api/integracao/v1/estoques); the portal takes its own orders off until the ERP's
// next figure counts them. No figure at the unit: 'Sob consulta'.
import { formatDate } from './format';
import { formatQuantidadeUm } from './unidades';

/** The stock of one product at one unit, as the API sends it. */
export interface EstoqueUnidade {
  /** Available now, in the product's unit (the ERP's figure less the portal's orders since). */
  disponivel: number;
  /** On order (purchase or production), when the ERP says. */
  aReceber: number | null;
  /** The day what is on order becomes available ('YYYY-MM-DD'). */
  previsao: string | null;
  /** When the ERP took the figure (ISO instant). */
  atualizadoEm: string;
}

export type SituacaoEstoque = 'disponivel' | 'indisponivel' | 'sob_consulta';

export function situacaoEstoque(e: EstoqueUnidade | null | undefined): SituacaoEstoque {
  if (!e) return 'sob_consulta';
  return e.disponivel > 0 ? 'disponivel' : 'indisponivel';
}

/** 'Disponível: 320 SC', 'Disponível: 12,5 t', 'Indisponível · previsão 12/12/2026', 'Sob consulta'. */
export function textoEstoque(e: EstoqueUnidade | null | undefined, um: string | null | undefined): string {
  if (!e) return 'Sob consulta';
  if (e.disponivel > 0) return `Disponível: ${formatQuantidadeUm(e.disponivel, um)}`;
  return e.previsao ? `Indisponível · previsão ${formatDate(e.previsao)}` : 'Indisponível';
}

/** Hours after which the figure's age is shown beside it (parameter ESTOQUE_IDADE_HORAS). */
export const ESTOQUE_IDADE_HORAS_PADRAO = 24;

/**
 * The figure's age when older than `horas`: 'atualizado há 3 dias', 'atualizado há 5 h'; null when
 * fresh, or when there is no figure.
 */
export function idadeEstoque(
  e: EstoqueUnidade | null | undefined,
  agora: Date,
  horas: number = ESTOQUE_IDADE_HORAS_PADRAO,
): string | null {
  if (!e) return null;
  const ms = agora.getTime() - new Date(e.atualizadoEm).getTime();
  if (!(ms > horas * 3_600_000)) return null;
  const h = Math.floor(ms / 3_600_000);
  if (h < 48) return `atualizado há ${h} h`;
  return `atualizado há ${Math.floor(h / 24)} dias`;
}

/** How an order quantity stands against the unit's stock. */
export type CabeNoEstoque = 'cabe' | 'acima' | 'sob_consulta';

/** Whether `quantidade` fits the available stock (sob consulta: no figure, nothing to compare). */
export function cabeNoEstoque(quantidade: number, e: EstoqueUnidade | null | undefined): CabeNoEstoque {
  if (!e) return 'sob_consulta';
  return quantidade <= Math.max(0, e.disponivel) + 1e-9 ? 'cabe' : 'acima';
}

/** What of `quantidade` is above the available stock (0 when it fits or there is no figure). */
export function acimaDoEstoque(quantidade: number, e: EstoqueUnidade | null | undefined): number {
  if (!e) return 0;
  return Math.max(0, Math.round((quantidade - Math.max(0, e.disponivel)) * 1000) / 1000);
}
