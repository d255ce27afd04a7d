import { and, desc, eq, lt } from 'drizzle-orm';
import { EVENT_TYPES, ORDER_STATUS, ORDER_STATUSES } from '@portal/shared/constants';
import {
  parseErpDateTime,
  type PedidoItemUpdateInput,
  type PedidoStatusBody,
  type PedidoStatusResult,
} from '@portal/shared/schemas/integracao';
import type { Db } from '../db/client';
import { pedidoItemUpdates, pedidoItens, pedidoStatusHistorico, pedidos } from '../db/schema';
import { AppError, badRequest, conflict } from '../http/errors';
import { liberarReservas } from '../modules/estoques';
import { recordEvent } from '../modules/eventos';
import { notifyStatusChange } from '../modules/notificacoes';
import { BatchErrors, ERP_MSG, ErpKeys, inTransaction, type ErpContext } from './common';

const STATUS_LABEL = new Map<number, string>(ORDER_STATUSES.map((s) => [s.id, s.label]));

type UpdateRow = typeof pedidoItemUpdates.$inferSelect;
type UpdateFields = Pick<
  UpdateRow,
  'agendamento' | 'ordemcarreg' | 'nota1' | 'serie1' | 'chave1' | 'nota2' | 'serie2' | 'chave2'
>;
const UPDATE_FIELDS = ['ordemcarreg', 'nota1', 'serie1', 'chave1', 'nota2', 'serie2', 'chave2'] as const;

const EMPTY_FIELDS: UpdateFields = {
  agendamento: null,
  ordemcarreg: null,
  nota1: null,
  serie1: null,
  chave1: null,
  nota2: null,
  serie2: null,
  chave2: null,
};

function pickFields(row: UpdateRow | undefined): UpdateFields {
  if (!row) return { ...EMPTY_FIELDS };
  const { agendamento, ordemcarreg, nota1, serie1, chave1, nota2, serie2, chave2 } = row;
  return { agendamento, ordemcarreg, nota1, serie1, chave1, nota2, serie2, chave2 };
}

/** The base fields with what the ERP sent on top (left out = kept, null = cleared). */
function overlay(base: UpdateFields, u: PedidoItemUpdateInput): UpdateFields {
  const out = { ...base };
  if (u.agendamento !== undefined)
    out.agendamento = u.agendamento === null ? null : parseErpDateTime(u.agendamento);
  for (const k of UPDATE_FIELDS) if (u[k] !== undefined) out[k] = u[k] ?? null;
  return out;
}

function sameFields(a: UpdateFields, b: UpdateFields): boolean {
  return (
    (a.agendamento?.getTime() ?? null) === (b.agendamento?.getTime() ?? null) &&
    UPDATE_FIELDS.every((k) => (a[k] ?? null) === (b[k] ?? null))
  );
}

/**
 * One ERP update of an item (docs/product/portal-cliente.md §3 updates). Rows are snapshots: each carries
 * every field as of its datacad, so the latest row is the item's current state. A datacad already stored is
 * updated in place; without a datacad a new row is written only when a field changes.
 */
async function applyItemUpdate(
  db: Db,
  pedidoItemId: number,
  u: PedidoItemUpdateInput,
  at: Date,
): Promise<boolean> {
  const datacad = u.datacad ? parseErpDateTime(u.datacad)! : at;
  const [same] = u.datacad
    ? await db
        .select()
        .from(pedidoItemUpdates)
        .where(and(eq(pedidoItemUpdates.pedidoItemId, pedidoItemId), eq(pedidoItemUpdates.datacad, datacad)))
        .limit(1)
    : [];
  if (same) {
    const merged = overlay(pickFields(same), u);
    if (sameFields(merged, pickFields(same))) return false;
    await db.update(pedidoItemUpdates).set(merged).where(eq(pedidoItemUpdates.id, same.id));
    return true;
  }
  const [base] = await db
    .select()
    .from(pedidoItemUpdates)
    .where(
      u.datacad
        ? and(eq(pedidoItemUpdates.pedidoItemId, pedidoItemId), lt(pedidoItemUpdates.datacad, datacad))
        : eq(pedidoItemUpdates.pedidoItemId, pedidoItemId),
    )
    .orderBy(desc(pedidoItemUpdates.datacad), desc(pedidoItemUpdates.id))
    .limit(1);
  const merged = overlay(pickFields(base), u);
  if (!u.datacad && base && sameFields(merged, pickFields(base))) return false;
  await db.insert(pedidoItemUpdates).values({ pedidoItemId, datacad, ...merged });
  return true;
}

/**
 * An ERP status change of a portal order, with its item updates and a history row. Repeating the
 * same change writes nothing. With `statusAnterior`, a change from another status is refused (409)
 * so that a late ERP message cannot undo a newer state (e.g. a cancellation in the portal).
 * Moving to NF-e EMITIDA records a billing event (type 8).
 */
export async function updatePedidoStatus(
  ctx: ErpContext,
  ref: string,
  body: PedidoStatusBody,
  opts: { origem?: string } = {},
): Promise<PedidoStatusResult> {
  return inTransaction(ctx, async (db) => {
    const keys = new ErpKeys(db);
    const unit = await keys.unit(body.empresa, body.filial);
    if (!unit) throw badRequest(ERP_MSG.changeRejected, { empresa: ERP_MSG.unitNotFound });
    const [order] = await db
      .select({
        id: pedidos.id,
        statusId: pedidos.statusId,
        erpNumero: pedidos.erpNumero,
        clienteId: pedidos.clienteId,
        usuarioId: pedidos.usuarioId,
      })
      .from(pedidos)
      .where(and(eq(pedidos.ref, ref), eq(pedidos.unidadeId, unit.id)))
      .for('update')
      .limit(1);
    if (!order) throw new AppError(404, ERP_MSG.orderNotFoundMessage(ref, `${body.empresa}/${body.filial}`));
    if (body.statusAnterior !== undefined && order.statusId !== body.statusAnterior) {
      throw conflict(ERP_MSG.statusConflict(order.statusId), { statusAnterior: String(order.statusId) });
    }
    const items = await db
      .select({ id: pedidoItens.id, item: pedidoItens.item, statusId: pedidoItens.statusId })
      .from(pedidoItens)
      .where(eq(pedidoItens.pedidoId, order.id));
    const byNumber = new Map(items.map((i) => [i.item, i]));
    const errors = new BatchErrors();
    for (const [k, u] of (body.itens ?? []).entries())
      if (!byNumber.has(u.item)) errors.item(k, 'item', ERP_MSG.orderItemNotFound);
    if (errors.any) throw badRequest(ERP_MSG.changeRejected, errors.fields);

    const at = body.dataHora ? parseErpDateTime(body.dataHora)! : ctx.clock();
    const statusChanged = order.statusId !== body.statusId;
    let changed = statusChanged;
    if (statusChanged) {
      await db
        .update(pedidos)
        .set({ statusId: body.statusId, modifiedDate: ctx.clock() })
        .where(eq(pedidos.id, order.id));
      await db.insert(pedidoStatusHistorico).values({
        pedidoId: order.id,
        statusId: body.statusId,
        observacao:
          body.observacao ?? `Status ${STATUS_LABEL.get(body.statusId) ?? body.statusId} informado pelo ERP.`,
        origem: opts.origem ?? 'ERP',
        createdDate: at,
      });
      // A cancelled order's reservations go back to the unit's stock.
      if (body.statusId === ORDER_STATUS.CANCELADO) await liberarReservas(db, order.id);
      // The customer's users and seller are told in this same transaction (unique per status).
      await notifyStatusChange(db, {
        pedidoId: order.id,
        statusId: body.statusId,
        at: ctx.clock(),
        publicUrl: ctx.config?.publicUrl ?? '',
      });
    }
    if (body.erpNumero && body.erpNumero !== order.erpNumero) {
      await db.update(pedidos).set({ erpNumero: body.erpNumero }).where(eq(pedidos.id, order.id));
      changed = true;
    }
    // Items follow the order when its status changes, unless the ERP gives an item its own status.
    const explicit = new Map(
      (body.itens ?? []).filter((u) => u.statusId !== undefined).map((u) => [u.item, u.statusId!]),
    );
    for (const it of items) {
      const target = explicit.get(it.item) ?? (statusChanged ? body.statusId : undefined);
      if (target !== undefined && target !== it.statusId) {
        await db.update(pedidoItens).set({ statusId: target }).where(eq(pedidoItens.id, it.id));
        changed = true;
      }
    }
    for (const u of body.itens ?? []) {
      if (await applyItemUpdate(db, byNumber.get(u.item)!.id, u, at)) changed = true;
    }
    if (statusChanged && body.statusId === ORDER_STATUS.NFE_EMITIDA) {
      await recordEvent(
        { db, clock: () => at },
        {
          eventosTiposId: EVENT_TYPES.FATURAMENTO,
          clienteId: order.clienteId,
          filialId: unit.id,
          createdBy: order.usuarioId,
        },
      );
    }
    return { ref, statusId: body.statusId, alterado: changed };
  });
}
