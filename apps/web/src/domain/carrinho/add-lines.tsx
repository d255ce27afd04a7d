// Putting checked lines (quick order, repeated order) into the cart with the spec's add-twice rule
// (docs/product/portal-cliente.md §4 "Cart"): first, when quantities were adjusted (raised to the minimum,
// rounded to the multiple), a question listing them, CONFIRMAR or CANCELAR: a rounding is never applied
// silently; then, when products of the list are already in the cart, one question for all of them, SOMAR A
// QUANTIDADE or ADICIONAR OUTRO (or CANCELAR); otherwise the lines go in at once. Nothing goes in
// for a company that cannot buy (inactive, blocked): the reason is said instead.
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { BUYER_LABELS as L } from '@portal/shared/labels';
import { QUICK_ORDER_LABELS as Q } from '@portal/shared/labels-pedido-rapido';
import { MSG } from '@portal/shared/messages';
import { clientePodeComprar } from '@portal/shared/pedido-rules';
import { useCart } from './cart';
import { addLines, alreadyInCart, type ValidLine } from './quick-order';
import { useSession } from '../../state/session';
import { notify } from '../../ui/notify';
import type { DialogController } from '../../ui/Dialog';

export function putLinesInCart(p: {
  dialog: DialogController;
  term: string;
  lines: readonly ValidLine[];
  /** The adjusted lines, each as a person reads it ('CIM00001 - CIMENTO: Quantidade arredondada de 7 para 10...'). */
  ajustadas?: readonly string[];
  /** Called after the lines went in (not when a question was cancelled). */
  onDone: () => void;
}): void {
  const cliente = useSession.getState().usuario?.cliente;
  if (cliente && !clientePodeComprar(cliente.status)) {
    notify('warning', MSG.clientOrderingRefused(cliente.status));
    return;
  }
  if (p.ajustadas && p.ajustadas.length > 0) {
    const list = p.ajustadas;
    p.dialog.open({
      size: 'sm',
      title: Q.adjustedTitle,
      content: (
        <>
          <Typography>{Q.adjustedIntro(p.term)}</Typography>
          <List dense aria-label={Q.adjustedTitle}>
            {list.map((x) => (
              <ListItem key={x} disableGutters sx={{ display: 'list-item', listStyle: 'disc', ml: 2.5 }}>
                {x}
              </ListItem>
            ))}
          </List>
        </>
      ),
      actions: [
        { key: 'cancel', label: L.cancel, color: 'inherit', onClick: p.dialog.close },
        {
          key: 'confirm',
          label: Q.confirm,
          variant: 'contained',
          autoFocus: true,
          onClick: () => {
            p.dialog.close();
            putLinesInCart({ ...p, ajustadas: [] });
          },
        },
      ],
    });
    return;
  }
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
