// Order news (notifications): the bell's list, the read marks, the live stream's events and each
// user's e-mail choices per order status. A user only ever sees their own notifications.
import { z } from 'zod';
import { ORDER_STATUS, ORDER_STATUSES } from '../constants';

/** Notifications the bell lists (the most recent ones). */
export const NOTIFICACOES_LIMIT = 20;

/** Statuses an order may be notified at (every status of the order flow). */
export const NOTIFICACAO_STATUSES: readonly number[] = ORDER_STATUSES.filter(
  (s) => s.id !== ORDER_STATUS.SD && s.id !== ORDER_STATUS.PENDENTE_ENVIO,
).map((s) => s.id);

/** Statuses e-mailed to a user who never chose (NF-e EMITIDA and ENTREGUE). */
export const EMAIL_STATUS_DEFAULT: readonly number[] = [ORDER_STATUS.NFE_EMITIDA, ORDER_STATUS.ENTREGUE];

/** SSE event name of a notification (its `id:` is the notification id). */
export const NOTIFICACAO_EVENT = 'notificacao';

export const notificacaoSchema = z.object({
  id: z.number().int(),
  pedidoId: z.number().int(),
  pedidoRef: z.string(),
  statusId: z.number().int(),
  clienteId: z.number().int(),
  clienteNome: z.string(),
  lida: z.boolean(),
  /** ISO timestamp of the change. */
  createdDate: z.string(),
});
export type Notificacao = z.infer<typeof notificacaoSchema>;

export const notificacoesResponse = z.object({
  itens: z.array(notificacaoSchema),
  naoLidas: z.number().int(),
});
export type NotificacoesResponse = z.infer<typeof notificacoesResponse>;

export const marcarLidasResponse = z.object({ atualizadas: z.number().int() });

/** Replay point of the stream when the Last-Event-ID header cannot be sent. */
export const streamQuery = z.object({
  after: z.coerce.number().int().min(0).max(9_007_199_254_740_991).optional(),
});

export const preferenciasSchema = z.object({
  /** Statuses whose changes are e-mailed to the user. */
  emailStatus: z
    .array(z.number().int().min(0).max(32_767))
    .max(NOTIFICACAO_STATUSES.length)
    .refine((ids) => ids.every((id) => NOTIFICACAO_STATUSES.includes(id)), {
      message: 'Situação de pedido desconhecida.',
    }),
});
export type Preferencias = z.infer<typeof preferenciasSchema>;

const STATUS_LABELS = new Map<number, string>(ORDER_STATUSES.map((s) => [s.id, s.label]));
/** The status as the portal shows it ('NF-e EMITIDA'). */
export const orderStatusLabel = (statusId: number): string => STATUS_LABELS.get(statusId) ?? String(statusId);
