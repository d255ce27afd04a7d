// Rewrites the older citations of documents kept outside the repository to the product's own docs
// (docs/product/README.md), keeping the section numbers:
//   spec 01 §4               -> docs/product/portal-cliente.md §4
//   spec 02 §2.7, §9         -> docs/product/gestor-crm-vendas.md §2.7, §9
//   design §5, design.md     -> docs/product/arquitetura.md §5, docs/product/arquitetura.md
//   fiscal-documents.md §4   -> docs/product/documentos-fiscais.md §4
// A comment or Markdown line the longer name pushes past the print width is wrapped onto the next line of
// the same comment or paragraph. Idempotent: a second run changes nothing. Prints the files it changed
// (run `npx prettier --write` on them) and how many citations it rewrote.
//   node scripts/repoint-doc-citations.mjs [--dry-run]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trackedFiles } from './check-doc-citations.mjs';

const PORTAL = 'docs/product/portal-cliente.md';
const GESTOR = 'docs/product/gestor-crm-vendas.md';
const ARQUITETURA = 'docs/product/arquitetura.md';
const FISCAIS = 'docs/product/documentos-fiscais.md';
const WIDTH = 110;

/** [pattern, replacement]: applied in this order to the whole text. */
export const REWRITES = [
  // 'spec' at the end of a line and its number on the next: the citation moves to the next line whole
  [
    /[ \t]*([([]?)\bspec[ \t]*\n([ \t]*(?:\/\/+|\*|--|#)?[ \t]*)0([12])\b/g,
    (_, open, prefix, n) => `\n${prefix}${open}${n === '1' ? PORTAL : GESTOR}`,
  ],
  [/\bspec\/01-portal-cliente\.md\b/g, PORTAL],
  [/\bspec\/02-gestor-crm-vendas\.md\b/g, GESTOR],
  [/\bspec[ \t]+01\b/g, PORTAL],
  [/\bspec[ \t]+02\b/g, GESTOR],
  [/(?<![\w/.-])design\.md\b/g, ARQUITETURA],
  [/\bdesign[ \t]*§/g, `${ARQUITETURA} §`],
  [/(?<![\w/.@-])fiscal-documents\.md\b/g, FISCAIS],
];

/** A line's continuation prefix when it is a comment or Markdown prose that may be wrapped; else null. */
function prefixOf(line, markdown) {
  if (markdown) {
    if (/^\s*(\||#|```|<)/.test(line)) return null;
    const item = /^(\s*)(?:[-*]|\d+\.)\s+/.exec(line);
    if (item) return { first: item[0], next: item[1] + ' '.repeat(item[0].length - item[1].length) };
    const plain = /^\s*/.exec(line)[0];
    return { first: plain, next: plain };
  }
  const m = /^(\s*)(\/\/+ ?|\* |\/\*\* |\/\* |-- |# )/.exec(line);
  if (!m || /\*\/\s*$/.test(line)) return null;
  const lead = m[2].startsWith('/*') ? ' * ' : m[2];
  return { first: m[0], next: m[1] + lead };
}

/** Whether `line` continues the same comment or paragraph with `prefix` (so it may take carried words). */
function continues(line, prefix, markdown) {
  if (line === undefined || !line.startsWith(prefix) || /\*\/\s*$/.test(line)) return false;
  const rest = line.slice(prefix.length);
  if (!rest.trim() || /^\s/.test(rest)) return false;
  if (markdown) return !/^([-*|#>]|\d+\.|```)/.test(rest);
  return !/^([-*@|]|\d+\.|```)/.test(rest);
}

/** The last space at or before the width where the line may break (never right before '§'). */
function breakAt(line, minimum) {
  for (let i = Math.min(WIDTH, line.length - 1); i > minimum; i--) {
    if (line[i] === ' ' && line[i + 1] !== '§' && line[i - 1] !== ' ') return i;
  }
  return -1;
}

/** Wraps the lines at `changed` (indexes) that grew past the width, carrying words down. */
export function wrapChanged(lines, changed, markdown) {
  const out = [...lines];
  const fenced = new Set();
  if (markdown) {
    let inside = false;
    lines.forEach((line, i) => {
      if (/^\s*```/.test(line)) inside = !inside;
      else if (inside) fenced.add(i);
    });
  }
  const queue = [...changed].sort((a, b) => b - a); // bottom first: insertions keep the earlier indexes
  for (const start of queue) {
    if (fenced.has(start)) continue;
    let i = start;
    // a one-line JSDoc that grew past the width becomes a block
    const jsdoc = markdown ? null : /^(\s*)\/\*\* (.*?) ?\*\/$/.exec(out[i]);
    if (jsdoc && out[i].length > WIDTH) {
      const [, indent, body] = jsdoc;
      out.splice(i, 1, `${indent}/**`, `${indent} * ${body}`, `${indent} */`);
      i++;
    }
    while (out[i].length > WIDTH) {
      const prefix = prefixOf(out[i], markdown);
      if (!prefix) break;
      const at = breakAt(out[i], prefix.first.length + 1);
      if (at < 0) break;
      const carry = out[i].slice(at + 1);
      out[i] = out[i].slice(0, at);
      if (continues(out[i + 1], prefix.next, markdown)) {
        out[i + 1] = prefix.next + carry + ' ' + out[i + 1].slice(prefix.next.length);
      } else {
        out.splice(i + 1, 0, prefix.next + carry);
      }
      i++;
    }
  }
  return out;
}

/** The rewritten text of one file and how many citations it rewrote. */
export function repoint(text, markdown = false) {
  let count = 0;
  let next = text;
  for (const [re, to] of REWRITES) {
    next = next.replace(re, (...args) => {
      count++;
      return typeof to === 'function' ? to(...args) : to;
    });
  }
  if (!count) return { text, count };
  const before = new Set(text.split('\n'));
  const lines = next.split('\n');
  const changed = lines.flatMap((line, i) => (before.has(line) ? [] : [i]));
  return { text: wrapChanged(lines, changed, markdown).join('\n'), count };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dry = process.argv.includes('--dry-run');
  let total = 0;
  const files = [];
  for (const file of trackedFiles(root)) {
    const full = path.join(root, file);
    let text;
    try {
      text = readFileSync(full, 'utf8');
    } catch {
      continue;
    }
    if (text.includes('\0')) continue;
    const result = repoint(text, file.endsWith('.md'));
    if (!result.count) continue;
    total += result.count;
    files.push(file);
    if (!dry) writeFileSync(full, result.text);
  }
  for (const f of files) console.log(f);
  console.error(`${total} citation(s) rewritten in ${files.length} file(s)${dry ? ' (dry run)' : ''}`);
}
