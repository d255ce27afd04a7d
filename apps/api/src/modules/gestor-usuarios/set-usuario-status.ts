// PUT /usuarios/gestor/{id}/status {status, motivo}: the manager blocks a user's access ('Bloquear'
// of the users list, spec 02 §2.3) or releases a user that has no customer (a back-office user
// created by a manager; customer registrations are decided by PUT /usuarios/liberacao, which also
// decides the company). Blocking ends every open session and live stream at once. The decision is recorded (who,
// when, why) on the user's latest approval (or a record of its own), so the approvals screen
// shows it on the right tab.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import type { AppContext } from '../../context';
import { aprovadores, sessoes, usuarioAprovacoes, usuarios } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { noticeAccessChanged } from '../notificacoes';
import { loadTargetUser } from './common';

export const BLOCK_DEFAULT_REASON = 'ACESSO BLOQUEADO PELO GESTOR';

export async function setUsuarioStatus(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  actor: AuthUser,
  id: number,
  status: 'L' | 'B',
  motivo?: string | null,
): Promise<{ nome: string }> {
  if (actor.id === id) throw badRequest(MSG.userBlockSelf);
  const target = await loadTargetUser(ctx.db, actor, id);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await tx.update(usuarios).set({ status, modifiedDate: now }).where(eq(usuarios.id, id));
    if (status === 'B') {
      await tx
        .update(sessoes)
        .set({ revokedAt: now })
        .where(and(eq(sessoes.usuarioId, id), isNull(sessoes.revokedAt)));
      // Its live streams end on every node when this commits.
      await noticeAccessChanged(tx, id);
    }
    const [last] = await tx
      .select({
        id: usuarioAprovacoes.id,
        filialId: usuarioAprovacoes.filialId,
        clienteId: usuarioAprovacoes.clienteId,
        status: usuarioAprovacoes.status,
      })
      .from(usuarioAprovacoes)
      .where(eq(usuarioAprovacoes.usuarioId, id))
      .orderBy(desc(usuarioAprovacoes.id))
      .limit(1);
    const [aprovador] = last?.filialId
      ? await tx
          .select({ id: aprovadores.id })
          .from(aprovadores)
          .where(and(eq(aprovadores.usuarioId, actor.id), eq(aprovadores.filialId, last.filialId)))
          .limit(1)
      : [];
    const decision = {
      status,
      motivo: status === 'B' ? motivo?.trim() || BLOCK_DEFAULT_REASON : '',
      aprovadorId: aprovador?.id ?? null,
      aprovadorUsuarioId: actor.id,
      decidedDate: now,
    };
    // A pending record is decided in place; otherwise the decision is appended to the same registration.
    if (last && last.status === 'P')
      await tx.update(usuarioAprovacoes).set(decision).where(eq(usuarioAprovacoes.id, last.id));
    else
      await tx.insert(usuarioAprovacoes).values({
        usuarioId: id,
        filialId: last?.filialId ?? null,
        clienteId: last?.clienteId ?? null,
        createdDate: now,
        ...decision,
      });
  });
  return { nome: target.nome };
}
