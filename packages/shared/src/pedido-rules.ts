// Quantity and money rules of an order line, shared by the cart and the API
// (docs/product/portal-cliente.md §4 Cart): a quantity follows its product's unit (a counted unit takes whole
// numbers, a measured one at most three decimals, the scale of the quantity columns); prices are in cents;
// the line total is the rounded quantity times the unit price in cents; who may adjust a unit price.
import { DB_LIMITS, isOn, type Role } from './constants';

/**
 * Only a released customer (status L) is bought for: an inactive or blocked one (B) or one still
 * pending (P) is refused up front, before anything goes into the cart, and by every API call that
 * prices lines for it (orders, quotes, the quick order's check); the reason is
 * MSG.clientOrderingRefused.
 */
export const clientePodeComprar = (status: string | null | undefined): boolean => status === 'L';

/**
 * Roles that may set a line's unit price when ALTERA_PRECO_ITEM is SIM: the seller, who negotiates
 * for the customer (docs/product/portal-cliente.md §1, §4 Cart). A customer's own price is ignored: the order
 * carries the price table's.
 */
export const PRICE_ADJUST_ROLES: readonly Role[] = ['ROLE_VENDEDOR'];

export const mayAdjustPrices = (roles: readonly string[], alteraPrecoItem: string | null | undefined) =>
  isOn(alteraPrecoItem ?? undefined) &&
  roles.some((r) => (PRICE_ADJUST_ROLES as readonly string[]).includes(r));

/**
 * Units sold by the piece: a fractional quantity is refused. UN unidade, SC saco, PC peça, CX caixa,
 * PT pacote, FD fardo, RL rolo, BD balde, GL galão, JG jogo, PR par. The catalogue's other unit, TL
 * (tonelada, sand and gravel), and any measured unit the ERP sends (KG, M, M2, M3, L...) take up to
 * three decimals.
 */
export const COUNTED_UMS = ['UN', 'SC', 'PC', 'CX', 'PT', 'FD', 'RL', 'BD', 'GL', 'JG', 'PR'] as const;

export const isCountedUm = (um: string | null | undefined): boolean =>
  (COUNTED_UMS as readonly string[]).includes((um ?? '').trim().toUpperCase());

/** Rounds half away from zero at `decimals` places without binary drift (1.005 -> 1.01). */
export function roundDecimal(n: number, decimals: number): number {
  const sign = n < 0 ? -1 : 1;
  const abs = Math.abs(n);
  // Shifting the decimal point in the text is exact; exponent forms (1e-7, 1e21) shift numerically.
  const shifted = /e/i.test(String(abs)) ? abs * 10 ** decimals : Number(`${abs}e${decimals}`);
  return (sign * Math.round(shifted)) / 10 ** decimals;
}

/** A price in reais rounded to cents. */
export const roundMoney = (n: number): number => roundDecimal(n, 2);

/**
 * The quantity of a line in its unit: whole for a counted unit (null when it has a fraction),
 * otherwise rounded to three decimals.
 */
export function quantityForUm(um: string | null | undefined, quant: number): number | null {
  if (isCountedUm(um)) return Number.isInteger(quant) ? quant : null;
  return roundDecimal(quant, DB_LIMITS.QUANTITY_DECIMALS);
}

/** Quantity times unit price, rounded to cents (the quantity already follows its unit). */
export function lineTotal(quant: number, valorUnit: number): number {
  const cents = Math.round(valorUnit * 100);
  return roundDecimal((quant * cents) / 100, 2);
}

/**
 * Total of an order or a quote: the sum of its line totals (lineTotal), rounded to cents. The cart's
 * total (domain/carrinho/cart-rules cartTotals), the quote's PDF and the order all add their lines with it.
 */
export function linesTotal(lines: readonly { quant: number; valorUnit: number }[]): number {
  return roundMoney(lines.reduce((sum, l) => sum + lineTotal(l.quant, l.valorUnit), 0));
}
