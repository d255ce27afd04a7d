import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizarBusca, palavraBuscada, textoBusca } from './busca';

describe('normalizarBusca', () => {
  it.each([
    // Accents and case
    ['cimento', ['CIMENTO']],
    ['Vergalhão', ['VERGALHAO']],
    ['AÇO CA-50', ['ACO', 'CA50']],
    ['pá de pedreiro', ['PA', 'DE', 'PEDREIRO']],
    ['  espaços   largos ', ['ESPACO', 'LARGO']],
    // A number and its unit
    ['cimento 50kg', ['CIMENTO', '50 KG']],
    ['cimento 50 kg', ['CIMENTO', '50 KG']],
    ['VERGALHAO 10MM', ['VERGALHAO', '10 MM']],
    ['VERGALHAO CA-50 12,5MM 12M', ['VERGALHAO', 'CA50', '12,5 MM', '12 M']],
    ['tubo 100mm', ['TUBO', '100 MM']],
    ['cal 20 kgs', ['CAL', '20', 'KGS']],
    ['ref 10 x', ['REF', '10', 'X']],
    ['tinta 18l', ['TINTA', '18 L']],
    ['tinta 18 litros', ['TINTA', '18 LITRO']],
    ['joelho 1/2"', ['JOELHO', '1/2"']],
    ['2,44X1,10', ['2,44', 'X', '1,10']],
    ['BLOCO 14X19X39', ['BLOCO', '14', 'X', '19', 'X', '39']],
    ['bloco 19x39', ['BLOCO', '19', 'X', '39']],
    ['tubo pvc-u', ['TUBO', 'PVC', 'U']],
    ['x-9', ['X', '9']],
    ['CIM00001', ['CIM00001']],
    ['100%', ['100%']],
    ['ab_1', ['AB_1']],
    // Grades and classes of the trade, as builders write them
    ['cimento cp2', ['CIMENTO', 'CP2']],
    ['CIMENTO CP II-E-32', ['CIMENTO', 'CP2E', '32']],
    ['cp2e', ['CP2E']],
    ['cimento cp ii-f', ['CIMENTO', 'CP2F']],
    ['cimento cp-ii', ['CIMENTO', 'CP2']],
    ['cimento cp ii', ['CIMENTO', 'CP2']],
    ['cp2-e', ['CP2E']],
    ['CIMENTO CP III-40 RS', ['CIMENTO', 'CP3', '40', 'RS']],
    ['CIMENTO CP IV-32', ['CIMENTO', 'CP4', '32']],
    ['CIMENTO CP V-ARI', ['CIMENTO', 'CP5ARI']],
    ['cpv ari', ['CP5ARI']],
    ['argamassa ac2', ['ARGAMASSA', 'AC2']],
    ['ARGAMASSA AC-III PORCELANATO', ['ARGAMASSA', 'AC3', 'PORCELANATO']],
    ['argamassa aciii', ['ARGAMASSA', 'AC3']],
    ['CAL HIDRATADA CH-I', ['CAL', 'HIDRATADA', 'CH1']],
    ['cal ch 1', ['CAL', 'CH1']],
    ['ca50', ['CA50']],
    ['ca 60', ['CA60']],
    ['VERGALHAO CA-60 5MM 12M', ['VERGALHAO', 'CA60', '5 MM', '12 M']],
    ['CP I-CP II', ['CP1', 'CP2']],
    ['CP II-TIJOLOS', ['CP2', 'TIJOLO']],
    ['ca 70', ['CA', '70']],
    ['ac 9', ['AC', '9']],
    ['pacote', ['PACOTE']],
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

  it('gives every way a builder writes a grade the same word', () => {
    for (const group of [
      ['cp2', 'cp 2', 'cp ii', 'cp-ii', 'CP II', 'cpii', 'CP-2'],
      ['cp5', 'cp v', 'cp-v', 'cpv'],
      ['ac2', 'ac 2', 'ac-ii', 'AC II', 'acii'],
      ['ac3', 'ac-iii', 'ac iii', 'aciii'],
      ['ch1', 'ch-i', 'ch i', 'chi'],
      ['ca50', 'ca-50', 'ca 50', 'CA-50'],
    ]) {
      for (const written of group) expect(normalizarBusca(written)).toEqual(normalizarBusca(group[0]));
    }
  });

  it('is stable for texts made of grades, numerals and hyphens', () => {
    const piece = fc.constantFrom(
      'CP',
      'AC',
      'CH',
      'CA',
      'I',
      'II',
      'IV',
      'V',
      '2',
      '50',
      '-',
      'E',
      'X',
      ' ',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const once = normalizarBusca(pieces.join(''));
        expect(normalizarBusca(once.join(' '))).toEqual(once);
      }),
    );
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

describe('textoBusca and palavraBuscada', () => {
  const finds = (typed: string, product: string) => {
    const text = textoBusca(normalizarBusca(product));
    return normalizarBusca(typed).every((w) => text.includes(palavraBuscada(w)));
  };

  it('finds a typed word at the start of a word of the product, never inside one', () => {
    expect(finds('cal', 'CAL HIDRATADA CH-I')).toBe(true);
    expect(finds('cal', 'PONTALETE EUCALIPTO 3M')).toBe(false);
    expect(finds('hidra', 'CAL HIDRATADA CH-I')).toBe(true);
    expect(finds('32', 'CIMENTO CP II-E-32')).toBe(true);
    expect(finds('cimento cp2', 'CIMENTO CP II-E-32')).toBe(true);
    expect(finds('cp ii-e', 'CIMENTO CP II-E-32')).toBe(true);
    expect(finds('cp ii-e', 'CIMENTO CP II-F-32')).toBe(false);
    expect(finds('cp v', 'CIMENTO CP V-ARI')).toBe(true);
    expect(finds('bloco 19x39', 'BLOCO DE CONCRETO 14X19X39')).toBe(true);
    expect(finds('vergalhao 10 mm', 'VERGALHAO CA-50 10MM 12M')).toBe(true);
    expect(finds('vergalhao 0 mm', 'VERGALHAO CA-50 10MM 12M')).toBe(false);
    expect(textoBusca([])).toBe('');
  });

  it('finds every text by its own words and by their beginnings', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: 3 }), (product, cut) => {
        const words = normalizarBusca(product);
        const text = textoBusca(words);
        for (const w of words) {
          expect(text.includes(palavraBuscada(w))).toBe(true);
          expect(text.includes(palavraBuscada(w.slice(0, Math.max(1, w.length - cut))))).toBe(true);
        }
      }),
    );
  });
});
