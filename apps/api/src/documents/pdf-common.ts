// Small helpers shared by the PDF documents (pdfkit, standard Helvetica fonts: real, selectable
// text; WinAnsi covers Portuguese accents, but not U+2212, so '(-)' is written with a hyphen).
import PDFDocument from 'pdfkit';

export const MM = 72 / 25.4;
export const A4 = { width: 595.28, height: 841.89 } as const;
export const FONT = 'Helvetica';
export const FONT_BOLD = 'Helvetica-Bold';

export type Pdf = PDFKit.PDFDocument;

/** A new A4 document and a promise of its bytes (resolved after doc.end()). */
export function createPdf(info: { Title: string; Subject?: string; Author?: string }, opts: { layout?: 'portrait' | 'landscape'; bufferPages?: boolean } = {}) {
  const doc = new PDFDocument({
    size: 'A4',
    layout: opts.layout ?? 'portrait',
    margin: 0,
    autoFirstPage: true,
    bufferPages: opts.bufferPages ?? false,
    info: { Creator: 'Portal B2B', Producer: 'Portal B2B (pdfkit)', ...info },
    pdfVersion: '1.4',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Cuts `text` (with an ellipsis) so that it fits `width` at the current font and size. */
export function fit(doc: Pdf, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(text.slice(0, mid) + '…') <= width) lo = mid;
    else hi = mid - 1;
  }
  return text.slice(0, lo).trimEnd() + '…';
}

export interface TextOpts {
  size?: number;
  bold?: boolean;
  align?: 'left' | 'right' | 'center' | 'justify';
  color?: string;
}

/** One line of text at (x, y) inside `width`, cut to fit; y is the top of the line. */
export function line(doc: Pdf, text: string, x: number, y: number, width: number, o: TextOpts = {}) {
  doc.font(o.bold ? FONT_BOLD : FONT).fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
  const t = fit(doc, text, width);
  doc.text(t, x, y, { width, align: o.align ?? 'left', lineBreak: false, height: (o.size ?? 8) * 1.3 });
}

/** Wrapped text inside a box; returns the height used. */
export function para(doc: Pdf, text: string, x: number, y: number, width: number, o: TextOpts & { maxHeight?: number; lineGap?: number } = {}) {
  doc.font(o.bold ? FONT_BOLD : FONT).fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
  const opts = { width, align: o.align ?? 'left', lineGap: o.lineGap ?? 0, ...(o.maxHeight ? { height: o.maxHeight, ellipsis: true } : {}) } as const;
  const h = Math.min(doc.heightOfString(text, opts), o.maxHeight ?? Infinity);
  doc.text(text, x, y, opts);
  return h;
}

/**
 * Draws bar/space module widths (alternating, starting with a bar) as filled rectangles.
 * Returns the symbol width in points.
 */
export function drawBars(doc: Pdf, widths: readonly number[], x: number, y: number, module: number, height: number): number {
  let cx = x;
  doc.save().fillColor('#000');
  widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(cx, y, w * module, height);
    cx += w * module;
  });
  doc.fill().restore();
  return cx - x;
}

/** Least-recently-used cache for rendered documents. */
export class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }
  get size() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
}
