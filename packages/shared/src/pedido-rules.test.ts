import { describe, expect, it } from 'vitest';
import {
  lineTotal,
  linesTotal,
  mayAdjustPrices,
  quantityForUm,
  roundDecimal,
  roundMoney,
} from './pedido-rules';

describe('order line rules', () => {
  it('rounds half away from zero without binary drift', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(0.004)).toBe(0);
    expect(roundMoney(7.777)).toBe(7.78);
    expect(roundDecimal(10.0005, 3)).toBe(10.001);
    expect(roundDecimal(1e-7, 3)).toBe(0);
    expect(roundDecimal(-2.5, 0)).toBe(-3);
  });

  it('takes whole quantities of counted units and three decimals of the others', () => {
    expect(quantityForUm('UN', 10)).toBe(10);
    expect(quantityForUm('UN', 10.0005)).toBeNull();
    expect(quantityForUm('sc', 2.5)).toBeNull();
    expect(quantityForUm('TL', 10.0005)).toBe(10.001);
    expect(quantityForUm('KG', 1.23449)).toBe(1.234);
  });

  it('totals the rounded quantity times the price in cents', () => {
    expect(lineTotal(10.001, 145)).toBe(1450.15);
    expect(lineTotal(3, 0.1)).toBe(0.3);
    expect(lineTotal(20, 33.1)).toBe(662);
  });

  it('lets only a seller adjust prices, and only when ALTERA_PRECO_ITEM is SIM', () => {
    expect(mayAdjustPrices(['ROLE_VENDEDOR'], 'SIM')).toBe(true);
    expect(mayAdjustPrices(['ROLE_VENDEDOR'], 'NAO')).toBe(false);
    expect(mayAdjustPrices(['ROLE_CLIENTE'], 'SIM')).toBe(false);
    expect(mayAdjustPrices(['ROLE_ADMIN'], 'SIM')).toBe(false);
  });
});

describe('linesTotal (cart, order and quote totals)', () => {
  it('adds each line total in cents, so binary drift never shows', () => {
    expect(linesTotal([])).toBe(0);
    expect(linesTotal([{ quant: 3, valorUnit: 0.1 }])).toBe(0.3);
    expect(
      linesTotal([
        { quant: 20, valorUnit: 32.46 },
        { quant: 10, valorUnit: 14.16 },
      ]),
    ).toBe(790.8);
    // 0.1 + 0.2 in floating point is 0.30000000000000004.
    expect(
      linesTotal([
        { quant: 1, valorUnit: 0.1 },
        { quant: 1, valorUnit: 0.2 },
      ]),
    ).toBe(0.3);
    expect(
      linesTotal([
        { quant: 10.001, valorUnit: 145 },
        { quant: 1, valorUnit: 0.005 },
      ]),
    ).toBe(1450.16);
  });
});
