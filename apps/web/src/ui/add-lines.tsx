// Putting checked lines (quick order, repeated order) into the cart with the spec's add-twice rule
// (spec 01 §4 "Cart"): when products of the list are already in the cart, one question for all of
// them, SOMAR A QUANTIDADE or ADICIONAR OUTRO (or CANCELAR); otherwise the lines go in at once.
import { BUYER_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { useCart } from '../state/cart';
import { addLines, alreadyInCart, type ValidLine } from '../state/quick-order';
import type { DialogController } from './Dialog';

export function putLinesInCart(p: {
  dialog: DialogController;
  term: string;
  lines: readonly ValidLine[];
  /** Called after the lines went in (not when the question was cancelled). */
  onDone: () => void;
}): void {
  const apply = (mode: 'somar' | 'outro') => {
    const cart = useCart.getState();
    cart.replaceItens(addLines(cart.itens, p.lines, mode));
    p.onDone();
  };
  const dup = alreadyInCart(useCart.getState().itens, p.lines);
  if (dup.length === 0) {
    apply('outro');
    return;
  }
  const products = new Set(dup.map((i) => i.produtoId)).size;
  p.dialog.open({
    size: 'sm',
    title: MSG.alreadyInCartTitle,
    content: MSG.quickOrderAlreadyInCart(products, p.term),
    actions: [
      { key: 'cancel', label: L.cancel, color: 'inherit', onClick: p.dialog.close },
      {
        key: 'another',
        label: L.addAnother,
        variant: 'outlined',
        onClick: () => {
          p.dialog.close();
          apply('outro');
        },
      },
      {
        key: 'sum',
        label: L.sumQuantity,
        variant: 'contained',
        autoFocus: true,
        onClick: () => {
          p.dialog.close();
          apply('somar');
        },
      },
    ],
  });
}
