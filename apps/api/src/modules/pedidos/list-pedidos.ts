import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import { LAST_ORDERS_STATUS_ID, ORDER_STATUSES } from '@portal/shared/constants';
import type { Paged } from '@portal/shared/schemas/common';
import type { PedidoGridBody, PedidoResumo } from '@portal/shared/schemas/pedidos';
import type { AppContext } from '../../context';
import { clientes, pedidos } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { assertClienteAccess, clienteAccessCondition } from '../../http/scope';
import { cachedStatement } from '../../db/statements';
import { spDayEnd, spDayStart } from './dates';
import { isoSql, statusDescSql } from './find-pedido';
import { accessKind, type AccessKind } from './pedido-access';

/** Start of the "last N days" window (status 999 and the utimos counter). */
export const lastDaysStart = (now: Date, dias: number) => new Date(now.getTime() - dias * 86_400_000);

type GridSlot =
  | 'uid'
  | 'cid'
  | 'unidadeId'
  | 'statusId'
  | 'since'
  | 'pedidoId'
  | 'ref'
  | 'from'
  | 'to'
  | 'limit'
  | 'offset';
/** Which optional filters a grid request uses; each combination is its own statement text. */
interface GridShape {
  kind: AccessKind;
  status: 'all' | 'one' | 'lastDays';
  pedidoId: boolean;
  ref: boolean;
  from: boolean;
  to: boolean;
}

// The caller's access to the client, by the rule of http/scope.ts (the user id is a slot).
const asUser = (uid: SQL, role: 'ROLE_CLIENTE' | 'ROLE_VENDEDOR') =>
  ({ id: uid as unknown as number, role, roles: [role], sessionId: '' }) satisfies AuthUser;

/**
 * The grid in ONE statement: the caller's access to the client (managers: always), the number of
 * matching orders and the page, newest first, already in the answer's shape. Only the filters the
 * request uses are in the text, so each filter combination gets a plan of its own (an optional
 * filter written as `$x is null or ...` would keep the planner from using the index on
 * client, unit and issue date for the count). Not prepared: how many orders match decides between
 * walking the issue-date index and sorting the client's orders, so it is planned with the values.
 */
function gridStatement(shape: GridShape) {
  return cachedStatement<GridSlot>(
    (v) => {
      const access =
        shape.kind === 'manager'
          ? sql`true`
          : sql`exists (select 1 from ${clientes} where ${clientes.id} = ${v.cid}::int and ${clienteAccessCondition(
              asUser(v.uid, shape.kind === 'seller' ? 'ROLE_VENDEDOR' : 'ROLE_CLIENTE'),
            )})`;
      const conds: SQL[] = [sql`p.cliente_id = ${v.cid}::int`, sql`p.unidade_id = ${v.unidadeId}::int`];
      if (shape.status === 'lastDays') conds.push(sql`p.emissao >= ${v.since}::timestamptz`);
      if (shape.status === 'one') conds.push(sql`p.status_id = ${v.statusId}::int`);
      if (shape.pedidoId) conds.push(sql`p.id = ${v.pedidoId}::int`);
      if (shape.ref) conds.push(sql`p.ref = ${v.ref}::text`);
      if (shape.from) conds.push(sql`p.emissao >= ${v.from}::timestamptz`);
      if (shape.to) conds.push(sql`p.emissao < ${v.to}::timestamptz`);
      const where = sql.join(conds, sql` and `);
      return sql`
    select
      ${access} as allowed,
      (select count(*)::int from pedidos p where ${where}) as rows,
      (select coalesce(json_agg(json_build_object(
          'id', x.id, 'ref', x.ref, 'statusId', x.status_id, 'statusDesc', ${statusDescSql(sql`x.status_id`)},
          'emissao', ${isoSql(sql`x.emissao`)}, 'total', x.total, 'qtdItens', x.qtd_itens, 'qtdPeso', x.qtd_peso,
          'unidadeId', x.unidade_id, 'unidadeDesc', u.empresa_cod || '/' || u.filial_cod, 'unidadeDescricao', u.descricao
        ) order by x.emissao desc, x.id desc), '[]'::json)
        from (
          select p.id, p.ref, p.status_id, p.emissao, p.total, p.qtd_itens, p.qtd_peso, p.unidade_id
          from pedidos p where ${where}
          order by p.emissao desc, p.id desc
          limit ${v.limit}::int offset ${v.offset}::int
        ) x join unidades u on u.id = x.unidade_id) as items`;
    },
    { prepared: false },
  );
}

const GRID = new Map<string, ReturnType<typeof gridStatement>>();

/**
 * POST /api/pedidos/filtro/grid: the client's orders at the unit, newest first, 1-based pages.
 * statusId 999 = every status of the last `dias` days; optional number (id or ref) and day range.
 * A caller who may not act for the client gets 404.
 */
export async function listPedidos(
  ctx: AppContext,
  user: AuthUser,
  q: PedidoGridBody,
): Promise<Paged<PedidoResumo>> {
  const status =
    q.statusId === LAST_ORDERS_STATUS_ID
      ? 'lastDays'
      : q.statusId !== null && q.statusId !== undefined
        ? 'one'
        : 'all';
  const shape: GridShape = {
    kind: accessKind(user),
    status,
    pedidoId: Boolean(q.pedidoId),
    ref: Boolean(q.ref),
    from: Boolean(q.dataInicial),
    to: Boolean(q.dataFinal),
  };
  const name = JSON.stringify(shape);
  let statement = GRID.get(name);
  if (!statement) GRID.set(name, (statement = gridStatement(shape)));
  const [r] = await statement<{ allowed: boolean; rows: number; items: PedidoResumo[] }>(ctx.db, {
    uid: user.id,
    cid: q.clienteId,
    unidadeId: q.unidadeId,
    statusId: q.statusId ?? null,
    since: status === 'lastDays' ? lastDaysStart(ctx.clock(), q.dias).toISOString() : null,
    pedidoId: q.pedidoId ?? null,
    ref: q.ref || null,
    from: q.dataInicial ? spDayStart(q.dataInicial).toISOString() : null,
    to: q.dataFinal ? spDayEnd(q.dataFinal).toISOString() : null,
    limit: q.pageTotal,
    offset: (q.page - 1) * q.pageTotal,
  });
  if (!r.allowed) throw notFound();
  return { page: q.page, pages: Math.ceil(r.rows / q.pageTotal), rows: r.rows, items: r.items };
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
