// The quick order's spreadsheet: a .xlsx (read with exceljs, the API's spreadsheet library) or a
// .csv/.txt file, whose first two columns are the code and the quantity; a header row is
// tolerated. The web app sends the file as base64, so the heavy reader stays out of its bundle.
import ExcelJS from 'exceljs';
import { MSG } from '@portal/shared/messages';
import { isHeaderLinha, parseColagem, type LinhaTexto } from '@portal/shared/pedido-rapido';
import { badRequest } from '../../http/errors';

/** A cell as text: numbers as they are (2.5), rich text joined, a formula by its result. */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'boolean') return '';
  if (v instanceof Date) return '';
  if (typeof v === 'object') {
    if ('richText' in v)
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('text' in v) return String(v.text).trim();
  }
  return '';
}

async function readXlsx(buffer: Buffer): Promise<LinhaTexto[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const sheet = wb.worksheets[0];
  if (!sheet) return [];
  const lines: LinhaTexto[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const sku = cellText(row.getCell(1).value);
    const quantidade = cellText(row.getCell(2).value);
    if (sku || quantidade) lines.push({ sku, quantidade });
  });
  if (lines.length > 0 && isHeaderLinha(lines[0])) lines.shift();
  return lines;
}

function readText(buffer: Buffer): LinhaTexto[] {
  let text = new TextDecoder('utf-8', { fatal: false }).decode(buffer);
  // A spreadsheet saved as CSV on Windows is often Latin-1.
  if (text.includes('\uFFFD')) text = new TextDecoder('latin1').decode(buffer);
  return parseColagem(text.replace(/^\uFEFF/, ''));
}

/** The lines of the file; 400 with a pt-BR message when it cannot be read or has none. */
export async function readPlanilha(base64: string, nome?: string): Promise<LinhaTexto[]> {
  const buffer = Buffer.from(base64, 'base64');
  if (buffer.length === 0)
    throw badRequest(MSG.quickOrderFileUnreadable, { arquivo: MSG.quickOrderFileUnreadable });
  const zip = buffer[0] === 0x50 && buffer[1] === 0x4b;
  let lines: LinhaTexto[];
  try {
    if (zip) lines = await readXlsx(buffer);
    else if (/\.xlsx?$/i.test(nome ?? '')) throw new Error('not a spreadsheet');
    else lines = readText(buffer);
  } catch {
    throw badRequest(MSG.quickOrderFileUnreadable, { arquivo: MSG.quickOrderFileUnreadable });
  }
  if (lines.length === 0) throw badRequest(MSG.quickOrderFileEmpty, { arquivo: MSG.quickOrderFileEmpty });
  return lines;
}
