// The first sheet of a .xlsx, read as a stream under PLANILHA_LIMITES: each part of the archive
// inflates to at most BYTES (lib/zip-parts stops it there), its XML is parsed as it inflates (saxes)
// and each row is handed over as it is read, so a refusal (too many lines, a cell too long, data
// beyond the last column) ends the reading. Only the parts needed are read: the workbook and its
// relationships (which part is the first sheet), the styles (which cells are dates), the shared
// strings (each kept up to one character past the cell bound) and the sheet.
// A cell reads as exceljs read it before: text trimmed, rich text joined, a number as written
// (2.5), a formula by its result; dates, booleans and errors as nothing.
import { posix } from 'node:path';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { MSG } from '@portal/shared/messages';
import { linhaDeColunas, PLANILHA_LIMITES, type LinhaTexto } from '@portal/shared/pedido-rapido';
import { openZipParts, type ZipParts } from '../../lib/zip-parts';
import { cellTooLong, tooManyColumns } from './planilha-limites';

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
/** Built-in number formats that show a date or time (ECMA-376 §18.8.30). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** A custom number format that shows a date or time: y, m, d, h, s outside quotes and brackets. */
const isDateFormat = (code: string) =>
  /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** Excel's escapes of control characters in text (_x000D_). */
const unescapeText = (s: string) =>
  s.replace(/_x([0-9A-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** 1 -> 'A', 28 -> 'AB'. */
function columnLetters(col: number): string {
  let s = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** The column of a cell reference ('AB12' -> 28); null when it is not one. */
function columnOf(ref: string): number | null {
  const m = /^([A-Z]{1,3})\d{1,7}$/i.exec(ref);
  if (!m) return null;
  let col = 0;
  for (const ch of m[1].toUpperCase()) col = col * 26 + ch.charCodeAt(0) - 64;
  return col;
}

const positiveInt = (v: string | undefined): number | null => {
  const n = v === undefined ? NaN : Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

const attr = (tag: SaxesTagNS, local: string) => tag.attributes[local]?.value;

interface Events {
  open?(tag: SaxesTagNS): void | 'stop';
  text?(text: string): void;
  close?(tag: SaxesTagNS): void | 'stop';
}

/**
 * Parses one part as it inflates; an event answering 'stop' ends the reading there (the rest of
 * the chunk being parsed raises no more events).
 */
async function parsePart(zip: ZipParts, name: string, events: Events): Promise<void> {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let stop = false;
  const { open, text, close } = events;
  if (open) parser.on('opentag', (tag) => void (!stop && open(tag) === 'stop' && (stop = true)));
  if (text) parser.on('text', (t) => void (!stop && text(t)));
  if (close) parser.on('closetag', (tag) => void (!stop && close(tag) === 'stop' && (stop = true)));
  const decoder = new TextDecoder();
  await zip.read(name, PLANILHA_LIMITES.BYTES, (chunk) => {
    parser.write(decoder.decode(chunk, { stream: true }));
    return stop ? 'stop' : undefined;
  });
  if (!stop) parser.write(decoder.decode()).close();
}

/** The paths of the first sheet, the shared strings and the styles. */
async function findParts(zip: ZipParts) {
  let sheetId: string | undefined;
  await parsePart(zip, WORKBOOK, {
    open(tag) {
      if (tag.local !== 'sheet') return;
      // r:id, in the relationships namespace whatever its prefix.
      sheetId = Object.values(tag.attributes).find((a) => a.local === 'id' && a.prefix)?.value;
      return 'stop';
    },
  });
  const parts: { sheet?: string; sharedStrings?: string; styles?: string } = {};
  await parsePart(zip, WORKBOOK_RELS, {
    open(tag) {
      const target = attr(tag, 'Target');
      if (tag.local !== 'Relationship' || !target || attr(tag, 'TargetMode') === 'External') return;
      const path = target.startsWith('/') ? target.slice(1) : posix.join('xl', target);
      const type = attr(tag, 'Type') ?? '';
      if (sheetId !== undefined && attr(tag, 'Id') === sheetId) parts.sheet = path;
      else if (type.endsWith('/sharedStrings')) parts.sharedStrings = path;
      else if (type.endsWith('/styles')) parts.styles = path;
    },
  });
  return parts;
}

/** Whether each cell style (cellXfs index) shows a date. */
async function readDateStyles(zip: ZipParts, path: string): Promise<boolean[]> {
  const formats = new Map<number, string>();
  const xfFormats: number[] = [];
  let inCellXfs = false;
  await parsePart(zip, path, {
    open(tag) {
      if (tag.local === 'numFmt') formats.set(Number(attr(tag, 'numFmtId')), attr(tag, 'formatCode') ?? '');
      else if (tag.local === 'cellXfs') inCellXfs = true;
      else if (tag.local === 'xf' && inCellXfs) xfFormats.push(positiveInt(attr(tag, 'numFmtId')) ?? 0);
    },
    close(tag) {
      if (tag.local === 'cellXfs') return 'stop';
    },
  });
  return xfFormats.map((id) => {
    const code = formats.get(id);
    return id > 0 && (code ? isDateFormat(code) : DATE_FORMAT_IDS.has(id));
  });
}

/** The shared strings, each cut one character past the cell bound; null for one over it. */
async function readSharedStrings(zip: ZipParts, path: string): Promise<(string | null)[]> {
  const max = PLANILHA_LIMITES.CARACTERES;
  const strings: (string | null)[] = [];
  let inText = false;
  let phonetic = 0;
  let text = '';
  let long = false;
  await parsePart(zip, path, {
    open(tag) {
      if (tag.local === 'si') {
        text = '';
        long = false;
      } else if (tag.local === 'rPh') phonetic++;
      else if (tag.local === 't') inText = phonetic === 0;
    },
    text(t) {
      if (!inText || long) return;
      text += t;
      if (text.length > max) {
        long = true;
        text = '';
      }
    },
    close(tag) {
      if (tag.local === 't') inText = false;
      else if (tag.local === 'rPh') phonetic--;
      else if (tag.local === 'si') strings.push(long ? null : unescapeText(text));
    },
  });
  return strings;
}

interface Cell {
  col: number;
  type: string;
  style: number;
  formula: boolean;
  text: string;
}

/**
 * Reads the first sheet of the .xlsx and hands each row that has a code or a quantity (its first
 * two cells as text) to `onRow` as it is read. A refusal of the bounds is thrown as an AppError;
 * anything else thrown means the file is not a readable spreadsheet.
 */
export async function readXlsx(buffer: Buffer, onRow: (linha: LinhaTexto) => void): Promise<void> {
  const zip = await openZipParts(buffer);
  const parts = await findParts(zip);
  if (!parts.sheet || !zip.has(parts.sheet)) throw new Error('no sheet');
  const dateStyles = parts.styles && zip.has(parts.styles) ? await readDateStyles(zip, parts.styles) : [];
  const strings =
    parts.sharedStrings && zip.has(parts.sharedStrings)
      ? await readSharedStrings(zip, parts.sharedStrings)
      : [];

  const max = PLANILHA_LIMITES.CARACTERES;
  let row = 0;
  let nextCol = 1;
  let sku = '';
  let quantidade = '';
  let cell: Cell | null = null;
  let inValue = false;
  let inInline = false;
  let phonetic = 0;
  const where = (col: number) => MSG.quickOrderFileCell(`${columnLetters(col)}${row}`);

  const valueOf = (c: Cell): string => {
    if (c.text === '') return '';
    const number = () => (c.style > 0 && dateStyles[c.style] ? '' : String(parseFloat(c.text)));
    if (c.formula) return c.type === 'str' ? c.text.trim() : c.type === 'b' || c.type === 'e' ? '' : number();
    switch (c.type) {
      case 's': {
        const s = strings[parseInt(c.text, 10)];
        if (s === null) throw cellTooLong(where(c.col));
        if (s === undefined) throw new Error('shared string missing');
        return s.trim();
      }
      case 'str':
      case 'inlineStr':
        return c.text.trim();
      case 'b':
      case 'e':
        return '';
      default:
        return number();
    }
  };

  await parsePart(zip, parts.sheet, {
    open(tag) {
      switch (tag.local) {
        case 'row':
          row = positiveInt(attr(tag, 'r')) ?? row + 1;
          nextCol = 1;
          sku = quantidade = '';
          break;
        case 'c': {
          const ref = attr(tag, 'r');
          const col = (ref && columnOf(ref)) || nextCol;
          nextCol = col + 1;
          cell = {
            col,
            type: attr(tag, 't') ?? 'n',
            style: positiveInt(attr(tag, 's')) ?? 0,
            formula: false,
            text: '',
          };
          break;
        }
        case 'f':
          if (cell) cell.formula = true;
          break;
        case 'v':
          inValue = cell !== null;
          break;
        case 'is':
          inInline = true;
          break;
        case 'rPh':
          phonetic++;
          break;
        case 't':
          inValue = cell !== null && inInline && phonetic === 0;
          break;
      }
    },
    text(t) {
      if (!inValue || !cell) return;
      cell.text += t;
      if (cell.text.length > max) throw cellTooLong(where(cell.col));
    },
    close(tag) {
      switch (tag.local) {
        case 'v':
        case 't':
          inValue = false;
          break;
        case 'is':
          inInline = false;
          break;
        case 'rPh':
          phonetic--;
          break;
        case 'c':
          if (cell) {
            if (cell.col > PLANILHA_LIMITES.COLUNAS && cell.text !== '')
              throw tooManyColumns(where(cell.col));
            const value = valueOf(cell);
            if (cell.col === 1) sku = value;
            else if (cell.col === 2) quantidade = value;
          }
          cell = null;
          break;
        case 'row':
          if (sku || quantidade) onRow(linhaDeColunas(sku, quantidade));
          break;
        case 'sheetData':
          return 'stop';
      }
    },
  });
}
