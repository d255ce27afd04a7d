// Live delivery across API nodes: every node LISTENs on the notifications channel of the shared
// database (PostgreSQL LISTEN/NOTIFY; on PGlite, the one process's own instance) and hands the ids
// of a user's new notifications to the streams that user has open on this node. The payload carries
// ids only; the streams read the rows. The outbox ids of the same change are offered to the mailer,
// which claims each message once (lib/mailer.ts sendQueued), whichever node gets there first.
// The same channel says when a session ended (logout: its streams end) or a user's access changed
// (blocked, sessions revoked, a profile removed: the user's streams check their session again),
// so a stream on any node ends as soon as the change commits (access-notice.ts writes them).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { NOTIFICACOES_CHANNEL } from './record-status';

/** One open stream of this node. */
export interface StreamSubscriber {
  usuarioId: number;
  sessionId: string;
  /** The ids of the user's new notifications. */
  deliver(ids: number[]): void;
  /** Ends the stream: its session ended, or the user opened a newer one beyond the limit. */
  end(reason: 'sessao' | 'substituida'): void;
  /** The user's access changed: check the session again, end the stream if it no longer holds. */
  recheck(): void;
}

export interface StreamLimits {
  /** Streams of one user on this node: a new one beyond it ends the user's oldest. */
  perUser: number;
  /** Streams on this node: beyond it a new one is refused. */
  perNode: number;
}

export interface NotificacaoBus {
  /**
   * Registers a stream within the limits: the user's oldest streams beyond `perUser` are ended
   * ('substituida'); null (and nothing ended) when the node would hold more than `perNode`.
   * Returns the unregister.
   */
  open(sub: StreamSubscriber, limits: StreamLimits): (() => void) | null;
  /** Streams open on this node. */
  size(): number;
  stop(): Promise<void>;
}

interface Payload {
  /** New notifications: [id, usuarioId]. */
  n?: [number, number][];
  /** Outbox messages to send. */
  m?: number[];
  /** Sessions ended: [sessionId, usuarioId]. */
  s?: [string, number][];
  /** Users whose access changed. */
  u?: number[];
}

export async function startNotificacaoBus(
  database: Pick<Database, 'listen'>,
  opts: { mailer: Mailer; log: FastifyBaseLogger },
): Promise<NotificacaoBus> {
  // Each user's streams in the order they were opened (a Set keeps insertion order).
  const subscribers = new Map<number, Set<StreamSubscriber>>();
  let total = 0;
  const each = (usuarioId: number, fn: (s: StreamSubscriber) => void) => {
    for (const sub of [...(subscribers.get(usuarioId) ?? [])]) {
      try {
        fn(sub);
      } catch (err) {
        opts.log.error({ err }, 'falha ao entregar notificação');
      }
    }
  };
  const onPayload = (text: string) => {
    let payload: Payload;
    try {
      payload = JSON.parse(text) as Payload;
    } catch {
      return;
    }
    for (const [sessionId, usuarioId] of payload.s ?? [])
      each(Number(usuarioId), (sub) => {
        if (sub.sessionId === String(sessionId)) sub.end('sessao');
      });
    for (const usuarioId of payload.u ?? []) each(Number(usuarioId), (sub) => sub.recheck());
    const byUser = new Map<number, number[]>();
    for (const [id, usuarioId] of payload.n ?? []) {
      if (!subscribers.has(usuarioId)) continue;
      const list = byUser.get(usuarioId) ?? [];
      list.push(Number(id));
      byUser.set(usuarioId, list);
    }
    for (const [usuarioId, ids] of byUser) each(usuarioId, (sub) => sub.deliver(ids));
    const mails = (payload.m ?? []).map(Number);
    if (mails.length > 0 && opts.mailer.sendQueued)
      opts.mailer.sendQueued(mails).catch((err) => opts.log.error({ err }, 'falha no envio de avisos'));
  };
  const unlisten = await database.listen(NOTIFICACOES_CHANNEL, onPayload);
  const remove = (sub: StreamSubscriber) => {
    const set = subscribers.get(sub.usuarioId);
    if (!set?.delete(sub)) return;
    total--;
    if (set.size === 0) subscribers.delete(sub.usuarioId);
  };
  return {
    open(sub, limits) {
      const set = subscribers.get(sub.usuarioId) ?? new Set<StreamSubscriber>();
      const displaced = [...set].slice(0, Math.max(0, set.size - limits.perUser + 1));
      if (total - displaced.length >= limits.perNode) return null;
      for (const old of displaced) {
        remove(old);
        old.end('substituida');
      }
      set.add(sub);
      subscribers.set(sub.usuarioId, set);
      total++;
      return () => remove(sub);
    },
    size: () => total,
    stop: unlisten,
  };
}
