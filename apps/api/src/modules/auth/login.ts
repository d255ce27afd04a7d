import { and, eq, sql } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import type { LoginBody, LoginResponse } from '@portal/shared/schemas/auth';
import type { Role } from '@portal/shared/constants';
import {
  clienteUnidades,
  clientes,
  perfis,
  usuarioClientes,
  usuarioPerfis,
  usuarioUnidades,
  usuarios,
} from '../../db/schema';
import { AppError, badRequest, unauthorized } from '../../http/errors';
import { primaryRole } from '../../http/auth';
import { verifyPassword } from '../../lib/crypto';
import type { AppContext } from '../../context';

// A real argon2 hash to compare against when the e-mail is unknown, so timing does not reveal accounts.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$f1i9Im2IPyeUVjpScBneJA$1e1r2p1thcww/RBTe+BuGwdYW9W/GaEv9UyBY3tYRyI';

/** Spec 01 §4-§5: authenticate and refuse the accounts that may not enter, with the spec's messages. */
export async function login(ctx: AppContext, body: LoginBody): Promise<LoginResponse> {
  const { db } = ctx;
  const email = body.email.trim().toLowerCase();
  if (!email || !body.senha) throw badRequest(MSG.loginInvalid);
  if (!(await ctx.captcha.verifyAndConsume(body.captcha)))
    throw badRequest(MSG.captchaInvalid, { captcha: MSG.captchaInvalid });

  const [user] = await db
    .select()
    .from(usuarios)
    .where(sql`lower(${usuarios.email}) = ${email}`)
    .limit(1);
  const ok = await verifyPassword(user?.senhaHash ?? DUMMY_HASH, body.senha);
  if (!user || !ok) throw unauthorized(MSG.loginInvalid);
  if (user.status !== 'L') throw new AppError(403, MSG.userNotReleased);

  const roleRows = await db
    .select({ role: perfis.role })
    .from(usuarioPerfis)
    .innerJoin(perfis, eq(perfis.id, usuarioPerfis.perfilId))
    .where(eq(usuarioPerfis.usuarioId, user.id));
  const roles = roleRows.map((r) => r.role as Role);
  const role = primaryRole(roles);
  if (!role) throw new AppError(403, MSG.userNotReleased);

  if (role === 'ROLE_CLIENTE') {
    const [{ total, usable }] = await db
      .select({
        total: sql<number>`count(*)::int`,
        usable: sql<number>`count(*) filter (where ${clientes.status} = 'L' and exists (select 1 from ${clienteUnidades} cu where cu.cliente_id = ${clientes.id}))::int`,
      })
      .from(usuarioClientes)
      .innerJoin(clientes, eq(clientes.id, usuarioClientes.clienteId))
      .where(eq(usuarioClientes.usuarioId, user.id));
    if (total === 0) throw new AppError(403, MSG.customerNoClients);
    if (usable === 0) throw new AppError(403, MSG.customerNotReleased);
  }
  if (role === 'ROLE_ADMIN') {
    const units = await db
      .select({ id: usuarioUnidades.id })
      .from(usuarioUnidades)
      .where(and(eq(usuarioUnidades.usuarioId, user.id)))
      .limit(1);
    if (units.length === 0) throw new AppError(403, MSG.adminNoUnits);
  }

  const { token, expiresAt } = await ctx.tokens.issue(db, user.id, roles);
  return {
    id: user.id,
    nome: user.nome,
    email: user.email,
    auth: { id: user.id, token, expiresAt: expiresAt.toISOString() },
  };
}
