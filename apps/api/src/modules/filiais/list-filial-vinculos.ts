// GET /filial/{id}/clientes and /filial/{id}/usuarios: the customers served by a unit and the users
// linked to it, paged, with an upper-cased search (a unit may serve thousands of customers).
import { and, asc, count, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@portal/shared/schemas/common';
import type {
  ClienteListItem,
  FilialListQuery,
  UsuarioResumo,
} from '@portal/shared/schemas/gestor-cadastros';
import type { Db } from '../../db/client';
import { clienteUnidades, clientes, usuarioUnidades, usuarios } from '../../db/schema';
import { clienteSearchCondition, pageClientes } from '../gestor-clientes';
import { statusDesc } from './common';
import { loadUnidade } from './find-filial';
import { escapeLike, pagesOf } from '../../lib/sql';

export async function listFilialClientes(
  db: Db,
  unidadeId: number,
  q: FilialListQuery,
): Promise<Paged<ClienteListItem>> {
  await loadUnidade(db, unidadeId);
  const where = and(
    sql`exists (select 1 from ${clienteUnidades} cu where cu.cliente_id = ${clientes.id} and cu.unidade_id = ${unidadeId})`,
    clienteSearchCondition(q.search),
  );
  return pageClientes(db, where, q);
}

function usuarioSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(like(sql`upper(${usuarios.nome})`, pattern), like(sql`upper(${usuarios.email})`, pattern));
}

export async function listFilialUsuarios(
  db: Db,
  unidadeId: number,
  q: FilialListQuery,
): Promise<Paged<UsuarioResumo>> {
  await loadUnidade(db, unidadeId);
  const where = and(eq(usuarioUnidades.unidadeId, unidadeId), usuarioSearch(q.search));
  const base = () =>
    db
      .select()
      .from(usuarioUnidades)
      .innerJoin(usuarios, eq(usuarios.id, usuarioUnidades.usuarioId))
      .where(where);
  const [[{ rows }], items] = await Promise.all([
    db
      .select({ rows: count() })
      .from(usuarioUnidades)
      .innerJoin(usuarios, eq(usuarios.id, usuarioUnidades.usuarioId))
      .where(where),
    base()
      .orderBy(asc(usuarios.nome), asc(usuarios.id))
      .limit(q.rows)
      .offset((q.page - 1) * q.rows),
  ]);
  return {
    page: q.page,
    pages: pagesOf(rows, q.rows),
    rows,
    items: items.map(({ usuarios: u }) => ({
      id: u.id,
      nome: u.nome,
      email: u.email,
      status: u.status as UsuarioResumo['status'],
      statusDesc: statusDesc(u.status),
    })),
  };
}
