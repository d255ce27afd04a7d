// GET /filial/filter?q: the unit search of the manager (docs/product/gestor-crm-vendas.md §7 Customers), used
// to add a unit to a customer: ERP code ('03/01' or '0301'), description or city, upper-cased; empty = every
// unit.
import { asc, like, or, sql } from 'drizzle-orm';
import type { UnidadeResumo } from '@portal/shared/schemas/gestor-cadastros';
import type { Db } from '../../db/client';
import { unidades } from '../../db/schema';
import { unidadeResumo } from './common';
import { escapeLike } from '../../lib/sql';

/** Units are few (tens): a plain scan, at most 50 answers in the ERP order. */
export async function searchFiliais(db: Db, q: string | undefined): Promise<UnidadeResumo[]> {
  const text = q ? `%${escapeLike(q)}%` : null;
  const code = q ? q.replace(/[\s/.-]/g, '') : '';
  const rows = await db
    .select()
    .from(unidades)
    .where(
      text
        ? or(
            like(sql`upper(${unidades.descricao})`, text),
            like(sql`upper(coalesce(${unidades.cidade}, ''))`, text),
            like(sql`${unidades.empresaCod} || '/' || ${unidades.filialCod}`, text),
            code
              ? like(sql`${unidades.empresaCod} || ${unidades.filialCod}`, `${escapeLike(code)}%`)
              : undefined,
          )
        : undefined,
    )
    .orderBy(asc(unidades.empresaCod), asc(unidades.filialCod))
    .limit(50);
  return rows.map(unidadeResumo);
}
