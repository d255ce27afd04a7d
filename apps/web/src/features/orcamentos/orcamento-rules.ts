// Rules of "Meus orçamentos" (pure, unit-tested): whether a quote may be reopened into the cart
// now, and its lines as cart lines. The cart belongs to one client and branch
// (docs/product/portal-cliente.md §4: switching either zeroes it), so a quote reopens only under its own
// client and branch.
import { formatDate } from '@portal/shared/format';
import { MSG } from '@portal/shared/messages';
import type { Orcamento, OrcamentoCarrinho } from '@portal/shared/schemas/orcamentos';
import { nextItemNumber, type CartItem } from '../../domain/carrinho';

/** Why the quote cannot be reopened in the current client and branch; null when it can. */
export function reopenBlock(
  o: Pick<
    Orcamento,
    | 'numero'
    | 'valido'
    | 'validoAte'
    | 'clienteId'
    | 'unidadeId'
    | 'clienteCodigo'
    | 'clienteLoja'
    | 'clienteRazao'
    | 'unidadeDescricao'
  >,
  current: { clienteId: number | null; unidadeId: number | null },
): string | null {
  if (!o.valido) return MSG.quoteExpired(o.numero, formatDate(o.validoAte));
  if (o.clienteId !== current.clienteId || o.unidadeId !== current.unidadeId) {
    return MSG.quoteOtherOwner(
      o.numero,
      `${o.clienteCodigo}/${o.clienteLoja} - ${o.clienteRazao}`,
      o.unidadeDescricao,
    );
  }
  return null;
}

/**
 * The quote's lines as cart lines: alone (replace) or numbered after the cart's (append).
 * modalidadePreco names the modality whose price applies (the cart's meaning).
 */
export function quoteIntoCart(
  cart: readonly CartItem[],
  lines: OrcamentoCarrinho['itens'],
  mode: 'replace' | 'append',
): CartItem[] {
  const base = mode === 'replace' ? [] : cart;
  const first = nextItemNumber(base);
  const added: CartItem[] = lines.map((l, k) => ({
    ...l,
    item: first + k,
    modalidadePreco: l.modalidade.sku,
    imagem: null,
  }));
  return [...base, ...added];
}
