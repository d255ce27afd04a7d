// Rules of the order screens (docs/product/portal-cliente.md §2 Orders, §4 Cancelling an order, Order
// statuses, §9), pure so they are unit-tested: the status of the list from the address, the side list with
// its counts, the filter dialog's checks and the grid request, the seven-step progress of the detail (with
// the CANCELADO and PENDENTE DE ENVIO variants), when an order can be cancelled, the NF-e keys of an
// order and the rows of its details table.
import {
  LAST_ORDERS_DAYS,
  LAST_ORDERS_STATUS_ID,
  ORDER_CANCELLABLE_MAX_STATUS,
  ORDER_PAGE_SIZE,
  ORDER_STATUS,
  ORDER_STATUSES,
  PARAMETER_DEFAULTS,
} from '@portal/shared/constants';
import { parseBrDate, toDate, toIsoDate, formatDate } from '@portal/shared/format';
import { ORDER_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import type { Pedido, PedidoGridBody } from '@portal/shared/schemas/pedidos';

// ---------- the status of the list (route /pedidos/status/{status}) ----------

/** The list shown: a status id, 999 (last orders, the default of /pedidos) or null (every order). */
export type StatusFilter = number | null;

export const ALL_STATUS_PARAM = 'todos';

/**
 * The status of /pedidos/status/{status}: a status id of ORDER_STATUSES, 999, 'todos', or a status
 * code (LIBERADO, em_analise); undefined when it names nothing (the screen goes to /pedidos).
 */
export function parseStatusParam(param: string | undefined): StatusFilter | undefined {
  if (param === undefined) return LAST_ORDERS_STATUS_ID;
  const text = param.trim();
  if (text.toLowerCase() === ALL_STATUS_PARAM) return null;
  if (/^\d{1,4}$/.test(text)) {
    const id = Number(text);
    if (id === LAST_ORDERS_STATUS_ID || ORDER_STATUSES.some((s) => s.id === id)) return id;
    return undefined;
  }
  const code = text.toUpperCase().replace(/-/g, '_');
  return ORDER_STATUSES.find((s) => s.code === code)?.id;
}

/** The address of a list: /pedidos for the last orders, /pedidos/status/{id|todos} otherwise. */
export function statusPath(status: StatusFilter): string {
  if (status === LAST_ORDERS_STATUS_ID) return '/pedidos';
  return `/pedidos/status/${status === null ? ALL_STATUS_PARAM : status}`;
}

export interface StatusEntry {
  status: StatusFilter;
  label: string;
  /** null while the counters load. */
  total: number | null;
}

/**
 * The side list: the last-orders badge (999, last 30 days), every order, then each status of
 * ORDER_STATUSES in its order with its count (POST /pedidos/status/soma).
 */
export function statusEntries(
  soma: readonly { pedidoStatusId: number; total: number }[] | undefined,
  ultimos: number | undefined,
): StatusEntry[] {
  const byId = new Map((soma ?? []).map((s) => [s.pedidoStatusId, s.total]));
  const all = soma ? soma.reduce((sum, s) => sum + s.total, 0) : null;
  return [
    { status: LAST_ORDERS_STATUS_ID, label: L.lastOrders, total: ultimos ?? null },
    { status: null, label: L.all, total: all },
    ...ORDER_STATUSES.map((s) => ({
      status: s.id,
      label: s.label,
      total: soma ? (byId.get(s.id) ?? 0) : null,
    })),
  ];
}

// ---------- the filter dialog (order number, start date, end date) ----------

/** The filter as typed: dates DD/MM/YYYY. */
export interface OrderFilter {
  ref: string;
  inicio: string;
  fim: string;
}

export const EMPTY_FILTER: OrderFilter = { ref: '', inicio: '', fim: '' };

export type OrderFilterErrors = Partial<Record<keyof OrderFilter, string>>;

/** Order number digits only; each date empty or a real DD/MM/YYYY; the end not before the start. */
export function filterErrors(f: OrderFilter): OrderFilterErrors {
  const errors: OrderFilterErrors = {};
  if (f.ref.trim() && !/^\d{1,20}$/.test(f.ref.trim())) errors.ref = MSG.orderFilterRefInvalid;
  const ini = f.inicio.trim() ? parseBrDate(f.inicio) : null;
  const fim = f.fim.trim() ? parseBrDate(f.fim) : null;
  if (f.inicio.trim() && !ini) errors.inicio = MSG.invalidDate;
  if (f.fim.trim() && !fim) errors.fim = MSG.invalidDate;
  if (ini && fim && fim < ini) errors.fim = MSG.dashboardEndBeforeStart;
  return errors;
}

export const isFilterEmpty = (f: OrderFilter) => !f.ref.trim() && !f.inicio.trim() && !f.fim.trim();

/** The filter kept in the address: ?pedido=&de=YYYY-MM-DD&ate=YYYY-MM-DD (only the parts in use). */
export function filterToSearch(f: OrderFilter): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.ref.trim()) out.pedido = f.ref.trim();
  const de = toIsoDate(parseBrDate(f.inicio));
  const ate = toIsoDate(parseBrDate(f.fim));
  if (de) out.de = de;
  if (ate) out.ate = ate;
  return out;
}

/** The filter read back from the address (malformed parts are dropped). */
export function filterFromSearch(params: URLSearchParams): OrderFilter {
  const ref = params.get('pedido')?.trim() ?? '';
  const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDate(toDate(v)) : '');
  return {
    ref: /^\d{1,20}$/.test(ref) ? ref : '',
    inicio: day(params.get('de')),
    fim: day(params.get('ate')),
  };
}

/** The page in the address (1-based; anything else is 1). */
export function pageFromSearch(params: URLSearchParams): number {
  const n = Number(params.get('pagina'));
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/**
 * Filtering the last orders would search only their 30 days: a filter applied there searches every
 * order instead (the side list then shows TODOS).
 */
export function statusForFilter(status: StatusFilter, f: OrderFilter): StatusFilter {
  return status === LAST_ORDERS_STATUS_ID && !isFilterEmpty(f) ? null : status;
}

/** POST /pedidos/filtro/grid for the list shown (30 a page; page 1-based). */
export function gridBody(p: {
  clienteId: number;
  unidadeId: number;
  usuarioId: number;
  status: StatusFilter;
  page: number;
  filter: OrderFilter;
}): PedidoGridBody {
  const body: PedidoGridBody = {
    pageTotal: ORDER_PAGE_SIZE,
    page: p.page,
    unidadeId: p.unidadeId,
    clienteId: p.clienteId,
    usuarioId: p.usuarioId,
    statusId: p.status,
    dias: LAST_ORDERS_DAYS,
  };
  const { pedido, de, ate } = filterToSearch(p.filter);
  if (pedido) body.ref = pedido;
  if (de) body.dataInicial = de;
  if (ate) body.dataFinal = ate;
  return body;
}

// ---------- the progress of the detail (docs/product/portal-cliente.md §4 Order statuses) ----------

/** done: reached before; current: the order's status; todo: not yet; cancelled; pending (PENDENTE DE ENVIO). */
export type StepState = 'done' | 'current' | 'todo' | 'cancelled' | 'pending';

export interface ProgressStep {
  label: string;
  state: StepState;
  /** The statuses that reach this step (for the date of the history). */
  statusIds: number[];
}

const labelOf = (id: number) => ORDER_STATUSES.find((s) => s.id === id)?.label ?? String(id);

/** The step (1..7) of a status; null for CANCELADO, CONCLUIDO, PENDENTE DE ENVIO and unknown ids. */
export function stepOf(statusId: number): number | null {
  return ORDER_STATUSES.find((s) => s.id === statusId)?.step ?? null;
}

/**
 * The progress bar of an order: seven steps REALIZADO, PED_DET_ETAPA_2 (default 'EM PROCESSAMENTO'),
 * LIBERADO, EM CARREGAMENTO, NF-e EMITIDA, EM TRANSPORTE, ENTREGUE, the order's step (ORDER_STATUSES
 * .step) current and the ones before it done. A cancelled order shows one CANCELADO step; PENDENTE DE
 * ENVIO shows REALIZADO then PENDENTE DE ENVIO. CONCLUIDO (no step of its own) comes after ENTREGUE:
 * every step done.
 */
export function orderProgress(statusId: number, etapa2: string | undefined): ProgressStep[] {
  if (statusId === ORDER_STATUS.CANCELADO) {
    return [
      { label: labelOf(ORDER_STATUS.CANCELADO), state: 'cancelled', statusIds: [ORDER_STATUS.CANCELADO] },
    ];
  }
  if (statusId === ORDER_STATUS.PENDENTE_ENVIO) {
    return [
      {
        label: labelOf(ORDER_STATUS.REALIZADO),
        state: 'done',
        statusIds: [ORDER_STATUS.SD, ORDER_STATUS.REALIZADO],
      },
      {
        label: labelOf(ORDER_STATUS.PENDENTE_ENVIO),
        state: 'pending',
        statusIds: [ORDER_STATUS.PENDENTE_ENVIO],
      },
    ];
  }
  const current = statusId === ORDER_STATUS.CONCLUIDO ? 8 : (stepOf(statusId) ?? 0);
  const step2 = etapa2?.trim() || PARAMETER_DEFAULTS.PED_DET_ETAPA_2;
  return [1, 2, 3, 4, 5, 6, 7].map((n) => {
    const ids = ORDER_STATUSES.filter((s) => s.step === n).map((s) => s.id);
    const main = ids[ids.length - 1];
    return {
      label: n === 2 ? step2 : labelOf(main),
      state: n < current ? 'done' : n === current ? 'current' : 'todo',
      statusIds: ids,
    };
  });
}

/** The index of the current step (for the stepper's activeStep); -1 when none (CONCLUIDO). */
export function activeStepIndex(steps: readonly ProgressStep[]): number {
  const i = steps.findIndex((s) => s.state !== 'done' && s.state !== 'todo');
  return i;
}

/** When each step was reached: the latest history entry of its statuses (ISO), or null. */
export function stepDates(
  steps: readonly ProgressStep[],
  historico: readonly { statusId: number; createdDate: string }[],
): (string | null)[] {
  return steps.map((s) => {
    if (s.state === 'todo') return null;
    const hits = historico.filter((h) => s.statusIds.includes(h.statusId));
    return hits.length ? hits[hits.length - 1].createdDate : null;
  });
}

// ---------- cancelling (docs/product/portal-cliente.md §4 Cancelling an order) ----------

/** Enabled only when statusId is 2 or lower and no cancellation is in progress. */
export function canCancel(statusId: number, cancelling: boolean): boolean {
  return statusId <= ORDER_CANCELLABLE_MAX_STATUS && !cancelling;
}

// ---------- invoices, details ----------

/** The NF-e keys of an order: its invoices (newest first), then the keys of its item updates. */
export function nfeKeys(p: Pick<Pedido, 'notas' | 'itens'>): string[] {
  const notas = [...p.notas].sort((a, b) => b.emissao.localeCompare(a.emissao)).map((n) => n.chave);
  const updates = p.itens.flatMap((i) => i.updates.flatMap((u) => [u.chave1, u.chave2]));
  const keys = [...notas, ...updates].map((k) => (k ?? '').replace(/\s/g, '')).filter(Boolean);
  return [...new Set(keys)];
}

export interface DetailRow {
  key: string;
  item: number;
  produto: string;
  datacad: string;
  agendamento: string | null;
  ordemcarreg: string | null;
  /** 'nota / série' of each invoice of the update. */
  notas: string[];
  chaves: string[];
}

/** One row per ERP update of each item (notes, scheduling, loading, invoices), items in order. */
export function detailRows(itens: Pedido['itens']): DetailRow[] {
  return itens.flatMap((i) =>
    i.updates.map((u, k) => ({
      key: `${i.id}-${k}`,
      item: i.item,
      produto: `${i.produtoSku} - ${i.produtoDesc}`,
      datacad: u.datacad,
      agendamento: u.agendamento,
      ordemcarreg: u.ordemcarreg,
      notas: [
        [u.nota1, u.serie1],
        [u.nota2, u.serie2],
      ]
        .filter(([n]) => !!n)
        .map(([n, s]) => L.notaSerie(n!, s ?? '')),
      chaves: [u.chave1, u.chave2].filter((c): c is string => !!c),
    })),
  );
}

/** The colour of a status chip. */
export function statusColor(
  statusId: number,
): 'default' | 'primary' | 'info' | 'success' | 'warning' | 'error' {
  switch (statusId) {
    case ORDER_STATUS.CANCELADO:
      return 'error';
    case ORDER_STATUS.PENDENTE_ENVIO:
      return 'warning';
    case ORDER_STATUS.ENTREGUE:
    case ORDER_STATUS.CONCLUIDO:
      return 'success';
    case ORDER_STATUS.NFE_EMITIDA:
    case ORDER_STATUS.TRANSPORTE:
      return 'info';
    case ORDER_STATUS.LIBERADO:
    case ORDER_STATUS.CARREGAMENTO:
      return 'primary';
    default:
      return 'default';
  }
}
