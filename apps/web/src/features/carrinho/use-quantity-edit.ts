// The quantity of a cart line changed on the cart screen (spec 01 §5, the same rules as Adicionar):
// below the minimum (or empty) the warning 'A quantidade minima para esse produto é: {n}.' and the
// minimum; not a multiple of FATOR_MULTI the rounding popup ('Arredondar quantidade', CANCELAR keeps
// the line as it was); then the line's and the cart's totals at once, persisted with the cart.
import { useRef } from 'react';
import { MSG } from '@portal/shared/messages';
import { useCart } from '../../state/cart';
import { checkQuantity, lineMinimum } from '../../state/cart-rules';
import { roundingDialog } from '../../ui/cart-dialogs';
import { useDialog, type DialogController } from '../../ui/Dialog';
import { notify } from '../../ui/notify';
import type { CartLine } from './carrinho-rules';

/** Puts text into the line's quantity field. */
export type SetLineText = (text: string) => void;

export interface QuantityEdit {
  /** The typed quantity of a line (Enter, or leaving the field). */
  submit: (line: CartLine, text: string, setText: SetLineText) => void;
  /** The rounding popup (render it with AppDialog): closing it any way keeps the line as it was. */
  dialog: DialogController;
}

export function useQuantityEdit(factor: number): QuantityEdit {
  const dialog = useDialog();
  // While the popup is open the field loses focus to it: that is no new quantity.
  const asking = useRef(false);
  const revert = useRef<(() => void) | null>(null);

  const finish = () => {
    asking.current = false;
    revert.current = null;
    dialog.close();
  };
  const cancel = () => {
    revert.current?.();
    finish();
  };

  const apply = (line: CartLine, text: string, setText: SetLineText, skipRounding = false): void => {
    const check = checkQuantity(text, { minimum: lineMinimum(line), factor, skipRounding });
    switch (check.kind) {
      case 'below-minimum':
        notify('warning', MSG.minQuantity(check.minimum));
        setText(String(check.minimum));
        apply(line, String(check.minimum), setText);
        return;
      case 'rounding':
        asking.current = true;
        revert.current = () => setText(String(line.produtoQuant));
        dialog.open(
          roundingDialog({
            quantity: check.quantity,
            factor,
            options: check.options,
            onCancel: cancel,
            onChoose: (option) => {
              finish();
              setText(String(option));
              apply(line, String(option), setText, true);
            },
          }),
        );
        return;
      case 'ok':
        if (useCart.getState().itens.some((l) => l.item === line.item))
          useCart.getState().setQuantity(line.item, check.quantity);
        return;
    }
  };

  const submit = (line: CartLine, text: string, setText: SetLineText) => {
    if (asking.current || text === String(line.produtoQuant)) return;
    apply(line, text, setText);
  };

  return { submit, dialog: { ...dialog, close: cancel } };
}
