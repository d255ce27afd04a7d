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

/** Roman numerals of the trade's grades and classes (CP II, AC-III, CH-I). */
const ROMANOS: Record<string, string> = { I: '1', II: '2', III: '3', IV: '4', V: '5' };
/** A grade's numeral, roman or arabic (1 to 5). */
const GRAU = /^(I{1,3}|IV|V|[1-5])$/;
/** The classes written with a numeral: cimento CP II, argamassa AC-III, cal CH-I. */
const CLASSES = new Set(['CP', 'AC', 'CH']);
/** The same, glued: CP2, CPII, AC3, CHI. */
const CLASSE_GRAU = /^(CP|AC|CH)(I{1,3}|IV|V|[1-5])$/;
/** A cement's kind after its class: CP II-E, CP II-F, CP II-Z (slag, filler, pozzolan), CP V-ARI. */
const CIMENTO_TIPO = /^(E|F|Z|ARI)$/;
const numeral = (n: string) => ROMANOS[n] ?? n;

/**
 * The trade's shorthand of grades and classes as one word (hyphens are already word breaks): CP II,
 * CP-II and cp2 are CP2, with the cement's kind glued (CP II-E-32 and cp2e are CP2E 32, so cp2 finds
 * every CP II and cp ii-e only the E), AC-III and ac3 are AC3, CH-I is CH1, CA-50 and ca50 are CA50.
 */
function grades(words: string[]): string[] {
  const rest = [...words];
  const out: string[] = [];
  for (let w = rest.shift(); w !== undefined; w = rest.shift()) {
    let grade: string | null = null;
    const glued = CLASSE_GRAU.exec(w);
    const separated = CLASSES.has(w) ? GRAU.exec(rest[0] ?? '') : null;
    if (separated) {
      rest.shift();
      grade = `${w}${numeral(separated[1])}`;
    } else if (glued) grade = `${glued[1]}${numeral(glued[2])}`;
    if (grade) {
      if (grade.startsWith('CP') && CIMENTO_TIPO.test(rest[0] ?? '')) grade += rest.shift();
      out.push(grade);
    } else if (w === 'CA' && /^(25|50|60)$/.test(rest[0] ?? '')) out.push(`CA${rest.shift()}`);
    else out.push(w);
  }
  return out;
}

/**
 * The words of a search text, normalised: accents removed, upper-cased, hyphens and the X between
 * two measures as word breaks (E-32 is E 32, 14X19X39 is 14 X 19 X 39), a number split from the
 * unit written after it (50KG → 50 KG, 10mm → 10 MM; 1/2" and 2,44 stay whole), each word of
 * letters in the singular by simple Portuguese rules (TIJOLOS → TIJOLO, CONEXÕES → CONEXAO,
 * METAIS → METAL, PAPÉIS → PAPEL), grades and classes in one form (cp2, CP II and CP-II are CP2;
 * grades); a number followed by its unit is one word ('50 KG', so 10mm
 * finds 10 MM and not a code holding 10). Applied to the product's text (its words joined by a
 * space) and to the typed words alike, so a word typed is found in the product's text as a plain
 * substring.
 */
export function normalizarBusca(texto: string | null | undefined): string[] {
  const words = (texto ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/([A-Z0-9])-(?=[A-Z0-9])/g, '$1 ')
    .replace(/([0-9])X(?=[0-9])/g, '$1 X ')
    .replace(/([0-9])([A-Z])/g, '$1 $2')
    .split(/\s+/)
    .filter(Boolean);
  return grades(words)
    .map(singular)
    .reduce<string[]>((words, w) => {
      const last = words[words.length - 1];
      if (last && UNIDADES.has(w) && /^[0-9][0-9.,]*$/.test(last) && /[0-9]$/.test(last))
        words[words.length - 1] = `${last} ${w}`;
      else words.push(w);
      return words;
    }, []);
}

/**
 * A product's stored search text: its normalised words after one space, so that a typed word is
 * found at the start of a word as the substring ' WORD' (palavraBuscada): 'cal' finds CAL HIDRATADA
 * and not EUCALIPTO, '32' finds CP II-E-32.
 */
export function textoBusca(words: readonly string[]): string {
  return words.length ? ` ${words.join(' ')}` : '';
}

/** A typed word as looked for in a textoBusca: at the start of one of its words. */
export const palavraBuscada = (word: string): string => ` ${word}`;

/** A synonym of the search, normalised: the words typed (termo) and the catalogue's words to look for. */
export interface SinonimoBusca {
  termo: string[];
  substituto: string[];
}

/** A synonym's normalised form (normalizarBusca of each side). */
export const sinonimoBusca = (termo: string, substituto: string): SinonimoBusca => ({
  termo: normalizarBusca(termo),
  substituto: normalizarBusca(substituto),
});

/**
 * The typed words with the synonyms' terms found in them (the term's words in a row) replaced by the
 * catalogue's words, the longest terms first, each part of the text replaced once; null when no term
 * is there. 'tijolo baiano 9 furos' with TIJOLO BAIANO -> BLOCO CERAMICO is BLOCO CERAMICO 9 FURO.
 */
export function aplicarSinonimos(
  words: readonly string[],
  sinonimos: readonly SinonimoBusca[],
): string[] | null {
  const ordered = sinonimos
    .filter((s) => s.termo.length > 0 && s.substituto.length > 0)
    .sort((a, b) => b.termo.length - a.termo.length);
  // Each typed word is taken by at most one term: the parts replaced so far are marked.
  const parts: { words: string[]; replaced: boolean }[] = words.map((w) => ({ words: [w], replaced: false }));
  let changed = false;
  for (const s of ordered) {
    for (let i = 0; i + s.termo.length <= parts.length; i++) {
      const slice = parts.slice(i, i + s.termo.length);
      if (slice.some((p) => p.replaced || p.words.length !== 1)) continue;
      if (!slice.every((p, k) => p.words[0] === s.termo[k])) continue;
      parts.splice(i, s.termo.length, { words: [...s.substituto], replaced: true });
      changed = true;
    }
  }
  return changed ? parts.flatMap((p) => p.words) : null;
}
