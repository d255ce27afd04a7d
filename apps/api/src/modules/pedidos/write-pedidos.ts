// The write of POST /api/pedidos as ONE statement (so one implicit transaction and one round trip):
// data-modifying CTEs claim the idempotency key first and insert the orders, their items, the
// status-history rows, the order-created events (type 6, the rows recordEvent writes) and the
// optional standing order only when the key was claimed. Rows travel as one array per column
// (unnest), so the statement text does not depend on the number of items: it is rendered once and
// runs as a prepared statement (cachedStatement) with ~50 parameters instead of one per value.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EVENT_TYPES, ORDER_STATUS } from '@portal/shared/constants';
import type { Db } from '../../db/client';
import {
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

type PgType = 'int' | 'smallint' | 'text' | 'numeric' | 'boolean' | 'date';

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

/** The slot values of the array columns. */
function arrays<R>(prefix: string, cols: ArrayCol<R>[], rows: R[]): Record<string, unknown[]> {
  return Object.fromEntries(cols.map((c) => [key(prefix, c.col), rows.map(c.value)]));
}

export interface OrderRow {
  id: number;
  ref: string;
  total: number;
  qtdItens: number;
  qtdPeso: number;
  message: string;
}

export interface ItemRow {
  pedidoId: number;
  item: number;
  produtoId: number;
  produtoSku: string;
  produtoDesc: string;
  produtoUM: string;
  produtoPesoUnit: number;
  produtoQuant: number;
  produtoValorUnit: number;
  produtoValorTotal: number;
  isObra: boolean;
  obraId: number | null;
  modalidadeId: number;
  modalidadeSku: string;
  /** Description of the price table (kept on the standing order). */
  modalidadeDescricao: string;
  pagamentoFormaId: number;
  pagamentoFormaSku: string;
  pagamentoFormaDescricao: string;
  pagamentoCondicaoId: number;
  pagamentoCondicaoSku: string;
  pagamentoCondicaoDescricao: string;
  motoristaSku: string | null;
  veiculoPlaca: string | null;
  fobVeiculoModelo: string | null;
  fobVeiculoMarca: string | null;
  fobVeiculoPlaca: string | null;
  fobVeiculoPlacaCarreta: string | null;
  fobMotoristaNome: string | null;
  fobMotoristaCpf: string | null;
  fobEmpresaNome: string | null;
  fobCompradorNome: string | null;
  dataEmbarque: string | null;
}

const ITEM_COLS: ArrayCol<ItemRow>[] = [
  { col: pedidoItens.pedidoId, type: 'int', value: (r) => r.pedidoId },
  { col: pedidoItens.item, type: 'smallint', value: (r) => r.item },
  { col: pedidoItens.produtoId, type: 'int', value: (r) => r.produtoId },
  { col: pedidoItens.produtoSku, type: 'text', value: (r) => r.produtoSku },
  { col: pedidoItens.produtoDesc, type: 'text', value: (r) => r.produtoDesc },
  { col: pedidoItens.produtoUM, type: 'text', value: (r) => r.produtoUM },
  { col: pedidoItens.produtoPesoUnit, type: 'numeric', value: (r) => r.produtoPesoUnit },
  { col: pedidoItens.produtoQuant, type: 'numeric', value: (r) => r.produtoQuant },
  { col: pedidoItens.produtoValorUnit, type: 'numeric', value: (r) => r.produtoValorUnit },
  { col: pedidoItens.produtoValorTotal, type: 'numeric', value: (r) => r.produtoValorTotal },
  { col: pedidoItens.isObra, type: 'boolean', value: (r) => r.isObra },
  { col: pedidoItens.obraId, type: 'int', value: (r) => r.obraId },
  { col: pedidoItens.modalidadeId, type: 'int', value: (r) => r.modalidadeId },
  { col: pedidoItens.modalidadeSku, type: 'text', value: (r) => r.modalidadeSku },
  { col: pedidoItens.pagamentoFormaId, type: 'int', value: (r) => r.pagamentoFormaId },
  { col: pedidoItens.pagamentoFormaSku, type: 'text', value: (r) => r.pagamentoFormaSku },
  { col: pedidoItens.pagamentoFormaDescricao, type: 'text', value: (r) => r.pagamentoFormaDescricao },
  { col: pedidoItens.pagamentoCondicaoId, type: 'int', value: (r) => r.pagamentoCondicaoId },
  { col: pedidoItens.pagamentoCondicaoSku, type: 'text', value: (r) => r.pagamentoCondicaoSku },
  { col: pedidoItens.pagamentoCondicaoDescricao, type: 'text', value: (r) => r.pagamentoCondicaoDescricao },
  { col: pedidoItens.motoristaSku, type: 'text', value: (r) => r.motoristaSku },
  { col: pedidoItens.veiculoPlaca, type: 'text', value: (r) => r.veiculoPlaca },
  { col: pedidoItens.fobVeiculoModelo, type: 'text', value: (r) => r.fobVeiculoModelo },
  { col: pedidoItens.fobVeiculoMarca, type: 'text', value: (r) => r.fobVeiculoMarca },
  { col: pedidoItens.fobVeiculoPlaca, type: 'text', value: (r) => r.fobVeiculoPlaca },
  { col: pedidoItens.fobVeiculoPlacaCarreta, type: 'text', value: (r) => r.fobVeiculoPlacaCarreta },
  { col: pedidoItens.fobMotoristaNome, type: 'text', value: (r) => r.fobMotoristaNome },
  { col: pedidoItens.fobMotoristaCpf, type: 'text', value: (r) => r.fobMotoristaCpf },
  { col: pedidoItens.fobEmpresaNome, type: 'text', value: (r) => r.fobEmpresaNome },
  { col: pedidoItens.fobCompradorNome, type: 'text', value: (r) => r.fobCompradorNome },
  { col: pedidoItens.dataEmbarque, type: 'date', value: (r) => r.dataEmbarque },
];

const ORDER_COLS: ArrayCol<OrderRow>[] = [
  { col: pedidos.id, type: 'int', value: (r) => r.id },
  { col: pedidos.ref, type: 'text', value: (r) => r.ref },
  { col: pedidos.total, type: 'numeric', value: (r) => r.total },
  { col: pedidos.qtdItens, type: 'int', value: (r) => r.qtdItens },
  { col: pedidos.qtdPeso, type: 'numeric', value: (r) => r.qtdPeso },
  { col: pedidos.message, type: 'text', value: (r) => r.message },
];

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
  header: {
    clienteId: number;
    unidadeId: number;
    usuarioId: number;
    vendedorId: number | null;
    emissao: Date;
    obsnf: string | null;
    entrega: { codigo: string; loja: string; cgc: string | null; descricao: string } | null;
  };
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
      insert into ${pedidos} (${o.names}, ${ident(pedidos.clienteId)}, ${ident(pedidos.unidadeId)}, ${ident(pedidos.usuarioId)}, ${ident(pedidos.vendedorId)},
        ${ident(pedidos.statusId)}, ${ident(pedidos.emissao)}, ${ident(pedidos.obsnf)}, ${ident(pedidos.clienteEntregaCodigo)}, ${ident(pedidos.clienteEntregaLoja)},
        ${ident(pedidos.clienteEntregaCgc)}, ${ident(pedidos.clienteEntregaDescricao)}, ${ident(pedidos.idempotencyKey)}, ${ident(pedidos.createdDate)})
      select x.*, ${v.clienteId}::int, ${v.unidadeId}::int, ${v.usuarioId}::int, ${v.vendedorId}::int, ${ORDER_STATUS.REALIZADO}::smallint, ${v.now}::timestamptz,
        ${v.obsnf}::text, ${v.entregaCodigo}::text, ${v.entregaLoja}::text, ${v.entregaCgc}::text, ${v.entregaDescricao}::text,
        ${v.chave}::text, ${v.now}::timestamptz
      from ${o.source} as x
      where ${claimed}
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
  const { header: h } = w;
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
    vendedorId: h.vendedorId,
    obsnf: h.obsnf,
    entregaCodigo: h.entrega?.codigo ?? null,
    entregaLoja: h.entrega?.loja ?? null,
    entregaCgc: h.entrega?.cgc ?? null,
    entregaDescricao: h.entrega?.descricao ?? null,
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
