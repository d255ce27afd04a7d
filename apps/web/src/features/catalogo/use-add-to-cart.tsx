// Adicionar (docs/product/portal-cliente.md §4 "Cart", §5 "Add to cart", §8): refuse without an active price
// table of the unit (18 s), below the minimum (the field becomes the minimum), offer the two nearest
// multiples (FATOR_MULTI for a counted unit, the product's own for one sold by weight or volume) as a
// question: CANCELAR adds nothing and leaves the typed value with the reason under the field; ask
// SOMAR A QUANTIDADE / ADICIONAR OUTRO for a product already in the cart, then add and say so.
import { useCallback } from 'react';
import { NOTIFY_DURATIONS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import type { Produto } from '@portal/shared/schemas/catalogo';
import { useParameters } from '../../api/config';
import {
  alreadyInCartDialog,
  checkAdd,
  parseFactor,
  produtoRegra,
  roundingDialog,
  useCart,
} from '../../domain/carrinho';
import {
  formatQuantidade,
  formatQuantidadeUm,
  multiploTexto,
  textoQuantidade,
} from '@portal/shared/unidades';
import { useSession } from '../../state/session';
import { useOrderingRefused } from '../../domain/cliente';
import { useDialog, type DialogController } from '../../ui/Dialog';
import { NOTICE_GROUPS, notify } from '../../ui/notify';

export type SetQuantityText = (text: string) => void;

/** What Adicionar may change on the card: its quantity text and the reason shown under it. */
export interface AddFeedback {
  setText: SetQuantityText;
  setReason: (reason: string | null) => void;
}

export interface AddToCart {
  /** Tries to add `text` of the product; `feedback` corrects the card's quantity field. */
  add: (produto: Produto, text: string, feedback: AddFeedback) => void;
  /** The rounding and already-in-cart dialog (render it with AppDialog). */
  dialog: DialogController;
}

export function useAddToCart(): AddToCart {
  const dialog = useDialog();
  const { parametros } = useParameters();
  const unidade = useSession((s) => s.usuario?.unidade);
  const factor = parseFactor(parametros.FATOR_MULTI);
  const term = parametros.DESC_CARRINHO;
  const unitName = unidade?.descricao ?? '';
  const { open, close } = dialog;
  const refused = useOrderingRefused();

  const add = useCallback(
    (produto: Produto, text: string, feedback: AddFeedback, skipRounding = false): void => {
      const { setText, setReason } = feedback;
      // A company that cannot buy is refused before anything goes in (the screens offer no ADICIONAR).
      if (refused) {
        notify('warning', refused);
        return;
      }
      const added = () =>
        notify('success', MSG.productAdded(produto.produtoDesc), { group: NOTICE_GROUPS.cartAdd });
      const check = checkAdd(produto, text, { factor, itens: useCart.getState().itens, skipRounding });
      switch (check.kind) {
        case 'no-price-table':
          notify('warning', MSG.noPriceTable(unitName), { duration: NOTIFY_DURATIONS.NO_PRICE_TABLE });
          return;
        case 'below-minimum':
          notify('warning', MSG.minQuantity(formatQuantidade(check.minimum)));
          setText(textoQuantidade(check.minimum));
          return;
        case 'rounding': {
          const regra = produtoRegra(produto, factor);
          open(
            roundingDialog({
              quantity: check.quantity,
              regra,
              options: check.options,
              onCancel: () => {
                close();
                setReason(
                  MSG.roundingCancelled(formatQuantidadeUm(check.quantity, regra.um), multiploTexto(regra)),
                );
              },
              onChoose: (option) => {
                close();
                setReason(null);
                setText(textoQuantidade(option));
                add(produto, textoQuantidade(option), feedback, true);
              },
            }),
          );
          return;
        }
        case 'already-in-cart': {
          const { quantity, existing } = check;
          open(
            alreadyInCartDialog({
              name: produto.produtoDesc,
              term,
              onSum: () => {
                close();
                const cart = useCart.getState();
                // The line may have gone meanwhile (another tab): then it is a new line.
                if (cart.itens.some((l) => l.item === existing.item))
                  cart.sumQuantity(existing.item, quantity);
                else cart.addItem(produto, quantity);
                added();
              },
              onAnother: () => {
                close();
                useCart.getState().addItem(produto, quantity);
                added();
              },
            }),
          );
          return;
        }
        case 'ok':
          useCart.getState().addItem(produto, check.quantity);
          added();
          return;
      }
    },
    [factor, term, unitName, open, close, refused],
  );

  return { add, dialog };
}
