// What tells every API node (bus.ts) that a user's live streams must end or check their session
// again: a NOTIFY on the notifications channel carrying ids only, written in the statement or
// transaction of the change, so it is sent when the change commits and never when it rolls back.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { NOTIFICACOES_CHANNEL } from './record-status';

type Runner = Pick<Db, 'execute'>;

const notify = (db: Runner, payload: object) =>
  db.execute(sql`select pg_notify(${NOTIFICACOES_CHANNEL}, ${JSON.stringify(payload)})`);

/** The session ended (logout): its streams end on every node. */
export async function noticeSessionEnded(db: Runner, sessionId: string, usuarioId: number): Promise<void> {
  await notify(db, { s: [[sessionId, usuarioId]] });
}

/**
 * The user's access changed (blocked, refused, sessions revoked, a profile removed): every node
 * checks the session of each of the user's streams again and ends those that no longer hold.
 */
export async function noticeAccessChanged(db: Runner, usuarioId: number): Promise<void> {
  await notify(db, { u: [usuarioId] });
}
