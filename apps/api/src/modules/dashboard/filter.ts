// The event filter shared by the dashboard's metrics, positions and spreadsheet.
import { and, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { DashboardQuery } from '@portal/shared/schemas/gestor';
import { eventos } from '../../db/schema';
import { resolvePeriod, type Period } from './period';

export interface EventFilter {
  period: Period;
  where: SQL;
}

/**
 * created_date range first: the (created_date, eventos_tipos_id, filial_id) index answers the
 * counts with an index-only range scan; a branch list uses (filial_id, created_date).
 */
export function eventFilter(q: DashboardQuery, now: Date): EventFilter {
  const period = resolvePeriod(now, q.de, q.ate);
  const where = and(
    gte(eventos.createdDate, period.from),
    lt(eventos.createdDate, period.to),
    q.filialId?.length ? inArray(eventos.filialId, q.filialId) : undefined,
    q.clienteId ? eq(eventos.clienteId, q.clienteId) : undefined,
    q.eventoTipoId ? eq(eventos.eventosTiposId, q.eventoTipoId) : undefined,
  )!;
  return { period, where };
}
