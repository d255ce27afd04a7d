// Order news (notifications): the constants and the status label, apart from the zod schemas
// (schemas/notificacoes re-exports them) so the header's bell starts without building any schema.
import { ORDER_STATUS, ORDER_STATUSES } from './constants';

/** Notifications the bell lists (the most recent ones). */
export const NOTIFICACOES_LIMIT = 20;

/** Statuses an order may be notified at (every status of the order flow). */
export const NOTIFICACAO_STATUSES: readonly number[] = ORDER_STATUSES.filter(
  (s) => s.id !== ORDER_STATUS.SD && s.id !== ORDER_STATUS.PENDENTE_ENVIO,
).map((s) => s.id);

/**
 * The finance event of a title paid (the ERP's title upsert or its confirmation of a Pix): a
 * notification naming the title rather than an order carries it in status_id, out of the order
 * statuses' range, and the e-mail choices list it beside them.
 */
export const NOTIFICACAO_TITULO_PAGO = 100;

/** Everything a user may choose to receive by e-mail: the order statuses and a title paid. */
export const NOTIFICACAO_EMAIL_CODES: readonly number[] = [...NOTIFICACAO_STATUSES, NOTIFICACAO_TITULO_PAGO];

/** Statuses e-mailed to a user who never chose (NF-e EMITIDA and ENTREGUE). */
export const EMAIL_STATUS_DEFAULT: readonly number[] = [ORDER_STATUS.NFE_EMITIDA, ORDER_STATUS.ENTREGUE];

/** SSE event name of a notification (its `id:` is the notification id). */
export const NOTIFICACAO_EVENT = 'notificacao';

/**
 * Live streams one user may hold open on one API node (tabs, devices): a new one beyond this ends
 * the user's oldest, which is told so first (NOTIFICACAO_SUBSTITUIDA_EVENT).
 */
export const NOTIFICACOES_STREAMS_POR_USUARIO = 5;

/** SSE event sent to a stream ended because the same user opened a newer one beyond the limit. */
export const NOTIFICACAO_SUBSTITUIDA_EVENT = 'substituida';

/** Seconds a client is told to wait (Retry-After) when a node holds its maximum of open streams. */
export const NOTIFICACOES_STREAMS_RETRY_AFTER = 30;

const STATUS_LABELS = new Map<number, string>(ORDER_STATUSES.map((s) => [s.id, s.label]));
/** The status as the portal shows it ('NF-e EMITIDA'). */
export const orderStatusLabel = (statusId: number): string => STATUS_LABELS.get(statusId) ?? String(statusId);

/** The label of an e-mail choice: an order status, or the finance event of a title paid. */
export const emailCodeLabel = (code: number): string =>
  code === NOTIFICACAO_TITULO_PAGO ? 'TÍTULO PAGO (financeiro)' : orderStatusLabel(code);
