// The parts of a zip archive held in memory (an uploaded .xlsx), each read as a stream under a bound
// on the bytes it inflates to. yauzl reads the central directory and hands over an entry's
// compressed bytes; they are inflated here by node:zlib, so that the inflater itself is destroyed
// (not merely unpiped, which would let it finish its input chunk) the moment the count passes the
// bound: a part declaring more than its bound is refused before anything is inflated, and a part
// whose header lies stops within one output chunk (64 KiB) past it. Inflating runs off the main
// thread, chunk by chunk, so other requests are served meanwhile.
import type { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';

/** Bytes the inflater hands over at a time: the most a lying part inflates past its bound. */
const CHUNK = 64 * 1024;

/** A part that inflates (or declares it would) to more than its bound. */
export class ZipPartTooLarge extends Error {
  constructor(
    readonly part: string,
    readonly limit: number,
  ) {
    super(`zip part ${part} inflates to more than ${limit} bytes`);
  }
}

export interface ZipParts {
  /** Whether the archive has the part (names compared case-insensitively, as OPC does). */
  has(name: string): boolean;
  /**
   * Streams the part's bytes to `onChunk` as they are inflated; resolves when the part ends or
   * `onChunk` returns 'stop'; rejects with ZipPartTooLarge past `maxBytes`, or with what `onChunk`
   * throws (the inflating stops at once in both cases).
   */
  read(name: string, maxBytes: number, onChunk: (chunk: Buffer) => void | 'stop'): Promise<void>;
}

/** The archive's directory; rejects when the buffer is not a readable zip. */
export async function openZipParts(buffer: Buffer): Promise<ZipParts> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z))),
  );
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      const key = entry.fileName.toLowerCase();
      if (!entries.has(key)) entries.set(key, entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });

  const compressedStream = (entry: yauzl.Entry) =>
    new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(
        entry,
        // The compressed bytes (a stored entry's are its content): the inflating is done here.
        { decompress: entry.isCompressed() ? false : null, decrypt: null, start: null, end: null },
        (err, s) => (err ? reject(err) : resolve(s)),
      ),
    );

  return {
    has: (name) => entries.has(name.toLowerCase()),
    async read(name, maxBytes, onChunk) {
      const entry = entries.get(name.toLowerCase());
      if (!entry) throw new Error(`zip part ${name} not found`);
      if (entry.uncompressedSize > maxBytes) throw new ZipPartTooLarge(name, maxBytes);
      const raw = await compressedStream(entry);
      const inflater = entry.isCompressed() ? createInflateRaw({ chunkSize: CHUNK }) : null;
      const source: Readable = inflater ? raw.pipe(inflater) : raw;
      await new Promise<void>((resolve, reject) => {
        let bytes = 0;
        let done = false;
        const finish = (err?: unknown) => {
          if (done) return;
          done = true;
          if (inflater) {
            raw.unpipe(inflater);
            inflater.destroy();
          }
          raw.destroy();
          if (err) reject(err instanceof Error ? err : new Error(String(err)));
          else resolve();
        };
        raw.on('error', finish);
        inflater?.on('error', finish);
        source.on('data', (chunk: Buffer) => {
          if (done) return;
          bytes += chunk.length;
          if (bytes > maxBytes) return finish(new ZipPartTooLarge(name, maxBytes));
          try {
            if (onChunk(chunk) === 'stop') finish();
          } catch (err) {
            finish(err);
          }
        });
        source.on('end', () => finish());
      });
    },
  };
}
