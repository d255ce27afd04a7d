// The lines of the cart and what is done to them from the screen (docs/product/portal-cliente.md §4 Cart):
// the store's state, the shipping date of a line, the invoice note and delivery customer, and the
// confirmations of removing a line and cancelling the cart.
import { CART_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { useCart, type ClienteEntrega } from '../../domain/carrinho';
import { useDialog } from '../../ui/Dialog';
import { applyShippingDate, type CartLine } from './carrinho-rules';
import { useDialogKey } from './use-dialog-key';

export function useCartLines(term: string) {
  const itens = useCart((s) => s.itens);
  const totais = useCart((s) => s.totais);
  const obsnf = useCart((s) => s.obsnf);
  const clienteEntrega = useCart((s) => s.clienteEntrega);
  const finalizado = useCart((s) => s.finalizado);
  const confirmDialog = useDialog();
  const obsDialog = useDialog<{ seq: number }>();
  const entregaDialog = useDialog();
  const nextKey = useDialogKey();

  const setShippingDate = (line: CartLine, text: string) => {
    const cart = useCart.getState();
    cart.replaceItens(applyShippingDate(cart.itens, line.item, text, new Date()));
  };

  const confirm = (title: string, content: string, yes: string, onYes: () => void) =>
    confirmDialog.open({
      size: 'xs',
      title,
      content,
      actions: [
        { key: 'no', label: L.no, color: 'inherit', onClick: confirmDialog.close },
        {
          key: 'yes',
          label: yes,
          color: 'error',
          variant: 'contained',
          autoFocus: true,
          onClick: () => {
            confirmDialog.close();
            onYes();
          },
        },
      ],
    });

  const confirmRemove = (line: CartLine) =>
    confirm(MSG.cartRemoveItemTitle, MSG.cartRemoveItem(line.produtoDesc, term), L.remove, () =>
      useCart.getState().removeItem(line.item),
    );

  const confirmCancel = () =>
    confirm(MSG.cartCancelTitle, MSG.cartCancel(term), L.yes, () => useCart.getState().reset());

  const openObs = () => obsDialog.open({ size: 'sm', title: L.invoiceNoteTitle, data: { seq: nextKey() } });
  const saveObs = (text: string) => {
    obsDialog.close();
    useCart.getState().setObsnf(text);
  };

  const openEntrega = () => entregaDialog.open({ size: 'sm', title: L.deliveryTitle });
  const chooseEntrega = (c: ClienteEntrega | null) => {
    useCart.getState().setClienteEntrega(c);
    entregaDialog.close();
  };
  const clearEntrega = () => useCart.getState().setClienteEntrega(null);

  return {
    itens,
    totais,
    obsnf,
    clienteEntrega,
    finalizado,
    empty: itens.length === 0,
    setShippingDate,
    confirmDialog,
    confirmRemove,
    confirmCancel,
    obsDialog,
    openObs,
    saveObs,
    entregaDialog,
    openEntrega,
    chooseEntrega,
    clearEntrega,
  };
}
