import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { ORDER_STATUS } from '@portal/shared/constants';
import type { PedidoCanceladoFeed } from '@portal/shared/schemas/integracao';
import { pedidoStatusHistorico, pedidos, unidades, usuarios } from '../db/schema';
import type { ErpContext } from './common';

/**
 * The feed of portal cancellations the ERP has not acknowledged: orders the ERP had already taken
 * (erp_ack_date set) that were then cancelled in the portal. An order cancelled before the ERP took
 * it needs no entry here (the new-order feed delivers it with status 7), and a cancellation made by
 * the ERP itself is not sent back. Reading changes nothing, as with the new-order feed.
 */
export async function listPedidosCancelados(ctx: ErpContext, limite = 50): Promise<PedidoCanceladoFeed[]> {
  const rows = await ctx.db
    .select({
      id: pedidos.id,
      ref: pedidos.ref,
      erpNumero: pedidos.erpNumero,
      modified: pedidos.modifiedDate,
      empresa: unidades.empresaCod,
      filial: unidades.filialCod,
    })
    .from(pedidos)
    .innerJoin(unidades, eq(unidades.id, pedidos.unidadeId))
    .where(
      and(
        eq(pedidos.statusId, ORDER_STATUS.CANCELADO),
        isNotNull(pedidos.erpAckDate),
        isNull(pedidos.erpCancelAckDate),
      ),
    )
    .orderBy(asc(pedidos.id))
    .limit(limite);
  if (rows.length === 0) return [];
  // The cancellation itself: the latest history row of status 7 of each order.
  const history = await ctx.db
    .select({
      pedidoId: pedidoStatusHistorico.pedidoId,
      origem: pedidoStatusHistorico.origem,
      at: pedidoStatusHistorico.createdDate,
      nome: usuarios.nome,
      email: usuarios.email,
    })
    .from(pedidoStatusHistorico)
    .leftJoin(usuarios, eq(usuarios.id, pedidoStatusHistorico.usuarioId))
    .where(
      and(
        inArray(
          pedidoStatusHistorico.pedidoId,
          rows.map((r) => r.id),
        ),
        eq(pedidoStatusHistorico.statusId, ORDER_STATUS.CANCELADO),
      ),
    )
    .orderBy(desc(pedidoStatusHistorico.createdDate), desc(pedidoStatusHistorico.id));
  return rows.flatMap((r) => {
    const h = history.find((x) => x.pedidoId === r.id);
    if (h && h.origem !== 'PORTAL') return [];
    return [
      {
        ref: r.ref,
        empresa: r.empresa,
        filial: r.filial,
        erpNumero: r.erpNumero,
        canceladoEm: (h?.at ?? r.modified ?? new Date(0)).toISOString(),
        usuario: h?.nome && h.email ? { nome: h.nome, email: h.email } : null,
      },
    ];
  });
}
