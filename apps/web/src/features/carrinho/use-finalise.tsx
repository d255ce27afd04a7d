// Finalising an order (spec 01 §4): the blocks (customer status B, invalid shipping dates), the
// confirmation with the save-as-standing-order option, 'Finalizando pedido' while POST /pedidos
// runs, and the four outcomes: a single error object -> 'Atenção!' with its message; every result
// 201 -> 'Sucesso!' with each message, the cart reset, and after 20 s the dialog closes and the app
// goes to /pedidos; a mixed array -> the messages with their logs (the lines of the orders that were
// placed leave the cart); a failed call -> the dialog resets. The server logs the order-created
// event (type 6) with each order, so the screen does not log it again.
//
// One Idempotency-Key per finalisation, kept with the request it was made for: a double click, a
// retry after a failed call or a reload sends the same key, and the server answers with the orders
// it already made instead of making new ones.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { NOTIFY_DURATIONS, TIMINGS } from '@portal/shared/constants';
import { CART_LABELS as L } from '@portal/shared/labels';
import { MSG, TITLES } from '@portal/shared/messages';
import type { PedidoResult } from '@portal/shared/schemas/pedidos';
import { http } from '../../api/client';
import { useCart } from '../../state/cart';
import { useDialog, type DialogController } from '../../ui/Dialog';
import { notify } from '../../ui/notify';
import { fetchPedido, postPedido } from './api';
import {
  buildPedidoBody,
  finalizacaoFor,
  finaliseBlock,
  groupKey,
  newIdempotencyKey,
  readOutcome,
  withoutPlacedGroups,
} from './carrinho-rules';

export type FinalisePhase =
  | { kind: 'confirm' }
  | { kind: 'sending' }
  | { kind: 'success'; results: PedidoResult[] }
  | { kind: 'mixed'; results: PedidoResult[] }
  | { kind: 'error'; message: string; details: string[] };

export interface FinaliseContext {
  clienteId: number;
  clienteStatus: string;
  unidadeId: number;
  dataEmbarque: boolean;
}

export interface Finalise {
  dialog: DialogController<FinalisePhase>;
  /** FINALIZAR: the blocks, then the confirmation. */
  start: () => void;
  /** SIM of the confirmation. */
  confirm: (pedidoPadrao: boolean, descricao: string) => void;
  /** Closes a result; after a success it goes to /pedidos. */
  closeResult: () => void;
}

export function useFinalise(ctx: FinaliseContext | null): Finalise {
  const dialog = useDialog<FinalisePhase>();
  const navigate = useNavigate();
  const sending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { open, update, close } = dialog;
  const ctxRef = useRef(ctx);
  useEffect(() => {
    ctxRef.current = ctx;
  });

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  // The screen may be left while the order is sent: then no auto-close goes to /pedidos later.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimer();
    };
  }, []);

  const phase = useCallback(
    (data: FinalisePhase, title: string, showClose: boolean) =>
      update({ open: true, data, title, showClose, loading: data.kind === 'sending' }),
    [update],
  );

  const start = useCallback(() => {
    const c = ctxRef.current;
    if (!c || sending.current) return;
    const block = finaliseBlock({
      clienteStatus: c.clienteStatus,
      dataEmbarque: c.dataEmbarque,
      lines: useCart.getState().itens,
      today: new Date(),
    });
    if (block) {
      notify('warning', block, { title: TITLES.warning, duration: NOTIFY_DURATIONS.TYPICAL });
      return;
    }
    open({ size: 'sm', title: L.finaliseTitle, data: { kind: 'confirm' } });
  }, [open]);

  const goToOrders = useCallback(() => {
    clearTimer();
    close();
    void navigate('/pedidos');
  }, [close, navigate]);

  const confirm = useCallback(
    (pedidoPadrao: boolean, descricao: string) => {
      const c = ctxRef.current;
      if (!c || sending.current) return;
      sending.current = true;
      phase({ kind: 'sending' }, MSG.finalising, false);
      void (async () => {
        try {
          const cart = useCart.getState();
          const lines = cart.itens;
          const body = buildPedidoBody({
            lines,
            clienteId: c.clienteId,
            unidadeId: c.unidadeId,
            obsnf: cart.obsnf,
            clienteEntrega: cart.clienteEntrega,
            pedidoPadrao,
            pedidoPadraoDescricao: descricao,
            dataEmbarque: c.dataEmbarque,
          });
          const finalizacao = finalizacaoFor(cart.finalizacao, JSON.stringify(body), () =>
            newIdempotencyKey(),
          );
          cart.setFinalizacao(finalizacao);
          const answer = await postPedido(body, finalizacao.key);
          const outcome = readOutcome(answer);
          switch (outcome.kind) {
            case 'success':
              useCart.getState().markFinalised();
              phase({ kind: 'success', results: outcome.results }, TITLES.success, false);
              clearTimer();
              if (mounted.current) timer.current = setTimeout(goToOrders, TIMINGS.FINALISED_DIALOG_AUTOCLOSE);
              return;
            case 'mixed': {
              // The orders that were made took their lines (one order per condition and modality).
              const placed = new Set<string>();
              const pedidos = await Promise.all(
                outcome.results
                  .filter((r) => r.status === 201 && r.pedidoId)
                  .map((r) => fetchPedido(r.pedidoId!)),
              );
              for (const p of pedidos)
                for (const i of p?.itens ?? []) placed.add(groupKey(i.pagamentoCondicaoId, i.modalidadeSku));
              const now = useCart.getState();
              if (placed.size > 0) {
                now.replaceItens(withoutPlacedGroups(now.itens, placed));
                now.setFinalizacao(null);
              }
              phase({ kind: 'mixed', results: outcome.results }, L.orderMessages, true);
              return;
            }
            case 'error':
              phase(
                { kind: 'error', message: outcome.message, details: outcome.details },
                TITLES.dialogWarning,
                true,
              );
              return;
            case 'failed':
              close();
              if (answer.ok) return;
              if (answer.status === 0)
                notify('warning', MSG.serverOffline, {
                  title: TITLES.dialogWarning,
                  duration: NOTIFY_DURATIONS.TYPICAL,
                });
              else if (answer.error) http.handleError(answer.error, answer.status);
              return;
          }
        } finally {
          sending.current = false;
        }
      })();
    },
    [close, goToOrders, phase],
  );

  const closeResult = useCallback(() => {
    if (dialog.state.data?.kind === 'success') goToOrders();
    else close();
  }, [dialog.state.data?.kind, goToOrders, close]);

  return { dialog, start, confirm, closeResult };
}
