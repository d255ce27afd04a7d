import { describe, expect, it } from 'vitest';
import { salesFigures, salesSaldo } from './vendas';

const cents = (v: number) => Math.round(v * 100);

describe('salesFigures', () => {
  it('a billed order: SALDO is VALOR VENDA − VALOR PAGO', () => {
    expect(salesFigures({ total: 1500, pago: 1300, faturado: true })).toEqual({
      valorVenda: 1500,
      valorPago: 1300,
      valorSaldo: 200,
      faturado: true,
    });
    // Paid in full; billed in part by the ERP and not paid (the sale's whole value is to receive);
    // paid beyond the value (charges).
    expect(salesFigures({ total: 980.5, pago: 980.5, faturado: true }).valorSaldo).toBe(0);
    expect(salesFigures({ total: 1000, pago: 0, faturado: true }).valorSaldo).toBe(1000);
    expect(salesFigures({ total: 100, pago: 102.35, faturado: true }).valorSaldo).toBe(-2.35);
  });

  it('an order not billed yet: nothing paid, no balance to collect, flagged', () => {
    expect(salesFigures({ total: 2345.67, pago: 0, faturado: false })).toEqual({
      valorVenda: 2345.67,
      valorPago: 0,
      valorSaldo: 0,
      faturado: false,
    });
    // Without titles no payment can count.
    expect(salesFigures({ total: 10, pago: 3, faturado: false }).valorPago).toBe(0);
  });

  it('a billed order adds up to the cent for any amounts, without binary drift', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 2000; i++) {
      const total = Math.round(next() * 10_000_000) / 100;
      const pago = Math.round(next() * total * 100) / 100;
      const f = salesFigures({ total, pago, faturado: true });
      expect(cents(f.valorVenda) - cents(f.valorPago)).toBe(cents(f.valorSaldo));
      expect(f.valorSaldo).toBe(Math.round(f.valorSaldo * 100) / 100);
    }
    expect(salesSaldo(1234.56, 234.55)).toBe(1000.01);
    // 0.1 + 0.2 style sums: the figures are whole cents.
    expect(salesFigures({ total: 0.3, pago: 0.1 + 0.2 - 0.3 + 0.1, faturado: true }).valorSaldo).toBe(0.2);
  });
});
