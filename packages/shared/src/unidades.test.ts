import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTED_UMS } from './pedido-rules';
import { checkQuantidade } from './pedido-rapido';
import {
  aceitaTextoQuantidade,
  arredondarAcima,
  formatPrecoUm,
  formatQuantidade,
  formatQuantidadeUm,
  formatTotaisPorUnidade,
  isMultiplo,
  lerQuantidade,
  opcoesArredondamento,
  quantidadeInicial,
  quantidadePedido,
  regraQuantidade,
  textoQuantidade,
  totaisPorUnidade,
  umLabel,
} from './unidades';

const MEASURED = ['TL', 'TN', 'KG', 'M', 'M2', 'M3', 'L', 'LT'] as const;
const areia = { um: 'TL', quantMin: 1, multiplo: null };
const cimento = { um: 'SC', quantMin: 10 };

describe('unit labels and formatters', () => {
  it('writes a measured unit by its symbol and a counted one by its code', () => {
    expect(umLabel('TL')).toBe('t');
    expect(umLabel('tl')).toBe('t');
    expect(umLabel('M3')).toBe('m³');
    expect(umLabel('M2')).toBe('m²');
    expect(umLabel('KG')).toBe('kg');
    expect(umLabel('SC')).toBe('SC');
    expect(umLabel('UN')).toBe('UN');
    expect(umLabel('XY')).toBe('XY');
    expect(umLabel(null)).toBe('');
  });
  it('writes prices and quantities per unit', () => {
    expect(formatPrecoUm(36.99, 'SC')).toBe('R$ 36,99 / SC');
    expect(formatPrecoUm(145, 'TL')).toBe('R$ 145,00 / t');
    expect(formatPrecoUm(1234.5, 'M3')).toBe('R$ 1.234,50 / m³');
    expect(formatPrecoUm(10, '')).toBe('R$ 10,00');
    expect(formatQuantidadeUm(8.5, 'TL')).toBe('8,5 t');
    expect(formatQuantidadeUm(40, 'SC')).toBe('40 SC');
    expect(formatQuantidade(1000)).toBe('1.000');
    expect(formatQuantidade(0.125)).toBe('0,125');
    expect(formatQuantidade(2.5)).toBe('2,5');
  });
});

describe('the rule of a product', () => {
  it('keeps a counted unit on whole numbers and FATOR_MULTI (not binding)', () => {
    expect(regraQuantidade(cimento, 10)).toEqual({
      um: 'SC',
      contada: true,
      casas: 0,
      minimo: 10,
      multiplo: 10,
      multiploObrigatorio: false,
    });
    expect(regraQuantidade({ um: 'UN', quantMin: 0 }, 1).multiplo).toBeNull();
    expect(regraQuantidade({ um: 'UN', quantMin: 2.5 }, 10).minimo).toBe(3);
    // A counted unit ignores a multiple of its own: FATOR_MULTI is its rule.
    expect(regraQuantidade({ um: 'SC', quantMin: 1, multiplo: 3 }, 10).multiplo).toBe(10);
  });
  it('gives a measured unit three decimals, its minimum and only its own multiple', () => {
    expect(regraQuantidade(areia, 10)).toEqual({
      um: 'TL',
      contada: false,
      casas: 3,
      minimo: 1,
      multiplo: null,
      multiploObrigatorio: false,
    });
    const brita = regraQuantidade({ um: 'TL', quantMin: 1.5, multiplo: 0.5 }, 10);
    expect(brita).toMatchObject({ minimo: 1.5, multiplo: 0.5, multiploObrigatorio: true });
    expect(regraQuantidade({ um: 'M3', quantMin: null, multiplo: 0 }, 10)).toMatchObject({
      minimo: 1,
      multiplo: null,
    });
  });
  it('suggests the two nearest multiples (the lower one when not below the minimum)', () => {
    const sc = regraQuantidade(cimento, 10);
    expect(opcoesArredondamento(7, regraQuantidade({ um: 'SC', quantMin: 1 }, 10))).toEqual([10]);
    expect(opcoesArredondamento(13, sc)).toEqual([10, 20]);
    expect(opcoesArredondamento(20, sc)).toEqual([]);
    const brita = regraQuantidade({ um: 'TL', quantMin: 1, multiplo: 0.5 }, 10);
    expect(opcoesArredondamento(2.3, brita)).toEqual([2, 2.5]);
    expect(opcoesArredondamento(2.5, brita)).toEqual([]);
    expect(opcoesArredondamento(0.7, regraQuantidade({ um: 'TL', quantMin: 0.5, multiplo: 0.5 }, 1))).toEqual(
      [0.5, 1],
    );
    expect(opcoesArredondamento(6, regraQuantidade(areia, 10))).toEqual([]);
  });
  it('starts a field at the smallest quantity meeting the minimum and the multiple', () => {
    expect(quantidadeInicial(regraQuantidade({ um: 'SC', quantMin: 5 }, 10))).toBe(10);
    expect(quantidadeInicial(regraQuantidade(areia, 10))).toBe(1);
    expect(quantidadeInicial(regraQuantidade({ um: 'TL', quantMin: 1.2, multiplo: 0.5 }, 10))).toBe(1.5);
  });
});

describe('typing a quantity', () => {
  it('takes digits only for a counted unit (docs/product/portal-cliente.md §5)', () => {
    const sc = regraQuantidade(cimento, 10);
    expect(aceitaTextoQuantidade('12', sc)).toBe('12');
    expect(aceitaTextoQuantidade('2,5', sc)).toBeNull();
    expect(aceitaTextoQuantidade('2.5', sc)).toBeNull();
    expect(lerQuantidade('2,5', sc)).toBeNull();
    expect(lerQuantidade('007', sc)).toBe(7);
  });
  it('takes a decimal comma and up to three decimals for a measured unit', () => {
    const tl = regraQuantidade(areia, 10);
    expect(aceitaTextoQuantidade('2,5', tl)).toBe('2,5');
    expect(aceitaTextoQuantidade('2.5', tl)).toBe('2,5');
    expect(aceitaTextoQuantidade('2,', tl)).toBe('2,');
    expect(aceitaTextoQuantidade('2,1234', tl)).toBeNull();
    expect(aceitaTextoQuantidade('2,5,', tl)).toBeNull();
    expect(aceitaTextoQuantidade('-1', tl)).toBeNull();
    expect(lerQuantidade('2,5', tl)).toBe(2.5);
    expect(lerQuantidade('6', tl)).toBe(6);
    expect(lerQuantidade('0,125', tl)).toBe(0.125);
    expect(lerQuantidade('', tl)).toBeNull();
    expect(textoQuantidade(2.5)).toBe('2,5');
  });
});

describe('the order check (API)', () => {
  it('accepts 6 t and 2,5 t of sand and refuses a fraction of a sack', () => {
    const tl = regraQuantidade(areia, 10);
    expect(quantidadePedido(6, tl)).toEqual({ ok: true, quant: 6 });
    expect(quantidadePedido(2.5, tl)).toEqual({ ok: true, quant: 2.5 });
    expect(quantidadePedido(0.5, tl)).toEqual({ ok: false, motivo: 'minimo' });
    const sc = regraQuantidade(cimento, 10);
    expect(quantidadePedido(10.5, sc)).toEqual({ ok: false, motivo: 'fracao' });
    expect(quantidadePedido(9, sc)).toEqual({ ok: false, motivo: 'minimo' });
    // FATOR_MULTI never refused an order at the API: 15 SC still goes.
    expect(quantidadePedido(15, sc)).toEqual({ ok: true, quant: 15 });
  });
  it("refuses a measured quantity off the product's own multiple", () => {
    const brita = regraQuantidade({ um: 'TL', quantMin: 1, multiplo: 0.5 }, 10);
    expect(quantidadePedido(2.5, brita)).toEqual({ ok: true, quant: 2.5 });
    expect(quantidadePedido(2.3, brita)).toEqual({ ok: false, motivo: 'multiplo' });
  });

  it('property: a measured unit without a multiple keeps any quantity of three decimals', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MEASURED),
        fc.integer({ min: 1000, max: 1_000_000_000 }),
        (um, milli) => {
          const q = milli / 1000;
          const regra = regraQuantidade({ um, quantMin: 1, multiplo: null }, 10);
          expect(quantidadePedido(q, regra)).toEqual({ ok: true, quant: q });
          expect(opcoesArredondamento(q, regra)).toEqual([]);
          // Typed as a person writes it, it reads back exactly.
          const typed = textoQuantidade(q);
          expect(aceitaTextoQuantidade(typed, regra)).toBe(typed);
          expect(lerQuantidade(typed, regra)).toBe(q);
          // The quick order keeps it as written too.
          expect(checkQuantidade(typed, { um, quantMin: 1 }, 10)).toMatchObject({
            ok: true,
            quantidade: q,
            arredondada: false,
          });
        },
      ),
    );
  });

  it('property: a counted unit never accepts a fraction', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTED_UMS),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 1, max: 20 }),
        (um, whole, frac, fator) => {
          const q = whole + frac / 1000;
          const regra = regraQuantidade({ um, quantMin: 1 }, fator);
          expect(quantidadePedido(q, regra)).toEqual({ ok: false, motivo: 'fracao' });
          const typed = textoQuantidade(q);
          expect(aceitaTextoQuantidade(typed, regra)).toBeNull();
          expect(lerQuantidade(typed, regra)).toBeNull();
          const quick = checkQuantidade(typed, { um, quantMin: 1 }, fator);
          // The quick order either refuses it or rounds it to a whole multiple and says so (rounded up
          // to the multiple, or raised to the minimum when below it: 0,001 UN becomes the minimum 1).
          if (quick.ok)
            expect(Number.isInteger(quick.quantidade) && (quick.arredondada || quick.minimo)).toBe(true);
          else expect(['fracao', 'grande']).toContain(quick.motivo);
        },
      ),
      // Once found at random: 0,001 UN, below the minimum of 1.
      { examples: [['UN', 0, 1, 1]] },
    );
  });

  it('property: the suggestions and the rounding are multiples around the quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 5000 }),
        (milli, stepMilli) => {
          const regra = regraQuantidade({ um: 'M3', quantMin: 0.001, multiplo: stepMilli / 1000 }, 10);
          const q = milli / 1000;
          const up = arredondarAcima(q, regra);
          expect(isMultiplo(up, regra)).toBe(true);
          expect(up).toBeGreaterThanOrEqual(q);
          expect(up - q).toBeLessThan(stepMilli / 1000);
          for (const o of opcoesArredondamento(q, regra)) expect(isMultiplo(o, regra)).toBe(true);
        },
      ),
    );
  });
});

describe('quantities per unit (the cart footer)', () => {
  it('adds each unit apart, tonnes written alike together', () => {
    const totais = totaisPorUnidade([
      { um: 'SC', quantidade: 30 },
      { um: 'TL', quantidade: 6 },
      { um: 'UN', quantidade: 30 },
      { um: 'SC', quantidade: 10 },
      { um: 'TN', quantidade: 2.5 },
    ]);
    expect(totais).toEqual([
      { label: 'SC', quantidade: 40 },
      { label: 't', quantidade: 8.5 },
      { label: 'UN', quantidade: 30 },
    ]);
    expect(formatTotaisPorUnidade(totais)).toBe('40 SC · 8,5 t · 30 UN');
    expect(formatTotaisPorUnidade(totaisPorUnidade([]))).toBe('');
  });
  it('adds thousandths exactly (0,1 + 0,2 t is 0,3 t)', () => {
    expect(
      totaisPorUnidade([
        { um: 'TL', quantidade: 0.1 },
        { um: 'TL', quantidade: 0.2 },
      ]),
    ).toEqual([{ label: 't', quantidade: 0.3 }]);
  });
  it('property: the per-unit totals add up to the lines of each unit', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ um: fc.constantFrom('SC', 'TL', 'UN', 'M3'), milli: fc.integer({ min: 1, max: 1e9 }) }),
          { maxLength: 40 },
        ),
        (lines) => {
          const totais = totaisPorUnidade(lines.map((l) => ({ um: l.um, quantidade: l.milli / 1000 })));
          expect(new Set(totais.map((t) => t.label)).size).toBe(totais.length);
          for (const t of totais) {
            const sum = lines.filter((l) => umLabel(l.um) === t.label).reduce((s, l) => s + l.milli, 0);
            expect(Math.round(t.quantidade * 1000)).toBe(sum);
          }
        },
      ),
    );
  });
});

describe('initial quantity of a counted product (FATOR_MULTI)', () => {
  /** Where a sack's field starts: its minimum and FATOR_MULTI. */
  const initialQuantity = (minimum: number, factor: number) =>
    quantidadeInicial(regraQuantidade({ um: 'SC', quantMin: minimum }, factor));

  it('is the smallest quantity that meets both the minimum and the multiple', () => {
    expect(initialQuantity(5, 10)).toBe(10);
    expect(initialQuantity(10, 10)).toBe(10);
    expect(initialQuantity(11, 10)).toBe(20);
    expect(initialQuantity(50, 10)).toBe(50);
    expect(initialQuantity(1, 10)).toBe(10);
    expect(initialQuantity(6, 4)).toBe(8);
  });

  it('is the minimum when the factor is 1 or not usable', () => {
    expect(initialQuantity(5, 1)).toBe(5);
    expect(initialQuantity(5, 0)).toBe(5);
    expect(initialQuantity(5, Number.NaN)).toBe(5);
  });

  it('treats a missing or non-positive minimum as 1', () => {
    expect(initialQuantity(0, 10)).toBe(10);
    expect(initialQuantity(0, 1)).toBe(1);
    expect(initialQuantity(Number.NaN, 1)).toBe(1);
  });
});
