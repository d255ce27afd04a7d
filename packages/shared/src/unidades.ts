// Quantities by the product's unit (docs/product/portal-cliente.md §5 "Add to cart", extended): one rule per
// product decides how its quantity is typed, checked and rounded, for the screens and the API alike.
// - A counted unit (COUNTED_UMS: SC, UN...) keeps the spec's rules: whole numbers, the product
//   minimum, and the rounding popup's two nearest multiples of FATOR_MULTI (a question the screens
//   ask; the API never refused a quantity for it and still does not).
// - A unit sold by weight or volume (TL tonne, M3, KG, M...) takes up to three decimals ('2,5'),
//   a minimum that may be a fraction, and rounds only to the product's OWN multiple
//   (produtos.multiplo), which the API enforces: 6 t of sand is 6 t, not 10.
// Also the unit's label ('t', 'm³', 'SC'), prices and quantities written with it ('R$ 145,00 / t',
// '8,5 t') and the per-unit summary of a list of lines ('40 SC · 8,5 t · 30 UN').
import { DB_LIMITS } from './constants';
import { formatCurrency, formatDecimal } from './format';
import { MSG } from './messages';
import { isCountedUm, quantityForUm, roundDecimal } from './pedido-rules';

// ---------- labels ----------

/** How a measured unit's code is written after a number or a price. */
export const UM_LABELS: Readonly<Record<string, string>> = {
  TL: 't',
  TN: 't',
  TO: 't',
  T: 't',
  KG: 'kg',
  G: 'g',
  M: 'm',
  M2: 'm²',
  M3: 'm³',
  CM: 'cm',
  MM: 'mm',
  L: 'L',
  LT: 'L',
  ML: 'mL',
};

/** The label of a unit: 'TL' -> 't', 'M3' -> 'm³'; a counted unit keeps its code ('SC'). */
export function umLabel(um: string | null | undefined): string {
  const code = (um ?? '').trim().toUpperCase();
  if (!code) return '';
  if (isCountedUm(code)) return code;
  return UM_LABELS[code] ?? code;
}

/** A quantity in pt-BR with at most three decimals and no trailing zeros: 2.5 -> '2,5', 1000 -> '1.000'. */
export function formatQuantidade(q: number): string {
  const text = formatDecimal(q, DB_LIMITS.QUANTITY_DECIMALS);
  return text.includes(',') ? text.replace(/0+$/, '').replace(/,$/, '') : text;
}

/** A quantity with its unit: (8.5, 'TL') -> '8,5 t', (40, 'SC') -> '40 SC'. */
export function formatQuantidadeUm(q: number, um: string | null | undefined): string {
  const label = umLabel(um);
  return label ? `${formatQuantidade(q)} ${label}` : formatQuantidade(q);
}

/** A unit price per the product's unit: (145, 'TL') -> 'R$ 145,00 / t', (36.99, 'SC') -> 'R$ 36,99 / SC'. */
export function formatPrecoUm(valor: number, um: string | null | undefined): string {
  const label = umLabel(um);
  return label ? `${formatCurrency(valor)} / ${label}` : formatCurrency(valor);
}

// ---------- the rule of a product ----------

/** What a product's quantity must be. */
export interface RegraQuantidade {
  /** The unit's code as the product has it. */
  um: string;
  /** Counted (whole numbers) or measured (up to three decimals). */
  contada: boolean;
  /** Decimal places a quantity may have: 0 or 3. */
  casas: 0 | 3;
  /** The smallest quantity (a counted unit's is whole). */
  minimo: number;
  /** The multiple a quantity is rounded to; null when none. */
  multiplo: number | null;
  /**
   * Whether the multiple binds (the API refuses another quantity): the product's own multiple of a
   * measured unit. FATOR_MULTI, a counted unit's, is the rounding popup's question only.
   */
  multiploObrigatorio: boolean;
}

/** A product as the rule reads it: unit, minimum and its own multiple (measured units only). */
export interface ProdutoUnidade {
  um: string | null | undefined;
  quantMin: number | null | undefined;
  multiplo?: number | null;
}

const positive = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * The rule of a product's quantity. A counted unit: whole numbers, its minimum (at least 1, a
 * fraction rounded up), FATOR_MULTI as the multiple when above 1. A measured unit: three decimals,
 * its minimum as it is (1 when unset), its own multiple when it has one (FATOR_MULTI does not apply).
 */
export function regraQuantidade(p: ProdutoUnidade, fatorMulti: number): RegraQuantidade {
  const um = (p.um ?? '').trim().toUpperCase();
  if (isCountedUm(um)) {
    const f = Number.isFinite(fatorMulti) ? Math.trunc(fatorMulti) : 1;
    return {
      um,
      contada: true,
      casas: 0,
      minimo: positive(p.quantMin) ? Math.ceil(roundDecimal(p.quantMin, 3)) : 1,
      multiplo: f > 1 ? f : null,
      multiploObrigatorio: false,
    };
  }
  const min = positive(p.quantMin) ? roundDecimal(p.quantMin, 3) : 0;
  const mult = positive(p.multiplo) ? roundDecimal(p.multiplo, 3) : 0;
  return {
    um,
    contada: false,
    casas: 3,
    minimo: min > 0 ? min : 1,
    multiplo: mult > 0 ? mult : null,
    multiploObrigatorio: mult > 0,
  };
}

/** Thousandths, exact for three decimals. */
const mil = (n: number) => Math.round(roundDecimal(n, 3) * 1000);
const fromMil = (m: number) => m / 1000;

/** Whether the quantity is a multiple of the rule's multiple (true when it has none). */
export function isMultiplo(q: number, regra: Pick<RegraQuantidade, 'multiplo'>): boolean {
  return regra.multiplo === null || mil(q) % mil(regra.multiplo) === 0;
}

/**
 * The rounding popup's suggestions for a quantity that is not a multiple: the lower multiple (only
 * when it is above zero and not below the minimum) and the upper one. [] when it is a multiple.
 */
export function opcoesArredondamento(q: number, regra: RegraQuantidade): number[] {
  if (regra.multiplo === null || isMultiplo(q, regra)) return [];
  const step = mil(regra.multiplo);
  const lower = Math.floor(mil(q) / step) * step;
  const upper = lower + step;
  return lower > 0 && lower >= mil(regra.minimo) ? [fromMil(lower), fromMil(upper)] : [fromMil(upper)];
}

/** The next multiple at or above the quantity (the quantity itself without a multiple). */
export function arredondarAcima(q: number, regra: Pick<RegraQuantidade, 'multiplo'>): number {
  if (regra.multiplo === null) return roundDecimal(q, 3);
  const step = mil(regra.multiplo);
  return fromMil(Math.ceil(mil(q) / step) * step);
}

/**
 * The smallest quantity that meets both the minimum and the multiple: where a product's field
 * starts, so the first Adicionar neither falls below the minimum nor opens the rounding popup.
 */
export function quantidadeInicial(regra: RegraQuantidade): number {
  return arredondarAcima(regra.minimo, regra);
}

// ---------- typing ----------

/**
 * What a quantity field keeps of a keystroke: digits only for a counted unit (the spec); digits
 * and one decimal comma with at most three decimals for a measured unit (a typed '.' becomes ',').
 * null keeps the previous text.
 */
export function aceitaTextoQuantidade(raw: string, regra: Pick<RegraQuantidade, 'contada'>): string | null {
  if (regra.contada) return /^\d*$/.test(raw) ? raw : null;
  const text = raw.replace('.', ',');
  return /^\d*(,\d{0,3})?$/.test(text) ? text : null;
}

/** The typed quantity ('7', '2,5') as a number; null when empty or not a quantity of the unit. */
export function lerQuantidade(text: string, regra: Pick<RegraQuantidade, 'contada'>): number | null {
  const t = text.trim();
  const ok = regra.contada ? /^\d+$/.test(t) : /^\d+(,\d{1,3})?$/.test(t) || /^\d+,$/.test(t);
  if (!ok) return null;
  const n = Number(t.replace(',', '.').replace(/\.$/, ''));
  return Number.isFinite(n) && n <= Number.MAX_SAFE_INTEGER ? n : null;
}

/** A quantity as its field shows it: '2,5', '10' (no thousands mark: the field takes none). */
export function textoQuantidade(q: number): string {
  return String(roundDecimal(q, 3)).replace('.', ',');
}

/** The multiple written with its unit for messages: '10', '0,5 t'. */
export function multiploTexto(regra: RegraQuantidade): string {
  if (regra.multiplo === null) return '';
  return regra.contada ? String(regra.multiplo) : formatQuantidadeUm(regra.multiplo, regra.um);
}

/**
 * The rule in a few words, under a quantity field after 'Mínimo: ': a counted unit's minimum as
 * the spec shows it ('10'), a measured one's with its unit ('1 t') and its own multiple
 * ('1 t · múltiplo 0,5 t').
 */
export function regraTexto(regra: RegraQuantidade): string {
  if (regra.contada) return String(regra.minimo);
  const min = formatQuantidadeUm(regra.minimo, regra.um);
  return regra.multiploObrigatorio ? `${min} · múltiplo ${multiploTexto(regra)}` : min;
}

// ---------- the order's check ----------

export type QuantidadePedido =
  { ok: true; quant: number } | { ok: false; motivo: 'fracao' | 'minimo' | 'multiplo' };

/**
 * What the API accepts as a line's quantity: a counted unit whole, a measured one rounded to three
 * decimals; at least the minimum; a multiple of a binding multiple (the product's own).
 */
export function quantidadePedido(q: number, regra: RegraQuantidade): QuantidadePedido {
  const quant = quantityForUm(regra.um, q);
  if (quant === null) return { ok: false, motivo: 'fracao' };
  if (mil(quant) < mil(regra.minimo)) return { ok: false, motivo: 'minimo' };
  if (regra.multiploObrigatorio && !isMultiplo(quant, regra)) return { ok: false, motivo: 'multiplo' };
  return { ok: true, quant };
}

// ---------- per-unit summary ----------

export interface TotalUnidade {
  /** The unit's label ('SC', 't'): units written alike add up (TL and TN are both tonnes). */
  label: string;
  quantidade: number;
}

/**
 * The quantities of a list of lines per unit, in the order the units first appear: never one
 * number adding sacks, tonnes and units. Lines without a unit add up under ''.
 */
export function totaisPorUnidade(
  linhas: readonly { um: string | null | undefined; quantidade: number }[],
): TotalUnidade[] {
  const out = new Map<string, number>();
  for (const l of linhas) {
    const label = umLabel(l.um);
    out.set(label, (out.get(label) ?? 0) + mil(l.quantidade));
  }
  return [...out.entries()].map(([label, m]) => ({ label, quantidade: fromMil(m) }));
}

/** The per-unit summary as one text: '40 SC · 8,5 t · 30 UN'. */
export function formatTotaisPorUnidade(totais: readonly TotalUnidade[]): string {
  return totais
    .map((t) => (t.label ? `${formatQuantidade(t.quantidade)} ${t.label}` : formatQuantidade(t.quantidade)))
    .join(' · ');
}

// ---------- a product's own data (ERP API, manager form) ----------

/** The largest minimum or multiple a product takes (an order line's own limit). */
export const PRODUTO_QUANTIDADE_MAX = 1_000_000;

/** Whether a number is above zero, at most PRODUTO_QUANTIDADE_MAX, with at most three decimals. */
export const isQuantidadeProduto = (n: number): boolean =>
  Number.isFinite(n) && n > 0 && n <= PRODUTO_QUANTIDADE_MAX && roundDecimal(n, 3) === n;

/**
 * What is wrong with a product's minimum and multiple for its unit, by field (pt-BR), {} when
 * nothing: both above zero with at most three decimals; a counted unit's minimum whole and no
 * multiple of its own (FATOR_MULTI rounds it). The ERP API and the manager's form check with it.
 */
export function errosProdutoUnidade(p: {
  um: string;
  quantMin?: number | null;
  multiplo?: number | null;
}): Partial<Record<'quantMin' | 'multiplo', string>> {
  const out: Partial<Record<'quantMin' | 'multiplo', string>> = {};
  const um = p.um.trim().toUpperCase();
  const counted = isCountedUm(um);
  if (p.quantMin !== undefined && p.quantMin !== null) {
    if (!isQuantidadeProduto(p.quantMin)) out.quantMin = MSG.productQuantityDecimals;
    else if (counted && !Number.isInteger(p.quantMin)) out.quantMin = MSG.productQuantMinWhole(um);
  }
  if (p.multiplo !== undefined && p.multiplo !== null) {
    if (counted) out.multiplo = MSG.productMultiploCounted(um);
    else if (!isQuantidadeProduto(p.multiplo)) out.multiplo = MSG.productQuantityDecimals;
  }
  return out;
}
