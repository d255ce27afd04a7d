// Finalising an order (docs/product/portal-cliente.md §4): the blocks (customer status B, invalid shipping
// dates), the confirmation with the order's review (the credit figures reloaded as it opens) and the
// save-as-standing-order option, 'Finalizando pedido' while POST /pedidos
// runs, and the four outcomes: a single error object -> 'Atenção!' with its message; every result
// 201 -> 'Sucesso!' with each message and VER PEDIDO (each new order's detail), the cart reset, and
// after 20 s without a choice the dialog closes and the app goes to /pedidos; a mixed array -> the messages with their logs (the lines of the orders that were
// placed leave the cart); a failed call -> the dialog resets. The server logs the order-created
// event (type 6) with each order, so the screen does not log it again.
//
// One Idempotency-Key per finalisation, kept with the request it was made for: a double click, a
// retry after a failed call or a reload sends the same key, and the server answers with the orders
// it already made instead of making new ones. POST /pedidos is a TanStack Query mutation: the key is
// made (or reused) and persisted in its mutationFn, the answer read in its onSuccess; while it runs
// a second SIM is ignored (the mutation cache says one is pending, synchronously).
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFY_DURATIONS, TIMINGS } from '@portal/shared/constants';
import { CART_LABELS as L } from '@portal/shared/labels';
import { MSG, TITLES } from '@portal/shared/messages';
import type { PedidoResult } from '@portal/shared/schemas/pedidos';
import { http } from '../../api/client';
import { loadLimiteCredito } from '../../api/credito';
import { useCart } from '../../domain/carrinho';
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
  /** VER PEDIDO of 'Sucesso!': closes it and opens the order's detail. */
  viewOrder: (pedidoId: number) => void;
}

/** The key of the order-placing mutation (one at a time). */
export const FINALISE_MUTATION_KEY = ['carrinho', 'finalizar'] as const;

interface FinaliseVariables {
  ctx: FinaliseContext;
  pedidoPadrao: boolean;
  descricao: string;
}

/** POST /pedidos with the Idempotency-Key of this request (the stored one when the request is the same). */
async function sendPedido({ ctx, pedidoPadrao, descricao }: FinaliseVariables) {
  const cart = useCart.getState();
  const body = buildPedidoBody({
    lines: cart.itens,
    clienteId: ctx.clienteId,
    unidadeId: ctx.unidadeId,
    obsnf: cart.obsnf,
    clienteEntrega: cart.clienteEntrega,
    pedidoPadrao,
    pedidoPadraoDescricao: descricao,
    dataEmbarque: ctx.dataEmbarque,
  });
  const finalizacao = finalizacaoFor(cart.finalizacao, JSON.stringify(body), () => newIdempotencyKey());
  cart.setFinalizacao(finalizacao);
  return postPedido(body, finalizacao.key);
}

/** The condition × modality groups the created orders took (one order per group). */
async function placedGroups(results: PedidoResult[]): Promise<Set<string>> {
  const placed = new Set<string>();
  const pedidos = await Promise.all(
    results.filter((r) => r.status === 201 && r.pedidoId).map((r) => fetchPedido(r.pedidoId!)),
  );
  for (const p of pedidos)
    for (const i of p?.itens ?? []) placed.add(groupKey(i.pagamentoCondicaoId, i.modalidadeSku));
  return placed;
}

export function useFinalise(ctx: FinaliseContext | null): Finalise {
  const dialog = useDialog<FinalisePhase>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { open, update, close } = dialog;

  const phase = (data: FinalisePhase, title: string, showClose: boolean) =>
    update({ open: true, data, title, showClose, loading: data.kind === 'sending' });

  const goToOrders = () => {
    close();
    void navigate('/pedidos');
  };

  const mutation = useMutation({
    mutationKey: FINALISE_MUTATION_KEY,
    mutationFn: sendPedido,
    onSuccess: async (answer) => {
      const outcome = readOutcome(answer);
      switch (outcome.kind) {
        case 'success':
          useCart.getState().markFinalised();
          phase({ kind: 'success', results: outcome.results }, TITLES.success, false);
          await queryClient.invalidateQueries({ queryKey: ['pedidos'] });
          return;
        case 'mixed': {
          // The orders that were made took their lines (one order per condition and modality).
          const placed = await placedGroups(outcome.results);
          const now = useCart.getState();
          if (placed.size > 0) {
            now.replaceItens(withoutPlacedGroups(now.itens, placed));
            now.setFinalizacao(null);
            await queryClient.invalidateQueries({ queryKey: ['pedidos'] });
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
    },
  });

  // After a success the dialog closes by itself and the app goes to /pedidos (20 s); leaving the
  // screen first cancels it.
  const succeeded = dialog.state.open && dialog.state.data?.kind === 'success';
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => {
      close();
      void navigate('/pedidos');
    }, TIMINGS.FINALISED_DIALOG_AUTOCLOSE);
    return () => clearTimeout(timer);
  }, [succeeded, close, navigate]);

  const sending = () => queryClient.isMutating({ mutationKey: FINALISE_MUTATION_KEY }) > 0;

  const start = () => {
    if (!ctx || sending()) return;
    const block = finaliseBlock({
      clienteStatus: ctx.clienteStatus,
      dataEmbarque: ctx.dataEmbarque,
      lines: useCart.getState().itens,
      today: new Date(),
    });
    if (block) {
      notify('warning', block, { title: TITLES.warning, duration: NOTIFY_DURATIONS.TYPICAL });
      return;
    }
    open({ size: 'md', title: L.finaliseTitle, data: { kind: 'confirm' } });
    // The review weighs the order against the header's available credit: both are refreshed now
    // (the figures shown stay until the new ones arrive).
    void loadLimiteCredito({ keep: true });
  };

  const confirm = (pedidoPadrao: boolean, descricao: string) => {
    if (!ctx || sending()) return;
    phase({ kind: 'sending' }, MSG.finalising, false);
    mutation.mutate({ ctx, pedidoPadrao, descricao });
  };

  const closeResult = () => {
    if (dialog.state.data?.kind === 'success') goToOrders();
    else close();
  };

  const viewOrder = (pedidoId: number) => {
    close();
    void navigate(`/pedidos/detalhe/${pedidoId}`);
  };

  return { dialog, start, confirm, closeResult, viewOrder };
}
