// Canonical XML (inclusive C14N 1.0, without comments) as the NF-e signature uses it: the escapes
// the builder writes with, and the canonical form of infNFe read from a document, to check its
// DigestValue. The canonical form is serialised from the parsed tree, so it does not depend on
// how the document was written (prefixes, quotes, attribute order, white space inside tags,
// comments, CDATA, entity references). Not covered (never inside an NF-e's infNFe): processing
// instructions and xml:* attributes inherited from ancestors.
import { parseXml, type XmlElement } from './xml';

/** Characters allowed in XML 1.0 text; others are dropped. */
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text content escaping (matches canonical XML: & < > and CR). */
export function escapeXmlText(value: string): string {
  return value
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#xD;');
}

/** Attribute value escaping (matches canonical XML: & < " TAB LF CR). */
export function escapeXmlAttr(value: string): string {
  return value
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#x9;')
    .replace(/\n/g, '&#xA;')
    .replace(/\r/g, '&#xD;');
}

/** Namespace declarations of an element: prefix ('' for the default) → URI. */
function declarations(el: XmlElement): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(el.attrs)) {
    if (k === 'xmlns') out.set('', v);
    else if (k.startsWith('xmlns:')) out.set(k.slice(6), v);
  }
  return out;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Canonical form of an element: namespace declarations that differ from what the nearest output
 * ancestor rendered (all in-scope ones on the apex), sorted by prefix; then attributes sorted by
 * namespace URI and local name; start and end tags always; text escaped.
 */
function canonical(el: XmlElement, inScope: Map<string, string>, rendered: Map<string, string>): string {
  const scope = new Map(inScope);
  for (const [p, uri] of declarations(el)) scope.set(p, uri);
  const nsOut: [string, string][] = [];
  const nextRendered = new Map(rendered);
  for (const [p, uri] of scope) {
    if (rendered.get(p) === uri) continue;
    if (p === '' && uri === '' && !rendered.get('')) continue; // xmlns="" with no default above
    if (p !== '' && uri === '') continue;
    nsOut.push([p, uri]);
    nextRendered.set(p, uri);
  }
  nsOut.sort((a, b) => byCodeUnits(a[0], b[0]));
  const attrs = Object.entries(el.attrs)
    .filter(([k]) => k !== 'xmlns' && !k.startsWith('xmlns:'))
    .map(([k, v]) => {
      const colon = k.indexOf(':');
      const uri = colon === -1 ? '' : (scope.get(k.slice(0, colon)) ?? '');
      return { k, v, uri, local: k.slice(colon + 1) };
    })
    .sort((a, b) => byCodeUnits(a.uri, b.uri) || byCodeUnits(a.local, b.local));
  const open =
    `<${el.qname}` +
    nsOut.map(([p, uri]) => ` ${p ? `xmlns:${p}` : 'xmlns'}="${escapeXmlAttr(uri)}"`).join('') +
    attrs.map((a) => ` ${a.k}="${escapeXmlAttr(a.v)}"`).join('') +
    '>';
  const inner = el.content
    .map((c) => (typeof c === 'string' ? escapeXmlText(c) : canonical(c, scope, nextRendered)))
    .join('');
  return `${open}${inner}</${el.qname}>`;
}

/** Path of local names from the root to the first element named `name` (depth first), or null. */
function pathTo(el: XmlElement, name: string): XmlElement[] | null {
  if (el.name === name) return [el];
  for (const c of el.children) {
    const p = pathTo(c, name);
    if (p) return [el, ...p];
  }
  return null;
}

/** Inclusive C14N of a document's infNFe (the input of its DigestValue); null without infNFe. Throws on malformed XML. */
export function canonicalInfNFe(xml: string): string | null {
  const path = pathTo(parseXml(xml), 'infNFe');
  if (!path) return null;
  const inf = path[path.length - 1];
  const inScope = new Map<string, string>();
  for (const anc of path.slice(0, -1)) for (const [p, uri] of declarations(anc)) inScope.set(p, uri);
  return canonical(inf, inScope, new Map());
}
