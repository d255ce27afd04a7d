import { and, count, eq, gte, sql } from 'drizzle-orm';
import { EMAILS, MSG } from '@portal/shared/messages';
import { RESET_TOKEN_TTL_HOURS, type ForgotBody } from '@portal/shared/schemas/registro';
import { isValidEmail } from '@portal/shared/validators';
import { senhaResetTokens, usuarios } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { BackgroundTasks } from '../../lib/background';
import { randomToken, sha256 } from '../../lib/crypto';
import type { AppContext } from '../../context';
import { findMarcaAtual } from '../marcas';

/** At most this many reset e-mails per account per hour (a mailbox cannot be flooded). */
export const MAX_RESET_EMAILS_PER_HOUR = 5;

export function resetLink(publicUrl: string, p: { id: number; name: string; token: string }): string {
  const qs = new URLSearchParams({ id: String(p.id), name: p.name, token: p.token });
  return `${publicUrl}/forgot?${qs.toString()}`;
}

/**
 * POST /usuarios/forgot (docs/product/portal-cliente.md §5, §7). A well-formed request with a valid captcha
 * always ends the same way, whether the e-mail has an account or not (no account enumeration): the work that
 * differs is one insert, and the e-mail goes out after the answer. The link carries a random single-use token
 * stored only as its SHA-256 hash, valid for RESET_TOKEN_TTL_HOURS.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  body: ForgotBody,
  opts: { host?: string; background: BackgroundTasks },
): Promise<void> {
  const { db } = ctx;
  const email = body.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw badRequest(MSG.forgotInvalidUser);
  if (!(await ctx.captcha.verifyAndConsume(body.token))) throw badRequest(MSG.captchaInvalid);

  const token = randomToken();
  const tokenHash = sha256(token);
  const now = ctx.clock();
  const [user] = await db
    .select({ id: usuarios.id, nome: usuarios.nome, email: usuarios.email, status: usuarios.status })
    .from(usuarios)
    .where(sql`lower(${usuarios.email}) = ${email}`)
    .limit(1);
  // The same count runs for unknown e-mails, so both paths do nearly the same work.
  const [{ n }] = await db
    .select({ n: count() })
    .from(senhaResetTokens)
    .where(
      and(
        eq(senhaResetTokens.usuarioId, user?.id ?? 0),
        gte(senhaResetTokens.createdDate, new Date(now.getTime() - 3_600_000)),
      ),
    );
  // Blocked accounts get no link; pending ones may (they still cannot log in before approval).
  if (!user || user.status === 'B' || n >= MAX_RESET_EMAILS_PER_HOUR) return;

  await db.insert(senhaResetTokens).values({
    usuarioId: user.id,
    tokenHash,
    createdDate: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_HOURS * 3_600_000),
  });

  opts.background.run('e-mail de recuperação de senha', async () => {
    const marca = await findMarcaAtual(ctx, opts.host);
    const link = resetLink(ctx.config.publicUrl, { id: user.id, name: user.nome, token });
    await ctx.mailer.send({
      to: user.email,
      subject: EMAILS.resetSubject(marca.nome),
      text: EMAILS.resetText({ nome: user.nome, brand: marca.nome, link, hours: RESET_TOKEN_TTL_HOURS }),
    });
  });
}
