// GET /dashboard/painel-negocios: the business panel of the dashboard (beyond
// docs/product/gestor-crm-vendas.md §2.2). The orders whose `emissao` falls in the period's Brasília days and
// branches, cancelled ones left out: sold value, count and average ticket against the previous period of the
// same length, by status, by day, the top customers and products by value and per seller. One statement (one
// snapshot): the period's orders are read once through pedidos_painel_idx (index-only) and grouped five ways;
// the items of those orders through pedido_itens_painel_idx; the previous period is counted apart.
// The route and the spreadsheet read it through painel-cache.ts. The grouped sums add whole cents
// (and thousandths of a unit) as float8, exact below 2^53 and much cheaper per group than numeric.
import { sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS, ORDER_STATUSES } from '@portal/shared/constants';
import type { DashboardQuery } from '@portal/shared/schemas/gestor';
import { PAINEL_TOP, type Comparacao, type PainelNegocios } from '@portal/shared/schemas/painel-negocios';
import { GESTOR_LABELS } from '@portal/shared/labels';
import type { AppContext } from '../../context';
import { clientes, pedidoItens, pedidos, produtos, usuarios } from '../../db/schema';
import { addDays, resolvePeriod, type Period } from './period';

const WORK_MEM = '32MB';

/** The previous period: as many days as `p`, ending the day before `p.de`. */
export function previousPeriod(p: Period): Period {
  const days = Math.round((p.to.getTime() - p.from.getTime()) / 86_400_000);
  return resolvePeriod(p.from, addDays(p.de, -days), addDays(p.de, -1));
}

/** Every day from de to ate (YYYY-MM-DD), both included. */
export function daysOf(de: string, ate: string): string[] {
  const out: string[] = [];
  for (let d = de; d <= ate; d = addDays(d, 1)) out.push(d);
  return out;
}

export const comparacao = (atual: number, anterior: number): Comparacao => ({
  atual,
  anterior,
  variacao: anterior === 0 ? null : (atual - anterior) / anterior,
});

type Json<T> = T[] | null;
type Row = {
  n: number;
  v: string;
  t: string;
  pn: number;
  pv: string;
  pt: string;
  st: Json<{ s: number; n: number; v: number }>;
  dd: Json<{ d: string; n: number; v: number }>;
  tc: Json<{ id: number; codigo: string; loja: string; razao: string; n: number; v: number }>;
  tp: Json<{ id: number; sku: string; descricao: string; um: string; q: number; v: number }>;
  tv: Json<{ id: number | null; nome: string | null; n: number; v: number }>;
};

/** The orders of the filter in [from, to), cancelled left out. */
function orderWhere(q: DashboardQuery, p: Period): SQL {
  const o = pedidos;
  return sql`${o.emissao} >= ${p.from.toISOString()}::timestamptz and ${o.emissao} < ${p.to.toISOString()}::timestamptz
    and ${o.statusId} <> ${ORDER_STATUS.CANCELADO}
    ${
      q.filialId?.length
        ? sql`and ${o.unidadeId} in (${sql.join(
            q.filialId.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``
    }
    ${q.clienteId ? sql`and ${o.clienteId} = ${q.clienteId}` : sql``}`;
}

export async function painelNegocios(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  q: DashboardQuery,
): Promise<PainelNegocios> {
  const now = ctx.clock();
  const period = resolvePeriod(now, q.de, q.ate);
  const prev = previousPeriod(period);
  const o = pedidos;
  const i = pedidoItens;
  // Enough memory for a year's groups (a product per item, at worst) without spilling to disk.
  const res = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local work_mem = '${WORK_MEM}'`));
    return tx.execute<Row>(sql`
    with p as materialized (
      select ${o.id} as id, ${o.clienteId} as cliente_id, ${o.vendedorId} as vendedor_id,
             ${o.statusId} as status_id, ${o.total} as total, (${o.total} * 100)::float8 as cents,
             dia_brasilia(${o.emissao}) as dia
        from ${o} where ${orderWhere(q, period)}
    ), prev as (
      select count(*)::int as n, coalesce(sum(${o.total}), 0) as v from ${o} where ${orderWhere(q, prev)}
    ), tot as (
      select count(*)::int as n, coalesce(sum(total), 0) as v from p
    )
    select tot.n, tot.v::text as v, coalesce(round(tot.v / nullif(tot.n, 0), 2), 0)::text as t,
      prev.n as pn, prev.v::text as pv, coalesce(round(prev.v / nullif(prev.n, 0), 2), 0)::text as pt,
      (select json_agg(x order by x.s) from (
         select status_id as s, count(*)::int as n, sum(cents) / 100 as v from p group by 1) x) as st,
      (select json_agg(x order by x.d) from (
         select dia as d, count(*)::int as n, sum(cents) / 100 as v from p group by 1) x) as dd,
      (select json_agg(x order by x.v desc, x.id) from (
         select c.${sql.identifier(clientes.id.name)} as id, c.${sql.identifier(clientes.codigo.name)} as codigo,
                c.${sql.identifier(clientes.loja.name)} as loja, c.${sql.identifier(clientes.razao.name)} as razao, t.n, t.v
           from (select cliente_id, count(*)::int as n, sum(cents) / 100 as v from p
                  group by 1 order by 3 desc, 1 limit ${PAINEL_TOP}) t
           join ${clientes} c on c.${sql.identifier(clientes.id.name)} = t.cliente_id) x) as tc,
      (select json_agg(x order by x.v desc, x.id) from (
         select r.${sql.identifier(produtos.id.name)} as id, r.${sql.identifier(produtos.sku.name)} as sku,
                r.${sql.identifier(produtos.descricao.name)} as descricao, r.${sql.identifier(produtos.um.name)} as um, t.q, t.v
           from (select ${i.produtoId} as produto_id, sum((${i.produtoQuant} * 1000)::float8) / 1000 as q,
                        sum((${i.produtoValorTotal} * 100)::float8) / 100 as v
                   from p join ${i} on ${i.pedidoId} = p.id and ${i.statusId} <> ${ORDER_STATUS.CANCELADO}
                  group by 1 order by 3 desc, 1 limit ${PAINEL_TOP}) t
           join ${produtos} r on r.${sql.identifier(produtos.id.name)} = t.produto_id) x) as tp,
      (select json_agg(x order by x.v desc, x.id nulls last) from (
         select t.vendedor_id as id, u.${sql.identifier(usuarios.nome.name)} as nome, t.n, t.v
           from (select vendedor_id, count(*)::int as n, sum(cents) / 100 as v from p group by 1) t
           left join ${usuarios} u on u.${sql.identifier(usuarios.id.name)} = t.vendedor_id) x) as tv
      from tot, prev`);
  });
  const r = res.rows[0];
  const n = Number(r.n);
  const v = Number(r.v);
  const pn = Number(r.pn);
  const pv = Number(r.pv);
  const byDay = new Map((r.dd ?? []).map((d) => [String(d.d).slice(0, 10), d]));
  const statusLabel = (id: number) => ORDER_STATUSES.find((s) => s.id === id)?.label ?? String(id);
  return {
    calculadoEm: now.toISOString(),
    periodo: { de: period.de, ate: period.ate },
    anterior: { de: prev.de, ate: prev.ate },
    vendido: comparacao(v, pv),
    pedidos: comparacao(n, pn),
    ticketMedio: comparacao(Number(r.t), Number(r.pt)),
    porStatus: (r.st ?? []).map((s) => ({
      statusId: s.s,
      descricao: statusLabel(s.s),
      pedidos: s.n,
      valor: Number(s.v),
    })),
    diario: daysOf(period.de, period.ate).map((dia) => {
      const d = byDay.get(dia);
      return { dia, pedidos: d?.n ?? 0, valor: d ? Number(d.v) : 0 };
    }),
    topClientes: (r.tc ?? []).map((c) => ({
      clienteId: c.id,
      codigo: c.codigo,
      loja: c.loja,
      razao: c.razao,
      pedidos: c.n,
      valor: Number(c.v),
    })),
    topProdutos: (r.tp ?? []).map((p) => ({
      produtoId: p.id,
      sku: p.sku,
      descricao: p.descricao,
      um: p.um,
      quantidade: Number(p.q),
      valor: Number(p.v),
    })),
    vendedores: (r.tv ?? []).map((s) => ({
      vendedorId: s.id,
      nome: s.id === null ? GESTOR_LABELS.painelSemVendedor : (s.nome ?? String(s.id)),
      pedidos: s.n,
      valor: Number(s.v),
    })),
  };
}
