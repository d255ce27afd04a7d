// Order news (notifications): the bell's list, the read marks, the live stream's events and each
// user's e-mail choices per order status. A user only ever sees their own notifications. The
// constants and the status label live in ../notificacoes (no zod) and are re-exported here.
import { z } from './zod';
import { NOTIFICACAO_EMAIL_CODES } from '../notificacoes';

export {
  EMAIL_STATUS_DEFAULT,
  emailCodeLabel,
  NOTIFICACAO_EMAIL_CODES,
  NOTIFICACAO_EVENT,
  NOTIFICACAO_STATUSES,
  NOTIFICACAO_SUBSTITUIDA_EVENT,
  NOTIFICACAO_TITULO_PAGO,
  NOTIFICACOES_LIMIT,
  NOTIFICACOES_STREAMS_POR_USUARIO,
  NOTIFICACOES_STREAMS_RETRY_AFTER,
  orderStatusLabel,
} from '../notificacoes';

/**
 * A notification names an order (pedidoId/pedidoRef, statusId its new status) or a title (tituloId,
 * tituloNumero 'titulo/parcela', statusId NOTIFICACAO_TITULO_PAGO); the other pair is null.
 */
export const notificacaoSchema = z.object({
  id: z.number().int(),
  pedidoId: z.number().int().nullable(),
  pedidoRef: z.string().nullable(),
  tituloId: z.number().int().nullable(),
  tituloNumero: z.string().nullable(),
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
  /** Statuses whose changes are e-mailed to the user, and NOTIFICACAO_TITULO_PAGO for a title paid. */
  emailStatus: z
    .array(z.number().int().min(0).max(32_767))
    .max(NOTIFICACAO_EMAIL_CODES.length)
    .refine((ids) => ids.every((id) => NOTIFICACAO_EMAIL_CODES.includes(id)), {
      message: 'Situação de pedido desconhecida.',
    }),
});
export type Preferencias = z.infer<typeof preferenciasSchema>;
