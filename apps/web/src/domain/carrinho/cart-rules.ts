// Pure rules of adding to the cart (docs/product/portal-cliente.md §4 "Cart", §5 "Add to cart", §9): the
// quantity input, the minimum, the rounding to FATOR_MULTI, the price table (modality) of a new line and the
// line and cart totals. The product search and the cart screen share them; they are unit-tested.
import { DEFAULT_MODALIDADE, PARAMETER_DEFAULTS } from '@portal/shared/constants';
import { fatorMulti } from '@portal/shared/pedido-rapido';
import { lineTotal, linesTotal } from '@portal/shared/pedido-rules';
import {
  aceitaTextoQuantidade,
  lerQuantidade,
  opcoesArredondamento,
  regraQuantidade,
  totaisPorUnidade,
  type RegraQuantidade,
  type TotalUnidade,
} from '@portal/shared/unidades';
import type { Modalidade, Produto } from '@portal/shared/schemas/catalogo';

/** The modality (price table) chosen for a cart line. */
export type CartModalidade = Pick<Modalidade, 'id' | 'sku' | 'descricao'>;

/** The payment method of a line. */
export interface CartPagamentoForma {
  id: number;
  sku: string;
  descricao: string;
}
/** The payment condition of a line. */
export interface CartPagamentoCondicao {
  id: number;
  pgtoFormaId: number;
  sku: string;
  descricao: string;
}
/** A registered driver of a FOB line. */
export interface CartMotorista {
  motoristaid: string;
  motoristanome: string;
}
/** A registered vehicle of a FOB line. */
export interface CartVeiculo {
  veiculoplaca: string;
  veiculoeixos?: number;
  veiculodescricao: string;
}

/**
 * A cart line (docs/product/portal-cliente.md §3 "Cart item"). Fields the cart screen fills later (payment,
 * FOB, work, adjusted price, shipping date) are optional.
 */
export interface CartItem {
  /** Sequence number of the line (max + 1). */
  item: number;
  produtoId: number;
  produtoSku: string;
  produtoDesc: string;
  produtoQuant: number;
  produtoQuantMin?: number;
  /** A measured unit's own multiple (0,5 t); null or absent: none. */
  produtoMultiplo?: number | null;
  produtoUM?: string;
  /** Unit weight in kg. */
  produtoPeso?: number;
  produtoPesoTotal?: number;
  produtoValorUnit?: number;
  produtoValorTotal?: number;
  /** Picture URL (null: the no-image picture). */
  imagem?: string | null;
  isObra?: boolean;
  obraId?: number | null;
  modalidade?: CartModalidade | null;
  /** The unit's price tables with this product's price (CIF and FOB). */
  modalidades?: Modalidade[];
  /** Sku of the modality whose price applies. */
  modalidadePreco?: string | null;
  pagamentoForma?: CartPagamentoForma | null;
  pagamentoCondicao?: CartPagamentoCondicao | null;
  /** FOB: a registered driver and vehicle, or the pre-registration (docs/product/portal-cliente.md §5). */
  motorista?: CartMotorista | null;
  veiculo?: CartVeiculo | null;
  fobVeiculoModelo?: string | null;
  fobVeiculoMarca?: string | null;
  fobVeiculoPlaca?: string | null;
  fobVeiculoPlacaCarreta?: string | null;
  fobMotoristaNome?: string | null;
  fobMotoristaCpf?: string | null;
  fobEmpresaNome?: string | null;
  fobCompradorNome?: string | null;
  /** Work (obra) of a work line: its code, description and own prices per modality. */
  obraCodigo?: string | null;
  obraDesc?: string | null;
  obraCif?: number | null;
  obraFob?: number | null;
  /** The unit price was adjusted by hand (ALTERA_PRECO_ITEM). */
  precoAlterado?: boolean;
  dataEmbarque?: string | null;
  dataEmbarqueValid?: boolean;
}

export interface CartTotals {
  /** The quantities per unit ('40 SC · 8,5 t'): sacks, tonnes and units are never added together. */
  unidades: TotalUnidade[];
  /** Sum of the line weights, kg. */
  peso: number;
  /** Sum of the line totals, R$. */
  valor: number;
}

export const EMPTY_TOTALS: CartTotals = { unidades: [], peso: 0, valor: 0 };

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * f) / f;
};

// ---------- quantity (docs/product/portal-cliente.md §5, by the product's unit: @portal/shared/unidades)
// ----------

/** A counted unit's rule (digits only): what a field without a product follows. */
const COUNTED = { contada: true } as const;

/**
 * What the quantity field keeps of a keystroke: digits only for a counted unit (the spec), a decimal
 * comma and up to three decimals for a measured one. The accepted text, or null to keep the old one.
 */
export function acceptQuantityInput(
  raw: string,
  regra: Pick<RegraQuantidade, 'contada'> = COUNTED,
): string | null {
  return aceitaTextoQuantidade(raw, regra);
}

/** The typed quantity as a number; null when empty (or not a quantity of the unit). */
export function parseQuantity(
  text: string,
  regra: Pick<RegraQuantidade, 'contada'> = COUNTED,
): number | null {
  return lerQuantidade(text, regra);
}

/** A product's (or a cart line's) quantity rule: its unit, minimum and multiple, with FATOR_MULTI. */
export function produtoRegra(
  produto: Partial<Pick<Produto, 'produtoUM' | 'produtoQuantMin' | 'produtoMultiplo'>>,
  factor: number,
): RegraQuantidade {
  return regraQuantidade(
    { um: produto.produtoUM, quantMin: produto.produtoQuantMin, multiplo: produto.produtoMultiplo },
    factor,
  );
}

/** The product's minimum (at least 1 when unset; whole for a counted unit). */
export function minimumOf(produto: Partial<Pick<Produto, 'produtoUM' | 'produtoQuantMin'>>): number {
  return produtoRegra(produto, 1).minimo;
}

/**
 * The check run 1 s after typing (and on blur/Enter with QTD_CARRINHO_SIMPLES): a quantity below the
 * minimum becomes the minimum (the caller warns 'A quantidade minima para esse produto é de: {n}.').
 * Empty stays empty. Returns the corrected quantity, or null when nothing changes.
 */
export function minimumAdjustment(
  text: string,
  minimum: number,
  regra: Pick<RegraQuantidade, 'contada'> = COUNTED,
): number | null {
  const q = parseQuantity(text, regra);
  if (q === null) return null;
  return q < minimum ? minimum : null;
}

/** FATOR_MULTI as a positive integer (default 10); 1 or less means no rounding. */
export function parseFactor(value: string | undefined): number {
  return fatorMulti(value ?? PARAMETER_DEFAULTS.FATOR_MULTI);
}

// ---------- price tables ----------

/** The product's active price tables of the unit (active and priced). */
export function activeModalidades(produto: Pick<Produto, 'modalidades'>): Modalidade[] {
  return produto.modalidades.filter((m) => m.ativo);
}

/** A new line's modality: CIF when active, else the first active table; undefined when none. */
export function defaultModalidade(produto: Pick<Produto, 'modalidades'>): Modalidade | undefined {
  const active = activeModalidades(produto);
  return active.find((m) => m.sku === DEFAULT_MODALIDADE) ?? active[0];
}

// ---------- what happens on Adicionar ----------

/** What a typed quantity meets: below the minimum (or empty), not a multiple, or fine. */
export type QuantityCheck =
  | { kind: 'below-minimum'; minimum: number }
  | { kind: 'rounding'; quantity: number; options: number[] }
  | { kind: 'ok'; quantity: number };

/**
 * The quantity rules shared by Adicionar (search, works) and the cart's quantity field, by the
 * product's rule: at least the minimum, and a multiple (FATOR_MULTI for a counted unit, the
 * product's own for a measured one) unless a suggestion was just chosen (`skipRounding`).
 */
export function checkQuantity(
  text: string,
  ctx: { regra: RegraQuantidade; skipRounding?: boolean },
): QuantityCheck {
  const { regra } = ctx;
  const quantity = parseQuantity(text, regra);
  if (quantity === null || quantity < regra.minimo) return { kind: 'below-minimum', minimum: regra.minimo };
  if (!ctx.skipRounding) {
    const options = opcoesArredondamento(quantity, regra);
    if (options.length > 0) return { kind: 'rounding', quantity, options };
  }
  return { kind: 'ok', quantity };
}

/** The rule of a cart line (the product's unit, minimum and multiple kept on the line). */
export function lineRegra(
  line: Pick<CartItem, 'produtoUM' | 'produtoQuantMin' | 'produtoMultiplo'>,
  factor: number,
): RegraQuantidade {
  return produtoRegra(line, factor);
}

/** The minimum of a cart line (the product's, kept on the line; at least 1). */
export function lineMinimum(line: Pick<CartItem, 'produtoUM' | 'produtoQuantMin'>): number {
  return minimumOf(line);
}

export type AddCheck =
  | { kind: 'no-price-table' }
  | { kind: 'already-in-cart'; quantity: number; existing: CartItem }
  | Exclude<QuantityCheck, { kind: 'ok' }>
  | { kind: 'ok'; quantity: number };

/**
 * The first obstacle to adding `text` of a product, in the order the user meets them: no active
 * price table of the unit, quantity below the minimum (or empty), quantity not a multiple,
 * product already in the cart. `skipRounding` after a suggestion was chosen.
 */
export function checkAdd(
  produto: Pick<Produto, 'produtoId' | 'produtoUM' | 'produtoQuantMin' | 'produtoMultiplo' | 'modalidades'>,
  text: string,
  ctx: { factor: number; itens: readonly CartItem[]; skipRounding?: boolean },
): AddCheck {
  if (!defaultModalidade(produto)) return { kind: 'no-price-table' };
  const q = checkQuantity(text, { regra: produtoRegra(produto, ctx.factor), skipRounding: ctx.skipRounding });
  if (q.kind !== 'ok') return q;
  const { quantity } = q;
  const existing = ctx.itens.find((i) => i.produtoId === produto.produtoId);
  if (existing) return { kind: 'already-in-cart', quantity, existing };
  return { kind: 'ok', quantity };
}

// ---------- lines and totals (docs/product/portal-cliente.md §4 "Cart") ----------

/** The next line number: max + 1 (1 for an empty cart). */
export function nextItemNumber(itens: readonly Pick<CartItem, 'item'>[]): number {
  return itens.reduce((max, i) => Math.max(max, i.item), 0) + 1;
}

/** A line with its weight and money totals recomputed for the quantity. */
export function withQuantity<T extends CartItem>(line: T, quantity: number): T {
  const peso = line.produtoPeso ?? 0;
  const valor = line.produtoValorUnit ?? 0;
  return {
    ...line,
    produtoQuant: quantity,
    produtoPesoTotal: round(peso * quantity, 3),
    produtoValorTotal: lineTotal(quantity, valor),
  };
}

/**
 * A new cart line: the next item number, modality CIF (or the first active table) at that table's
 * price, weight and money totals. Throws when the product has no active price table (checkAdd
 * refuses that first).
 */
export function buildCartItem(
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
  quantity: number,
  itens: readonly CartItem[],
): CartItem {
  const modalidade = defaultModalidade(produto);
  if (!modalidade) throw new Error('produto sem tabela de preço ativa');
  return withQuantity(
    {
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
      produtoValorUnit: modalidade.valor,
      produtoValorTotal: 0,
      imagem: produto.imagem,
      isObra: false,
      obraId: null,
      modalidade: { id: modalidade.id, sku: modalidade.sku, descricao: modalidade.descricao },
      modalidades: produto.modalidades.map((m) => ({ ...m })),
      modalidadePreco: modalidade.sku,
      pagamentoForma: null,
      pagamentoCondicao: null,
      motorista: null,
      veiculo: null,
      dataEmbarque: null,
      dataEmbarqueValid: true,
    },
    quantity,
  );
}

/**
 * Quantities per unit, weight (kg) and money of the whole cart. The quantities are the shared
 * totaisPorUnidade (one total per unit, never sacks plus tonnes); the money is the shared
 * linesTotal (each line's quantity times its unit price in cents), the sum the server uses for an
 * order and a quote.
 */
export function cartTotals(itens: readonly CartItem[]): CartTotals {
  const peso = itens.reduce(
    (acc, i) => acc + (i.produtoPesoTotal ?? (i.produtoPeso ?? 0) * i.produtoQuant),
    0,
  );
  const valor = linesTotal(
    itens.map((i) => ({ quant: i.produtoQuant ?? 0, valorUnit: i.produtoValorUnit ?? 0 })),
  );
  const unidades = totaisPorUnidade(itens.map((i) => ({ um: i.produtoUM, quantidade: i.produtoQuant ?? 0 })));
  return { unidades, peso: round(peso, 3), valor };
}
