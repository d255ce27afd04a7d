import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkQuantidade,
  linhaDeColunas,
  nomeDaLinha,
  parseColagem,
  parseQuantidadeBr,
  PEDIDO_RAPIDO_MAX_CODIGO,
  PEDIDO_RAPIDO_MAX_NOME,
  PEDIDO_RAPIDO_MAX_QUANTIDADE_TEXTO,
  splitLinha,
} from './pedido-rapido';

describe('quick order: the pasted text', () => {
  it('splits by tab, ;, comma or spaces; only the first two columns count', () => {
    expect(splitLinha('CIM001\t10\tSACO')).toEqual({ sku: 'CIM001', quantidade: '10' });
    expect(splitLinha('"CIM001";"1.000"')).toEqual({ sku: 'CIM001', quantidade: '1.000' });
    expect(splitLinha('CIM001,10')).toEqual({ sku: 'CIM001', quantidade: '10' });
    expect(splitLinha('CIM001,2,5')).toEqual({ sku: 'CIM001', quantidade: '2,5' });
    expect(splitLinha('CIM001, 2,5')).toEqual({ sku: 'CIM001', quantidade: '2,5' });
    expect(splitLinha('  CIM001   15 UN ')).toEqual({ sku: 'CIM001', quantidade: '15' });
    expect(splitLinha('CIM001')).toEqual({ sku: 'CIM001', quantidade: '' });
    expect(splitLinha('   ')).toBeNull();
    expect(splitLinha(';;')).toBeNull();
  });

  it('drops blank lines and a header line at the top (Código;Quantidade, SKU QTD)', () => {
    expect(parseColagem('Código;Quantidade\r\nA1;10\r\n\r\nB2;5\n')).toEqual([
      { sku: 'A1', quantidade: '10' },
      { sku: 'B2', quantidade: '5' },
    ]);
    expect(parseColagem('SKU QTD\nA1 3')).toEqual([{ sku: 'A1', quantidade: '3' }]);
    expect(parseColagem('produto\tqtde\nA1\t3')).toEqual([{ sku: 'A1', quantidade: '3' }]);
    // a first line that is data stays
    expect(parseColagem('A1 3\nB2 4')).toHaveLength(2);
  });

  it('reads Brazilian quantities: thousands dot, decimal comma', () => {
    expect(parseQuantidadeBr('10')).toBe(10);
    expect(parseQuantidadeBr('2,5')).toBe(2.5);
    expect(parseQuantidadeBr('1.000')).toBe(1000);
    expect(parseQuantidadeBr('1.250,75')).toBe(1250.75);
    expect(parseQuantidadeBr('2.5')).toBe(2.5);
    expect(parseQuantidadeBr('1 000')).toBe(1000);
    expect(parseQuantidadeBr('dez')).toBeNull();
    expect(parseQuantidadeBr('-3')).toBeNull();
    expect(parseQuantidadeBr('1,2,3')).toBeNull();
    expect(parseQuantidadeBr(7)).toBe(7);
    expect(parseQuantidadeBr(Number.NaN)).toBeNull();
  });
});

describe('quick order: a line that names the product', () => {
  it("reads the builder's words: the last number is the quantity, the rest the name", () => {
    expect(splitLinha('cimento cp2 20')).toEqual({
      sku: 'cimento',
      quantidade: 'cp2',
      nome: { busca: 'cimento cp2', quantidade: '20' },
    });
    expect(splitLinha('areia media 6')?.nome).toEqual({ busca: 'areia media', quantidade: '6' });
    expect(splitLinha('vergalao 10mm 50')?.nome).toEqual({ busca: 'vergalao 10mm', quantidade: '50' });
    expect(splitLinha('tijolo baiano 500')?.nome).toEqual({ busca: 'tijolo baiano', quantidade: '500' });
    expect(splitLinha('pedrisco 3')?.nome).toEqual({ busca: 'pedrisco', quantidade: '3' });
    expect(splitLinha('brita 0 2,5')?.nome).toEqual({ busca: 'brita 0', quantidade: '2,5' });
    expect(splitLinha('tijolo 8 furos 1.000')?.nome).toEqual({
      busca: 'tijolo 8 furos',
      quantidade: '1.000',
    });
  });

  it('drops unit words after the quantity, keeps other words; no number is no quantity', () => {
    expect(splitLinha('areia media 6 t')?.nome).toEqual({ busca: 'areia media', quantidade: '6' });
    expect(splitLinha('cimento cp2 20 sacos')?.nome).toEqual({ busca: 'cimento cp2', quantidade: '20' });
    expect(splitLinha('cimento 20 cp2')?.nome).toEqual({ busca: 'cimento cp2', quantidade: '20' });
    expect(splitLinha('cimento cp2')?.nome).toEqual({ busca: 'cimento cp2', quantidade: '' });
    expect(splitLinha('pedrisco')).toEqual({
      sku: 'pedrisco',
      quantidade: '',
      nome: { busca: 'pedrisco', quantidade: '' },
    });
    expect(splitLinha('areia media, 6')?.nome).toEqual({ busca: 'areia media', quantidade: '6' });
  });

  it('a code line stays a code line: no name to search', () => {
    expect(splitLinha('CIM001 10')).toEqual({ sku: 'CIM001', quantidade: '10' });
    expect(splitLinha('CIM001 10 sacos')).toEqual({ sku: 'CIM001', quantidade: '10' });
    expect(splitLinha('CIM001,2,5')).toEqual({ sku: 'CIM001', quantidade: '2,5' });
    expect(splitLinha('NAOEXISTE999 10')).toEqual({ sku: 'NAOEXISTE999', quantidade: '10' });
    expect(splitLinha('CIM001')).toEqual({ sku: 'CIM001', quantidade: '' });
    // a first word with a digit that is not followed by a quantity may be a name ('cp2 cimento 20')
    expect(splitLinha('cp2 cimento 20')).toEqual({
      sku: 'cp2',
      quantidade: 'cimento',
      nome: { busca: 'cp2 cimento', quantidade: '20' },
    });
    // the words of a name past the bound are no name
    expect(splitLinha(`${'x'.repeat(PEDIDO_RAPIDO_MAX_NOME + 1)} 10`)?.nome).toBeUndefined();
    expect(nomeDaLinha('20')).toBeNull();
  });

  it('columns (a spreadsheet, a CSV): the first cell is the name and the second the quantity', () => {
    expect(splitLinha('cimento cp2;20')).toEqual({
      sku: 'cimento cp2',
      quantidade: '20',
      nome: { busca: 'cimento cp2', quantidade: '20' },
    });
    expect(splitLinha('brita 0\t3')?.nome).toEqual({ busca: 'brita 0', quantidade: '3' });
    expect(linhaDeColunas('areia media 6', '')).toEqual({
      sku: 'areia media 6',
      quantidade: '',
      nome: { busca: 'areia media', quantidade: '6' },
    });
    expect(linhaDeColunas('pedrisco', '3').nome).toEqual({ busca: 'pedrisco', quantidade: '3' });
    expect(linhaDeColunas('CIM001', '3')).toEqual({ sku: 'CIM001', quantidade: '3' });
    expect(linhaDeColunas('Z'.repeat(1000), '3')).toEqual({ sku: 'Z'.repeat(1000), quantidade: '3' });
    expect(parseColagem('Código;Quantidade\ncimento cp2;20')).toHaveLength(1);
    // a name longer than any code is sent as a name alone (the code would not fit the check's body)
    const longo = 'argamassa ac-iii porcelanato interno externo cinza flexivel 20kg';
    expect(splitLinha(`${longo}\t20`)).toEqual({
      sku: '',
      quantidade: '20',
      nome: { busca: longo, quantidade: '20' },
    });
    // a 'number' longer than a quantity is part of the name
    expect(splitLinha(`areia ${'9'.repeat(41)}`)?.nome).toEqual({
      busca: `areia ${'9'.repeat(41)}`,
      quantidade: '',
    });
  });

  const codigo = fc.stringMatching(/^[A-Z]{1,4}[0-9]{1,6}[A-Z0-9]{0,4}$/);
  const palavra = fc.stringMatching(/^[a-záéíóúãõç]{1,12}$/);
  const quantidade = fc
    .tuple(fc.integer({ min: 0, max: 999_999 }), fc.option(fc.integer({ min: 1, max: 99 })))
    .map(([n, d]) => (d === null ? String(n) : `${n},${d}`));

  it('property: "code quantity" reads as it always did, with no name', () => {
    fc.assert(
      fc.property(codigo, quantidade, fc.constantFrom(' ', ',', '\t', ';', ', '), (c, q, sep) => {
        expect(splitLinha(`${c}${sep}${q}`)).toEqual({ sku: c, quantidade: q });
      }),
    );
  });

  it('property: words without digits then a quantity read as that name and that quantity', () => {
    fc.assert(
      fc.property(fc.array(palavra, { minLength: 1, maxLength: 6 }), quantidade, (words, q) => {
        const l = splitLinha(`${words.join(' ')} ${q}`);
        expect(l?.nome).toEqual({ busca: words.join(' '), quantidade: q });
        expect(parseQuantidadeBr(l!.nome!.quantidade)).toBe(Number(q.replace(',', '.')));
      }),
    );
  });

  it('property: any text reads without throwing, and a name line fits the check (name, code, quantity)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 300 }), fc.stringMatching(/^[a-z0-9 ;\t,.]{0,200}$/)),
        (text) => {
          const l = splitLinha(text);
          if (l?.nome) {
            expect(l.nome.busca.length).toBeLessThanOrEqual(PEDIDO_RAPIDO_MAX_NOME);
            expect(l.nome.busca).toMatch(/\p{L}/u);
            // a quantity column is sent as written (bounded as any line's quantity)
            if (l.nome.quantidade !== l.quantidade)
              expect(l.nome.quantidade.length).toBeLessThanOrEqual(PEDIDO_RAPIDO_MAX_QUANTIDADE_TEXTO);
            expect(l.sku.length).toBeLessThanOrEqual(PEDIDO_RAPIDO_MAX_CODIGO);
          }
        },
      ),
    );
  });
});

describe('quick order: the quantity rules of a line (docs/product/portal-cliente.md §5)', () => {
  const un = { quantMin: 1, um: 'UN' };
  it('keeps a multiple at or above the minimum', () => {
    expect(checkQuantidade('20', un, 10)).toEqual({
      ok: true,
      quantidade: 20,
      minimo: false,
      arredondada: false,
      informada: 20,
    });
  });
  it('raises below the minimum, then rounds up to the factor', () => {
    expect(checkQuantidade('5', { quantMin: 25, um: 'SC' }, 10)).toMatchObject({
      ok: true,
      quantidade: 30,
      minimo: true,
      arredondada: true,
    });
    expect(checkQuantidade('5', { quantMin: 50, um: 'SC' }, 10)).toMatchObject({
      ok: true,
      quantidade: 50,
      minimo: true,
      arredondada: false,
    });
  });
  it('rounds a non-multiple UP (13 -> 20, 2,5 -> 10); factor 1 keeps it', () => {
    expect(checkQuantidade('13', un, 10)).toMatchObject({ quantidade: 20, arredondada: true });
    expect(checkQuantidade('2,5', un, 10)).toMatchObject({ quantidade: 10, arredondada: true });
    expect(checkQuantidade('13', un, 1)).toMatchObject({ quantidade: 13, arredondada: false });
    expect(checkQuantidade('2,5', { quantMin: 1, um: 'TL' }, 1)).toMatchObject({ ok: true, quantidade: 2.5 });
  });
  it("rounds a measured unit only to the product's own multiple (7 t of sand stays 7 t)", () => {
    const areia = { quantMin: 1, um: 'TL' };
    expect(checkQuantidade('7', areia, 10)).toMatchObject({ ok: true, quantidade: 7, arredondada: false });
    expect(checkQuantidade('6', areia, 10)).toMatchObject({ ok: true, quantidade: 6, arredondada: false });
    expect(checkQuantidade('2,5', areia, 10)).toMatchObject({
      ok: true,
      quantidade: 2.5,
      arredondada: false,
    });
    const brita = { quantMin: 1, um: 'TL', multiplo: 0.5 };
    expect(checkQuantidade('2,3', brita, 10)).toMatchObject({ ok: true, quantidade: 2.5, arredondada: true });
    expect(checkQuantidade('0,4', brita, 10)).toMatchObject({
      quantidade: 1,
      minimo: true,
      arredondada: false,
    });
    // A counted unit keeps FATOR_MULTI: 7 SC is rounded to 10, and the line says so.
    expect(checkQuantidade('7', { quantMin: 1, um: 'SC' }, 10)).toMatchObject({
      quantidade: 10,
      arredondada: true,
      informada: 7,
    });
  });
  it('refuses empty, non-numbers, zero, a fraction of a counted unit and more than 1.000.000', () => {
    expect(checkQuantidade('', un, 10)).toEqual({ ok: false, motivo: 'vazia' });
    expect(checkQuantidade('abc', un, 10)).toEqual({ ok: false, motivo: 'invalida' });
    expect(checkQuantidade('0', un, 10)).toEqual({ ok: false, motivo: 'zero' });
    expect(checkQuantidade('2,5', un, 1)).toEqual({ ok: false, motivo: 'fracao' });
    expect(checkQuantidade('2.000.000', un, 10)).toEqual({ ok: false, motivo: 'grande' });
    expect(checkQuantidade(1e300, un, 10)).toEqual({ ok: false, motivo: 'grande' });
  });
});
