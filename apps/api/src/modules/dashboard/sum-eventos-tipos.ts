// GET /dashboard/eventos-tipos-sum: one card per event type shown on the dashboard (extraStatus L,
// ordered by extraOrdem) with the count of its events in the period, branches and customer. Closed
// days are summed from the daily counts (a year is a few thousand rows, not a year of events), the
// days after the last closed one (today) are counted from the events; one statement, so both parts
// and the mark between them come from one snapshot.
import { sql } from 'drizzle-orm';
import { formatDecimal } from '@portal/shared/format';
import type { DashboardMetric, DashboardQuery } from '@portal/shared/schemas/gestor';
import type { AppContext } from '../../context';
import { eventos, eventosDiariosFechados, eventosTipos } from '../../db/schema';
import { dailyFilter, eventFilter } from './filter';
import type { Period } from './period';

type Row = {
  id: number;
  cor: string;
  icon: string;
  textTitle: string;
  textCenterSub: string | null;
  footer: string | null;
  extraStatus: string;
  extraOrdem: number;
  total: number;
  fechado: string | null;
};

export async function sumEventosTipos(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  q: DashboardQuery,
): Promise<{ period: Period; metrics: DashboardMetric[]; fechado: string | null }> {
  const now = ctx.clock();
  const raw = eventFilter(q, now);
  const { period, table: d, where } = dailyFilter(q, now);
  const fechado = sql`(select ${eventosDiariosFechados.ate} from ${eventosDiariosFechados})`;
  const t = eventosTipos;
  const res = await ctx.db.execute<Row>(sql`
    select ${t.id} as "id", ${t.cor} as "cor", ${t.icon} as "icon", ${t.textTitle} as "textTitle",
           ${t.textCenterSub} as "textCenterSub", ${t.footer} as "footer", ${t.extraStatus} as "extraStatus",
           ${t.extraOrdem} as "extraOrdem", coalesce(c.total, 0)::int as "total", ${fechado}::text as "fechado"
      from ${t}
      left join (
        select u.tipo, sum(u.n) as total from (
          select ${d.eventosTiposId} as tipo, sum(${d.total}) as n
            from ${d} where ${where} and ${d.dia} <= ${fechado}
           group by 1
          union all
          select ${eventos.eventosTiposId}, count(*)
            from ${eventos} where ${raw.where} and ${eventos.createdDate} >= inicio_dia_brasilia(${fechado} + 1)
           group by 1
        ) u group by u.tipo
      ) c on c.tipo = ${t.id}
     where ${t.extraStatus} = 'L' ${q.eventoTipoId ? sql`and ${t.id} = ${q.eventoTipoId}` : sql``}
     order by ${t.extraOrdem}, ${t.id}`);
  const rows = res.rows;
  return {
    period,
    fechado: rows[0]?.fechado ?? null,
    metrics: rows.map(({ id, total, fechado: _f, ...r }) => ({
      eventoTipoId: id,
      ...r,
      extraOrdem: Number(r.extraOrdem),
      total: Number(total),
      textCenter: formatDecimal(Number(total), 0),
    })),
  };
}
