// The write of POST /api/pedidos as ONE statement (so one implicit transaction and one round trip):
// data-modifying CTEs claim the idempotency key first and insert the orders, their items, the
// status-history rows, the order-created events (type 6, the rows recordEvent writes), the stock
// the lines take at the unit (estoque_reservas and estoques.reservado, for products with a stock
// figure) and the optional standing order only when the key was claimed. Rows travel as one array per column
// (unnest), so the statement text does not depend on the number of items: it is rendered once and
// runs as a prepared statement (cachedStatement) with ~50 parameters instead of one per value.
import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EVENT_TYPES, ORDER_STATUS } from '@portal/shared/constants';
import type { Db } from '../../db/client';
import {
  estoqueReservas,
  estoques,
  eventos,
  idempotencyKeys,
  pedidoItens,
  pedidoPadraoItens,
  pedidoStatusHistorico,
  pedidos,
  pedidosPadrao,
} from '../../db/schema';
import { cachedStatement, type Runner, type Slots } from '../../db/statements';
import { statusNotificationCtes } from '../notificacoes';

type PgType = 'int' | 'smallint' | 'text' | 'numeric' | 'boolean' | 'date' | 'timestamptz';

/** A column filled from an array parameter. */
interface ArrayCol<R> {
  col: AnyPgColumn;
  type: PgType;
  value: (row: R) => unknown;
}

const ident = (c: AnyPgColumn) => sql.identifier(c.name);
const typed = (value: SQL, type: PgType) => sql`${value}::${sql.raw(type)}[]`;
/** Slot name of an array column. */
const key = (prefix: string, c: AnyPgColumn) => `${prefix}_${c.name}`;

/** `(col1, col2, ...)` and `unnest($1::t[], $2::t[], ...)` over the slots of the columns. */
function unnest<R>(prefix: string, cols: ArrayCol<R>[], v: Slots<string>): { names: SQL; source: SQL } {
  return {
    names: sql.join(
      cols.map((c) => ident(c.col)),
      sql`, `,
    ),
    source: sql`unnest(${sql.join(
      cols.map((c) => typed(v[key(prefix, c.col)], c.type)),
      sql`, `,
    )})`,
  };
}

/** The slot of one item column (its values travel as one array, see `arrays`). */
const itemSlot = (v: Slots<string>, c: AnyPgColumn) => v[key('i', c)];

/** The slot values of the array columns. */
function arrays<R>(prefix: string, cols: ArrayCol<R>[], rows: R[]): Record<string, unknown[]> {
  return Object.fromEntries(cols.map((c) => [key(prefix, c.col), rows.map(c.value)]));
}

/** The array type of a column, from its SQL type (a type not listed stops the start, never a wrong cast). */
function pgTypeOf(c: AnyPgColumn): PgType {
  const t = c.getSQLType();
  if (t === 'serial' || t === 'integer') return 'int';
  if (t === 'smallint' || t === 'boolean' || t === 'date' || t === 'text') return t;
  if (t.startsWith('varchar') || t.startsWith('char')) return 'text';
  if (t.startsWith('numeric')) return 'numeric';
  if (t === 'timestamp with time zone') return 'timestamptz';
  throw new Error(`write-pedidos: column ${c.name} of type ${t} has no array type`);
}

/**
 * Every column of `table` but `skip`, each filled from the row field of its drizzle name: a column
 * added to the table is written by creation once its row type (below) has it.
 */
function columnsOf<R>(table: Table, skip: readonly string[]): ArrayCol<R>[] {
  return Object.entries(getTableColumns(table))
    .filter(([name]) => !skip.includes(name))
    .map(([name, col]) => ({
      col,
      type: pgTypeOf(col),
      value: (row: R) => {
        const v = (row as Record<string, unknown>)[name] ?? null;
        return v instanceof Date ? v.toISOString() : v;
      },
    }));
}

/** `{ ...every field required }`: what a creation must give for each written column. */
type Written<T, Skip extends keyof T> = { [K in Exclude<keyof T, Skip>]-?: Exclude<T[K], undefined> };

/**
 * Columns of `pedidos` creation leaves alone: the origin keeps its default ('PORTAL'), `log` is
 * written by no one yet, the ERP's acknowledgements and number come later (src/erp), and
 * `modified_date` by later changes. Every other column is a field of OrderRow.
 */
const PEDIDO_LEFT = ['origem', 'log', 'erpAckDate', 'erpNumero', 'erpCancelAckDate', 'modifiedDate'] as const;
/** Columns of `pedido_itens` creation leaves to the database: the serial id, the item status (REALIZADO, its default). */
const ITEM_LEFT = ['id', 'statusId'] as const;

/** An order as written: every column of `pedidos` but PEDIDO_LEFT (typeof pedidos.$inferInsert). */
export type OrderRow = Written<typeof pedidos.$inferInsert, (typeof PEDIDO_LEFT)[number]>;
/** A line as written: every column of `pedido_itens` but ITEM_LEFT, and what the standing order keeps. */
export type ItemRow = Written<typeof pedidoItens.$inferInsert, (typeof ITEM_LEFT)[number]> & {
  /** Description of the price table (kept on the standing order). */
  modalidadeDescricao: string;
};

const ORDER_COLS = columnsOf<OrderRow>(pedidos, PEDIDO_LEFT);
const ITEM_COLS = columnsOf<ItemRow>(pedidoItens, ITEM_LEFT);

const PADRAO_ITEM_COLS: ArrayCol<ItemRow>[] = [
  { col: pedidoPadraoItens.produtoId, type: 'int', value: (r) => r.produtoId },
  { col: pedidoPadraoItens.quantidade, type: 'numeric', value: (r) => r.produtoQuant },
  { col: pedidoPadraoItens.tabelaPrecoSku, type: 'text', value: (r) => r.modalidadeSku },
  { col: pedidoPadraoItens.tabelaPrecoDescricao, type: 'text', value: (r) => r.modalidadeDescricao },
  { col: pedidoPadraoItens.pagamentoCondicaoId, type: 'int', value: (r) => r.pagamentoCondicaoId },
  {
    col: pedidoPadraoItens.pagamentoCondicaoDescricao,
    type: 'text',
    value: (r) => r.pagamentoCondicaoDescricao,
  },
];

export interface WritePedidos {
  idem: {
    chave: string;
    usuarioId: number;
    rota: string;
    requestHash: string;
    statusCode: number;
    resposta: unknown;
  };
  /** The orders of the request: one client, unit, user and instant. */
  orders: OrderRow[];
  items: ItemRow[];
  /** Standing order made of every written item, linked to the first order. */
  padrao: { descricao: string } | null;
  /** The e-mail (subject, text) of each order's creation, for the users who chose it. */
  mails: { assunto: string; texto: string }[];
}

const statement = cachedStatement<string>((v) => {
  const o = unnest('o', ORDER_COLS, v);
  const i = unnest('i', ITEM_COLS, v);
  const pi = unnest('pi', PADRAO_ITEM_COLS, v);
  const claimed = sql`exists (select 1 from k)`;
  return sql`
    with k as (
      insert into ${idempotencyKeys} (${ident(idempotencyKeys.chave)}, ${ident(idempotencyKeys.usuarioId)}, ${ident(idempotencyKeys.rota)},
        ${ident(idempotencyKeys.requestHash)}, ${ident(idempotencyKeys.statusCode)}, ${ident(idempotencyKeys.resposta)}, ${ident(idempotencyKeys.createdDate)})
      values (${v.chave}, ${v.usuarioId}::int, ${v.rota}, ${v.requestHash}, ${v.statusCode}::smallint, ${v.resposta}::jsonb, ${v.now}::timestamptz)
      on conflict do nothing
      returning 1
    ),
    p as (
      insert into ${pedidos} (${o.names}) select * from ${o.source} where ${claimed}
    ),
    i as (
      insert into ${pedidoItens} (${i.names}) select * from ${i.source} where ${claimed}
    ),
    h as (
      insert into ${pedidoStatusHistorico} (${ident(pedidoStatusHistorico.pedidoId)}, ${ident(pedidoStatusHistorico.statusId)},
        ${ident(pedidoStatusHistorico.observacao)}, ${ident(pedidoStatusHistorico.usuarioId)}, ${ident(pedidoStatusHistorico.createdDate)})
      select x, ${ORDER_STATUS.REALIZADO}::smallint, 'Pedido realizado pelo portal.', ${v.usuarioId}::int, ${v.now}::timestamptz
      from unnest(${typed(v.orderIds, 'int')}) as x where ${claimed}
    ),
    e as (
      insert into ${eventos} (${ident(eventos.eventosTiposId)}, ${ident(eventos.clienteId)}, ${ident(eventos.filialId)}, ${ident(eventos.geoLat)},
        ${ident(eventos.geoLon)}, ${ident(eventos.createdBy)}, ${ident(eventos.createdDate)})
      select ${EVENT_TYPES.PEDIDO_CRIADO}::int, ${v.clienteId}::int, ${v.unidadeId}::int, 0, 0, ${v.usuarioId}::int, ${v.now}::timestamptz
      from unnest(${typed(v.orderIds, 'int')}) where ${claimed}
    ),
    r as (
      insert into ${estoqueReservas} (${ident(estoqueReservas.pedidoId)}, ${ident(estoqueReservas.produtoId)}, ${ident(estoqueReservas.unidadeId)},
        ${ident(estoqueReservas.quantidade)}, ${ident(estoqueReservas.createdDate)})
      select x.pedido_id, x.produto_id, ${v.unidadeId}::int, sum(x.quant), ${v.now}::timestamptz
      from unnest(${typed(itemSlot(v, pedidoItens.pedidoId), 'int')}, ${typed(itemSlot(v, pedidoItens.produtoId), 'int')},
        ${typed(itemSlot(v, pedidoItens.produtoQuant), 'numeric')}) as x(pedido_id, produto_id, quant)
      where ${claimed} and exists (select 1 from ${estoques} e where e.produto_id = x.produto_id and e.unidade_id = ${v.unidadeId}::int)
      group by x.pedido_id, x.produto_id
    ),
    rs as (
      update ${estoques} e set reservado = e.reservado + q.quant
      from (select x.produto_id, sum(x.quant) as quant
        from unnest(${typed(itemSlot(v, pedidoItens.produtoId), 'int')}, ${typed(itemSlot(v, pedidoItens.produtoQuant), 'numeric')}) as x(produto_id, quant)
        group by x.produto_id) q
      where ${claimed} and e.produto_id = q.produto_id and e.unidade_id = ${v.unidadeId}::int
    ),
    pp as (
      insert into ${pedidosPadrao} (${ident(pedidosPadrao.clienteId)}, ${ident(pedidosPadrao.pedidoId)}, ${ident(pedidosPadrao.descricao)},
        ${ident(pedidosPadrao.observacao)}, ${ident(pedidosPadrao.usuarioId)}, ${ident(pedidosPadrao.createdDate)})
      select ${v.clienteId}::int, ${v.firstOrderId}::int, ${v.padraoDescricao}::text, ${v.obsnf}::text, ${v.usuarioId}::int, ${v.now}::timestamptz
      where ${claimed} and ${v.padrao}::boolean
      returning ${ident(pedidosPadrao.id)}
    ),
    ppi as (
      insert into ${pedidoPadraoItens} (${ident(pedidoPadraoItens.pedidoPadraoId)}, ${pi.names})
      select pp.id, x.* from pp, ${pi.source} as x
    ),
    ${statusNotificationCtes({
      clienteId: v.clienteId,
      statusId: sql`${ORDER_STATUS.REALIZADO}`,
      now: v.now,
      pedidoIds: v.orderIds,
      assuntos: v.mailAssuntos,
      textos: v.mailTextos,
      when: claimed,
    })}
    select (select count(*) from k)::int as claimed, (select count(*) from nt_n)::int as notified
  `;
});

/** Runs the write; false when the idempotency key was already taken (nothing is written then). */
export async function writePedidos(db: Db | Runner, w: WritePedidos): Promise<boolean> {
  const h = w.orders[0];
  const orderIds = w.orders.map((o) => o.id);
  const rows = await statement<{ claimed: number }>(db, {
    chave: w.idem.chave,
    usuarioId: h.usuarioId,
    rota: w.idem.rota,
    requestHash: w.idem.requestHash,
    statusCode: w.idem.statusCode,
    resposta: JSON.stringify(w.idem.resposta),
    now: h.emissao,
    clienteId: h.clienteId,
    unidadeId: h.unidadeId,
    obsnf: h.obsnf,
    orderIds,
    firstOrderId: orderIds[0],
    padrao: w.padrao !== null,
    padraoDescricao: w.padrao?.descricao ?? '',
    mailAssuntos: w.mails.map((m) => m.assunto),
    mailTextos: w.mails.map((m) => m.texto),
    ...arrays('o', ORDER_COLS, w.orders),
    ...arrays('i', ITEM_COLS, w.items),
    ...arrays('pi', PADRAO_ITEM_COLS, w.padrao ? w.items : []),
  });
  return rows[0].claimed > 0;
}
