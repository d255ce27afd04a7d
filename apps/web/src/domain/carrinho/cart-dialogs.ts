// The two questions of adding to the cart (docs/product/portal-cliente.md §4 "Cart", §5), shared by the
// product search and the cart's works list: the quantity rounding popup (the nearest multiples: FATOR_MULTI
// for a counted unit, the product's own multiple for one sold by weight or volume) and the
// product already in the cart (SOMAR A QUANTIDADE / ADICIONAR OUTRO). Each builds the state of the
// app's one dialog (ui/Dialog) for the caller's controller.
import { BUYER_LABELS as L } from '@portal/shared/labels';
import { MSG, TITLES } from '@portal/shared/messages';
import {
  formatQuantidade,
  formatQuantidadeUm,
  multiploTexto,
  type RegraQuantidade,
} from '@portal/shared/unidades';
import type { DialogController } from '../../ui/Dialog';

type OpenPatch = Parameters<DialogController['open']>[0];

/**
 * The rounding popup, a question: CANCELAR (nothing changes; the caller says why next to the
 * field), then one button per suggested quantity (the first focused), which confirms it. A measured
 * unit's suggestions carry the unit ('2,5 t').
 */
export function roundingDialog(p: {
  quantity: number;
  regra: RegraQuantidade;
  options: readonly number[];
  onCancel: () => void;
  onChoose: (quantity: number) => void;
}): OpenPatch {
  return {
    size: 'xs',
    title: MSG.roundingTitle,
    content: MSG.roundingQuestion(formatQuantidade(p.quantity), multiploTexto(p.regra)),
    actions: [
      { key: 'cancel', label: L.cancel, onClick: p.onCancel, color: 'inherit' },
      ...p.options.map((option, i) => ({
        key: `q${option}`,
        label: p.regra.contada ? String(option) : formatQuantidadeUm(option, p.regra.um),
        variant: 'contained' as const,
        autoFocus: i === 0,
        onClick: () => p.onChoose(option),
      })),
    ],
  };
}

/**
 * Switching what the cart was filled for (the branch, the company) while it has items: the cart
 * will be ZEROED, CANCELAR (nothing changes) or OK (docs/product/portal-cliente.md §4 Switching branch; the
 * same for the company). The cart is one, kept in the browser, priced for one company at one branch.
 */
export function cartResetDialog(p: {
  message: string;
  onCancel: () => void;
  onConfirm: () => void;
}): OpenPatch {
  return {
    title: TITLES.dialogWarning,
    size: 'xs',
    content: p.message,
    actions: [
      { key: 'cancel', label: L.cancel, onClick: p.onCancel, color: 'inherit' },
      { key: 'ok', label: L.ok, variant: 'contained', autoFocus: true, onClick: p.onConfirm },
    ],
  };
}

/** The product is already in the cart: add to that line's quantity or add another line. */
export function alreadyInCartDialog(p: {
  name: string;
  term: string;
  onSum: () => void;
  onAnother: () => void;
}): OpenPatch {
  return {
    size: 'sm',
    title: MSG.alreadyInCartTitle,
    content: MSG.alreadyInCart(p.name, p.term),
    actions: [
      { key: 'sum', label: L.sumQuantity, variant: 'contained', autoFocus: true, onClick: p.onSum },
      { key: 'another', label: L.addAnother, variant: 'outlined', onClick: p.onAnother },
    ],
  };
}

/**
 * Lines brought into a cart that already has some (a standing order, a quote): CANCELAR, ADICIONAR
 * (after the cart's lines) or SUBSTITUIR (the default: the cart becomes those lines).
 */
export function replaceOrAppendDialog(p: {
  title: string;
  message: string;
  labels: { cancel: string; append: string; replace: string };
  onCancel: () => void;
  onChoose: (mode: 'append' | 'replace') => void;
}): OpenPatch {
  return {
    title: p.title,
    size: 'sm',
    content: p.message,
    actions: [
      { key: 'cancel', label: p.labels.cancel, onClick: p.onCancel },
      { key: 'append', label: p.labels.append, variant: 'outlined', onClick: () => p.onChoose('append') },
      {
        key: 'replace',
        label: p.labels.replace,
        variant: 'contained',
        autoFocus: true,
        onClick: () => p.onChoose('replace'),
      },
    ],
  };
}
