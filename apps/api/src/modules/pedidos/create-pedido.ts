// POST /api/pedidos (docs/product/portal-cliente.md §4 Finalising an order, §7): validates the cart again on
// the server, prices it from the server's tables, splits it into one order per payment condition and freight
// modality (the ERP takes one of each per order) and writes every order of the request in one
// transaction. Idempotent per user and Idempotency-Key.
import { sql } from 'drizzle-orm';
import { DB_LIMITS, ERROR_CODES, isOn, ORDER_STATUS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { clientePodeComprar, mayAdjustPrices } from '@portal/shared/pedido-rules';
import type { PedidoCreateBody, PedidoResult } from '@portal/shared/schemas/pedidos';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { contadores } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { AppError, badRequest, businessWarning, notFound } from '../../http/errors';
import { cachedStatement, inOneCommit, type Runner } from '../../db/statements';
import { parseDay, spDay } from './dates';
import {
  findStoredKey,
  replayStored,
  requestHashOf,
  type IdempotentRoute,
  type StoredKey,
} from './idempotency';
import { refuseOverCredit } from './credit-limit';
import { refuseAboveStock, stockSituations, type StockLine, type StockSituation } from './stock-check';
import { loadPedidoContext } from './load-pedido-context';
import { lineLabel, pricePedidoItens, type PricedLine, type RefusedLine } from './price-pedido-itens';
import { statusMail } from '../notificacoes';
import { writePedidos, type ItemRow, type OrderRow } from './write-pedidos';

export const PEDIDO_CREATE_ROUTE = 'POST /api/pedidos';
/** Its Idempotency-Key's route and messages. */
export const PEDIDO_IDEMPOTENCY: IdempotentRoute = {
  rota: PEDIDO_CREATE_ROUTE,
  required: MSG.orderIdempotencyKeyRequired,
  conflict: MSG.orderIdempotencyKeyConflict,
};
/** The first reference when the counter row does not exist yet. */
const FIRST_REF = 100001;

export interface CreatePedidoOutcome {
  statusCode: number;
  body: PedidoResult[];
  /** True when the answer is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

const replay = (stored: StoredKey, requestHash: string): CreatePedidoOutcome => ({
  ...replayStored<PedidoResult[]>(stored, PEDIDO_IDEMPOTENCY, requestHash),
  replayed: true,
});

interface Group {
  condicaoId: number;
  modalidadeSku: string;
  condicaoDescricao: string;
  lines: PricedLine[];
  refused: RefusedLine[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

export async function createPedido(
  ctx: AppContext,
  user: AuthUser,
  body: PedidoCreateBody,
  idemKey: string,
): Promise<CreatePedidoOutcome> {
  const { db } = ctx;
  const requestHash = requestHashOf(body);
  const c = await loadPedidoContext(db, user, body, idemKey);
  if (c.idem) return replay(c.idem, requestHash);

  // Request-level checks: a single error object.
  if (!c.cliente || !c.cliente.allowed) throw notFound();
  if (!clientePodeComprar(c.cliente.status)) throw businessWarning(MSG.finaliseBlocked);
  if (!c.unidade || !c.unidade.ativo || !c.cliente.linked)
    throw badRequest(MSG.orderUnitInvalid, { unidadeId: MSG.orderUnitInvalid });
  const padraoDescricao = body.pedidoPadraoDescricao?.trim().toLocaleUpperCase('pt-BR') || null;
  if (body.pedidoPadrao && !padraoDescricao) {
    throw badRequest(MSG.orderStandingDescriptionRequired, {
      pedidoPadraoDescricao: MSG.orderStandingDescriptionRequired,
    });
  }
  let entrega: { codigo: string; loja: string; cgc: string | null; descricao: string } | null = null;
  if (isOn(c.params.CLIENTES_ENTREGAS) && body.clienteEntregaCodigo?.trim()) {
    if (!c.entrega)
      throw badRequest(MSG.orderDeliveryCustomerNotFound, {
        clienteEntregaCodigo: MSG.orderDeliveryCustomerNotFound,
      });
    entrega = {
      codigo: c.entrega.codigo,
      loja: c.entrega.loja,
      cgc: c.entrega.cgc,
      descricao: c.entrega.razao.slice(0, 160),
    };
  }
  if (isOn(c.params.DATA_EMBARQUE)) {
    const today = spDay(ctx.clock());
    const fields: Record<string, string> = {};
    body.itens.forEach((item, i) => {
      if (!item.dataEmbarque?.trim()) return;
      const day = parseDay(item.dataEmbarque);
      if (!day || day < today) fields[`itens.${i}.dataEmbarque`] = MSG.invalidDate;
    });
    if (Object.keys(fields).length) {
      throw new AppError(422, MSG.finaliseInvalidShippingDate, {
        code: ERROR_CODES.BUSINESS_WARNING,
        fields,
      });
    }
  }

  // Lines -> groups (condition x modality), in the order they first appear in the cart.
  const groups = new Map<string, Group>();
  // Only a seller's adjusted prices count (mayAdjustPrices); a customer's are ignored.
  const adjustPrices = mayAdjustPrices(user.roles, c.params.ALTERA_PRECO_ITEM);
  for (const outcome of pricePedidoItens(body.itens, c, body.unidadeId, body.clienteId, adjustPrices)) {
    const key = outcome.ok
      ? `${outcome.line.condicao.id}|${outcome.line.tabela.sku}`
      : `${outcome.refused.condicaoId}|${outcome.refused.modalidadeSku}`;
    let g = groups.get(key);
    if (!g) {
      g = outcome.ok
        ? {
            condicaoId: outcome.line.condicao.id,
            modalidadeSku: outcome.line.tabela.sku,
            condicaoDescricao: outcome.line.condicao.descricao,
            lines: [],
            refused: [],
          }
        : {
            condicaoId: outcome.refused.condicaoId,
            modalidadeSku: outcome.refused.modalidadeSku,
            condicaoDescricao: outcome.refused.condicaoDescricao,
            lines: [],
            refused: [],
          };
      groups.set(key, g);
    }
    if (outcome.ok) g.lines.push(outcome.line);
    else g.refused.push(outcome.refused);
  }
  // An order whose total or weight its columns cannot hold is refused whole (each line says why).
  for (const g of groups.values()) {
    const total = g.lines.reduce((s, l) => s + l.valorTotal, 0);
    const peso = g.lines.reduce((s, l) => s + l.quant * l.produto.peso, 0);
    if (total <= DB_LIMITS.MONEY_MAX && peso <= DB_LIMITS.QUANTITY_MAX) continue;
    g.refused.push(
      ...g.lines.map((l) => ({
        index: l.index,
        message: MSG.orderAmountTooLarge,
        label: lineLabel(l.index, `${l.produto.sku} ${l.produto.descricao}`),
        condicaoId: g.condicaoId,
        modalidadeSku: g.modalidadeSku,
        condicaoDescricao: g.condicaoDescricao,
      })),
    );
    g.refused.sort((a, b) => a.index - b.index);
    g.lines = [];
  }
  const placed = [...groups.values()].filter((g) => g.refused.length === 0);
  if (placed.length === 0) {
    // Nothing is written, so nothing is stored: a corrected cart may reuse the key.
    return { statusCode: 207, body: [...groups.values()].flatMap(refusedResults), replayed: false };
  }
  // Stock at the unit: each placed line within or above it; PERMITE_PEDIDO_ACIMA_ESTOQUE NAO refuses.
  const stockLines: StockLine[] = placed.flatMap((g) =>
    g.lines.map((l) => ({
      index: l.index,
      produtoId: l.produto.id,
      sku: l.produto.sku,
      um: l.produto.um,
      quant: l.quant,
      estoque: l.produto.estoque,
    })),
  );
  const stock = stockSituations(stockLines);
  refuseAboveStock(c.params.PERMITE_PEDIDO_ACIMA_ESTOQUE, stockLines, stock);
  // BLOQUEIA_PEDIDO_SEM_LIMITE: the orders about to be made, together, against the available credit.
  await refuseOverCredit(
    db,
    c.params.BLOQUEIA_PEDIDO_SEM_LIMITE,
    c.cliente.id,
    c.unidade.id,
    placed.reduce((s, g) => s + round2(g.lines.reduce((t, l) => t + l.valorTotal, 0)), 0),
  );

  const now = ctx.clock();
  const vendedorId = user.roles.includes('ROLE_VENDEDOR') ? user.id : (c.cliente.vendedorId ?? null);
  const obsnf = body.obsnf?.trim() || null;

  // On PostgreSQL the references and ids are reserved by their own autocommitted statement, so the
  // counter row is locked for microseconds, not for the whole write (like a sequence, a failed or
  // duplicate request leaves a gap). On PGlite, where statements run one at a time anyway, both go
  // in one transaction to pay one synchronous commit instead of two.
  const { written, results } = await inOneCommit(db, ctx.database.kind, async (runner) => {
    const { first, ids } = await reserveRefs(runner, placed.length, ctx.database.kind);

    const { orderRows, itemRows, answer } = planOrders([...groups.values()], placed, first, ids, stock, {
      clienteId: body.clienteId,
      unidadeId: body.unidadeId,
      usuarioId: user.id,
      vendedorId,
      statusId: ORDER_STATUS.REALIZADO,
      emissao: now,
      createdDate: now,
      obsnf,
      clienteEntregaCodigo: entrega?.codigo ?? null,
      clienteEntregaLoja: entrega?.loja ?? null,
      clienteEntregaCgc: entrega?.cgc ?? null,
      clienteEntregaDescricao: entrega?.descricao ?? null,
      idempotencyKey: idemKey,
    });
    const statusCode = statusOf(answer);

    // One statement: claims the key, then writes orders, items, history, events and the standing
    // order. A concurrent request with the same key waits on the key's primary key until this one
    // commits, then finds it taken (PostgreSQL); PGlite runs statements one at a time.
    const done = await writePedidos(runner, {
      idem: {
        chave: idemKey,
        usuarioId: user.id,
        rota: PEDIDO_CREATE_ROUTE,
        requestHash,
        statusCode,
        resposta: answer,
      },
      orders: orderRows,
      items: itemRows,
      padrao: body.pedidoPadrao && padraoDescricao ? { descricao: padraoDescricao } : null,
      mails: orderRows.map((o) =>
        statusMail({
          publicUrl: ctx.config.publicUrl,
          pedidoId: o.id,
          ref: o.ref,
          statusId: ORDER_STATUS.REALIZADO,
          cliente: c.cliente!.razao,
        }),
      ),
    });
    return { written: done, results: answer };
  });

  if (!written) {
    const stored = await findStoredKey(db, user.id, idemKey);
    if (!stored) throw new AppError(409, MSG.orderIdempotencyKeyConflict);
    return replay(stored, requestHash);
  }
  return { statusCode: statusOf(results), body: results, replayed: false };
}

/** What every order of a request shares: client, unit, user, instant, notes and delivery customer. */
type OrderHeader = Omit<OrderRow, 'id' | 'ref' | 'total' | 'qtdItens' | 'qtdPeso' | 'message'>;

/** Orders (with their reserved ids and refs) and item rows of the placed groups, and the answer in cart order. */
function planOrders(
  groups: Group[],
  placed: Group[],
  first: number,
  ids: number[],
  stock: Map<number, StockSituation>,
  header: OrderHeader,
) {
  const orderRows: OrderRow[] = [];
  const itemRows: ItemRow[] = [];
  const byGroup = new Map<Group, { id: number; ref: string }>();
  placed.forEach((g, k) => {
    const id = ids[k];
    const ref = String(first + k);
    byGroup.set(g, { id, ref });
    orderRows.push({
      ...header,
      id,
      ref,
      total: round2(g.lines.reduce((s, l) => s + l.valorTotal, 0)),
      qtdItens: g.lines.length,
      qtdPeso: round3(g.lines.reduce((s, l) => s + l.quant * l.produto.peso, 0)),
      message: MSG.orderCreated(ref),
    });
    g.lines.forEach((l, n) => {
      itemRows.push({
        pedidoId: id,
        item: n + 1,
        produtoId: l.produto.id,
        produtoSku: l.produto.sku,
        produtoDesc: l.produto.descricao,
        produtoUM: l.produto.um,
        produtoPesoUnit: l.produto.peso,
        produtoQuant: l.quant,
        produtoValorUnit: l.valorUnit,
        produtoValorTotal: l.valorTotal,
        isObra: l.isObra,
        obraId: l.obraId,
        modalidadeId: l.tabela.id,
        modalidadeSku: l.tabela.sku,
        modalidadeDescricao: l.tabela.descricao,
        pagamentoFormaId: l.condicao.pgtoFormaId,
        pagamentoFormaSku: l.condicao.formaSku,
        pagamentoFormaDescricao: l.condicao.formaDescricao,
        pagamentoCondicaoId: l.condicao.id,
        pagamentoCondicaoSku: l.condicao.sku,
        pagamentoCondicaoDescricao: l.condicao.descricao,
        motoristaSku: l.motoristaSku,
        veiculoPlaca: l.veiculoPlaca,
        fobVeiculoModelo: l.fobVeiculoModelo,
        fobVeiculoMarca: l.fobVeiculoMarca,
        fobVeiculoPlaca: l.fobVeiculoPlaca,
        fobVeiculoPlacaCarreta: l.fobVeiculoPlacaCarreta,
        fobMotoristaNome: l.fobMotoristaNome,
        fobMotoristaCpf: l.fobMotoristaCpf,
        fobEmpresaNome: l.fobEmpresaNome,
        fobCompradorNome: l.fobCompradorNome,
        dataEmbarque: l.dataEmbarque,
        dentroEstoque: stock.get(l.index)?.dentroEstoque ?? null,
        estoquePrevisao: stock.get(l.index)?.estoquePrevisao ?? null,
      });
    });
  });

  const answer: PedidoResult[] = groups.flatMap((g) => {
    const o = byGroup.get(g);
    return o
      ? [{ status: 201, message: MSG.orderCreated(o.ref), pedidoId: o.id, ref: o.ref, log: null }]
      : refusedResults(g);
  });
  return { orderRows, itemRows, answer };
}

const statusOf = (results: PedidoResult[]) => (results.every((r) => r.status === 201) ? 201 : 207);

function refusedResults(g: Group): PedidoResult[] {
  return g.refused.map((r) => ({
    status: 400,
    message: r.message,
    pedidoId: null,
    ref: null,
    log: `${r.label}: ${r.message} ${MSG.orderGroupNotPlaced(g.condicaoDescricao, g.modalidadeSku)}`,
  }));
}

/**
 * The reservation's text. On PostgreSQL (its own autocommitted statement) it commits without
 * waiting for the WAL flush: the counter row is locked until the commit, so with a synchronous
 * commit every reservation would wait for the previous one's disk flush (one flush per order,
 * serialized, ~3 ms on a slow disk = a ceiling of a few hundred orders/s). This loses nothing: an
 * order using the refs commits synchronously afterwards, and flushing its commit flushes the WAL
 * before it, the reservation included; after a crash only refs of orders that were never written
 * can come back. On PGlite the reservation shares the write's transaction, which must stay
 * synchronous.
 */
const reserveSql = (asyncCommit: boolean) =>
  cachedStatement<'n' | 'initial'>(
    (v) => sql`
    with ${sql.raw(asyncCommit ? `c as (select set_config('synchronous_commit', 'off', true)), ` : '')}r as (
      insert into ${contadores} (${sql.identifier(contadores.nome.name)}, ${sql.identifier(contadores.valor.name)}) values ('pedido_ref', ${v.initial}::bigint)
      on conflict (${sql.identifier(contadores.nome.name)}) do update set ${sql.identifier(contadores.valor.name)} = ${contadores.valor} + ${v.n}::bigint
      returning ${contadores.valor}
    )
    select r.valor::text as last,
      (select json_agg(nextval(pg_get_serial_sequence('pedidos', 'id'))::int) from generate_series(1, ${v.n}::int)) as ids
    from r${sql.raw(asyncCommit ? ', c' : '')}`,
  );
const reserveStatement = { postgres: reserveSql(true), pglite: reserveSql(false) };

/** n consecutive references from contadores ('pedido_ref') and n order ids, in one statement. */
async function reserveRefs(
  db: Db | Runner,
  n: number,
  kind: 'pglite' | 'postgres',
): Promise<{ first: number; ids: number[] }> {
  const [row] = await reserveStatement[kind]<{ last: string; ids: number[] }>(db, {
    n,
    initial: FIRST_REF - 1 + n,
  });
  return { first: Number(row.last) - n + 1, ids: row.ids };
}
