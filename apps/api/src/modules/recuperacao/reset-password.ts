import { and, eq, isNull, ne } from 'drizzle-orm';
import { LIMITS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import type { NewPasswordBody } from '@portal/shared/schemas/registro';
import { senhaResetTokens, sessoes, usuarios } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { hashPassword, sha256 } from '../../lib/crypto';
import type { AppContext } from '../../context';
import { noticeAccessChanged } from '../notificacoes';
import { passwordProblem, strongPasswordRequired } from './password-policy';

/**
 * PUT /usuarios/newpsw (docs/product/portal-cliente.md §5, §7): the captcha, then the e-mailed link (known,
 * for this user, not used, not expired), then the password rules. Success sets the password, uses the link up
 * (and every other open link of the user) and ends the user's sessions.
 */
export async function resetPassword(ctx: AppContext, body: NewPasswordBody): Promise<void> {
  const { db } = ctx;
  if (!(await ctx.captcha.verifyAndConsume(body.captcha))) throw badRequest(MSG.captchaInvalid);

  const token = body.token.trim();
  const [row] = token
    ? await db
        .select({
          id: senhaResetTokens.id,
          usuarioId: senhaResetTokens.usuarioId,
          usedAt: senhaResetTokens.usedAt,
          expiresAt: senhaResetTokens.expiresAt,
          nome: usuarios.nome,
          status: usuarios.status,
        })
        .from(senhaResetTokens)
        .innerJoin(usuarios, eq(usuarios.id, senhaResetTokens.usuarioId))
        .where(eq(senhaResetTokens.tokenHash, sha256(token)))
        .limit(1)
    : [];
  if (!row || row.usuarioId !== body.id || row.status === 'B') throw badRequest(MSG.resetLinkInvalid);
  if (row.usedAt) throw badRequest(MSG.resetLinkUsed);
  const now = ctx.clock();
  if (row.expiresAt.getTime() <= now.getTime()) throw badRequest(MSG.resetLinkExpired);

  const problem = passwordProblem(body.senha, body.resenha, await strongPasswordRequired(db));
  if (problem === 'empty' || problem === 'differ') throw badRequest(MSG.newPasswordInvalid(row.nome));
  if (problem === 'long') throw badRequest(MSG.passwordTooLong(LIMITS.PASSWORD_MAX));
  if (problem === 'weak') throw badRequest(MSG.passwordTooWeak);

  const senhaHash = await hashPassword(body.senha);
  await db.transaction(async (tx) => {
    // Single use even under concurrent requests: only one update finds the link unused.
    const used = await tx
      .update(senhaResetTokens)
      .set({ usedAt: now })
      .where(and(eq(senhaResetTokens.id, row.id), isNull(senhaResetTokens.usedAt)))
      .returning({ id: senhaResetTokens.id });
    if (used.length === 0) throw badRequest(MSG.resetLinkUsed);
    await tx
      .update(senhaResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(senhaResetTokens.usuarioId, row.usuarioId),
          isNull(senhaResetTokens.usedAt),
          ne(senhaResetTokens.id, row.id),
        ),
      );
    await tx.update(usuarios).set({ senhaHash, modifiedDate: now }).where(eq(usuarios.id, row.usuarioId));
    await tx
      .update(sessoes)
      .set({ revokedAt: now })
      .where(and(eq(sessoes.usuarioId, row.usuarioId), isNull(sessoes.revokedAt)));
    await noticeAccessChanged(tx, row.usuarioId);
  });
}
