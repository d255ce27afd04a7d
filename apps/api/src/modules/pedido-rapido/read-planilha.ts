// The quick order's spreadsheet: a .xlsx (read-xlsx.ts, a stream under hard bounds) or a .csv/.txt
// file, whose first two columns are the code and the quantity; a header row is tolerated. The web
// app sends the file as base64, so the reader stays out of its bundle. Both stop at the first line,
// cell or column past PLANILHA_LIMITES / PEDIDO_RAPIDO_MAX_LINHAS (planilha-limites.ts).
import { PLANILHA_LIMITES, splitLinha, type LinhaTexto } from '@portal/shared/pedido-rapido';
import { MSG } from '@portal/shared/messages';
import { AppError } from '../../http/errors';
import { ZipPartTooLarge } from '../../lib/zip-parts';
import { cellTooLong, empty, LinhasPlanilha, tooLarge, tooManyColumns, unreadable } from './planilha-limites';
import { readXlsx } from './read-xlsx';

/** A CSV line's cells (split by tab or ';', the line itself when it has neither) within the bounds. */
function checkCsvLine(line: string, linha: number): void {
  const separators = /[\t;]/g;
  let from = 0;
  for (let col = 1; ; col++) {
    const m = separators.exec(line);
    const end = m ? m.index : line.length;
    const where = () => MSG.quickOrderFileLineColumn(linha, col);
    if (end - from > PLANILHA_LIMITES.CARACTERES) throw cellTooLong(where());
    if (col > PLANILHA_LIMITES.COLUNAS && line.slice(from, end).trim() !== '') throw tooManyColumns(where());
    if (!m) return;
    from = separators.lastIndex;
  }
}

/** The lines of a CSV or text file, line by line (blank lines dropped, as a paste). */
function readText(buffer: Buffer, linhas: LinhasPlanilha): void {
  let text = new TextDecoder('utf-8', { fatal: false }).decode(buffer);
  // A spreadsheet saved as CSV on Windows is often Latin-1.
  if (text.includes('\uFFFD')) text = new TextDecoder('latin1').decode(buffer);
  text = text.replace(/^\uFEFF/, '');
  const breaks = /\r\n|\r|\n/g;
  let from = 0;
  for (let n = 1; ; n++) {
    const m = breaks.exec(text);
    const line = text.slice(from, m ? m.index : text.length);
    checkCsvLine(line, n);
    const l = splitLinha(line);
    if (l) linhas.add(l);
    if (!m) return;
    from = breaks.lastIndex;
  }
}

/**
 * The lines of the file; 400 with a pt-BR message when it cannot be read, has none, or passes a
 * bound (lines, columns, characters of a cell); 413 when a part of a .xlsx inflates past its bound.
 */
export async function readPlanilha(base64: string, nome?: string): Promise<LinhaTexto[]> {
  const buffer = Buffer.from(base64, 'base64');
  if (buffer.length === 0) throw unreadable();
  const zip = buffer[0] === 0x50 && buffer[1] === 0x4b;
  const linhas = new LinhasPlanilha();
  try {
    if (zip) await readXlsx(buffer, (l) => linhas.add(l));
    else if (/\.xlsx?$/i.test(nome ?? '')) throw new Error('not a spreadsheet');
    else readText(buffer, linhas);
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof ZipPartTooLarge) throw tooLarge();
    throw unreadable();
  }
  if (linhas.linhas.length === 0) throw empty();
  return linhas.linhas;
}
