// Live delivery across API nodes: every node LISTENs on the notifications channel of the shared
// database (PostgreSQL LISTEN/NOTIFY; on PGlite, the one process's own instance) and hands the ids
// of a user's new notifications to the streams that user has open on this node. The payload carries
// ids only; the streams read the rows. The outbox ids of the same change are offered to the mailer,
// which claims each message once (lib/mailer.ts sendQueued), whichever node gets there first.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { NOTIFICACOES_CHANNEL } from './record-status';

export type Listener = (ids: number[]) => void;

export interface NotificacaoBus {
  /** Calls `fn` with the ids of the user's new notifications; returns the unsubscribe. */
  subscribe(usuarioId: number, fn: Listener): () => void;
  /** Streams open on this node. */
  size(): number;
  stop(): Promise<void>;
}

interface Payload {
  n?: [number, number][];
  m?: number[];
}

export async function startNotificacaoBus(
  database: Pick<Database, 'listen'>,
  opts: { mailer: Mailer; log: FastifyBaseLogger },
): Promise<NotificacaoBus> {
  const subscribers = new Map<number, Set<Listener>>();
  const onPayload = (text: string) => {
    let payload: Payload;
    try {
      payload = JSON.parse(text) as Payload;
    } catch {
      return;
    }
    const byUser = new Map<number, number[]>();
    for (const [id, usuarioId] of payload.n ?? []) {
      if (!subscribers.has(usuarioId)) continue;
      const list = byUser.get(usuarioId) ?? [];
      list.push(Number(id));
      byUser.set(usuarioId, list);
    }
    for (const [usuarioId, ids] of byUser)
      for (const fn of subscribers.get(usuarioId) ?? []) {
        try {
          fn(ids);
        } catch (err) {
          opts.log.error({ err }, 'falha ao entregar notificação');
        }
      }
    const mails = (payload.m ?? []).map(Number);
    if (mails.length > 0 && opts.mailer.sendQueued)
      opts.mailer.sendQueued(mails).catch((err) => opts.log.error({ err }, 'falha no envio de avisos'));
  };
  const unlisten = await database.listen(NOTIFICACOES_CHANNEL, onPayload);
  return {
    subscribe(usuarioId, fn) {
      const set = subscribers.get(usuarioId) ?? new Set();
      set.add(fn);
      subscribers.set(usuarioId, set);
      return () => {
        set.delete(fn);
        if (set.size === 0) subscribers.delete(usuarioId);
      };
    },
    size: () => [...subscribers.values()].reduce((n, s) => n + s.size, 0),
    stop: unlisten,
  };
}
