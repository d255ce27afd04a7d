// Small helpers shared by the PDF documents (pdfkit, standard Helvetica fonts: real, selectable
// text; WinAnsi covers Portuguese accents, but not U+2212, so '(-)' is written with a hyphen).
import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';

export const MM = 72 / 25.4;
export const A4 = { width: 595.28, height: 841.89 } as const;
export const FONT = 'Helvetica';
export const FONT_BOLD = 'Helvetica-Bold';

export type Pdf = PDFKit.PDFDocument;

/**
 * A new A4 document and a promise of its bytes (resolved after doc.end()). With CreationDate the
 * bytes are a function of what is drawn (pdfkit derives the file id from the info).
 */
export function createPdf(
  info: { Title: string; Subject?: string; Author?: string; CreationDate?: Date },
  opts: { layout?: 'portrait' | 'landscape'; bufferPages?: boolean } = {},
) {
  const doc = new PDFDocument({
    size: 'A4',
    layout: opts.layout ?? 'portrait',
    margin: 0,
    autoFirstPage: true,
    bufferPages: opts.bufferPages ?? false,
    info: {
      Creator: 'Portal B2B',
      Producer: 'Portal B2B (pdfkit)',
      ...Object.fromEntries(Object.entries(info).filter(([, v]) => v !== undefined)),
    },
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
  doc
    .font(o.bold ? FONT_BOLD : FONT)
    .fontSize(o.size ?? 8)
    .fillColor(o.color ?? '#000');
  const t = fit(doc, text, width);
  doc.text(t, x, y, { width, align: o.align ?? 'left', lineBreak: false, height: (o.size ?? 8) * 1.3 });
}

/** Wrapped text inside a box; returns the height used. */
export function para(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  o: TextOpts & { maxHeight?: number; lineGap?: number } = {},
) {
  doc
    .font(o.bold ? FONT_BOLD : FONT)
    .fontSize(o.size ?? 8)
    .fillColor(o.color ?? '#000');
  const opts = {
    width,
    align: o.align ?? 'left',
    lineGap: o.lineGap ?? 0,
    ...(o.maxHeight ? { height: o.maxHeight, ellipsis: true } : {}),
  } as const;
  const h = Math.min(doc.heightOfString(text, opts), o.maxHeight ?? Infinity);
  doc.text(text, x, y, opts);
  return h;
}

/**
 * Draws bar/space module widths (alternating, starting with a bar) as filled rectangles.
 * Returns the symbol width in points.
 */
export function drawBars(
  doc: Pdf,
  widths: readonly number[],
  x: number,
  y: number,
  module: number,
  height: number,
): number {
  let cx = x;
  doc.save().fillColor('#000');
  widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(cx, y, w * module, height);
    cx += w * module;
  });
  doc.fill().restore();
  return cx - x;
}

/** A rendered document: its bytes and a strong ETag (the SHA-1 of the bytes). */
export interface CachedDocument {
  pdf: Buffer;
  etag: string;
}

/**
 * Rendered documents kept in memory, least recently used first out, bounded by their total size in
 * bytes. The caller's key must cover everything the document is drawn from (a hash of the input),
 * so a changed source is a new key and never an old document; concurrent requests for a key that
 * is being rendered share that rendering.
 */
export class DocumentCache {
  private readonly map = new Map<string, CachedDocument>();
  private readonly rendering = new Map<string, Promise<CachedDocument>>();
  private total = 0;
  constructor(private readonly maxBytes: number) {}

  async get(key: string, render: () => Promise<Buffer>): Promise<CachedDocument & { cached: boolean }> {
    const hit = this.map.get(key);
    if (hit) {
      this.map.delete(key);
      this.map.set(key, hit);
      return { ...hit, cached: true };
    }
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = render()
        .then((pdf) => {
          const doc = { pdf, etag: `"${createHash('sha1').update(pdf).digest('base64url')}"` };
          this.put(key, doc);
          return doc;
        })
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return { ...(await pending), cached: false };
  }

  private put(key: string, doc: CachedDocument) {
    if (doc.pdf.length > this.maxBytes) return;
    const old = this.map.get(key);
    if (old) {
      this.map.delete(key);
      this.total -= old.pdf.length;
    }
    this.map.set(key, doc);
    this.total += doc.pdf.length;
    for (const [k, v] of this.map) {
      if (this.total <= this.maxBytes) break;
      this.map.delete(k);
      this.total -= v.pdf.length;
    }
  }

  /** Documents and bytes held. */
  get size() {
    return { documents: this.map.size, bytes: this.total };
  }

  clear() {
    this.map.clear();
    this.total = 0;
  }
}

/** True when the request's If-None-Match names this ETag (or is '*'): the browser's copy is current. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** The brand a document is printed under (white label: marcas). */
export interface DocumentBrand {
  nome: string;
  razaoSocial: string;
}

const HEADER_GREY = '#555';
/** The rules between the rows of the portal's own documents. */
const ROW_RULE = '#999';

/**
 * Wrapped text at (x, y) inside `width` (8.5 pt unless told), as the portal's own documents (order
 * print, quote) write it; returns the y below it.
 */
export function textBlock(
  doc: Pdf,
  s: string,
  x: number,
  y: number,
  width: number,
  o: TextOpts = {},
): number {
  doc
    .font(o.bold ? FONT_BOLD : FONT)
    .fontSize(o.size ?? 8.5)
    .fillColor(o.color ?? '#000');
  doc.text(s, x, y, { width, align: o.align ?? 'left' });
  return doc.y;
}

/** The 'Label: value' rows under a document's header, from y; returns the y where the next part starts. */
export function fieldRows(doc: Pdf, rows: [string, string][], x: number, y: number, width: number): number {
  for (const [label, value] of rows) {
    textBlock(doc, `${label}:`, x, y, 120, { bold: true });
    y = Math.max(textBlock(doc, value, x + 122, y, width - 122), y + 11) + 2;
  }
  return y + 6;
}

/** A column of an items table: its title, width in points, alignment and each row's text. */
export interface TableColumn<T> {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  value: (row: T) => string;
}

/**
 * The items table of the order print and the quote, from y across (x, x + width): a grey header band,
 * each row as tall as its tallest cell with a rule under it; a row that would pass `bottom` goes to a
 * new page, under the header again at `pageTop`. Returns the y below the last row.
 */
export function itemsTable<T>(
  doc: Pdf,
  cols: TableColumn<T>[],
  rows: readonly T[],
  at: { x: number; y: number; width: number; bottom: number; pageTop: number },
): number {
  const { x, width } = at;
  const header = (top: number) => {
    doc.rect(x, top, width, 16).fillColor('#eee').fill();
    let cx = x;
    for (const c of cols) {
      textBlock(doc, c.title, cx + 2, top + 4, c.width - 4, { bold: true, size: 7.5, align: c.align });
      cx += c.width;
    }
    return top + 18;
  };
  let y = header(at.y);
  doc.font(FONT).fontSize(8);
  for (const row of rows) {
    const h = Math.max(...cols.map((c) => doc.heightOfString(c.value(row), { width: c.width - 4 }))) + 4;
    if (y + h > at.bottom) {
      doc.addPage();
      y = header(at.pageTop);
    }
    let cx = x;
    for (const c of cols) {
      textBlock(doc, c.value(row), cx + 2, y + 2, c.width - 4, { size: 8, align: c.align });
      cx += c.width;
    }
    y += h;
    doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.5)
      .strokeColor(ROW_RULE)
      .stroke();
  }
  return y;
}

/**
 * The totals under the items table, right-aligned in (x, x + width), one line each 12 pt from y:
 * [label, value, bold].
 */
export function totalLines(
  doc: Pdf,
  lines: [string, string, boolean?][],
  x: number,
  y: number,
  width: number,
): void {
  lines.forEach(([label, value, bold], k) => {
    textBlock(doc, label, x + width - 260, y + 12 * k, 150, { align: 'right', bold });
    textBlock(doc, value, x + width - 105, y + 12 * k, 105, { align: 'right', bold });
  });
}

/**
 * The brand block of the portal's own documents (order print, quote): the brand's name and company
 * name on the left, the document's title and its lines (emission, status, validity...) on the
 * right, and a rule under them. `margin` and `width` are the page's text area; returns the y
 * below the rule where the body starts.
 */
export function brandHeader(
  doc: Pdf,
  brand: DocumentBrand,
  right: { title: string; lines: { text: string; bold?: boolean }[] },
  margin: number,
  width: number,
): number {
  const top = margin;
  textBlock(doc, brand.nome, margin, top, width * 0.6, { size: 16, bold: true });
  textBlock(doc, brand.razaoSocial, margin, top + 20, width * 0.6, { color: HEADER_GREY });
  textBlock(doc, right.title, margin + width * 0.5, top, width * 0.5, {
    size: 15,
    bold: true,
    align: 'right',
  });
  right.lines.forEach((l, i) =>
    textBlock(doc, l.text, margin + width * 0.5, top + 20 + 12 * i, width * 0.5, {
      align: 'right',
      bold: l.bold,
    }),
  );
  const y = top + Math.max(50, 20 + 12 * right.lines.length + 6);
  doc
    .moveTo(margin, y)
    .lineTo(margin + width, y)
    .lineWidth(0.5)
    .strokeColor('#000')
    .stroke();
  return y + 8;
}

/** The footer line of every page of a buffered document: `text(page, pages)` over a thin rule. */
export function pageFooters(
  doc: Pdf,
  text: (page: number, pages: number) => string,
  margin: number,
  width: number,
  pageHeight: number,
) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc
      .moveTo(margin, pageHeight - margin - 14)
      .lineTo(margin + width, pageHeight - margin - 14)
      .lineWidth(0.5)
      .strokeColor(ROW_RULE)
      .stroke();
    doc
      .font(FONT)
      .fontSize(7)
      .fillColor(HEADER_GREY)
      .text(text(i + 1, range.count), margin, pageHeight - margin - 10, {
        width,
        align: 'center',
        lineBreak: false,
        height: 10,
      });
  }
}

const spDateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
/** DD/MM/YYYY HH:mm of an instant in São Paulo time. */
export const spDateTime = (d: Date | string) => spDateTimeFormat.format(new Date(d)).replace(',', '');
/** DD/MM/YYYY of a calendar day 'YYYY-MM-DD'. */
export const dayText = (isoDay: string) =>
  `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`;
