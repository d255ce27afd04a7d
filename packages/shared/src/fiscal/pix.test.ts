import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PIX_CIDADE_MAX,
  PIX_NOME_MAX,
  PIX_PAYLOAD_MAX,
  buildPixEstatico,
  crc16Pix,
  parsePix,
  splitTlv,
  txidPix,
} from './pix';

// The central bank's dynamic examples (its Pix API specification): both parse and their CRCs check.
const BCB_7741 =
  '00020101021226760014br.gov.bcb.pix2554pix.example.com/qr/v2/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/94ed2badcbc04c15b0bb7fa35319489063047741';
const BCB_A441 =
  '00020101021226810014br.gov.bcb.pix2559pix.example.com/qr/v2/cobv/1e6c54d3ec9449b7a7fc53b6b0f998e75204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/3ffa640fa4f14080adccb949fa2dc0d06304A441';

/** An independent CRC: table-driven, to check the bitwise one. */
function crcByTable(text: string): string {
  const table: number[] = [];
  for (let n = 0; n < 256; n++) {
    let c = n << 8;
    for (let k = 0; k < 8; k++) c = c & 0x8000 ? (c << 1) ^ 0x1021 : c << 1;
    table.push(c & 0xffff);
  }
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'latin1'))
    crc = ((crc << 8) ^ table[((crc >> 8) ^ byte) & 0xff]!) & 0xffff;
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe('crc16Pix', () => {
  it('gives the CRC-16/CCITT-FALSE check value of 123456789', () => {
    expect(crc16Pix('123456789')).toBe('29B1');
  });
  it("reproduces the central bank's examples", () => {
    expect(crc16Pix(BCB_7741.slice(0, -4))).toBe('7741');
    expect(crc16Pix(BCB_A441.slice(0, -4))).toBe('A441');
  });
  it('agrees with a table-driven CRC on any ASCII text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...' abcXYZ019.*/-@'.split('')) }),
        (s) => crc16Pix(s) === crcByTable(s),
      ),
    );
  });
});

describe('parsePix', () => {
  it("reads the central bank's dynamic examples, field 80 included", () => {
    const a = parsePix(BCB_7741);
    expect(a).toEqual({
      ok: true,
      pix: {
        tipo: 'dinamico',
        location: 'pix.example.com/qr/v2/8b3da2f39a4140d1a91abd93113bd441',
        nome: 'Fulano de Tal',
        cidade: 'BRASILIA',
        txid: '***',
        crc: '7741',
      },
    });
    expect(parsePix(BCB_A441).ok).toBe(true);
  });

  it('names what is wrong', () => {
    const bad = (p: string) => {
      const r = parsePix(p);
      return r.ok ? 'ok' : r.erro;
    };
    expect(bad('')).toBe('vazio');
    expect(bad(BCB_7741.slice(0, -4) + '7742')).toBe('crc');
    expect(bad(BCB_7741.slice(0, -8))).toBe('crc');
    expect(bad('0002010102')).toBe('estrutura');
    expect(bad('x'.repeat(PIX_PAYLOAD_MAX + 1))).toBe('longo');
    expect(bad('0002é1')).toBe('caracteres');
    const withCrc = (body: string) => body + '6304' + crc16Pix(body + '6304');
    const base = (o: { gui?: string; moeda?: string; pais?: string; valor?: string }) =>
      withCrc(
        '000201' +
          `26${String(4 + (o.gui ?? 'br.gov.bcb.pix').length + 4 + 11).padStart(2, '0')}00${String((o.gui ?? 'br.gov.bcb.pix').length).padStart(2, '0')}${o.gui ?? 'br.gov.bcb.pix'}011112345678901` +
          '52040000' +
          `5303${o.moeda ?? '986'}` +
          (o.valor ? `54${String(o.valor.length).padStart(2, '0')}${o.valor}` : '') +
          `5802${o.pais ?? 'BR'}` +
          '5905LOJAS6009SAO PAULO62070503***',
      );
    expect(bad(base({}))).toBe('ok');
    expect(bad(base({ gui: 'br.gov.bcb.xyz' }))).toBe('gui');
    expect(bad(base({ moeda: '840' }))).toBe('moeda');
    expect(bad(base({ pais: 'US' }))).toBe('pais');
    expect(bad(base({ valor: '12,50' }))).toBe('valor');
    expect(bad(base({ valor: '0.00' }))).toBe('valor');
    const v = parsePix(base({ valor: '1234.5' }));
    expect(v.ok && v.pix.valorCentavos).toBe(123450);
  });
});

describe('buildPixEstatico', () => {
  it('writes the fields in order with a CRC that checks', () => {
    const p = buildPixEstatico({
      chave: '12345678000195',
      nome: 'Distribuidora Construção São João Ltda',
      cidade: 'São José dos Campos',
      valorCentavos: 1332090,
      txid: 'TIT-000123/01',
    });
    const fields = splitTlv(p)!;
    expect(fields.map((f) => f.id)).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(fields.find((f) => f.id === '54')!.value).toBe('13320.90');
    expect(fields.find((f) => f.id === '59')!.value).toBe('Distribuidora Construcao');
    expect(fields.find((f) => f.id === '60')!.value).toBe('Sao Jose dos Ca');
    expect(fields.find((f) => f.id === '62')!.value).toBe('0511TIT00012301');
    expect(crcByTable(p.slice(0, -4))).toBe(p.slice(-4));
  });

  it('round-trips: what it builds parses back to the same key, amount, names and txid', () => {
    const text = fc.string({
      minLength: 1,
      maxLength: 40,
      unit: fc.constantFrom(...'abcdeéçãÁ XYZ-09'.split('')),
    });
    fc.assert(
      fc.property(
        fc.record({
          chave: fc.constantFrom(
            '12345678000195',
            'financeiro@exemplo.com.br',
            '+5511999998888',
            '123e4567-e89b-12d3-a456-426614174000',
          ),
          nome: text.filter((s) => /[a-zA-Z]/.test(s)),
          cidade: text.filter((s) => /[a-zA-Z]/.test(s)),
          valorCentavos: fc.integer({ min: 1, max: 99_999_999_99 }),
          txid: fc.string({ maxLength: 40 }),
        }),
        (input) => {
          const payload = buildPixEstatico(input);
          const r = parsePix(payload);
          if (!r.ok) return false;
          return (
            payload.length <= PIX_PAYLOAD_MAX &&
            r.pix.tipo === 'estatico' &&
            r.pix.chave === input.chave &&
            r.pix.valorCentavos === input.valorCentavos &&
            r.pix.nome.length <= PIX_NOME_MAX &&
            r.pix.cidade.length <= PIX_CIDADE_MAX &&
            r.pix.txid === txidPix(input.txid) &&
            /^([A-Za-z0-9]{1,25}|\*\*\*)$/.test(r.pix.txid!)
          );
        },
      ),
    );
  });

  it('refuses what cannot be a Pix', () => {
    const ok = { chave: 'k', nome: 'N', cidade: 'C', valorCentavos: 100, txid: 't' };
    expect(() => buildPixEstatico({ ...ok, valorCentavos: 0 })).toThrow();
    expect(() => buildPixEstatico({ ...ok, valorCentavos: 1.5 })).toThrow();
    expect(() => buildPixEstatico({ ...ok, chave: ' ' })).toThrow();
    expect(() => buildPixEstatico({ ...ok, nome: '\u0301 ' })).toThrow();
  });
});
