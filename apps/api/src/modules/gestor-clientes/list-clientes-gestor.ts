// GET /clientes/filter?search&page&rows: the customers list of the manager
// (docs/product/gestor-crm-vendas.md §2.7): an upper-cased search over company name (trigram index), ERP
// code, tax id digits and id; paged and sorted by id, code or company name.
import { and, asc, count, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { Paged, SortDirection } from '@portal/shared/schemas/common';
import type { ClienteListItem, ClientesFilterQuery } from '@portal/shared/schemas/gestor-cadastros';
import type { Db } from '../../db/client';
import { clientes } from '../../db/schema';
import { statusDesc } from '../filiais';
import { escapeLike, ordered, pagesOf } from '../../lib/sql';

export function clienteSearchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  const doc = search.replace(/[.\-/\s]/g, '');
  const [codigo, loja] = search.split('/').map((s) => s.trim());
  return or(
    like(sql`upper(${clientes.razao})`, pattern),
    like(clientes.codigo, `${escapeLike(codigo)}%`),
    loja ? and(eq(clientes.codigo, codigo), eq(clientes.loja, loja)) : undefined,
    doc.length >= 3 && /^[0-9A-Z]+$/.test(doc) && /\d/.test(doc)
      ? like(clientes.cgc, `%${escapeLike(doc)}%`)
      : undefined,
    /^\d{1,9}$/.test(search) ? eq(clientes.id, Number(search)) : undefined,
  );
}

/** Sort columns of the customers list (whitelisted by the query schema). */
const SORT = { id: clientes.id, codigo: clientes.codigo, razao: clientes.razao } as const;

/**
 * One page of customers matching `where`, with the total: the manager's list and a unit's
 * customers (/filial/{id}/clientes) read the same columns the same way. Default order: company
 * name, then id.
 */
export async function pageClientes(
  db: Db,
  where: SQL | undefined,
  q: { page: number; rows: number; sort?: keyof typeof SORT; dir?: SortDirection },
): Promise<Paged<ClienteListItem>> {
  const order = q.sort
    ? [ordered(SORT[q.sort], q.dir), ordered(clientes.id, q.dir)]
    : [asc(clientes.razao), asc(clientes.id)];
  const [[{ rows }], items] = await Promise.all([
    db.select({ rows: count() }).from(clientes).where(where),
    db
      .select({
        id: clientes.id,
        codigo: clientes.codigo,
        loja: clientes.loja,
        razao: clientes.razao,
        cgc: clientes.cgc,
        status: clientes.status,
      })
      .from(clientes)
      .where(where)
      .orderBy(...order)
      .limit(q.rows)
      .offset((q.page - 1) * q.rows),
  ]);
  return {
    page: q.page,
    pages: pagesOf(rows, q.rows),
    rows,
    items: items.map((c) => ({
      ...c,
      status: c.status as ClienteListItem['status'],
      statusDesc: statusDesc(c.status),
    })),
  };
}

export const listClientesGestor = (db: Db, q: ClientesFilterQuery) =>
  pageClientes(db, clienteSearchCondition(q.search), q);
