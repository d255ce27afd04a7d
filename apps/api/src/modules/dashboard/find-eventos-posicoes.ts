// GET /dashboard/eventos-posicoes: where the events of the filter happened, for the map. Positions
// are aggregated in the database to a grid (0.25° ≈ 28 km) and only the busiest cells are sent, so a
// year of events stays a few kilobytes. Events without a position (0,0) are left out, and so are the
// event types the cards do not show (extraStatus other than L): the map counts what the cards count.
import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DashboardPosicoes, DashboardQuery } from '@portal/shared/schemas/gestor';
import type { AppContext } from '../../context';
import { eventos, eventosTipos } from '../../db/schema';
import { eventFilter } from './filter';

export const POSITION_CELL_DEGREES = 0.25;
export const POSITION_MAX_CELLS = 2000;

export async function findEventosPosicoes(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  q: DashboardQuery,
): Promise<DashboardPosicoes> {
  const { where } = eventFilter(q, ctx.clock());
  const cell = POSITION_CELL_DEGREES;
  const latCell = sql<number>`floor(${eventos.geoLat} / ${sql.raw(String(cell))})`;
  const lonCell = sql<number>`floor(${eventos.geoLon} / ${sql.raw(String(cell))})`;
  const rows = await ctx.db
    .select({
      latCell: latCell.mapWith(Number),
      lonCell: lonCell.mapWith(Number),
      total: sql<number>`count(*)::int`.mapWith(Number),
      grand: sql<number>`(sum(count(*)) over ())::bigint`.mapWith(Number),
      cells: sql<number>`(count(*) over ())::int`.mapWith(Number),
    })
    .from(eventos)
    .where(
      and(
        where,
        or(ne(eventos.geoLat, 0), ne(eventos.geoLon, 0)),
        inArray(
          eventos.eventosTiposId,
          ctx.db.select({ id: eventosTipos.id }).from(eventosTipos).where(eq(eventosTipos.extraStatus, 'L')),
        ),
      ),
    )
    .groupBy(latCell, lonCell)
    .orderBy(desc(sql`count(*)`))
    .limit(POSITION_MAX_CELLS);
  return {
    cell,
    total: rows[0]?.grand ?? 0,
    capped: (rows[0]?.cells ?? 0) > rows.length,
    items: rows.map((r) => ({
      lat: Math.round((r.latCell + 0.5) * cell * 1e4) / 1e4,
      lon: Math.round((r.lonCell + 0.5) * cell * 1e4) / 1e4,
      total: r.total,
    })),
  };
}
