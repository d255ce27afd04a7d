// GET /dashboard/eventos-tipos-sum: one card per event type shown on the dashboard (extraStatus L,
// ordered by extraOrdem) with the count of its events in the period, branches and customer.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { formatDecimal } from '@portal/shared/format';
import type { DashboardMetric, DashboardQuery } from '@portal/shared/schemas/gestor';
import type { AppContext } from '../../context';
import { eventos, eventosTipos } from '../../db/schema';
import { eventFilter } from './filter';
import type { Period } from './period';

export async function sumEventosTipos(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  q: DashboardQuery,
): Promise<{ period: Period; metrics: DashboardMetric[] }> {
  const { period, where } = eventFilter(q, ctx.clock());
  const counts = ctx.db
    .select({ tipo: eventos.eventosTiposId, total: count().as('total') })
    .from(eventos)
    .where(where)
    .groupBy(eventos.eventosTiposId)
    .as('c');
  const rows = await ctx.db
    .select({
      id: eventosTipos.id,
      cor: eventosTipos.cor,
      icon: eventosTipos.icon,
      textTitle: eventosTipos.textTitle,
      textCenterSub: eventosTipos.textCenterSub,
      footer: eventosTipos.footer,
      extraStatus: eventosTipos.extraStatus,
      extraOrdem: eventosTipos.extraOrdem,
      total: sql<number>`coalesce(${counts.total}, 0)::int`,
    })
    .from(eventosTipos)
    .leftJoin(counts, eq(counts.tipo, eventosTipos.id))
    .where(and(eq(eventosTipos.extraStatus, 'L'), q.eventoTipoId ? eq(eventosTipos.id, q.eventoTipoId) : undefined))
    .orderBy(asc(eventosTipos.extraOrdem), asc(eventosTipos.id));
  return {
    period,
    metrics: rows.map(({ id, total, ...r }) => ({
      eventoTipoId: id,
      ...r,
      total: Number(total),
      textCenter: formatDecimal(Number(total), 0),
    })),
  };
}
