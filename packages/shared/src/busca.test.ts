import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizarBusca } from './busca';

describe('normalizarBusca', () => {
  it.each([
    // Accents and case
    ['cimento', ['CIMENTO']],
    ['Vergalhão', ['VERGALHAO']],
    ['AÇO CA-50', ['ACO', 'CA-50']],
    ['pá de pedreiro', ['PA', 'DE', 'PEDREIRO']],
    ['  espaços   largos ', ['ESPACO', 'LARGO']],
    // A number and its unit
    ['cimento 50kg', ['CIMENTO', '50 KG']],
    ['cimento 50 kg', ['CIMENTO', '50 KG']],
    ['VERGALHAO 10MM', ['VERGALHAO', '10 MM']],
    ['VERGALHAO CA-50 12,5MM 12M', ['VERGALHAO', 'CA-50', '12,5 MM', '12 M']],
    ['tubo 100mm', ['TUBO', '100 MM']],
    ['cal 20 kgs', ['CAL', '20', 'KGS']],
    ['ref 10 x', ['REF', '10', 'X']],
    ['tinta 18l', ['TINTA', '18 L']],
    ['tinta 18 litros', ['TINTA', '18 LITRO']],
    ['joelho 1/2"', ['JOELHO', '1/2"']],
    ['2,44X1,10', ['2,44', 'X1,10']],
    ['BLOCO 14X19X39', ['BLOCO', '14', 'X19', 'X39']],
    ['CIM00001', ['CIM00001']],
    ['100%', ['100%']],
    ['ab_1', ['AB_1']],
    // Singular and plural
    ['tijolos', ['TIJOLO']],
    ['tijolo', ['TIJOLO']],
    ['telhas', ['TELHA']],
    ['tubos', ['TUBO']],
    ['conexões', ['CONEXAO']],
    ['conexão', ['CONEXAO']],
    ['botões', ['BOTAO']],
    ['pães', ['PAO']],
    ['metais', ['METAL']],
    ['papéis', ['PAPEL']],
    ['painéis', ['PAINEL']],
    ['lençóis', ['LENCOL']],
    ['azuis', ['AZUL']],
    ['barris', ['BARRIL']],
    ['funis', ['FUNIL']],
    ['itens', ['ITEM']],
    ['adaptadores', ['ADAPTADOR']],
    ['luzes', ['LUZ']],
    // Short words, codes and numbers stay
    ['gás', ['GAS']],
    ['pcs', ['PCS']],
    ['', []],
  ] as [string, string[]][])('%s → %j', (texto, palavras) => {
    expect(normalizarBusca(texto)).toEqual(palavras);
  });

  it('gives singular and plural the same words', () => {
    for (const [a, b] of [
      ['tijolo', 'tijolos'],
      ['telha', 'telhas'],
      ['conexão', 'conexões'],
      ['painel', 'painéis'],
      ['metal', 'metais'],
      ['funil', 'funis'],
      ['item', 'itens'],
      ['adaptador', 'adaptadores'],
    ]) {
      expect(normalizarBusca(b)).toEqual(normalizarBusca(a));
    }
  });

  it('is stable: normalising twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = normalizarBusca(s);
        expect(normalizarBusca(once.join(' '))).toEqual(once);
      }),
    );
  });
});
