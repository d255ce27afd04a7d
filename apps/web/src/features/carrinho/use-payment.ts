// Payment of the cart (docs/product/portal-cliente.md §4 Cart): the methods of the customer, the default
// payment of lines without one (the first method and its condition, the ANT rule included), and the dialog
// that sets the payment of one line or of every line.
import { useEffect } from 'react';
import { CART_LABELS as L } from '@portal/shared/labels';
import { useCart } from '../../domain/carrinho';
import { useDialog } from '../../ui/Dialog';
import { usePagamentos } from './api';
import { applyPagamento, fillDefaultPagamento, type CartLine, type PagamentoChoice } from './carrinho-rules';
import { useDialogKey } from './use-dialog-key';

export interface PaymentData {
  seq: number;
  /** null = every line. */
  targets: number[] | null;
  current: { formaId: number; condicaoId: number } | null;
  scope: string;
}

export function usePayment(clienteId: number | undefined) {
  const itens = useCart((s) => s.itens);
  const dialog = useDialog<PaymentData>();
  const nextKey = useDialogKey();
  const pagamentos = usePagamentos(clienteId);

  // Lines without a payment (new ones, or the catalogue's) get the default.
  useEffect(() => {
    if (!pagamentos.data) return;
    const filled = fillDefaultPagamento(itens, pagamentos.data);
    if (filled !== itens) useCart.getState().replaceItens(filled);
  }, [pagamentos.data, itens]);

  /** The dialog for one line, or for every line (null). */
  const openPayment = (line: CartLine | null) => {
    const ref = line ?? useCart.getState().itens[0];
    dialog.open({
      size: 'sm',
      title: L.paymentTitle,
      data: {
        seq: nextKey(),
        targets: line ? [line.item] : null,
        current:
          ref?.pagamentoForma && ref.pagamentoCondicao
            ? { formaId: ref.pagamentoForma.id, condicaoId: ref.pagamentoCondicao.id }
            : null,
        scope: line ? L.paymentOneItem(line.produtoDesc) : L.paymentAllItems,
      },
    });
  };

  const confirmPayment = (choice: PagamentoChoice) => {
    const targets = dialog.state.data?.targets ?? null;
    dialog.close();
    const cart = useCart.getState();
    cart.replaceItens(applyPagamento(cart.itens, targets, choice));
  };

  return { dialog, pagamentos, openPayment, confirmPayment };
}
