// GET /clientes/filter?search&page&rows: the customers list of the manager (spec 02 §2.7): an
// upper-cased search over company name (trigram index), ERP code, tax id digits and id; paged.
import { and, asc, count, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@portal/shared/schemas/common';
import type { ClienteListItem, ClientesFilterQuery } from '@portal/shared/schemas/gestor-cadastros';
import type { Db } from '../../db/client';
import { clientes } from '../../db/schema';
import { statusDesc } from '../filiais';
import { escapeLike, pagesOf } from '../../lib/sql';

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

export async function listClientesGestor(db: Db, q: ClientesFilterQuery): Promise<Paged<ClienteListItem>> {
  const where = clienteSearchCondition(q.search);
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
      .orderBy(asc(clientes.razao), asc(clientes.id))
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
