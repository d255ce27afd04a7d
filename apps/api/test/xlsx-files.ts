// Spreadsheets for the upload tests, built without holding what they expand to: a real .xlsx
// written by exceljs whose parts are taken apart (yauzl) and zipped again with one part replaced,
// e.g. shared strings of four cells of 50 MiB each. A part is given as pieces: a repeated piece is
// deflated once as non-final blocks ending on a byte boundary (Z_SYNC_FLUSH) and its bytes written
// again for each repetition, which is a valid deflate stream; the CRC runs over the pieces.
import { constants, crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';

/** A part's content: pieces of text, each written `times` times (1 when absent). */
export type Piece = { text: string | Buffer; times?: number };

interface Part {
  name: string;
  data: Buffer;
  crc: number;
  size: number;
}

/** A part deflated piece by piece, with its real CRC and size. */
function deflatePart(name: string, pieces: Piece[]): Part {
  const out: Buffer[] = [];
  let crc = 0;
  let size = 0;
  for (const p of pieces) {
    const bytes = Buffer.isBuffer(p.text) ? p.text : Buffer.from(p.text, 'utf8');
    const z = deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
    for (let i = 0; i < (p.times ?? 1); i++) {
      out.push(z);
      crc = crc32(bytes, crc);
      size += bytes.length;
    }
  }
  out.push(deflateRawSync(Buffer.alloc(0))); // the final (empty) block
  return { name, data: Buffer.concat(out), crc, size };
}

/**
 * A zip of the parts; `declared` overrides the uncompressed size written in the headers of the
 * named parts (a lying header), the data staying as it is.
 */
function zip(parts: Part[], declared: Record<string, number> = {}): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, 'utf8');
    const size = declared[p.name] ?? p.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt16LE(0x21, 14);
    dir.writeUInt32LE(p.crc >>> 0, 16);
    dir.writeUInt32LE(p.data.length, 20);
    dir.writeUInt32LE(size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    chunks.push(local, name, p.data);
    central.push(dir, name);
    offset += local.length + name.length + p.data.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, dirBytes, end]);
}

/** The parts of a (small) zip, inflated. */
async function unzipSmall(buffer: Buffer): Promise<{ name: string; data: Buffer }[]> {
  const zipfile = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z))),
  );
  const parts: { name: string; data: Buffer }[] = [];
  await new Promise<void>((resolve, reject) => {
    zipfile.on('entry', (e: yauzl.Entry) => {
      zipfile.openReadStream(e, (err, stream) => {
        if (err) return reject(err);
        const bufs: Buffer[] = [];
        stream.on('data', (b: Buffer) => bufs.push(b));
        stream.on('end', () => {
          parts.push({ name: e.fileName, data: Buffer.concat(bufs) });
          zipfile.readEntry();
        });
        stream.on('error', reject);
      });
    });
    zipfile.on('end', resolve);
    zipfile.on('error', reject);
    zipfile.readEntry();
  });
  return parts;
}

/**
 * A .xlsx written by exceljs from `rows`, then zipped again with the parts of `replace` given as
 * pieces (e.g. 'xl/sharedStrings.xml') and the sizes of `declared` written in place of the real ones.
 */
export async function xlsxWith(
  rows: (string | number)[][],
  replace: Record<string, Piece[]> = {},
  declared: Record<string, number> = {},
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sh = wb.addWorksheet('Pedido');
  for (const r of rows) sh.addRow(r);
  const written = Buffer.from(await wb.xlsx.writeBuffer());
  const parts = (await unzipSmall(written)).map((p) =>
    deflatePart(p.name, replace[p.name] ?? [{ text: p.data }]),
  );
  return zip(parts, declared);
}

const SST_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="4" uniqueCount="4">';
export const MIB = 1024 * 1024;

/**
 * The finding's bomb: a real .xlsx (about 200 KB) whose first sheet has four text cells (A1, B1,
 * A2, B2) of `mib` MiB each in its shared strings. `lying`: its headers declare 100 KB for them.
 */
export async function xlsxBomb(mib = 50, lying = false): Promise<Buffer> {
  const block = Buffer.alloc(MIB, 'A');
  const cell: Piece[] = [{ text: '<si><t>' }, { text: block, times: mib }, { text: '</t></si>' }];
  return xlsxWith(
    [
      ['X0', 'X1'],
      ['X2', 'X3'],
    ],
    { 'xl/sharedStrings.xml': [{ text: SST_HEAD }, ...cell, ...cell, ...cell, ...cell, { text: '</sst>' }] },
    lying ? { 'xl/sharedStrings.xml': 100_000 } : {},
  );
}
