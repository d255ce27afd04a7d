// POST /vendedor/consultas/pedidos (docs/product/gestor-crm-vendas.md §2.14, §7): the seller's sales by
// client. The seller is the token's user — a `cgc` that is not its CPF is refused — and its sales are the
// orders of the clients it serves (clientes.vendedor_id) or is linked to, and the orders it placed
// (pedidos.vendedor_id), with the paid part of each order's titles and, for a billed order, what is
// still to be received (VALOR VENDA − VALOR PAGO, packages/shared/src/vendas.ts); an order without
// titles is flagged not billed.
// Paging, sorting and the grand totals run in the database, so a seller with thousands of orders
// gets a page, not the whole set (measured in test/vendedor.perf.ts).
import { and, asc, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS, ORDER_STATUSES, SALES_DEFAULT_DAYS } from '@portal/shared/constants';
import { onlyDigits } from '@portal/shared/format';
import { VENDAS_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { salesFigures, salesSaldo } from '@portal/shared/vendas';
import {
  SALES_ALL_ROWS,
  SALES_DEFAULT_PAGE_SIZE,
  type ConsultaPedidosBody,
  type ConsultaPedidosQuery,
  type ConsultaPedidosResponse,
  type SalesColumn,
  type SalesFilterField,
  type SalesRow,
} from '@portal/shared/schemas/vendedor';
import type { AppContext } from '../../context';
import { clienteIdentidade } from '../../db/columns';
import { clientes, pedidos, titulos, unidades, usuarioClientes, usuarios } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { AppError, forbidden } from '../../http/errors';
import { todayIso } from '../../lib/dates';
import { findUnidade } from '../financeiro';
import { escapeLike } from '../../lib/sql';

const DAY_MS = 86_400_000;
const STATUS_LABEL = new Map<number, string>(ORDER_STATUSES.map((s) => [s.id, s.label]));

/** The columns, in the order shown (docs/product/gestor-crm-vendas.md §3: key, description, align, order). */
const COLUMNS: SalesColumn[] = [
  { key: 'pedidoNumero', description: L.colPedido, align: 'left', type: 'text' },
  { key: 'pedidoEmissao', description: L.colEmissao, align: 'left', type: 'date' },
  { key: 'unidade', description: L.colUnidade, align: 'left', type: 'text' },
  { key: 'clienteCodigo', description: L.colCodigo, align: 'left', type: 'text' },
  { key: 'clienteRazao', description: L.colCliente, align: 'left', type: 'text' },
  { key: 'statusDescricao', description: L.colStatus, align: 'left', type: 'text' },
  { key: 'origem', description: L.colOrigem, align: 'left', type: 'text' },
  { key: 'valorVenda', description: L.colValorVenda, align: 'right', type: 'currency' },
  { key: 'valorPago', description: L.colValorPago, align: 'right', type: 'currency' },
  { key: 'valorSaldo', description: L.colValorSaldo, align: 'right', type: 'currency' },
].map((c, i) => ({ ...(c as Omit<SalesColumn, 'order' | 'sortable'>), order: i + 1, sortable: true }));

export const DEFAULT_SORT_KEY = 'pedidoEmissao';

/** A real calendar day 'YYYY-MM-DD'. */
function isDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** The instant a Brasília calendar day starts (UTC−3 all year). */
const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`);
const money = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;

function invalid(field: string, message: string): AppError {
  return new AppError(400, message, { error: field });
}

/** The seller named by the token; a `cgc` in the query must be its CPF. */
async function assertSeller(ctx: AppContext, user: AuthUser, cgc: string | undefined) {
  if (cgc === undefined) return;
  const [me] = await ctx.db
    .select({ cpf: usuarios.cpf })
    .from(usuarios)
    .where(eq(usuarios.id, user.id))
    .limit(1);
  const mine = onlyDigits(me?.cpf);
  if (!mine || onlyDigits(cgc) !== mine) throw forbidden(MSG.salesCgcForbidden);
}

interface Filters {
  de: string;
  ate: string;
  cliente?: string;
  pedido?: string;
  status?: number;
  unidade?: { empresa: string; filial: string; text: string };
}

function readFilters(ctx: AppContext, body: ConsultaPedidosBody): Filters {
  const today = todayIso(ctx);
  const de =
    body.formFilterPeriodoDe ??
    addDays(
      body.formFilterPeriodoAte && isDay(body.formFilterPeriodoAte) ? body.formFilterPeriodoAte : today,
      -SALES_DEFAULT_DAYS,
    );
  const ate = body.formFilterPeriodoAte ?? today;
  if (!isDay(de)) throw invalid('formFilterPeriodoDe', MSG.salesPeriodInvalid);
  if (!isDay(ate)) throw invalid('formFilterPeriodoAte', MSG.salesPeriodInvalid);
  if (ate < de) throw invalid('formFilterPeriodoAte', MSG.dashboardEndBeforeStart);
  let unidade: Filters['unidade'];
  if (body.formFilterUnidade) {
    const m = /^\s*([^/\s]+)\s*\/\s*([^/\s]+)\s*$/.exec(body.formFilterUnidade);
    if (!m) throw new AppError(400, MSG.invalidRequest, { fields: { formFilterUnidade: MSG.fieldInvalid } });
    unidade = { empresa: m[1], filial: m[2], text: `${m[1]}/${m[2]}` };
  }
  return {
    de,
    ate,
    cliente: body.formFilterCliente?.toUpperCase(),
    pedido: body.formFilterPedido?.toUpperCase(),
    status: body.formFilterStatus,
    unidade,
  };
}

/**
 * The filter fields with the values in force (docs/product/gestor-crm-vendas.md §3: key, description, type,
 * size, order, value).
 */
async function filterFields(ctx: AppContext, f: Filters): Promise<SalesFilterField[]> {
  const units = await ctx.db
    .select({ empresaCod: unidades.empresaCod, filialCod: unidades.filialCod, descricao: unidades.descricao })
    .from(unidades)
    .where(eq(unidades.ativo, true))
    .orderBy(asc(unidades.empresaCod), asc(unidades.filialCod));
  const fields: Omit<SalesFilterField, 'order'>[] = [
    { key: 'formFilterPeriodoDe', description: L.periodoDe, type: 'date', size: 2, value: f.de },
    { key: 'formFilterPeriodoAte', description: L.periodoAte, type: 'date', size: 2, value: f.ate },
    { key: 'formFilterCliente', description: L.cliente, type: 'text', size: 4, value: f.cliente ?? '' },
    { key: 'formFilterPedido', description: L.pedido, type: 'text', size: 2, value: f.pedido ?? '' },
    {
      key: 'formFilterStatus',
      description: L.status,
      type: 'select',
      size: 2,
      value: f.status === undefined ? '' : String(f.status),
      options: [
        { value: '', label: L.all },
        ...ORDER_STATUSES.map((s) => ({ value: String(s.id), label: s.label })),
      ],
    },
    {
      key: 'formFilterUnidade',
      description: L.unidade,
      type: 'select',
      size: 3,
      value: f.unidade?.text ?? '',
      options: [
        { value: '', label: L.allUnits },
        ...units.map((u) => ({
          value: `${u.empresaCod}/${u.filialCod}`,
          label: `${u.empresaCod}/${u.filialCod} - ${u.descricao}`,
        })),
      ],
    },
  ];
  return fields.map((x, i) => ({ ...x, order: i + 1 }));
}

export async function consultPedidos(
  ctx: AppContext,
  user: AuthUser,
  query: ConsultaPedidosQuery,
  body: ConsultaPedidosBody,
): Promise<ConsultaPedidosResponse> {
  await assertSeller(ctx, user, query.cgc);
  // The ERP company/branch of the call (as in the seller's client sync) must exist; the seller's
  // sales span every unit, narrowed by the Filial filter.
  if (query.empresa && query.filial) await findUnidade(ctx, query.empresa, query.filial);
  const f = readFilters(ctx, body);
  const pageSize = body.tableRows ?? SALES_DEFAULT_PAGE_SIZE;
  const sortKey = body.tableSortKey ?? DEFAULT_SORT_KEY;
  const sortDir = body.tableSortDir ?? 'desc';
  if (!COLUMNS.some((c) => c.key === sortKey && c.sortable)) {
    throw new AppError(400, MSG.invalidRequest, { fields: { tableSortKey: MSG.fieldInvalid } });
  }

  // Paid part of the order's titles and how many it has (none: not billed), per order
  // (titulos_pedido_idx).
  const tit = ctx.db
    .select({
      pago: sql<string>`coalesce(sum(${titulos.valor} - ${titulos.saldo}), 0)`.as('pago'),
      n: sql<number>`count(*)`.mapWith(Number).as('n'),
    })
    .from(titulos)
    .where(eq(titulos.pedidoId, pedidos.id))
    .as('tit');

  // The seller's clients (served or linked) first, so that the orders are found by the client and
  // seller indexes of `pedidos` (an OR across joined tables would scan every order of the period).
  const mine = await ctx.db
    .select({ id: clientes.id })
    .from(clientes)
    .where(eq(clientes.vendedorId, user.id))
    .union(
      ctx.db
        .select({ id: usuarioClientes.clienteId })
        .from(usuarioClientes)
        .where(eq(usuarioClientes.usuarioId, user.id)),
    );
  const clienteIds = mine.map((c) => c.id);
  const conditions: (SQL | undefined)[] = [
    clienteIds.length
      ? or(inArray(pedidos.clienteId, clienteIds), eq(pedidos.vendedorId, user.id))
      : eq(pedidos.vendedorId, user.id),
    gte(pedidos.emissao, dayStart(f.de)),
    lt(pedidos.emissao, new Date(dayStart(f.ate).getTime() + DAY_MS)),
    f.unidade
      ? and(eq(unidades.empresaCod, f.unidade.empresa), eq(unidades.filialCod, f.unidade.filial))
      : undefined,
    f.status !== undefined ? eq(pedidos.statusId, f.status) : undefined,
    f.pedido ? like(sql`upper(${pedidos.ref})`, `%${escapeLike(f.pedido)}%`) : undefined,
  ];
  if (f.cliente) {
    const pattern = `%${escapeLike(f.cliente)}%`;
    const digits = onlyDigits(f.cliente);
    conditions.push(
      or(
        like(sql`upper(${clientes.razao})`, pattern),
        like(sql`upper(coalesce(${clientes.nome}, ''))`, pattern),
        like(sql`${clientes.codigo} || '/' || ${clientes.loja}`, pattern),
        digits.length >= 3 ? like(clientes.cgc, `%${digits}%`) : undefined,
      ),
    );
  }
  const where = and(...conditions);

  const sortColumns: Record<string, SQL[]> = {
    pedidoNumero: [sql`length(${pedidos.ref})`, sql`${pedidos.ref}`],
    pedidoEmissao: [sql`${pedidos.emissao}`],
    unidade: [sql`${unidades.empresaCod}`, sql`${unidades.filialCod}`],
    clienteCodigo: [sql`${clientes.codigo}`, sql`${clientes.loja}`],
    clienteRazao: [sql`${clientes.razao}`],
    statusDescricao: [sql`${pedidos.statusId}`],
    origem: [sql`${pedidos.origem}`],
    valorVenda: [sql`${pedidos.total}`],
    valorPago: [sql`${tit.pago}`],
    // SALDO as salesFigures gives it (not billed: 0), in the database to sort the whole set.
    valorSaldo: [sql`case when ${tit.n} > 0 then ${pedidos.total} - ${tit.pago} else 0 end`],
  };
  const dir = sortDir === 'asc' ? asc : desc;
  const orderBy = [...sortColumns[sortKey].map((c) => dir(c)), desc(pedidos.emissao), desc(pedidos.id)];

  const run = (page: number) => {
    const q = ctx.db
      .select({
        ref: pedidos.ref,
        emissao: pedidos.emissao,
        total: pedidos.total,
        origem: pedidos.origem,
        statusId: pedidos.statusId,
        empresaCod: unidades.empresaCod,
        filialCod: unidades.filialCod,
        ...clienteIdentidade,
        pago: tit.pago,
        titulos: tit.n,
      })
      .from(pedidos)
      .innerJoin(clientes, eq(clientes.id, pedidos.clienteId))
      .innerJoin(unidades, eq(unidades.id, pedidos.unidadeId))
      .leftJoinLateral(tit, sql`true`)
      .where(where)
      .orderBy(...orderBy)
      .$dynamic();
    return pageSize === SALES_ALL_ROWS ? q : q.limit(pageSize).offset((page - 1) * pageSize);
  };
  // Grand totals of the whole filtered set: orders, then their titles (a join, not a per-order
  // lookup). A cancelled order is listed but is no sale: its value and its titles stay out of the
  // totals, so valorVenda = sold − cancelled, valorPago = the titles' paid part and valorSaldo = the
  // billed orders' value − valorPago, the sum of the rows' balances: the open titles when each
  // invoice is its order's value (credit-figures.ts), the figure the statement and the header show.
  const notCancelled = sql`${pedidos.statusId} <> ${ORDER_STATUS.CANCELADO}`;
  const billed = sql`exists (select 1 from ${titulos} where ${titulos.pedidoId} = ${pedidos.id})`;
  const orderTotals = ctx.db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      venda: sql<string>`coalesce(sum(${pedidos.total}) filter (where ${notCancelled}), 0)`,
      vendaFaturada: sql<string>`coalesce(sum(${pedidos.total}) filter (where ${notCancelled} and ${billed}), 0)`,
      cancelados: sql<number>`count(*) filter (where not (${notCancelled}))`.mapWith(Number),
      valorCancelado: sql<string>`coalesce(sum(${pedidos.total}) filter (where not (${notCancelled})), 0)`,
    })
    .from(pedidos)
    .innerJoin(clientes, eq(clientes.id, pedidos.clienteId))
    .innerJoin(unidades, eq(unidades.id, pedidos.unidadeId))
    .where(where);
  const titleTotals = ctx.db
    .select({ pago: sql<string>`coalesce(sum(${titulos.valor} - ${titulos.saldo}), 0)` })
    .from(titulos)
    .innerJoin(pedidos, eq(pedidos.id, titulos.pedidoId))
    .innerJoin(clientes, eq(clientes.id, pedidos.clienteId))
    .innerJoin(unidades, eq(unidades.id, pedidos.unidadeId))
    .where(and(where, notCancelled));

  let page = pageSize === SALES_ALL_ROWS ? 1 : (body.tablePage ?? 1);
  const [firstRows, [orders], [titles]] = await Promise.all([run(page), orderTotals, titleTotals]);
  let rows = firstRows;
  if (rows.length === 0 && page > 1 && orders.n > 0) {
    // Past the end (the set shrank): the last page.
    page = Math.ceil(orders.n / pageSize);
    rows = await run(page);
  }

  const tableRowsData: SalesRow[] = rows.map((r) => ({
    key: `${r.empresaCod}/${r.filialCod}/${r.ref}`,
    pedidoNumero: r.ref,
    pedidoEmissao: r.emissao.toISOString(),
    codigoEmpresa: r.empresaCod,
    codigoFilial: r.filialCod,
    unidade: `${r.empresaCod}/${r.filialCod}`,
    clienteCodigo: `${r.codigo}/${r.loja}`,
    clienteRazao: r.razao,
    clienteCgc: r.cgc,
    statusId: r.statusId,
    statusDescricao: STATUS_LABEL.get(r.statusId) ?? String(r.statusId),
    origem: r.origem,
    ...salesFigures({ total: money(r.total), pago: money(r.pago), faturado: r.titulos > 0 }),
  }));
  const pago = money(titles.pago);
  return {
    tableFilterFields: await filterFields(ctx, f),
    tableColsHeader: COLUMNS,
    tableRowsData,
    tablePage: page,
    tableRows: pageSize,
    tableTotalRows: orders.n,
    tableSortKey: sortKey,
    tableSortDir: sortDir,
    tableTotals: {
      valorVenda: money(orders.venda),
      valorPago: pago,
      valorSaldo: salesSaldo(money(orders.vendaFaturada), pago),
    },
    tableCancelados: { pedidos: orders.cancelados, valor: money(orders.valorCancelado) },
  };
}
