// GET /usuarios/gestor/filter: the users list of the manager (docs/product/gestor-crm-vendas.md §2.3),
// filtered by status, profile and an upper-cased text (name, e-mail or CPF/CNPJ), paged (50 rows by default)
// and sorted by id, name or e-mail.
import { and, asc, count, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { STATUS_DESCRIPTIONS, type Status } from '@portal/shared/constants';
import type { Paged } from '@portal/shared/schemas/common';
import type { UsuarioListItem, UsuariosGestorFilterQuery } from '@portal/shared/schemas/gestor';
import type { Db } from '../../db/client';
import { perfis, usuarioPerfis, usuarios } from '../../db/schema';
import { perfisOf } from './common';
import { escapeLike, ordered } from '../../lib/sql';

/** % and _ typed by the user are literal characters. */

export function usuarioSearchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  const digits = search.replace(/\D/g, '');
  return or(
    like(sql`upper(${usuarios.nome})`, pattern),
    like(sql`upper(${usuarios.email})`, pattern),
    digits.length >= 3 ? like(usuarios.cpf, `%${digits}%`) : undefined,
    /^\d+$/.test(search) && search.length <= 9 ? eq(usuarios.id, Number(search)) : undefined,
  );
}

/** A role ('ROLE_ADMIN' or 'ADMIN') or a profile id. */
export function perfilCondition(perfil: string | string[] | undefined): SQL | undefined {
  if (!perfil || (Array.isArray(perfil) && perfil.length === 0)) return undefined;
  const list = (Array.isArray(perfil) ? perfil : [perfil]).map((p) =>
    /^\d+$/.test(p) || p.startsWith('ROLE_') ? p : `ROLE_${p}`,
  );
  const ids = list.filter((p) => /^\d+$/.test(p)).map(Number);
  const roles = list.filter((p) => !/^\d+$/.test(p));
  const match = or(
    ids.length ? inArray(perfis.id, ids) : undefined,
    roles.length ? inArray(perfis.role, roles) : undefined,
  );
  return sql`exists (select 1 from ${usuarioPerfis} join ${perfis} on ${perfis.id} = ${usuarioPerfis.perfilId} where ${usuarioPerfis.usuarioId} = ${usuarios.id} and ${match})`;
}

export function toListItems(
  rows: (typeof usuarios.$inferSelect)[],
  perfilMap: Awaited<ReturnType<typeof perfisOf>>,
): UsuarioListItem[] {
  return rows.map((u) => ({
    id: u.id,
    nome: u.nome,
    email: u.email,
    cpf: u.cpf,
    status: u.status as Status,
    statusDesc: STATUS_DESCRIPTIONS[u.status as Status] ?? u.status,
    perfils: perfilMap.get(u.id) ?? [],
    createdDate: u.createdDate.toISOString(),
  }));
}

/** Sort columns of the users list (whitelisted by the query schema). */
const SORT = { id: usuarios.id, nome: usuarios.nome, email: usuarios.email } as const;

export async function listUsuariosGestor(
  db: Db,
  q: UsuariosGestorFilterQuery,
): Promise<Paged<UsuarioListItem>> {
  const where = and(
    q.status ? eq(usuarios.status, q.status) : undefined,
    perfilCondition(q.perfil),
    usuarioSearchCondition(q.search),
  );
  const order = q.sort
    ? [ordered(SORT[q.sort], q.dir), ordered(usuarios.id, q.dir)]
    : [asc(usuarios.nome), asc(usuarios.id)];
  const [[{ rows }], items] = await Promise.all([
    db.select({ rows: count() }).from(usuarios).where(where),
    db
      .select()
      .from(usuarios)
      .where(where)
      .orderBy(...order)
      .limit(q.rows)
      .offset((q.page - 1) * q.rows),
  ]);
  const perfilMap = await perfisOf(
    db,
    items.map((u) => u.id),
  );
  return { page: q.page, pages: Math.ceil(rows / q.rows), rows, items: toListItems(items, perfilMap) };
}
