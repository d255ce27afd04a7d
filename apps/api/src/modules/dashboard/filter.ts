// The event filter shared by the dashboard's metrics, positions and spreadsheet.
import { and, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { DashboardQuery } from '@portal/shared/schemas/gestor';
import { eventos, eventosDiarios, eventosDiariosFiliais } from '../../db/schema';
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

/**
 * The same filter over the daily counts. Periods are whole Brasília days (period.ts) and the
 * counts are by Brasília day, so `de`..`ate` selects exactly the events of [from, to). With a
 * customer: its rows of `eventos_diarios` (primary key from cliente_id, dia); without one: the rows
 * of `eventos_diarios_filiais`, a few per day.
 */
export function dailyFilter(q: DashboardQuery, now: Date) {
  const period = resolvePeriod(now, q.de, q.ate);
  const t = q.clienteId ? eventosDiarios : eventosDiariosFiliais;
  const where = and(
    q.clienteId ? eq(eventosDiarios.clienteId, q.clienteId) : undefined,
    gte(t.dia, period.de),
    lte(t.dia, period.ate),
    q.filialId?.length ? inArray(t.filialId, q.filialId) : undefined,
    q.eventoTipoId ? eq(t.eventosTiposId, q.eventoTipoId) : undefined,
  )!;
  return { period, table: t, where };
}
