// Is an uploaded SVG safe to serve as a product picture? The document is read by a strict XML parser
// (saxes: namespaces resolved, character and entity references decoded, undefined entities and
// malformed markup are errors), so what is checked is what a browser would see, whatever the
// spelling: `&#106;avascript:`, whitespace or newlines inside a URL, a `<x:script>` under another
// prefix. The picture is refused (never rewritten) when it carries a script, an event handler, a
// `javascript:` (or any non-fragment) link, an animation that sets a link or a handler, a
// foreignObject or other embedded document, a DTD with an internal subset, a processing instruction
// (xml-stylesheet) or an external reference in CSS (`@import`, `url()` other than `#id`). The
// sandboxing Content-Security-Policy on served pictures stays as the second line.
import { SaxesParser, type SaxesTagNS } from 'saxes';

export type SvgVerdict = 'ok' | 'invalid' | 'unsafe';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** Elements that run code or embed another document: refused in any namespace. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'frame',
  'embed',
  'object',
  'applet',
  'audio',
  'video',
  'handler',
  'listener',
  'base',
  'link',
  'meta',
]);
/** Animation elements: refused when they target a link or an event handler. */
const ANIMATIONS = new Set([
  'set',
  'animate',
  'animatetransform',
  'animatemotion',
  'animatecolor',
  'discard',
]);
/** The only links a picture may hold: a fragment of itself or an embedded raster image. */
const SAFE_LINK = /^(#|data:image\/(png|jpeg|gif|webp)[;,])/;

/** What a browser reads of a URL: no whitespace, control or invisible characters, lower case. */
const squeeze = (v: string) =>
  Array.from(v)
    .filter((ch) => ch > ' ' && !/[\s\u007f-\u00a0\u200b-\u200f\ufeff]/.test(ch))
    .join('')
    .toLowerCase();

/** CSS text with its escapes (`\6a`, `\:`) decoded and comments removed. */
function decodeCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_, hex: string) => {
      const cp = parseInt(hex, 16);
      return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '\ufffd';
    })
    .replace(/\\(.)/g, '$1');
}

/** A style sheet or style attribute without imports, bindings or links out of the document. */
function isSafeCss(css: string): boolean {
  const text = squeeze(decodeCss(css));
  if (/@import|expression\(|javascript:|vbscript:|-moz-binding|behavior:/.test(text)) return false;
  for (const m of text.matchAll(/url\(([^)]*)\)?/g)) {
    const target = m[1].replace(/^['"]|['"]$/g, '');
    if (!target.startsWith('#')) return false;
  }
  return true;
}

function isSafeAttribute(element: string, attr: { local: string; value: string }): boolean {
  const name = attr.local.toLowerCase();
  const value = squeeze(attr.value);
  if (name.startsWith('on')) return false;
  if (/javascript:|vbscript:|livescript:/.test(value)) return false;
  if (['href', 'src', 'action', 'formaction', 'xml:base', 'base'].includes(name) && !SAFE_LINK.test(value))
    return false;
  if (name === 'style' && !isSafeCss(attr.value)) return false;
  if (value.includes('url(') && !isSafeCss(attr.value)) return false;
  if (
    ANIMATIONS.has(element) &&
    name === 'attributename' &&
    (value.startsWith('on') || value.endsWith('href'))
  )
    return false;
  return true;
}

/** 'ok', 'invalid' (not a well-formed SVG document) or 'unsafe' (see the file's comment). */
export function inspectSvg(source: string): SvgVerdict {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let invalid = false;
  let unsafe = false;
  let depth = 0;
  let rootIsSvg = false;
  let inStyle = 0;
  let styleText = '';
  parser.on('error', () => {
    invalid = true;
  });
  parser.on('doctype', (doctype) => {
    if (/[[<]|ENTITY/i.test(doctype)) unsafe = true;
  });
  parser.on('processinginstruction', () => {
    unsafe = true;
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const local = tag.local.toLowerCase();
    if (depth === 0) rootIsSvg = local === 'svg' && tag.uri === SVG_NS;
    depth++;
    if (FORBIDDEN_ELEMENTS.has(local) || tag.uri === XHTML_NS) unsafe = true;
    for (const attr of Object.values(tag.attributes)) {
      if (!isSafeAttribute(local, attr)) unsafe = true;
    }
    if (local === 'style') inStyle++;
  });
  parser.on('closetag', (tag: SaxesTagNS) => {
    depth--;
    if (tag.local.toLowerCase() === 'style') {
      inStyle--;
      if (!isSafeCss(styleText)) unsafe = true;
      styleText = '';
    }
  });
  const collect = (text: string) => {
    if (inStyle > 0) styleText += text;
  };
  parser.on('text', collect);
  parser.on('cdata', collect);
  try {
    parser.write(source.replace(/^\uFEFF/, '')).close();
  } catch {
    invalid = true;
  }
  if (invalid || !rootIsSvg) return unsafe ? 'unsafe' : 'invalid';
  return unsafe ? 'unsafe' : 'ok';
}
