// Quick order (Pedido rápido) and repeat order: the pasted text as lines of code and quantity, the
// Brazilian quantity ("1.250,5"), and the catalogue rules of one line (docs/product/portal-cliente.md §5 "Add
// to cart": the product minimum, the FATOR_MULTI multiple), pure so the API applies them and the tests read
// them. A line below the minimum is raised to it; a line that is not a multiple (FATOR_MULTI for a
// counted unit, the product's own multiple for a measured one) is rounded UP to the next multiple;
// the line says so and the screen asks before it goes into the cart.
// A line may also name the product as a builder says it ('cimento cp2 20', 'areia media 6'): its
// last number is the quantity and the rest is searched in the catalogue (nomeDaLinha); a code that
// exists always wins over the name.
import { roundDecimal } from './pedido-rules';
import { arredondarAcima, isMultiplo, regraQuantidade, type ProdutoUnidade } from './unidades';

/** Most lines one check takes (a paste, a spreadsheet or an order). */
export const PEDIDO_RAPIDO_MAX_LINHAS = 500;
/** The largest quantity of a line (the order's own limit per item). */
export const PEDIDO_RAPIDO_MAX_QUANTIDADE = 1_000_000;
/** The longest code and quantity a line takes as written, and echoes back in its answer. */
export const PEDIDO_RAPIDO_MAX_CODIGO = 60;
export const PEDIDO_RAPIDO_MAX_QUANTIDADE_TEXTO = 40;

/**
 * Bounds of a quick-order spreadsheet (.xlsx or .csv), checked while it is read: each part of a
 * .xlsx inflates to at most BYTES (the reading stops there), and the first line over
 * PEDIDO_RAPIDO_MAX_LINHAS, the first cell over CARACTERES or holding data beyond column COLUNAS
 * ends the reading with a refusal.
 */
export const PLANILHA_LIMITES = {
  /** Bytes of each part of a .xlsx once uncompressed (sheet, shared strings, styles...). */
  BYTES: 4 * 1024 * 1024,
  /** Columns that may hold data (the code is the first, the quantity the second). */
  COLUNAS: 50,
  /** Characters of a cell. */
  CARACTERES: 1000,
} as const;

/** The longest product name a line is searched by (a longer text is no name: a code, as written). */
export const PEDIDO_RAPIDO_MAX_NOME = 100;
/** Most name lines one check searches (each costs a catalogue search); the others say so. */
export const PEDIDO_RAPIDO_MAX_NOMES = 50;
/** Most products a name line proposes to choose from. */
export const PEDIDO_RAPIDO_MAX_CANDIDATOS = 5;

/** A line read as a product's name: the text to search and the quantity (its last number). */
export interface NomeTexto {
  busca: string;
  quantidade: string;
}

/**
 * A line as read from the paste or the spreadsheet: the code and the quantity as written, and
 * `nome` when the line may name the product instead (searched only when the code is no product's).
 */
export interface LinhaTexto {
  sku: string;
  quantidade: string;
  nome?: NomeTexto;
}

const unquote = (s: string) =>
  s
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();
/** Words of a header line ('Código;Quantidade', 'SKU QTD', 'produto,qtde'). */
const HEADER = /^(c[oó]d(igo)?|sku|produto|item|ref(er[eê]ncia)?)$/i;
const HEADER_QTY = /^(qtd[e]?|quant(idade)?|qtde?\.?)$/i;

/** Words of a unit written after the quantity ('20 sacos', '6 t', '15 UN'): not part of a name. */
const UNIDADE_ESCRITA =
  /^(un|und|unid|unidades?|p[cç]s?|pe[cç]as?|sc|sacos?|t|ton|toneladas?|kg|quilos?|g|m|mt|metros?|m2|m3|l|lt|litros?|cx|caixas?|br|barras?|mil|milheiros?|rolos?|latas?|gl|gal[aã]o|gal[oõ]es|baldes?)\.?$/i;
const semDigito = (word: string) => !/\d/.test(word);

/**
 * A text read as a product's name and a quantity: the last number of the text ('2,5', '1.000'
 * read as parseQuantidadeBr does) is the quantity, unit words right after it are dropped, and the
 * rest, in its order, is the name ('vergalao 10mm 50' is 'vergalao 10mm' and 50; 'areia media 6 t'
 * is 'areia media' and 6). The quantity is '' when the text has no number. null when no word of a
 * name is left (a number alone) or the name is longer than PEDIDO_RAPIDO_MAX_NOME.
 */
export function nomeDaLinha(text: string): NomeTexto | null {
  const words = text
    .replace(/\u00a0/g, ' ')
    .split(/\s+/)
    .map((w) => unquote(w).replace(/^,+|,+$/g, ''))
    .filter(Boolean);
  let at = -1;
  for (let i = words.length - 1; i >= 0; i--)
    if (words[i].length <= PEDIDO_RAPIDO_MAX_QUANTIDADE_TEXTO && parseQuantidadeBr(words[i]) !== null) {
      at = i;
      break;
    }
  let nome = words;
  let quantidade = '';
  if (at >= 0) {
    const after = words.slice(at + 1);
    quantidade = words[at];
    nome = [...words.slice(0, at), ...(after.every((w) => UNIDADE_ESCRITA.test(w)) ? [] : after)];
  }
  const busca = nome.join(' ');
  if (!/\p{L}/u.test(busca) || busca.length > PEDIDO_RAPIDO_MAX_NOME) return null;
  return { busca, quantidade };
}

/** A line with a name: a first word or cell longer than any code is no code (the name is searched). */
const comNome = (sku: string, quantidade: string, nome: NomeTexto): LinhaTexto => ({
  sku: sku.length > PEDIDO_RAPIDO_MAX_CODIGO ? '' : sku,
  quantidade,
  nome,
});

/**
 * A line from two columns (a spreadsheet's cells, a CSV's or a tab-separated paste's first two):
 * the code and the quantity, and a name when the first cell reads as one (its first word without
 * a digit, or more than one word): the first cell is the name and the second the quantity; with
 * the second empty, the last number of the first ('cimento cp2 20').
 */
export function linhaDeColunas(sku: string, quantidade: string): LinhaTexto {
  const words = sku.split(/\s+/).filter(Boolean);
  if (words.length === 0 || (words.length === 1 && !semDigito(words[0]))) return { sku, quantidade };
  if (quantidade.trim() === '') {
    const nome = nomeDaLinha(sku);
    return nome ? comNome(sku, quantidade, nome) : { sku, quantidade };
  }
  const busca = words.join(' ');
  if (!/\p{L}/u.test(busca) || busca.length > PEDIDO_RAPIDO_MAX_NOME) return { sku, quantidade };
  return comNome(sku, quantidade, { busca, quantidade });
}

/**
 * One pasted line as code and quantity, or null when blank. Columns are split by tab or ';' (a
 * spreadsheet or a CSV); otherwise the code ends at the first space or comma, so 'CIM001 2,5',
 * 'CIM001,10' and 'CIM001, 2,5' all read. Only the first two columns count. A line that is not
 * 'code quantity [unit]', or whose first word has no digit ('cimento cp2 20', 'pedrisco 3'), also
 * reads as a name (nomeDaLinha): the code, when one exists, still wins.
 */
export function splitLinha(line: string): LinhaTexto | null {
  const text = line.replace(/\u00a0/g, ' ').trim();
  if (!text) return null;
  if (/[\t;]/.test(text)) {
    const cols = text.split(/[\t;]/).map(unquote);
    if (cols.every((c) => c === '')) return null;
    return linhaDeColunas(cols[0] ?? '', cols[1] ?? '');
  }
  const m = /^("[^"]*"|[^\s,]+)[\s,]+(.*)$/.exec(text);
  const sku = unquote(m ? m[1] : text);
  if (!m) {
    const nome = semDigito(sku) ? nomeDaLinha(sku) : null;
    return nome ? { sku, quantidade: '', nome } : { sku, quantidade: '' };
  }
  const rest = unquote(m[2]);
  // 'CIM001 10 UN': the first word after the code; '2,5' and '1.000,5' stay whole.
  const words = rest.split(/\s+/);
  const quantidade = words[0] ?? '';
  const codigoQuantidade =
    !semDigito(sku) &&
    parseQuantidadeBr(quantidade) !== null &&
    words.slice(1).every((w) => UNIDADE_ESCRITA.test(w));
  const nome = codigoQuantidade ? null : nomeDaLinha(text);
  return nome ? comNome(sku, quantidade, nome) : { sku, quantidade };
}

/** Whether a line is a header (its code column a header word, or its quantity column one). */
export function isHeaderLinha(l: LinhaTexto): boolean {
  return HEADER.test(l.sku.trim()) || HEADER_QTY.test(l.quantidade.trim());
}

/** The pasted text as lines (blank lines dropped; a header as the first line tolerated). */
export function parseColagem(text: string): LinhaTexto[] {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map(splitLinha)
    .filter((l): l is LinhaTexto => l !== null);
  if (lines.length > 0 && isHeaderLinha(lines[0])) lines.shift();
  return lines;
}

/**
 * A quantity as a person writes it in Brazil: '10', '2,5', '1.000', '1.250,5' (a dot groups
 * thousands, the comma is the decimal mark); '2.5' also reads as 2,5 (a spreadsheet's export).
 * Numbers pass as they are. null when it is not a number.
 */
export function parseQuantidadeBr(raw: string | number): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  const t = raw.replace(/[\s\u00a0]/g, '');
  let n: number;
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(t)) n = Number(t.replace(/\./g, '').replace(',', '.'));
  else if (/^\d+(,\d+)?$/.test(t)) n = Number(t.replace(',', '.'));
  else if (/^\d*\.\d+$/.test(t)) n = Number(t);
  else return null;
  return Number.isFinite(n) ? n : null;
}

/** FATOR_MULTI as a positive integer (default 10); 1 or less means no rounding. */
export function fatorMulti(value: string | undefined | null): number {
  const n = Number(value ?? 10);
  if (!Number.isFinite(n)) return 10;
  return Math.max(1, Math.trunc(n));
}

/** Why a line cannot go into the cart. */
export const LINHA_ERROS = [
  'sem-codigo',
  'desconhecido',
  'inativo',
  'sem-preco',
  'quantidade-invalida',
  'nao-encontrado',
  'nomes-demais',
] as const;
export type LinhaErro = (typeof LINHA_ERROS)[number];

export type QuantidadeCheck =
  | { ok: true; quantidade: number; minimo: boolean; arredondada: boolean; informada: number }
  | { ok: false; motivo: 'vazia' | 'invalida' | 'zero' | 'grande' | 'fracao' };

/**
 * The quantity rules of a line of a product (docs/product/portal-cliente.md §5), by its unit (unidades.ts
 * regraQuantidade): a number above zero and at most the order's limit; below the minimum it
 * becomes the minimum; not a multiple it is rounded up to the next multiple (FATOR_MULTI for a
 * counted unit, the product's own multiple for a measured one, none without it). A counted unit
 * (UN, SC...) takes whole numbers: with a factor of 1 a fraction is refused (with a factor above 1
 * the rounding makes it whole). A measured unit keeps three decimals: 6 t is 6 t, 2,5 t is 2,5 t.
 */
export function checkQuantidade(
  raw: string | number,
  produto: ProdutoUnidade,
  factor: number,
): QuantidadeCheck {
  if (typeof raw === 'string' && raw.trim() === '') return { ok: false, motivo: 'vazia' };
  const n = parseQuantidadeBr(raw);
  if (n === null) return { ok: false, motivo: 'invalida' };
  if (n <= 0) return { ok: false, motivo: 'zero' };
  if (n > PEDIDO_RAPIDO_MAX_QUANTIDADE) return { ok: false, motivo: 'grande' };
  const regra = regraQuantidade(produto, factor);
  let q = regra.contada ? n : roundDecimal(n, 3);
  const minimo = q < regra.minimo;
  if (minimo) q = regra.minimo;
  let arredondada = false;
  if (!isMultiplo(q, regra)) {
    q = arredondarAcima(q, regra);
    arredondada = true;
  }
  if (q > PEDIDO_RAPIDO_MAX_QUANTIDADE) return { ok: false, motivo: 'grande' };
  if (!Number.isInteger(q) && regra.contada) return { ok: false, motivo: 'fracao' };
  q = roundDecimal(q, 3);
  return { ok: true, quantidade: q, minimo, arredondada, informada: n };
}
