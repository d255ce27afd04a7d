// GET /crm/contatos: the caller's contacts (one customer or all of its customers), searched by an
// upper-cased text and paged, 50 rows by default (docs/product/gestor-crm-vendas.md §2.12, §7, §9).
import { and, asc, count, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { ContatosQuery, ContatosResponse } from '@portal/shared/schemas/crm';
import type { AppContext } from '../../context';
import { crmContatos } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { assertClienteAccess } from '../../http/scope';
import { accessibleClienteIds, loadSetores, toContato } from './contato-common';
import { escapeLike } from '../../lib/sql';

/** % and _ typed by the user are literal characters. */

export async function listContatos(
  ctx: AppContext,
  user: AuthUser,
  q: ContatosQuery,
): Promise<ContatosResponse> {
  if (q.clienteId) await assertClienteAccess(ctx.db, user, q.clienteId);
  const setores = await loadSetores(ctx);
  const owner = q.clienteId
    ? eq(crmContatos.entidadeId, q.clienteId)
    : inArray(crmContatos.entidadeId, accessibleClienteIds(ctx.db, user));
  let search;
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    const digits = q.search.replace(/\D/g, '');
    const setorCodes = setores
      .filter((s) => s.descricao.toUpperCase().includes(q.search!))
      .map((s) => s.codigo);
    search = or(
      like(sql`upper(${crmContatos.nome})`, pattern),
      like(sql`upper(coalesce(${crmContatos.email}, ''))`, pattern),
      like(sql`upper(coalesce(${crmContatos.codigo}, ''))`, pattern),
      setorCodes.length ? inArray(crmContatos.setor, setorCodes) : undefined,
      digits.length >= 3 ? like(crmContatos.cgc, `%${digits}%`) : undefined,
      digits.length >= 3 ? like(crmContatos.telefone, `%${digits}%`) : undefined,
      /^\d{1,9}$/.test(q.search) ? eq(crmContatos.id, Number(q.search)) : undefined,
    );
  }
  const where = and(owner, search);
  const [[{ rows }], items] = await Promise.all([
    ctx.db.select({ rows: count() }).from(crmContatos).where(where),
    ctx.db
      .select()
      .from(crmContatos)
      .where(where)
      .orderBy(asc(sql`upper(${crmContatos.nome})`), asc(crmContatos.id))
      .limit(q.rows)
      .offset((q.page - 1) * q.rows),
  ]);
  return {
    page: q.page,
    pages: Math.ceil(rows / q.rows),
    rows,
    items: items.map((r) => toContato(r, setores)),
  };
}
