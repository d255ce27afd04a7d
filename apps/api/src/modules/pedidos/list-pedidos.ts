import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { LAST_ORDERS_STATUS_ID, ORDER_STATUSES } from '@portal/shared/constants';
import type { Paged } from '@portal/shared/schemas/common';
import type { PedidoGridBody, PedidoResumo } from '@portal/shared/schemas/pedidos';
import type { AppContext } from '../../context';
import { pedidos, unidades } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { assertClienteAccess } from '../../http/scope';
import { spDayEnd, spDayStart } from './dates';
import { statusDesc } from './find-pedido';

/** Start of the "last N days" window (status 999 and the utimos counter). */
export const lastDaysStart = (now: Date, dias: number) => new Date(now.getTime() - dias * 86_400_000);

/**
 * POST /api/pedidos/filtro/grid: the client's orders at the unit, newest first, 1-based pages.
 * statusId 999 = every status of the last `dias` days; optional number (id or ref) and day range.
 */
export async function listPedidos(
  ctx: AppContext,
  user: AuthUser,
  q: PedidoGridBody,
): Promise<Paged<PedidoResumo>> {
  await assertClienteAccess(ctx.db, user, q.clienteId);
  const conds: (SQL | undefined)[] = [eq(pedidos.clienteId, q.clienteId), eq(pedidos.unidadeId, q.unidadeId)];
  if (q.statusId === LAST_ORDERS_STATUS_ID)
    conds.push(gte(pedidos.emissao, lastDaysStart(ctx.clock(), q.dias)));
  else if (q.statusId !== null && q.statusId !== undefined) conds.push(eq(pedidos.statusId, q.statusId));
  if (q.pedidoId) conds.push(eq(pedidos.id, q.pedidoId));
  if (q.ref) conds.push(eq(pedidos.ref, q.ref));
  if (q.dataInicial) conds.push(gte(pedidos.emissao, spDayStart(q.dataInicial)));
  if (q.dataFinal) conds.push(lt(pedidos.emissao, spDayEnd(q.dataFinal)));
  const where = and(...conds);
  const [[{ rows }], items] = await Promise.all([
    ctx.db.select({ rows: count() }).from(pedidos).where(where),
    ctx.db
      .select({
        id: pedidos.id,
        ref: pedidos.ref,
        statusId: pedidos.statusId,
        emissao: pedidos.emissao,
        total: pedidos.total,
        qtdItens: pedidos.qtdItens,
        qtdPeso: pedidos.qtdPeso,
        unidadeId: pedidos.unidadeId,
        empresaCod: unidades.empresaCod,
        filialCod: unidades.filialCod,
        unidadeDescricao: unidades.descricao,
      })
      .from(pedidos)
      .innerJoin(unidades, eq(unidades.id, pedidos.unidadeId))
      .where(where)
      .orderBy(desc(pedidos.emissao), desc(pedidos.id))
      .limit(q.pageTotal)
      .offset((q.page - 1) * q.pageTotal),
  ]);
  return {
    page: q.page,
    pages: Math.ceil(rows / q.pageTotal),
    rows,
    items: items.map(({ empresaCod, filialCod, emissao, ...r }) => ({
      ...r,
      statusDesc: statusDesc(r.statusId),
      emissao: emissao.toISOString(),
      unidadeDesc: `${empresaCod}/${filialCod}`,
    })),
  };
}

/** POST /api/pedidos/status/soma: the client's order count at the unit for every status (0 included). */
export async function sumPedidoStatus(
  ctx: AppContext,
  user: AuthUser,
  q: { clienteId: number; unidadeId: number },
) {
  await assertClienteAccess(ctx.db, user, q.clienteId);
  const rows = await ctx.db
    .select({ statusId: pedidos.statusId, total: count() })
    .from(pedidos)
    .where(and(eq(pedidos.clienteId, q.clienteId), eq(pedidos.unidadeId, q.unidadeId)))
    .groupBy(pedidos.statusId);
  const byStatus = new Map(rows.map((r) => [r.statusId, r.total]));
  return ORDER_STATUSES.map((s) => ({ pedidoStatusId: s.id, total: byStatus.get(s.id) ?? 0 }));
}

/** POST /api/pedidos/status/soma/utimos/{dias}: the client's orders at the unit in the last N days (id 999). */
export async function sumPedidosUltimosDias(
  ctx: AppContext,
  user: AuthUser,
  q: { clienteId: number; unidadeId: number },
  dias: number,
) {
  await assertClienteAccess(ctx.db, user, q.clienteId);
  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(pedidos)
    .where(
      and(
        eq(pedidos.clienteId, q.clienteId),
        eq(pedidos.unidadeId, q.unidadeId),
        gte(pedidos.emissao, lastDaysStart(ctx.clock(), dias)),
      ),
    );
  return { pedidoStatusId: LAST_ORDERS_STATUS_ID, total };
}
