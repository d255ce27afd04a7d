// Modality and FOB (docs/product/portal-cliente.md §4 Cart, §5 FOB pre-registration): CIF applies at once;
// FOB too when CAD_MOTORISTA_CARRINHO is NAO, else through the driver/vehicle dialog, which becomes the
// new-registration form when the customer has no drivers or no vehicles.
import { useEffect } from 'react';
import { CART_LABELS as L } from '@portal/shared/labels';
import type { Modalidade } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { useCart } from '../../domain/carrinho';
import { useDialog } from '../../ui/Dialog';
import { notify } from '../../ui/notify';
import { useVeiculos, type Owner } from './api';
import {
  applyModalidade,
  fobCadastroOf,
  fobNeedsRegistration,
  type CartLine,
  type FobChoice,
} from './carrinho-rules';
import type { FobInitial } from './components/FobForm';
import { useDialogKey } from './use-dialog-key';

export interface FobData {
  seq: number;
  initial: FobInitial;
  onConfirm: (choice: FobChoice) => void;
  onClear: () => void;
}

const fobTitle = (data: Parameters<typeof fobNeedsRegistration>[0] | undefined) =>
  data && fobNeedsRegistration(data) ? L.fobRegistrationTitle : L.fobTitle;

/** Puts the target lines (all when null) in the modality; lines without its price keep theirs, with a notice. */
function applyModal(targets: number[] | null, sku: Modalidade, fob?: FobChoice) {
  const cart = useCart.getState();
  const { lines: next, skipped } = applyModalidade(cart.itens, targets, sku, fob);
  cart.replaceItens(next);
  for (const l of skipped) notify('warning', MSG.cartModalityUnavailable(sku, l.produtoDesc));
}

export function useFob(owner: Owner | null, driverFlow: boolean, empty: boolean) {
  const dialog = useDialog<FobData>();
  const nextKey = useDialogKey();
  const veiculos = useVeiculos(owner, driverFlow && (!empty || dialog.state.open));

  // The title follows the customer's drivers and vehicles once they are known.
  const { update, state } = dialog;
  useEffect(() => {
    if (state.open && veiculos.data && state.title !== fobTitle(veiculos.data))
      update({ title: fobTitle(veiculos.data) });
  }, [state.open, state.title, veiculos.data, update]);

  /** The driver dialog, filled from a line's driver data; OK and clearing close it first. */
  const openFob = (
    initialLine: CartLine | undefined,
    onConfirm: (choice: FobChoice) => void,
    onClear: () => void,
  ) => {
    dialog.open({
      size: 'sm',
      title: fobTitle(veiculos.data),
      data: {
        seq: nextKey(),
        initial: {
          motoristaid: initialLine?.motorista?.motoristaid ?? null,
          veiculoplaca: initialLine?.veiculo?.veiculoplaca ?? null,
          cadastro: fobCadastroOf(initialLine),
        },
        onConfirm: (choice) => {
          dialog.close();
          onConfirm(choice);
        },
        onClear: () => {
          dialog.close();
          onClear();
        },
      },
    });
  };

  /** CIF applies at once; FOB too when CAD_MOTORISTA_CARRINHO is NAO, else through the driver dialog. */
  const requestModalidade = (targets: number[] | null, sku: Modalidade) => {
    if (sku === 'FOB' && driverFlow) {
      const first = useCart.getState().itens.find((l) => targets === null || targets.includes(l.item));
      openFob(
        first?.modalidade?.sku === 'FOB' ? first : undefined,
        (choice) => applyModal(targets, 'FOB', choice),
        () => applyModal(targets, 'CIF'),
      );
      return;
    }
    applyModal(targets, sku);
  };

  /** The driver data of one FOB line; clearing it reverts the line to CIF. */
  const editFob = (line: CartLine) =>
    openFob(
      line,
      (choice) => applyModal([line.item], 'FOB', choice),
      () => applyModal([line.item], 'CIF'),
    );

  return { dialog, veiculos, openFob, requestModalidade, editFob };
}
