import { describe, expect, it } from 'vitest';
import { DEFAULT_CHARGE_RATES, jurosDiaCents, lateCharges } from './encargos';

describe('lateCharges', () => {
  it('charges nothing up to the due date or on a paid title', () => {
    expect(lateCharges(1000, '2026-05-10', '2026-05-10', DEFAULT_CHARGE_RATES)).toEqual({
      diasAtraso: 0,
      multa: 0,
      juros: 0,
      atualizado: 1000,
    });
    expect(lateCharges(1000, '2026-05-10', '2026-05-01', DEFAULT_CHARGE_RATES).atualizado).toBe(1000);
    expect(lateCharges(0, '2026-01-10', '2026-05-01', DEFAULT_CHARGE_RATES).diasAtraso).toBe(0);
  });

  it('adds the fine once and the daily interest per calendar day late', () => {
    // R$ 1.500,00, 2 % fine = 30,00; 1 % a month / 30 = 0,50 a day; 45 days = 22,50
    expect(lateCharges(1500, '2026-03-01', '2026-04-15', DEFAULT_CHARGE_RATES)).toEqual({
      diasAtraso: 45,
      multa: 30,
      juros: 22.5,
      atualizado: 1552.5,
    });
  });

  it('rounds the daily interest to the cent before multiplying, as the boleto prints it', () => {
    expect(jurosDiaCents(123456, DEFAULT_CHARGE_RATES)).toBe(41); // 1.234,56 * 1 % / 30 = 0,4115
    const c = lateCharges(1234.56, '2026-12-30', '2027-01-02', { multaPct: 2, jurosMesPct: 1 });
    expect(c).toEqual({ diasAtraso: 3, multa: 24.69, juros: 1.23, atualizado: 1260.48 });
  });
});
