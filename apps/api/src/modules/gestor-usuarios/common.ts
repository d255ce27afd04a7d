// Helpers of the manager's user services: the admin rule, unique violations, profile lists.
import { asc, eq, inArray } from 'drizzle-orm';
import { ROLE_DESCRIPTIONS, type Role } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { adminOnlyTarget, type PerfilItem } from '@portal/shared/schemas/gestor';
import type { Db } from '../../db/client';
import { perfis, usuarioPerfis, usuarios } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';

/** PostgreSQL unique violation (23505), through drizzle's error wrapper or not. */
/** Profiles of each user id. */
export async function perfisOf(db: Db, ids: number[]): Promise<Map<number, PerfilItem[]>> {
  const map = new Map<number, PerfilItem[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({
      usuarioId: usuarioPerfis.usuarioId,
      id: perfis.id,
      role: perfis.role,
      descricao: perfis.descricao,
    })
    .from(usuarioPerfis)
    .innerJoin(perfis, eq(perfis.id, usuarioPerfis.perfilId))
    .where(inArray(usuarioPerfis.usuarioId, ids))
    .orderBy(asc(perfis.id));
  for (const r of rows) {
    const list = map.get(r.usuarioId) ?? [];
    list.push({
      id: r.id,
      role: r.role as Role,
      descricao: r.descricao || ROLE_DESCRIPTIONS[r.role as Role],
    });
    map.set(r.usuarioId, list);
  }
  return map;
}

const isAdmin = (u: AuthUser) => u.roles.includes('ROLE_ADMIN');

/**
 * The user a manager is about to change. Only an administrator changes an administrator (so a
 * GESTOR cannot lock out or take over an ADMIN account).
 */
export async function loadTargetUser(db: Db, actor: AuthUser, id: number) {
  const [u] = await db.select().from(usuarios).where(eq(usuarios.id, id)).limit(1);
  if (!u) throw notFound(MSG.userIdInvalid(String(id)));
  if (!isAdmin(actor)) {
    const roles = (await perfisOf(db, [id])).get(id) ?? [];
    if (
      adminOnlyTarget(
        actor.roles,
        roles.map((p) => p.role),
      )
    )
      throw forbidden(MSG.userAdminOnly);
  }
  return u;
}

/** Only an administrator grants or removes the ADMIN profile. */
export function assertMayManageRole(actor: AuthUser, role: string) {
  if (role === 'ROLE_ADMIN' && !isAdmin(actor)) throw forbidden(MSG.userAdminOnly);
}
