// The unit price of a line adjusted by hand (ALTERA_PRECO_ITEM, a seller only;
// docs/product/portal-cliente.md §4 Cart).
import { CART_LABELS as L } from '@portal/shared/labels';
import { useCart } from '../../domain/carrinho';
import { useDialog } from '../../ui/Dialog';
import { applyPrice, type CartLine } from './carrinho-rules';
import { useDialogKey } from './use-dialog-key';

export function usePriceAdjust() {
  const dialog = useDialog<{ seq: number; line: CartLine }>();
  const nextKey = useDialogKey();

  const openPrice = (line: CartLine) =>
    dialog.open({ size: 'xs', title: L.priceTitle, data: { seq: nextKey(), line } });

  const savePrice = (price: number) => {
    const line = dialog.state.data?.line;
    dialog.close();
    if (!line) return;
    const cart = useCart.getState();
    cart.replaceItens(applyPrice(cart.itens, line.item, price));
  };

  return { dialog, openPrice, savePrice };
}
