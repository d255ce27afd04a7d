// The quantity of a cart line changed on the cart screen (docs/product/portal-cliente.md §5, the same rules
// as Adicionar, by the product's unit): below the minimum (or empty) the warning 'A quantidade minima para
// esse produto é: {n}.' and the minimum; not a multiple (FATOR_MULTI for a counted unit, the product's
// own multiple for one sold by weight or volume) the rounding popup ('Arredondar quantidade'), a
// question: CANCELAR leaves the typed value in the field, not applied, with the reason next to it
// (the line keeps its quantity); a suggestion applies it; then the line's and the cart's totals at
// once, persisted with the cart.
import { useRef } from 'react';
import { MSG } from '@portal/shared/messages';
import {
  formatQuantidade,
  formatQuantidadeUm,
  multiploTexto,
  textoQuantidade,
} from '@portal/shared/unidades';
import { checkQuantity, lineRegra, roundingDialog, useCart } from '../../domain/carrinho';
import { useDialog, type DialogController } from '../../ui/Dialog';
import { notify } from '../../ui/notify';
import type { CartLine } from './carrinho-rules';

/** Puts text into the line's quantity field. */
export type SetLineText = (text: string) => void;
/** Shows (or clears) why the typed quantity was not applied, next to the line's field. */
export type SetLineReason = (reason: string | null) => void;

export interface QuantityEdit {
  /**
   * The typed quantity of a line: Enter (`asked`, which asks again for a value the popup was
   * cancelled for) or leaving the field (which does not).
   */
  submit: (
    line: CartLine,
    text: string,
    setText: SetLineText,
    setReason: SetLineReason,
    asked?: boolean,
  ) => void;
  /** The rounding popup (render it with AppDialog): closing it any way is CANCELAR. */
  dialog: DialogController;
}

export function useQuantityEdit(factor: number): QuantityEdit {
  const dialog = useDialog();
  // While the popup is open the field loses focus to it: that is no new quantity.
  const asking = useRef(false);
  const onCancel = useRef<(() => void) | null>(null);
  // The text each line's popup was cancelled for: leaving the field again does not ask again.
  const declined = useRef(new Map<number, string>());

  const finish = () => {
    asking.current = false;
    onCancel.current = null;
    dialog.close();
  };
  const cancel = () => {
    onCancel.current?.();
    finish();
  };

  const apply = (
    line: CartLine,
    text: string,
    setText: SetLineText,
    setReason: SetLineReason,
    skipRounding = false,
  ): void => {
    const regra = lineRegra(line, factor);
    const check = checkQuantity(text, { regra, skipRounding });
    switch (check.kind) {
      case 'below-minimum': {
        const min = textoQuantidade(check.minimum);
        notify('warning', MSG.minQuantity(formatQuantidade(check.minimum)));
        setText(min);
        apply(line, min, setText, setReason);
        return;
      }
      case 'rounding':
        asking.current = true;
        onCancel.current = () => {
          declined.current.set(line.item, text);
          setReason(
            MSG.roundingCancelledLine(
              formatQuantidadeUm(check.quantity, regra.um),
              multiploTexto(regra),
              formatQuantidadeUm(line.produtoQuant, regra.um),
            ),
          );
        };
        dialog.open(
          roundingDialog({
            quantity: check.quantity,
            regra,
            options: check.options,
            onCancel: cancel,
            onChoose: (option) => {
              finish();
              setText(textoQuantidade(option));
              apply(line, textoQuantidade(option), setText, setReason, true);
            },
          }),
        );
        return;
      case 'ok':
        declined.current.delete(line.item);
        setReason(null);
        if (useCart.getState().itens.some((l) => l.item === line.item))
          useCart.getState().setQuantity(line.item, check.quantity);
        return;
    }
  };

  const submit = (
    line: CartLine,
    text: string,
    setText: SetLineText,
    setReason: SetLineReason,
    asked = false,
  ) => {
    if (asking.current || text === textoQuantidade(line.produtoQuant)) return;
    if (!asked && declined.current.get(line.item) === text) return;
    apply(line, text, setText, setReason);
  };

  return { submit, dialog: { ...dialog, close: cancel } };
}
