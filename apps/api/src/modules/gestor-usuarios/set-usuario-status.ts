// PUT /usuarios/gestor/{id}/status {status, motivo}: the manager blocks a user's access ('Bloquear'
// of the users list, docs/product/gestor-crm-vendas.md §2.3) or releases it ('Liberar'): a blocked user, or a
// user that has no customer (a back-office user created by a manager; customer registrations are decided by
// PUT /usuarios/liberacao, which also decides the company). Never on oneself (403). Blocking needs a
// reason (docs/product/gestor-crm-vendas.md §2.5); a release keeps the one given (the users list asks for it;
// an approval sends none). A status the user already has is refused (409: the list offers only the change
// that fits). Blocking ends every open session and live stream at once. The decision is recorded (who, when,
// why) on the user's latest approval (or a record of its own), so the approvals screen shows it on the right
// tab.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { STATUS_DESCRIPTIONS, type Status } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import type { AppContext } from '../../context';
import { aprovadores, sessoes, usuarioAprovacoes, usuarios } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { noticeAccessChanged } from '../notificacoes';
import { loadTargetUser } from './common';

export async function setUsuarioStatus(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  actor: AuthUser,
  id: number,
  status: 'L' | 'B',
  motivo?: string | null,
): Promise<{ nome: string }> {
  if (actor.id === id) throw forbidden(MSG.userBlockSelf);
  const target = await loadTargetUser(ctx.db, actor, id);
  if (target.status === status)
    throw conflict(MSG.userAlreadyInStatus(STATUS_DESCRIPTIONS[status as Status]));
  const reason = motivo?.trim() ?? '';
  if (status === 'B' && !reason)
    throw badRequest(MSG.approvalReasonRequired, { motivo: MSG.approvalReasonRequired });
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
      motivo: reason,
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
