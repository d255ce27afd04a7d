// The catalogue search's normalisation, the same on both sides: the text stored for each product
// (API) and the words typed by the user (API search; the web may use it to highlight).

/** Singular of a plural ending, first match wins (the word already upper-cased, without accents). */
const SINGULAR: [RegExp, string][] = [
  [/OES$/, 'AO'], // BOTOES → BOTAO, CONEXOES → CONEXAO
  [/AES$/, 'AO'], // PAES → PAO
  [/([AEOU])IS$/, '$1L'], // METAIS → METAL, PAPEIS → PAPEL, LENCOIS → LENCOL, AZUIS → AZUL
  [/IS$/, 'IL'], // BARRIS → BARRIL, FUNIS → FUNIL
  [/NS$/, 'M'], // ITENS → ITEM, GARAGENS → GARAGEM
  [/([RZ])ES$/, '$1'], // ADAPTADORES → ADAPTADOR, LUZES → LUZ
  [/([AEO])S$/, '$1'], // TIJOLOS → TIJOLO, TELHAS → TELHA, TUBOS → TUBO
];

/** A word of letters alone (4 or more) in the singular; anything else as it is. */
function singular(word: string): string {
  if (word.length < 4 || !/^[A-Z]+$/.test(word)) return word;
  for (const [plural, replacement] of SINGULAR) {
    if (plural.test(word)) return word.replace(plural, replacement);
  }
  return word;
}

/** Units written after a number: the number and its unit are one word of the search (50 KG). */
const UNIDADES = new Set(
  'MM CM M KM M2 M3 KG G MG T TON L ML LT LITRO W KW V A HP CV BTU POL MPA'.split(' '),
);

/**
 * The words of a search text, normalised: accents removed, upper-cased, a number split from the
 * unit written after it (50KG → 50 KG, 10mm → 10 MM; 1/2" and 2,44 stay whole), each word of
 * letters in the singular by simple Portuguese rules (TIJOLOS → TIJOLO, CONEXÕES → CONEXAO,
 * METAIS → METAL, PAPÉIS → PAPEL); a number followed by its unit is one word ('50 KG', so 10mm
 * finds 10 MM and not a code holding 10). Applied to the product's text (its words joined by a
 * space) and to the typed words alike, so a word typed is found in the product's text as a plain
 * substring.
 */
export function normalizarBusca(texto: string | null | undefined): string[] {
  return (texto ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/([0-9])([A-Z])/g, '$1 $2')
    .split(/\s+/)
    .filter(Boolean)
    .map(singular)
    .reduce<string[]>((words, w) => {
      const last = words[words.length - 1];
      if (last && UNIDADES.has(w) && /^[0-9][0-9.,]*$/.test(last) && /[0-9]$/.test(last))
        words[words.length - 1] = `${last} ${w}`;
      else words.push(w);
      return words;
    }, []);
}
