// Rules of the standing orders screen (docs/product/portal-cliente.md §2 Standing orders), pure so they are
// unit-tested: how a standing order is named, and its lines as cart lines after the ones already in the cart.
import type { CarrinhoItem, PedidoPadrao } from '@portal/shared/schemas/pedidos';
import { nextItemNumber, type CartItem } from '../../domain/carrinho';

/** The description column: 'id-descricao'. */
export const standingLabel = (pp: Pick<PedidoPadrao, 'id' | 'descricao'>) => `${pp.id}-${pp.descricao}`;

/**
 * The lines of GET /pedidos/padrao/{id}/carrinho as cart lines, numbered after `existing` (max + 1,
 * ...). modalidadePreco names the modality whose price applies (the cart's meaning), not its value.
 */
export function toCartLines(
  lines: readonly CarrinhoItem[],
  existing: readonly Pick<CartItem, 'item'>[] = [],
): CartItem[] {
  const first = nextItemNumber(existing);
  return lines.map((l, k) => ({
    ...l,
    item: first + k,
    modalidadePreco: l.modalidade.sku,
    imagem: null,
  }));
}

/** The cart after loading a standing order: its lines alone (replace) or after the cart's (append). */
export function mergeIntoCart(
  cart: readonly CartItem[],
  lines: readonly CarrinhoItem[],
  mode: 'replace' | 'append',
): CartItem[] {
  return mode === 'replace' ? toCartLines(lines) : [...cart, ...toCartLines(lines, cart)];
}
