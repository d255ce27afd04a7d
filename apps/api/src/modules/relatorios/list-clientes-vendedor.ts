// The 'Vendedores X Clientes' figures (docs/product/gestor-crm-vendas.md §2.11): every customer of each
// seller (the serving seller of the customer in the ERP, clientes.vendedor_id) with its orders in the period:
// count and total of the orders that were not cancelled, the cancelled ones apart (count and value), the last
// order's date.
// Customers without a seller appear (under no seller) only when they have orders in the period, so
// the report's total is the total of every order of the period. Periods are Brasília days,
// inclusive: client creation (clientes.created_date) and order creation (pedidos.emissao).
import { and, asc, eq, gte, isNotNull, lt, or, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@portal/shared/constants';
import type { RelatorioClientesVendedorQuery } from '@portal/shared/schemas/gestor-cadastros';
import type { Db } from '../../db/client';
import { clienteIdentidade } from '../../db/columns';
import { clientes, pedidos, usuarios } from '../../db/schema';
import { addDays } from '@portal/shared/dates';

export interface ClienteVendedorRow {
  vendedorId: number | null;
  vendedorNome: string | null;
  vendedorEmail: string | null;
  vendedorCodigo: string | null;
  clienteId: number;
  codigo: string;
  loja: string;
  razao: string;
  cgc: string | null;
  cidade: string | null;
  uf: string | null;
  status: string;
  clienteDesde: Date;
  pedidos: number;
  total: number;
  cancelados: number;
  /** Value of the cancelled orders of the period (not in total). */
  valorCancelado: number;
  ultimoPedido: Date | null;
}

/** Start of a Brasília day (UTC-3, no daylight saving since 2019). */
const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`);

export async function listClientesVendedor(
  db: Db,
  q: RelatorioClientesVendedorQuery,
): Promise<ClienteVendedorRow[]> {
  const cancelled = ORDER_STATUS.CANCELADO;
  const orders = db.$with('o').as(
    db
      .select({
        clienteId: pedidos.clienteId,
        pedidos: sql<number>`count(*) filter (where ${pedidos.statusId} <> ${cancelled})`.as('pedidos'),
        total:
          sql<string>`coalesce(sum(${pedidos.total}) filter (where ${pedidos.statusId} <> ${cancelled}), 0)`.as(
            'total',
          ),
        cancelados: sql<number>`count(*) filter (where ${pedidos.statusId} = ${cancelled})`.as('cancelados'),
        valorCancelado:
          sql<string>`coalesce(sum(${pedidos.total}) filter (where ${pedidos.statusId} = ${cancelled}), 0)`.as(
            'valor_cancelado',
          ),
        ultimo: sql<
          Date | string | null
        >`max(${pedidos.emissao}) filter (where ${pedidos.statusId} <> ${cancelled})`.as('ultimo'),
      })
      .from(pedidos)
      .where(
        and(
          q.pedidoCreatedStart ? gte(pedidos.emissao, dayStart(q.pedidoCreatedStart)) : undefined,
          q.pedidoCreatedEnd ? lt(pedidos.emissao, dayStart(addDays(q.pedidoCreatedEnd, 1))) : undefined,
        ),
      )
      .groupBy(pedidos.clienteId),
  );
  const rows = await db
    .with(orders)
    .select({
      vendedorId: usuarios.id,
      vendedorNome: usuarios.nome,
      vendedorEmail: usuarios.email,
      vendedorCodigo: usuarios.vendedorCodigo,
      clienteId: clientes.id,
      ...clienteIdentidade,
      cidade: clientes.cidade,
      uf: clientes.uf,
      status: clientes.status,
      clienteDesde: clientes.createdDate,
      pedidos: orders.pedidos,
      total: orders.total,
      cancelados: orders.cancelados,
      valorCancelado: orders.valorCancelado,
      ultimo: orders.ultimo,
    })
    .from(clientes)
    .leftJoin(usuarios, eq(usuarios.id, clientes.vendedorId))
    .leftJoin(orders, eq(orders.clienteId, clientes.id))
    .where(
      and(
        or(isNotNull(clientes.vendedorId), isNotNull(orders.clienteId)),
        q.clienteCreatedStart ? gte(clientes.createdDate, dayStart(q.clienteCreatedStart)) : undefined,
        q.clienteCreatedEnd ? lt(clientes.createdDate, dayStart(addDays(q.clienteCreatedEnd, 1))) : undefined,
      ),
    )
    .orderBy(sql`${usuarios.nome} asc nulls last`, asc(clientes.razao), asc(clientes.id));
  return rows.map((r) => ({
    ...r,
    pedidos: Number(r.pedidos ?? 0),
    total: Number(r.total ?? 0),
    cancelados: Number(r.cancelados ?? 0),
    valorCancelado: Number(r.valorCancelado ?? 0),
    ultimoPedido: r.ultimo ? new Date(r.ultimo) : null,
  }));
}
