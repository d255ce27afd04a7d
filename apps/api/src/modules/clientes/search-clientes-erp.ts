import { and, asc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { Cliente, ClienteEntrega } from '@portal/shared/schemas/clientes';
import type { Db } from '../../db/client';
import { clientes } from '../../db/schema';
import { isManager, type AuthUser } from '../../http/auth';
import { clienteAccessCondition } from '../../http/scope';
import { toClienteEntities } from './find-clientes';
import { escapeLike } from '../../lib/sql';

export const CLIENTE_SEARCH_LIMIT = 50;

/** Escapes LIKE wildcards so a user's % or _ is matched literally. */

/**
 * Text condition over razao (upper-cased contains: the clientes_razao_trgm GIN index), codigo (prefix)
 * and cgc (prefix of the digits, when the search has at least two digits).
 */
function searchCondition(search: string | undefined): SQL | undefined {
  const text = (search ?? '').trim().toUpperCase();
  if (!text) return undefined;
  const parts: SQL[] = [
    sql`upper(${clientes.razao}) like ${`%${escapeLike(text)}%`}`,
    like(clientes.codigo, `${escapeLike(text)}%`),
  ];
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 2 && /^[\d.\-/\s]+$/.test(text)) parts.push(like(clientes.cgc, `${digits}%`));
  return or(...parts);
}

/** Delivery customers (clienteEntrega = S): any logged-in buyer may pick one as delivery target. */
export async function searchClientesEntrega(db: Db, search: string | undefined): Promise<ClienteEntrega[]> {
  const rows = await db
    .select({ codigo: clientes.codigo, loja: clientes.loja, cgc: clientes.cgc, nome: clientes.razao })
    .from(clientes)
    .where(and(eq(clientes.entrega, true), eq(clientes.status, 'L'), searchCondition(search)))
    .orderBy(asc(clientes.razao), asc(clientes.codigo))
    .limit(CLIENTE_SEARCH_LIMIT);
  return rows;
}

/** The caller's own customers (linked, served as seller, or all for managers) matching the search. */
export async function searchClientesProprios(
  db: Db,
  user: AuthUser,
  search: string | undefined,
): Promise<Cliente[]> {
  const rows = await db
    .select()
    .from(clientes)
    .where(
      and(
        eq(clientes.entrega, false),
        isManager(user) ? undefined : clienteAccessCondition(user),
        searchCondition(search),
      ),
    )
    .orderBy(asc(clientes.razao), asc(clientes.codigo))
    .limit(CLIENTE_SEARCH_LIMIT);
  return toClienteEntities(db, rows);
}
