// Reading XML that arrives from outside (the ERP's nfeProc) or from the database: fast-xml-parser
// checks well-formedness and tokenises; this module turns its ordered output into a small element
// tree and adds what a hostile document needs on top of the library:
// - no DTD at all (<!DOCTYPE>, <!ENTITY>, …): refused before the library sees the text, and the
//   library's own entity processing is off, so no entity expansion of any kind;
// - only the five predefined entities and character references are decoded, by this module;
//   an undeclared entity or a reference to a character XML does not allow is an error;
// - the text is bounded in size and the tree in depth;
// - one root element, no text outside it.
// Errors are pt-BR, 'XML inválido (what) at where', where being a line/column or an element path.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** Largest document read (characters): the ERP API's own limit for an invoice XML. */
export const MAX_XML_CHARS = 5_000_000;
/** Deepest element nesting read (an nfeProc nests 8 levels). */
export const MAX_XML_DEPTH = 64;

export interface XmlElement {
  /** Local name (prefix removed). */
  name: string;
  /** Qualified name as written (prefix:local). */
  qname: string;
  /** Attributes as written (namespace declarations included), values decoded and normalised. */
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Concatenated character data directly inside the element (CDATA included). */
  text: string;
  /** Child elements and character data in document order (comments and PIs left out). */
  content: (XmlElement | string)[];
}

export class XmlError extends Error {
  constructor(what: string, where: string) {
    super(`XML inválido (${what}) ${where}`);
    this.name = 'XmlError';
  }
}

const ATTRS = ':@';
const TEXT = '#text';
const CDATA = '#cdata';
const COMMENT = '#comment';

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  allowBooleanAttributes: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  removeNSPrefix: false,
  processEntities: false,
  htmlEntities: false,
  cdataPropName: CDATA,
  commentPropName: COMMENT,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: MAX_XML_DEPTH,
});

/** The validator's messages, in Portuguese (line and column are added by the caller). */
function translate(err: { code: string; msg: string }): string {
  let m: RegExpExecArray | null;
  if ((m = /^Expected closing tag '([^']*)' .* instead of closing tag '([^']*)'/.exec(err.msg)))
    return `fechamento </${m[2]}> onde se esperava </${m[1]}>`;
  if ((m = /^Unclosed tag '([^']*)'/.exec(err.msg))) return `elemento <${m[1]}> não fechado`;
  if ((m = /^Closing tag '([^']*)' has not been opened/.exec(err.msg)))
    return `fechamento </${m[1]}> sem abertura`;
  if ((m = /^Attribute '([^']*)' is repeated/.exec(err.msg))) return `atributo ${m[1]} repetido`;
  if ((m = /^Tag '([^']*)' is an invalid name/.exec(err.msg))) return `nome de elemento inválido '${m[1]}'`;
  if ((m = /^char '(.)' is not expected/.exec(err.msg))) return `caractere '${m[1]}' inesperado`;
  if ((m = /^Closing tag '([^']*)'/.exec(err.msg))) return `fechamento </${m[1]}> malformado`;
  if ((m = /^Attributes for '([^']*)' have open quote/.exec(err.msg)))
    return `aspas não fechadas nos atributos de <${m[1]}>`;
  if ((m = /^Attribute '([^']*)' has no space in starting/.exec(err.msg)))
    return `falta espaço antes do atributo ${m[1]}`;
  if ((m = /^(?:Attribute|boolean attribute) '([^']*)' is (?:without value|not allowed)/.exec(err.msg)))
    return `atributo ${m[1]} sem valor`;
  if ((m = /^Attribute '([^']*)' is an invalid name/.exec(err.msg)))
    return `nome de atributo inválido '${m[1]}'`;
  if (/Multiple possible root nodes/.test(err.msg)) return 'mais de um elemento raiz';
  if (/Extra text at the end/.test(err.msg)) return 'texto após o elemento raiz';
  if (/Start tag expected/.test(err.msg)) return 'elemento raiz ausente';
  if (/XML declaration allowed only at the start/.test(err.msg)) return 'declaração XML fora do início';
  const generic: Record<string, string> = {
    InvalidTag: 'tag malformada',
    InvalidAttr: 'atributo malformado',
    InvalidChar: 'caractere inesperado',
    InvalidXml: 'documento malformado',
  };
  return generic[err.code] ?? 'documento malformado';
}

/** Line and column (1-based) of an offset. */
function lineCol(xml: string, at: number): string {
  let line = 1;
  let last = -1;
  for (let i = xml.indexOf('\n'); i !== -1 && i < at; i = xml.indexOf('\n', i + 1)) {
    line++;
    last = i;
  }
  return `na linha ${line}, coluna ${at - last}`;
}

/** Refuses any markup declaration (<!DOCTYPE, <!ENTITY, …) outside comments and CDATA sections. */
function refuseDtd(xml: string): void {
  for (let i = xml.indexOf('<!'); i !== -1; i = xml.indexOf('<!', i)) {
    const close = xml.startsWith('<!--', i) ? '-->' : xml.startsWith('<![CDATA[', i) ? ']]>' : null;
    if (!close) throw new XmlError('DTD/DOCTYPE não permitido', lineCol(xml, i));
    const end = xml.indexOf(close, i + 4);
    if (end === -1) return; // unterminated: the validator reports it
    i = end + close.length;
  }
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const isXmlChar = (c: number) =>
  c === 0x9 ||
  c === 0xa ||
  c === 0xd ||
  (c >= 0x20 && c <= 0xd7ff) ||
  (c >= 0xe000 && c <= 0xfffd) ||
  (c >= 0x10000 && c <= 0x10ffff);

/** Decodes the predefined entities and character references; anything else after '&' is an error. */
function decode(raw: string, where: () => string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(?:(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z_][\w.-]*);)?/g, (whole, ref?: string) => {
    if (ref === undefined) throw new XmlError("'&' fora de uma referência de entidade", where());
    if (ref[0] !== '#') {
      const v = PREDEFINED[ref];
      if (v === undefined) throw new XmlError(`entidade não declarada ${whole}`, where());
      return v;
    }
    const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    if (!isXmlChar(code)) throw new XmlError(`referência a caractere não permitido ${whole}`, where());
    return String.fromCodePoint(code);
  });
}

type FxpNode = Record<string, unknown>;

const localName = (qname: string) => qname.slice(qname.indexOf(':') + 1);

function elementKey(node: FxpNode): string | undefined {
  return Object.keys(node).find((k) => k !== ATTRS);
}

function toElement(qname: string, node: FxpNode, parentPath: string): XmlElement {
  const path = parentPath ? `${parentPath}/${qname}` : qname;
  const where = () => `em ${path}`;
  const attrs: Record<string, string> = {};
  for (const [k, v] of Object.entries((node[ATTRS] ?? {}) as Record<string, string>)) {
    if (v.includes('<')) throw new XmlError(`'<' no valor do atributo ${k}`, where());
    // attribute-value normalisation (XML 1.0 §3.3.3): literal white space becomes a space
    attrs[k] = decode(v.replace(/[\t\n\r]/g, ' '), () => `em ${path}/@${k}`);
  }
  const el: XmlElement = { name: localName(qname), qname, attrs, children: [], text: '', content: [] };
  for (const child of node[qname] as FxpNode[]) {
    const key = elementKey(child);
    if (key === undefined || key === COMMENT) continue;
    let text: string;
    if (key === TEXT) text = decode(String(child[TEXT]), where);
    else if (key === CDATA) text = (child[CDATA] as FxpNode[]).map((t) => String(t[TEXT] ?? '')).join('');
    else {
      const sub = toElement(key, child, path);
      el.children.push(sub);
      el.content.push(sub);
      continue;
    }
    el.text += text;
    const last = el.content.length - 1;
    if (typeof el.content[last] === 'string') el.content[last] += text;
    else el.content.push(text);
  }
  return el;
}

const MISC = String.raw`(?:\s|<!--[\s\S]*?-->|<\?[\s\S]*?\?>)*`;
/** A document whose root element is empty: misc, the root (self-closing or not), misc. */
const EMPTY_ROOT_DOCUMENT = new RegExp(
  String.raw`^\uFEFF?${MISC}<([^\s/>]+)(?:\s+[^\s=]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*(?:\/>|>${MISC}<\/\1\s*>)${MISC}$`,
);

/** Parses a well-formed XML document into an element tree; throws an XmlError on anything else. */
export function parseXml(xml: string): XmlElement {
  if (typeof xml !== 'string' || xml.length === 0) throw new XmlError('documento vazio', 'no início');
  if (xml.length > MAX_XML_CHARS)
    throw new XmlError(`documento com mais de ${MAX_XML_CHARS} caracteres`, 'no documento');
  refuseDtd(xml);
  const valid = XMLValidator.validate(xml, { allowBooleanAttributes: false });
  if (valid !== true) {
    const { line, col } = valid.err;
    throw new XmlError(translate(valid.err), `na linha ${line}, coluna ${col}`);
  }
  let nodes: FxpNode[];
  try {
    nodes = parser.parse(xml) as FxpNode[];
  } catch (err) {
    // the validator has passed; what is left is the library's own bounds (depth, reserved names)
    const msg = (err as Error).message;
    if (/Maximum nested tags/.test(msg))
      throw new XmlError(`elementos aninhados em mais de ${MAX_XML_DEPTH} níveis`, 'no documento');
    throw new XmlError(`documento recusado pelo leitor: ${msg}`, 'no documento');
  }
  const roots = nodes.filter((n) => {
    const key = elementKey(n);
    if (key === TEXT) {
      if (String(n[TEXT]).trim()) throw new XmlError('texto fora do elemento raiz', 'no nível do documento');
      return false;
    }
    if (key === CDATA) throw new XmlError('CDATA fora do elemento raiz', 'no nível do documento');
    return key !== undefined && key !== COMMENT;
  });
  if (roots.length !== 1)
    throw new XmlError(roots.length ? 'mais de um elemento raiz' : 'elemento raiz ausente', 'no documento');
  const root = toElement(elementKey(roots[0])!, roots[0], '');
  // The library drops text after a self-closing root element ('<a/>resto') without a word.
  if (!root.content.length && !EMPTY_ROOT_DOCUMENT.test(xml))
    throw new XmlError('texto após o elemento raiz', 'no documento');
  return root;
}

/** First child element by local name along a path ('ide/cNF'). */
export function xmlChild(el: XmlElement | undefined, path: string): XmlElement | undefined {
  let cur = el;
  for (const part of path.split('/')) {
    if (!cur) return undefined;
    cur = cur.children.find((c) => c.name === part);
  }
  return cur;
}

export function xmlChildren(el: XmlElement | undefined, name: string): XmlElement[] {
  return el ? el.children.filter((c) => c.name === name) : [];
}

/** Trimmed text at a path, '' when absent. */
export function xmlText(el: XmlElement | undefined, path: string): string {
  return xmlChild(el, path)?.text.trim() ?? '';
}
