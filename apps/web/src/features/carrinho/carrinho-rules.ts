// Pure rules of the cart screen (docs/product/portal-cliente.md §3 Cart item/Cart state/Work, §4 Cart and
// Finalising an order, §5 shipping date, FOB pre-registration, invoice note, standing order, §7 POST
// /pedidos): payment defaults and the ANT rule, modality changes and prices, work lines, the FOB
// pre-registration checks in the spec's order, shipping dates, the finalise blocks, the request body,
// the Idempotency-Key reuse and the reading of the answer. Unit-tested; the screen only wires them.
import { LIMITS, PAGAMENTO_ANTECIPADO_SKU, type Modalidade as ModalidadeSku } from '@portal/shared/constants';
import {
  formatCep,
  formatCurrency,
  onlyDigits,
  parseBrDate,
  toIsoDate,
  truncate,
} from '@portal/shared/format';
import {
  FOB_PRE_CADASTRO_FIELDS,
  fobPreCadastroError,
  type FobPreCadastroField,
} from '@portal/shared/fob-rules';
import { MSG } from '@portal/shared/messages';
import type { Produto } from '@portal/shared/schemas/catalogo';
import type { Endereco, Obra, PagamentoCondicao, PagamentoForma } from '@portal/shared/schemas/clientes';
import { CART_LABELS } from '@portal/shared/labels';
import type { PedidoCreateBody, PedidoItemBody, PedidoResult } from '@portal/shared/schemas/pedidos';
import { isValidCpf } from '@portal/shared/validators';
import {
  cartTotals,
  minimumOf,
  nextItemNumber,
  withQuantity,
  type CartItem,
  type CartMotorista,
  type CartPagamentoCondicao,
  type CartPagamentoForma,
  type CartTotals,
  type CartVeiculo,
} from '../../domain/carrinho';

export type { CartMotorista, CartPagamentoCondicao, CartPagamentoForma, CartVeiculo };
import type { ClienteEntrega, Finalizacao } from '../../domain/carrinho';

// ---------- the cart line as the cart screen fills it ----------

/** The FOB pre-registration of a line (docs/product/portal-cliente.md §3 Cart item, §5), as typed. */
export type FobCadastro = Record<FobPreCadastroField, string>;
export const FOB_FIELDS = FOB_PRE_CADASTRO_FIELDS;

export const EMPTY_FOB_CADASTRO = Object.fromEntries(FOB_FIELDS.map((f) => [f, ''])) as FobCadastro;

/** A cart line as the cart screen fills it: the store's typed line. */
export type CartLine = CartItem;

// ---------- payment (docs/product/portal-cliente.md §4 Cart) ----------

/**
 * The condition a payment method gets when chosen: the first of its list, except for advance
 * payment (sku ANT), where the condition whose description contains the method's description wins.
 */
export function pickCondicao(
  forma: Pick<PagamentoForma, 'sku' | 'descricao' | 'condicoes'>,
): PagamentoCondicao | null {
  const first = forma.condicoes[0] ?? null;
  if (forma.sku.trim().toUpperCase() !== PAGAMENTO_ANTECIPADO_SKU) return first;
  const name = forma.descricao.trim().toLocaleUpperCase('pt-BR');
  return forma.condicoes.find((c) => name && c.descricao.toLocaleUpperCase('pt-BR').includes(name)) ?? first;
}

export interface PagamentoChoice {
  forma: CartPagamentoForma;
  condicao: CartPagamentoCondicao;
}

const formaRef = (f: Pick<PagamentoForma, 'id' | 'sku' | 'descricao'>): CartPagamentoForma => ({
  id: f.id,
  sku: f.sku,
  descricao: f.descricao,
});
const condicaoRef = (c: PagamentoCondicao): CartPagamentoCondicao => ({
  id: c.id,
  pgtoFormaId: c.pgtoFormaId,
  sku: c.sku,
  descricao: c.descricao,
});

/** A method and condition as the dialog chose them; null when the method has no condition. */
export function pagamentoChoice(
  forma: PagamentoForma,
  condicao: PagamentoCondicao | null,
): PagamentoChoice | null {
  if (!condicao || condicao.pgtoFormaId !== forma.id) return null;
  return { forma: formaRef(forma), condicao: condicaoRef(condicao) };
}

/** The default: the first method with a condition, and its condition (ANT rule included). */
export function defaultPagamento(formas: readonly PagamentoForma[]): PagamentoChoice | null {
  for (const forma of formas) {
    const choice = pagamentoChoice(forma, pickCondicao(forma));
    if (choice) return choice;
  }
  return null;
}

/** The line's payment is one of the customer's current methods and conditions. */
function hasValidPagamento(line: CartLine, formas: readonly PagamentoForma[]): boolean {
  const forma = formas.find((f) => f.id === line.pagamentoForma?.id);
  return !!forma && forma.condicoes.some((c) => c.id === line.pagamentoCondicao?.id);
}

/**
 * Lines without a payment (or with one the customer no longer has) get the default. Returns the
 * same array when nothing changes, so the caller can skip the store update.
 */
export function fillDefaultPagamento(lines: CartLine[], formas: readonly PagamentoForma[]): CartLine[] {
  const choice = defaultPagamento(formas);
  if (!choice || lines.every((l) => hasValidPagamento(l, formas))) return lines;
  return lines.map((l) =>
    hasValidPagamento(l, formas)
      ? l
      : { ...l, pagamentoForma: choice.forma, pagamentoCondicao: choice.condicao },
  );
}

/** Sets the payment of the target lines (all lines when targets is null). */
export function applyPagamento(
  lines: CartLine[],
  targets: readonly number[] | null,
  choice: PagamentoChoice,
): CartLine[] {
  return lines.map((l) =>
    targets === null || targets.includes(l.item)
      ? { ...l, pagamentoForma: choice.forma, pagamentoCondicao: choice.condicao }
      : l,
  );
}

// ---------- modality and prices (docs/product/portal-cliente.md §4 Cart) ----------

/** The unit price of the line in a modality: the work's own price, else the price table's; null when unavailable. */
export function priceFor(line: CartLine, sku: string): number | null {
  if (line.isObra) {
    const price = sku === 'FOB' ? line.obraFob : line.obraCif;
    return typeof price === 'number' && price > 0 ? price : null;
  }
  const table = line.modalidades?.find((m) => m.sku === sku);
  return table && table.ativo && table.valor > 0 ? table.valor : null;
}

export const modalidadeAvailable = (line: CartLine, sku: string): boolean => priceFor(line, sku) !== null;

/** What a FOB line carries: a registered driver and vehicle, the pre-registration, or nothing (CAD_MOTORISTA_CARRINHO NAO). */
export type FobChoice =
  | { kind: 'selecao'; motorista: CartMotorista; veiculo: CartVeiculo }
  | { kind: 'cadastro'; cadastro: FobCadastro }
  | { kind: 'nenhum' };

const NO_FOB = {
  motorista: null,
  veiculo: null,
  fobVeiculoModelo: null,
  fobVeiculoMarca: null,
  fobVeiculoPlaca: null,
  fobVeiculoPlacaCarreta: null,
  fobMotoristaNome: null,
  fobMotoristaCpf: null,
  fobEmpresaNome: null,
  fobCompradorNome: null,
} satisfies Partial<CartLine>;

function fobFields(choice: FobChoice): Partial<CartLine> {
  if (choice.kind === 'selecao') return { ...NO_FOB, motorista: choice.motorista, veiculo: choice.veiculo };
  if (choice.kind === 'cadastro') {
    const c = normalizeFobCadastro(choice.cadastro);
    return { ...NO_FOB, ...c, fobVeiculoPlacaCarreta: c.fobVeiculoPlacaCarreta || null };
  }
  return { ...NO_FOB };
}

export interface ModalidadeChange {
  lines: CartLine[];
  /** Target lines that have no price in the modality (they keep theirs). */
  skipped: CartLine[];
}

/**
 * Puts the target lines (all when null) in the modality: CIF clears driver, vehicle and any FOB
 * pre-registration; FOB takes the driver data given. Then the unit price and total of every line in
 * that modality are recalculated (work lines from the work's own price); a price adjusted by hand
 * survives on the lines whose modality did not change.
 */
export function applyModalidade(
  lines: CartLine[],
  targets: readonly number[] | null,
  sku: ModalidadeSku,
  fob: FobChoice = { kind: 'nenhum' },
): ModalidadeChange {
  const skipped: CartLine[] = [];
  const changed = new Set<number>();
  const moved = lines.map((l) => {
    if (targets !== null && !targets.includes(l.item)) return l;
    if (!modalidadeAvailable(l, sku)) {
      skipped.push(l);
      return l;
    }
    const table = l.modalidades?.find((m) => m.sku === sku);
    const modalidade = table
      ? { id: table.id, sku: table.sku, descricao: table.descricao }
      : { id: l.modalidade?.id ?? 0, sku, descricao: sku };
    if (l.modalidade?.sku !== sku) changed.add(l.item);
    return { ...l, modalidade, modalidadePreco: sku, ...(sku === 'FOB' ? fobFields(fob) : NO_FOB) };
  });
  const repriced = moved.map((l) => {
    if (l.modalidade?.sku !== sku) return l;
    if (l.precoAlterado && !changed.has(l.item)) return l;
    const price = priceFor(l, sku);
    if (price === null) return l;
    return withQuantity({ ...l, produtoValorUnit: price, precoAlterado: false }, l.produtoQuant);
  });
  return { lines: repriced, skipped };
}

/**
 * A price typed by hand (ALTERA_PRECO_ITEM) in pt-BR ('1.234,56', '12,5') or with a decimal point
 * ('12.50'): the value with at most 2 decimals when above 0, else null.
 */
export function parsePrice(text: string): number | null {
  let t = text.replace(/^\s*R\$/, '').replace(/\s/g, '');
  if (t.includes(',')) t = t.replace(/\.(?=\d{3}(\.|,|$))/g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(t)) t = t.replace(/\./g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return n > 0 ? n : null;
}

/** The line at the adjusted price (only above 0; otherwise unchanged). */
export function applyPrice(lines: CartLine[], item: number, price: number): CartLine[] {
  if (!(price > 0)) return lines;
  return lines.map((l) =>
    l.item === item
      ? withQuantity({ ...l, produtoValorUnit: price, precoAlterado: true }, l.produtoQuant)
      : l,
  );
}

// ---------- works (docs/product/portal-cliente.md §2 Cart, §3 Work) ----------

/** A work's description in the cart: at most 30 characters. */
export const obraDescricao = (nome: string | null | undefined) => truncate(nome, LIMITS.OBRA_DESC_CART);

/** The work's price in the modality; null when 0 or less (that button is disabled). */
export function obraPrice(obra: Pick<Obra, 'cif' | 'fob'>, sku: ModalidadeSku): number | null {
  const price = sku === 'FOB' ? obra.fob : obra.cif;
  return price > 0 ? price : null;
}

/**
 * A work line: the work's product at the work's own price in the chosen modality (the unit's
 * table of that modality), with the work's code and description, and the FOB data given.
 */
export function buildObraLine(
  produto: Pick<
    Produto,
    | 'produtoId'
    | 'produtoSku'
    | 'produtoDesc'
    | 'produtoUM'
    | 'produtoPeso'
    | 'produtoQuantMin'
    | 'produtoMultiplo'
    | 'imagem'
    | 'modalidades'
  >,
  obra: Pick<Obra, 'id' | 'obra' | 'nome' | 'cif' | 'fob'>,
  sku: ModalidadeSku,
  quantity: number,
  itens: readonly CartItem[],
  fob: FobChoice = { kind: 'nenhum' },
): CartLine | null {
  const price = obraPrice(obra, sku);
  const table = produto.modalidades.find((m) => m.sku === sku);
  if (price === null || !table) return null;
  const line: CartLine = {
    item: nextItemNumber(itens),
    produtoId: produto.produtoId,
    produtoSku: produto.produtoSku,
    produtoDesc: produto.produtoDesc,
    produtoQuant: quantity,
    produtoQuantMin: minimumOf(produto),
    produtoMultiplo: produto.produtoMultiplo ?? null,
    produtoUM: produto.produtoUM,
    produtoPeso: produto.produtoPeso,
    produtoPesoTotal: 0,
    produtoValorUnit: price,
    produtoValorTotal: 0,
    imagem: produto.imagem,
    isObra: true,
    obraId: obra.id,
    obraCodigo: obra.obra,
    obraDesc: obra.nome,
    obraCif: obra.cif,
    obraFob: obra.fob,
    modalidade: { id: table.id, sku: table.sku, descricao: table.descricao },
    modalidades: produto.modalidades.map((m) => ({ ...m })),
    modalidadePreco: sku,
    pagamentoForma: null,
    pagamentoCondicao: null,
    dataEmbarque: null,
    dataEmbarqueValid: true,
    precoAlterado: false,
    ...(sku === 'FOB' ? fobFields(fob) : NO_FOB),
  };
  return withQuantity(line, quantity);
}

// ---------- FOB pre-registration (docs/product/portal-cliente.md §5) ----------

/** Text inputs are upper-cased; plates without separators; the CPF as typed (masked). */
export function normalizeFobCadastro(c: FobCadastro): FobCadastro {
  const up = (v: string) => v.trim().toLocaleUpperCase('pt-BR');
  const plate = (v: string) => v.replace(/[-\s]/g, '').toUpperCase();
  return {
    fobVeiculoModelo: up(c.fobVeiculoModelo),
    fobVeiculoMarca: up(c.fobVeiculoMarca),
    fobVeiculoPlaca: plate(c.fobVeiculoPlaca),
    fobVeiculoPlacaCarreta: plate(c.fobVeiculoPlacaCarreta),
    fobMotoristaNome: up(c.fobMotoristaNome),
    fobMotoristaCpf: c.fobMotoristaCpf.trim(),
    fobEmpresaNome: up(c.fobEmpresaNome),
    fobCompradorNome: up(c.fobCompradorNome),
  };
}

/**
 * The first problem of the pre-registration, in the spec's order: model, brand, plate, driver
 * name, driver CPF, CPF check digits, company, buyer. An incomplete plate counts as missing. The
 * trailer plate is optional but, when typed, must be a plate. null when complete.
 */
export function validateFobCadastro(c: FobCadastro): string | null {
  return fobPreCadastroError(normalizeFobCadastro(c));
}

/** The CPF check on leaving the field: something typed that is not a valid CPF. */
export const cpfInvalidOnBlur = (cpf: string) => onlyDigits(cpf) !== '' && !isValidCpf(onlyDigits(cpf));

/** Without registered drivers or vehicles the FOB dialog is the new-registration form. */
export const fobNeedsRegistration = (v: { motoristas: readonly unknown[]; veiculos: readonly unknown[] }) =>
  v.motoristas.length === 0 || v.veiculos.length === 0;

/** OK of the selection: enabled only with a driver and a vehicle (never with just one). */
export const fobSelectionComplete = (
  motorista: string | null | undefined,
  veiculo: string | null | undefined,
) => !!motorista && !!veiculo;

/** The pre-registration of a line, for editing it again. */
export function fobCadastroOf(line: CartLine | undefined): FobCadastro {
  const c = { ...EMPTY_FOB_CADASTRO };
  if (!line) return c;
  for (const f of FOB_FIELDS) c[f] = (line[f] as string | null | undefined) ?? '';
  return c;
}

export const hasFobCadastro = (line: CartLine) => !!line.fobVeiculoPlaca;

// ---------- shipping date (docs/product/portal-cliente.md §5) ----------

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/** A typed DD/MM/YYYY: empty is no date (valid); otherwise a real day, today or later. */
export function shippingDateValid(text: string | null | undefined, today: Date): boolean {
  if (!text || !text.trim()) return true;
  const d = parseBrDate(text);
  return !!d && startOfDay(d).getTime() >= startOfDay(today).getTime();
}

/** The typed date as sent: 'YYYY-MM-DD 00:00:00'; null when empty or invalid. */
export function toDataEmbarque(text: string | null | undefined): string | null {
  const d = text ? parseBrDate(text) : null;
  return d ? `${toIsoDate(d)} 00:00:00` : null;
}

/** The line with the typed date and its validity. */
export function applyShippingDate(lines: CartLine[], item: number, text: string, today: Date): CartLine[] {
  return lines.map((l) =>
    l.item === item
      ? { ...l, dataEmbarque: text || null, dataEmbarqueValid: shippingDateValid(text, today) }
      : l,
  );
}

// ---------- finalising (docs/product/portal-cliente.md §4) ----------

/** Why finalising cannot start, checked before the confirmation; null when it can. */
export function finaliseBlock(p: {
  clienteStatus: string | null | undefined;
  dataEmbarque: boolean;
  lines: readonly CartLine[];
  today: Date;
}): string | null {
  if (p.clienteStatus === 'B') return MSG.finaliseBlocked;
  if (p.dataEmbarque && p.lines.some((l) => !shippingDateValid(l.dataEmbarque, p.today)))
    return MSG.finaliseInvalidShippingDate;
  if (p.lines.some((l) => !l.pagamentoForma || !l.pagamentoCondicao)) return MSG.cartPaymentRequired;
  return null;
}

/** Yes of the confirmation: disabled when save-as-standing-order is ticked and the description is blank. */
export const finaliseConfirmEnabled = (pedidoPadrao: boolean, descricao: string) =>
  !pedidoPadrao || descricao.trim() !== '';

const nullIfBlank = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/** The request of POST /pedidos (docs/product/portal-cliente.md §7) from the cart. */
export function buildPedidoBody(p: {
  lines: readonly CartLine[];
  clienteId: number;
  unidadeId: number;
  obsnf: string;
  clienteEntrega: ClienteEntrega | null;
  pedidoPadrao: boolean;
  pedidoPadraoDescricao: string;
  dataEmbarque: boolean;
}): PedidoCreateBody {
  const itens: PedidoItemBody[] = p.lines.map((l) => ({
    item: l.item,
    isObra: !!l.isObra,
    obraId: l.isObra ? (l.obraId ?? null) : null,
    produtoId: l.produtoId,
    produtoSku: l.produtoSku,
    produtoQuant: l.produtoQuant,
    produtoPesoUnit: l.produtoPeso ?? 0,
    produtoValorUnit: l.produtoValorUnit ?? 0,
    produtoValorTotal: l.produtoValorTotal ?? 0,
    modalidadeId: l.modalidade?.id ?? 0,
    modalidadeSku: l.modalidade?.sku ?? null,
    pagamentoFormaId: l.pagamentoForma?.id ?? 0,
    pagamentoFormaSku: l.pagamentoForma?.sku ?? null,
    pagamentoCondicaoId: l.pagamentoCondicao?.id ?? 0,
    pagamentoCondicaoSku: l.pagamentoCondicao?.sku ?? null,
    motoristaSku: l.motorista?.motoristaid ?? null,
    veiculoPlaca: l.veiculo?.veiculoplaca ?? null,
    fobVeiculoModelo: nullIfBlank(l.fobVeiculoModelo),
    fobVeiculoMarca: nullIfBlank(l.fobVeiculoMarca),
    fobVeiculoPlaca: nullIfBlank(l.fobVeiculoPlaca),
    fobVeiculoPlacaCarreta: nullIfBlank(l.fobVeiculoPlacaCarreta),
    fobMotoristaNome: nullIfBlank(l.fobMotoristaNome),
    fobMotoristaCpf: nullIfBlank(l.fobMotoristaCpf),
    fobEmpresaNome: nullIfBlank(l.fobEmpresaNome),
    fobCompradorNome: nullIfBlank(l.fobCompradorNome),
    dataEmbarque: p.dataEmbarque ? toDataEmbarque(l.dataEmbarque) : null,
  }));
  const total = Math.round(p.lines.reduce((s, l) => s + (l.produtoValorTotal ?? 0), 0) * 100) / 100;
  const e = p.clienteEntrega;
  return {
    total,
    clienteId: p.clienteId,
    unidadeId: p.unidadeId,
    obsnf: p.obsnf.trim().slice(0, LIMITS.OBSNF_MAX),
    clienteEntregaCodigo: e?.codigo ?? '',
    clienteEntregaLoja: e?.loja ?? '',
    clienteEntregaCgc: e?.cgc ?? '',
    clienteEntregaDescricao: e?.nome ?? '',
    pedidoPadrao: p.pedidoPadrao,
    pedidoPadraoDescricao: p.pedidoPadrao ? p.pedidoPadraoDescricao.trim().toLocaleUpperCase('pt-BR') : '',
    itens,
  };
}

/** A new random Idempotency-Key (also outside secure contexts, where randomUUID is missing). */
export function newIdempotencyKey(cryptoApi: Crypto = globalThis.crypto): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The key of this finalisation: the stored one when the request is the same as the one it was made
 * for (double click, retry after a failure, reload), else a new one.
 */
export function finalizacaoFor(stored: Finalizacao | null, body: string, makeKey: () => string): Finalizacao {
  return stored && stored.body === body ? stored : { key: makeKey(), body };
}

export type FinaliseOutcome =
  | { kind: 'success'; results: PedidoResult[] }
  | { kind: 'mixed'; results: PedidoResult[] }
  | { kind: 'error'; message: string; details: string[] }
  | { kind: 'failed' };

/**
 * How the answer of POST /pedidos reads (docs/product/portal-cliente.md §4): every result 201 -> success; an
 * array with other statuses -> mixed; a single error object with a status above 201 -> 'Atenção!' with its
 * message; no answer, a server failure (5xx) or an expired session -> the call failed.
 */
export function readOutcome(
  r:
    | { ok: true; status: number; data: unknown }
    | {
        ok: false;
        status: number;
        error?: { status: number; message: string; code?: number; fields?: Record<string, string> };
      },
): FinaliseOutcome {
  if (r.ok) {
    if (!Array.isArray(r.data) || r.data.length === 0) return { kind: 'failed' };
    const results = r.data as PedidoResult[];
    return results.every((x) => x.status === 201) ? { kind: 'success', results } : { kind: 'mixed', results };
  }
  if (r.status === 0 || r.status >= 500 || !r.error || r.error.code === 9002) return { kind: 'failed' };
  const details = Object.values(r.error.fields ?? {}).filter((m) => m && m !== r.error!.message);
  return { kind: 'error', message: r.error.message, details: [...new Set(details)] };
}

/** Split key of a line on the server: payment condition and modality (one order per pair). */
export const groupKey = (condicaoId: number | null | undefined, modalidadeSku: string | null | undefined) =>
  `${condicaoId ?? 0}|${modalidadeSku ?? ''}`;

/** After a mixed answer: the lines of the orders that were placed leave the cart; the refused ones stay. */
export function withoutPlacedGroups(lines: CartLine[], placedKeys: ReadonlySet<string>): CartLine[] {
  return lines.filter((l) => !placedKeys.has(groupKey(l.pagamentoCondicao?.id, l.modalidade?.sku)));
}

/** The invoice note as kept: at most 254 characters. */
export const clampObsnf = (text: string) => text.slice(0, LIMITS.OBSNF_MAX);

// ---------- the review before finalising ----------

/** The driver and vehicle of a FOB line: the registered ones, or the pre-registration; null when none. */
export function fobDescription(line: CartLine): string | null {
  if (line.modalidade?.sku !== 'FOB') return null;
  if (line.motorista && line.veiculo)
    return CART_LABELS.driverVehicle(line.motorista.motoristanome, line.veiculo.veiculoplaca);
  if (hasFobCadastro(line))
    return CART_LABELS.preRegistration(line.fobVeiculoPlaca ?? '', line.fobMotoristaNome ?? '');
  return null;
}

/** One order the cart becomes: its payment condition and modality (the server's split), lines and totals. */
export interface ReviewGroup {
  key: string;
  formaDescricao: string;
  condicaoDescricao: string;
  modalidade: string;
  lines: CartLine[];
  /** By the cart's own totals function (cartTotals), as the footer. */
  totais: CartTotals;
}

/** The cart's lines by order (payment condition × modality), in the order they first appear. */
export function reviewGroups(lines: readonly CartLine[]): ReviewGroup[] {
  const groups = new Map<string, CartLine[]>();
  for (const l of lines) {
    const key = groupKey(l.pagamentoCondicao?.id, l.modalidade?.sku);
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  return [...groups].map(([key, ls]) => ({
    key,
    formaDescricao: ls[0].pagamentoForma?.descricao ?? CART_LABELS.noPayment,
    condicaoDescricao: ls[0].pagamentoCondicao?.descricao ?? CART_LABELS.noPayment,
    modalidade: ls[0].modalidade?.sku ?? '',
    lines: ls,
    totais: cartTotals(ls),
  }));
}

/** The works (obras) of the cart's lines, each once, in the order they appear. */
export function cartWorks(
  lines: readonly CartLine[],
): { id: number | null; codigo: string; descricao: string }[] {
  const seen = new Set<string>();
  const works: { id: number | null; codigo: string; descricao: string }[] = [];
  for (const l of lines) {
    if (!l.isObra) continue;
    const key = String(l.obraId ?? l.obraCodigo ?? '');
    if (seen.has(key)) continue;
    seen.add(key);
    works.push({ id: l.obraId ?? null, codigo: l.obraCodigo ?? '', descricao: obraDescricao(l.obraDesc) });
  }
  return works;
}

/** The shipping dates asked for, each once (dd/mm/aaaa as typed), in the order they appear. */
export function requestedDates(lines: readonly CartLine[]): string[] {
  return [...new Set(lines.map((l) => l.dataEmbarque?.trim() ?? '').filter(Boolean))];
}

/** An address on one line: 'RUA X, 123 - SALA 2 - CENTRO - CAMPINAS/SP - CEP 13010-000'. */
export function enderecoTexto(e: Partial<Endereco> | null | undefined): string {
  if (!e) return '';
  const street = [e.logradouro, e.numero]
    .map((v) => v?.trim())
    .filter(Boolean)
    .join(', ');
  const city = [e.cidade, e.uf]
    .map((v) => v?.trim())
    .filter(Boolean)
    .join('/');
  const cep = e.cep?.trim() ? `CEP ${formatCep(e.cep)}` : '';
  return [street, e.complemento?.trim(), e.bairro?.trim(), city, cep].filter(Boolean).join(' - ');
}

/** The order's total against the available credit (the header's Saldo). */
export type CreditReview =
  | { kind: 'unknown' }
  | { kind: 'within'; disponivel: number }
  | { kind: 'over'; disponivel: number; message: string; blocked: boolean };

/**
 * Within or over the available credit (in cents, as the server compares it: equal is within); over
 * it, the warning, or with BLOQUEIA_PEDIDO_SEM_LIMITE SIM (`block`) the server's refusal. Unknown
 * figures ('Calculando...', unavailable) neither warn nor block: the server decides.
 */
export function creditReview(
  total: number,
  disponivel: number | null | undefined,
  block: boolean,
): CreditReview {
  if (disponivel === null || disponivel === undefined || !Number.isFinite(disponivel))
    return { kind: 'unknown' };
  if (Math.round(total * 100) <= Math.round(disponivel * 100)) return { kind: 'within', disponivel };
  const args = [formatCurrency(total), formatCurrency(disponivel)] as const;
  return {
    kind: 'over',
    disponivel,
    blocked: block,
    message: block ? MSG.orderOverCreditRefused(...args) : MSG.orderOverCredit(...args),
  };
}
