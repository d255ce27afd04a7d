import { and, eq, sql } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import type { LoginBody, LoginResponse } from '@portal/shared/schemas/auth';
import { EVENT_FALLBACK_ID, EVENT_TYPES, type Role } from '@portal/shared/constants';
import { currentSelection } from '@portal/shared/selecao-inicial';
import {
  clienteUnidades,
  clientes,
  perfis,
  usuarioClientes,
  usuarioPerfis,
  usuarioUnidades,
  usuarios,
} from '../../db/schema';
import type { Db } from '../../db/client';
import { AppError, badRequest, unauthorized } from '../../http/errors';
import { primaryRole } from '../../http/auth';
import { verifyPassword } from '../../lib/crypto';
import type { AppContext } from '../../context';
import { recordEvent } from '../eventos';
import { findUsuario } from '../usuarios';

// A real argon2 hash to compare against when the e-mail is unknown, so timing does not reveal accounts.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$f1i9Im2IPyeUVjpScBneJA$1e1r2p1thcww/RBTe+BuGwdYW9W/GaEv9UyBY3tYRyI';

/**
 * Spec 01 §4-§5: authenticate and refuse the accounts that may not enter, with the spec's messages;
 * a successful login records its access event (type 1) with its session.
 */
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

  // The access event (type 1, the dashboard's 'Acessos') is the server's: one per successful login,
  // with the customer and branch the session starts with (docs/product/portal-cliente.md §4), written with
  // the session that may later give it the browser's position (POST /eventos/posicao).
  const { cliente, unidade } =
    role === 'ROLE_VENDEDOR'
      ? { cliente: null, unidade: null } // none until chosen (a seller's clients are not loaded here)
      : currentSelection((await findUsuario(db, user.id)) ?? { role, clientes: [], unidades: [] });
  const { token, expiresAt } = await db.transaction(async (tx) => {
    const eventoAcessoId = await recordEvent(
      { db: tx as unknown as Db, clock: ctx.clock },
      {
        eventosTiposId: EVENT_TYPES.LOGIN,
        clienteId: cliente?.id ?? EVENT_FALLBACK_ID,
        filialId: unidade?.id ?? EVENT_FALLBACK_ID,
        createdBy: user.id,
      },
    );
    return ctx.tokens.issue(tx as unknown as Db, user.id, roles, eventoAcessoId);
  });
  return {
    id: user.id,
    nome: user.nome,
    email: user.email,
    auth: { id: user.id, token, expiresAt: expiresAt.toISOString() },
  };
}
