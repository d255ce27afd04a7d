// GET /usuarios: the user search of the manager screens (approver form): status L by default,
// optional profiles (comma list), upper-cased text; at most 50 results.
import { and, asc, eq } from 'drizzle-orm';
import type { UsuarioListItem, UsuariosSearchQuery } from '@portal/shared/schemas/gestor';
import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema';
import { perfisOf } from './common';
import { perfilCondition, toListItems, usuarioSearchCondition } from './list-usuarios-gestor';

export const USER_SEARCH_LIMIT = 50;

export async function searchUsuarios(db: Db, q: UsuariosSearchQuery): Promise<UsuarioListItem[]> {
  const rows = await db
    .select()
    .from(usuarios)
    .where(and(eq(usuarios.status, q.status), perfilCondition(q.perfil), usuarioSearchCondition(q.search)))
    .orderBy(asc(usuarios.nome), asc(usuarios.id))
    .limit(USER_SEARCH_LIMIT);
  return toListItems(
    rows,
    await perfisOf(
      db,
      rows.map((u) => u.id),
    ),
  );
}
