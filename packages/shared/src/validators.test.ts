import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cnpjDv,
  documentCharValue,
  isValidCnpj,
  isValidCpf,
  isValidCpfOrCnpj,
  isValidEmail,
  isValidPlate,
  passwordStrength,
} from './validators';

describe('CPF', () => {
  it('accepts valid CPFs with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('123.456.789-09')).toBe(true);
  });

  it('rejects wrong check digits, repeated digits and bad lengths', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('00000000000')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('52998224A25')).toBe(false);
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf(null)).toBe(false);
  });

  it('detects any single-digit change of a valid CPF', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const d = '52998224725'.split('');
        d[pos] = String((Number(d[pos]) + delta) % 10);
        expect(isValidCpf(d.join(''))).toBe(false);
      }),
    );
  });
});

describe('CNPJ', () => {
  it('accepts valid numeric CNPJs', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.444.777/0001-61')).toBe(true);
    // emitters of the published NF-e keys in docs/product/documentos-fiscais.md
    expect(isValidCnpj('17921427000125')).toBe(true);
    expect(isValidCnpj('08370779000149')).toBe(true);
  });

  it('rejects wrong check digits, repeated characters and bad formats', () => {
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001811')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
    expect(isValidCnpj(undefined)).toBe(false);
  });

  it('accepts the alphanumeric CNPJ (July 2026)', () => {
    // 12ABC34501DE35, char value = ASCII − 48: 1 2 A=17 B=18 C=19 3 4 5 0 1 D=20 E=21
    // DV1, weights 5 4 3 2 9 8 7 6 5 4 3 2:
    //   5+8+51+36+171+24+28+30+0+4+60+42 = 459; 459 mod 11 = 8; DV1 = 11 − 8 = 3
    // DV2, weights 6 5 4 3 2 9 8 7 6 5 4 3 2 over the 12 chars + DV1:
    //   6+10+68+54+38+27+32+35+0+5+80+63+6 = 424; 424 mod 11 = 6; DV2 = 11 − 6 = 5
    expect(documentCharValue('A')).toBe(17);
    expect(documentCharValue('Z')).toBe(42);
    expect(cnpjDv('12ABC34501DE')).toBe(3);
    expect(cnpjDv('12ABC34501DE3')).toBe(5);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
    expect(isValidCnpj('12ABC34501DF35')).toBe(false);
    expect(isValidCnpj('12ABC34501DEA5')).toBe(false); // check digits are always numeric
    expect(isValidCnpj('12ABC34501DÉ35')).toBe(false);
  });

  it('validates any base with its own computed check digits', () => {
    const base = fc.string({
      unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      minLength: 12,
      maxLength: 12,
    });
    fc.assert(
      fc.property(base, (b) => {
        fc.pre(!/^(.)\1+$/.test(b));
        const dv1 = cnpjDv(b);
        const full = b + dv1 + cnpjDv(b + dv1);
        expect(isValidCnpj(full)).toBe(true);
        expect(isValidCnpj(full.slice(0, 13) + ((Number(full[13]) + 1) % 10))).toBe(false);
      }),
    );
  });

  it('dispatches CPF or CNPJ by length', () => {
    expect(isValidCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfOrCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfOrCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCpfOrCnpj('52998224724')).toBe(false);
    expect(isValidCpfOrCnpj('123')).toBe(false);
    expect(isValidCpfOrCnpj(null)).toBe(false);
  });
});

describe('e-mail', () => {
  it('accepts ordinary addresses', () => {
    for (const e of [
      'cliente@demo.com.br',
      'joao.silva+pedidos@empresa.com',
      'a_b-c@sub.dominio.io',
      ' x@y.co ',
    ]) {
      expect(isValidEmail(e), e).toBe(true);
    }
  });

  it('rejects malformed addresses', () => {
    for (const e of [
      '',
      'cliente',
      'cliente@',
      '@demo.com.br',
      'cliente@demo',
      'cli ente@demo.com',
      'cliente@@demo.com',
      '.cliente@demo.com',
      'cli..ente@demo.com',
      'cliente@-demo.com',
      'cliente@demo..com',
      'cliente@demo.c',
      `${'a'.repeat(65)}@demo.com`,
      `a@${'b'.repeat(250)}.com`,
    ]) {
      expect(isValidEmail(e), e).toBe(false);
    }
    expect(isValidEmail(null)).toBe(false);
  });
});

describe('plate', () => {
  it('accepts old and Mercosul plates', () => {
    expect(isValidPlate('ABC1234')).toBe(true);
    expect(isValidPlate('ABC1D23')).toBe(true);
    expect(isValidPlate('abc-1234')).toBe(true);
    expect(isValidPlate('ABC 1D23')).toBe(true);
  });

  it('rejects anything else', () => {
    for (const p of [
      'AB1234',
      'ABCD123',
      'ABC12D3',
      'ABCD234',
      'ABC1D2',
      'ABC1D234',
      '1BC1234',
      'ÁBC1234',
      '',
    ]) {
      expect(isValidPlate(p), p).toBe(false);
    }
    expect(isValidPlate(undefined)).toBe(false);
  });
});

describe('passwordStrength', () => {
  const labels = ['Muito fraca', 'Fraca', 'Boa', 'Forte', 'Excelente'];
  const label = (pw: string) => labels[passwordStrength(pw)];

  it('scores by length, character classes and patterns', () => {
    expect(label('')).toBe('Muito fraca');
    expect(label('123456')).toBe('Muito fraca');
    expect(label('abcdef')).toBe('Muito fraca');
    expect(label('aaaaaaaaaa')).toBe('Muito fraca');
    expect(label('abcdefghij')).toBe('Muito fraca');
    expect(label('senha123')).toBe('Fraca');
    expect(label('Demo@123')).toBe('Boa');
    expect(label('Xk9#mP2$')).toBe('Forte');
    expect(label('Xk9#mP2$q')).toBe('Forte');
  });

  it("reaches 'Excelente' within the 10-character limit with all four classes", () => {
    expect(label('Xk9#mP2$qL')).toBe('Excelente');
    expect(label('Senha@2026')).toBe('Excelente');
    expect(label('Xk9mP2qLw7')).toBe('Forte'); // three classes are not enough
  });

  it('never decreases when a character is appended', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ minLength: 1, maxLength: 1 }), (pw, c) => {
        expect(passwordStrength(pw + c)).toBeGreaterThanOrEqual(passwordStrength(pw));
      }),
    );
  });
});
