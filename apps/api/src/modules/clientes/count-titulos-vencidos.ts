import { and, eq, lt, sql } from 'drizzle-orm';
import type { ClienteErpQuery } from '@portal/shared/schemas/clientes';
import type { AppContext } from '../../context';
import { titulos } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { todayIso } from '../../lib/dates';
import { openTitleCondition } from './credit-figures';
import { resolveClienteUnidade } from './resolve-cliente-unidade';

/**
 * The rule of a VENCIDO title, the same as the finance list's situacao(): an open title
 * (credit-figures.ts) due (vencrea) before today's business day in Brasília, by the injected clock.
 */
export function overdueTitleCondition(today: string) {
  return and(openTitleCondition(), lt(titulos.vencrea, today));
}

/** GET /clientes/titulos-vencidos: how many titles of the customer at the unit are overdue. */
export async function countTitulosVencidos(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  user: AuthUser,
  q: ClienteErpQuery,
): Promise<{ total: number }> {
  const { cliente, unidade } = await resolveClienteUnidade(ctx.db, user, q);
  const [row] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(titulos)
    .where(
      and(
        eq(titulos.clienteId, cliente.id),
        eq(titulos.unidadeId, unidade.id),
        overdueTitleCondition(todayIso(ctx)),
      ),
    );
  return { total: Number(row?.total ?? 0) };
}
