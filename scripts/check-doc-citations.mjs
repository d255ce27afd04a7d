// Citation check (run by `npm run lint`): every tracked source and document file may cite only documents
// of the repository, and every cited section must exist. It fails, listing file:line, on
//   (a) a citation of a document outside the repository (the older forms: spec 01/02, design §N,
//       design.md, fiscal-documents.md), which scripts/repoint-doc-citations.mjs rewrites;
//   (b) a citation `docs/<file>.md §N` (several: `§2, §5`; a range: `§2.9–2.11`) or a relative Markdown
//       link to a .md file (with `§N` in its text or a `#anchor`) whose file does not exist or whose
//       section has no heading in that file ('## 4. ...', '### 2.7 ...').
// How to cite: docs/product/README.md. No dependencies; reads `git ls-files`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The older citation forms of documents kept outside the repository, each with what it means. */
export const OUTSIDE = [
  { re: /\bspec\s+0[12]\b/g, what: 'the specification outside the repository' },
  { re: /\bspec\s*§/g, what: 'a specification section without its document' },
  {
    re: /\b0[12]-(?:portal-cliente|gestor-crm-vendas)\.md\b/g,
    what: 'the specification outside the repository',
  },
  { re: /(?<![\w/.-])design\.md\b/g, what: 'the design guide outside the repository' },
  { re: /\bdesign\s*§/g, what: 'the design guide outside the repository' },
  { re: /(?<![\w/.@-])fiscal-documents\b/g, what: 'the fiscal documents outside the repository' },
];

/** One section number: 4, 2.7, 2a, 9a. */
const SECTION = String.raw`\d+[a-z]?(?:\.\d+[a-z]?)*`;
/** The sections after a citation: `§4`, `§2, §5, §8`, `§2.9–2.11`, `§3-§9`. */
const SECTIONS_RE = new RegExp(String.raw`^\s*§(${SECTION})((?:\s*(?:,\s*§|[–-]\s*§?)${SECTION})*)`);
const NUMBERS_RE = new RegExp(SECTION, 'g');
/** A docs path cited from the repository root (not the tail of another path). */
const DOCS_PATH_RE = /(?<![\w./-])(docs\/[\w./-]*?\.md)\b/g;
/** A Markdown link to a .md file by a relative path, with an optional anchor. */
const LINK_RE = /\[([^\]\n]*)\]\(((?!https?:|mailto:|\/)[^)\s#]*\.md)(#[^)\s]*)?\)/g;
/** A comment or list prefix that a citation may continue after, on the next line. */
const CONTINUATION_RE = /^\s*(?:\/\/+|\/?\*+|#+|--|-)?\s*/;

const SKIP_DIRS = /(^|\/)(node_modules|dist|bench\/results|e2e\/artifacts|docs\/screens)\//;
const SKIP_FILES = /(^|\/)(package-lock\.json|pnpm-lock\.yaml|yarn\.lock)$/;
const BINARY = /\.(png|jpe?g|gif|ico|webp|avif|woff2?|ttf|otf|eot|pdf|zip|gz|tgz|xlsx|wasm|mp4|webm)$/i;
/** This check, the rewrite and their test name the older forms on purpose. */
const SELF = /^scripts\/(check|repoint)-doc-citations(\.test)?\.mjs$/;

/** The section numbers with a heading in a Markdown text: '## 4. Title' -> 4, '### 2.7 Title' -> 2.7. */
export function sectionsOf(markdown) {
  const found = new Set();
  for (const m of markdown.matchAll(new RegExp(String.raw`^#{1,6}\s+(${SECTION})\.?(?=\s|$)`, 'gm'))) {
    found.add(m[1]);
  }
  return found;
}

/** GitHub's anchor of a heading. */
export function slugOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown) {
  const found = new Set();
  for (const m of markdown.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) found.add(slugOf(m[1]));
  return found;
}

/** The section numbers a citation names, read from the text right after the cited file. */
function citedSections(after) {
  const m = SECTIONS_RE.exec(after);
  if (!m) return [];
  return [m[1], ...(m[2].match(NUMBERS_RE) ?? [])];
}

/**
 * The problems of one file. `getDoc(repoPath)` answers a Markdown file's text, or undefined when the
 * file does not exist.
 */
export function checkText(file, text, getDoc) {
  const problems = [];
  const lines = text.split('\n');
  const report = (i, message) => problems.push({ file, line: i + 1, message });
  const missing = (i, doc, sections) => {
    const body = getDoc(doc);
    if (body === undefined) return report(i, `cites ${doc}, which does not exist`);
    const have = sectionsOf(body);
    for (const s of sections) if (!have.has(s)) report(i, `cites ${doc} §${s}, which has no such heading`);
  };
  lines.forEach((line, i) => {
    for (const { re, what } of OUTSIDE) {
      for (const m of line.matchAll(re))
        report(i, `'${m[0].trim()}' cites ${what}; cite docs/product/ instead`);
    }
    // 'spec' at the end of a line, its number on the next
    if (/\bspec\s*$/.test(line) && /^0[12]\b/.test((lines[i + 1] ?? '').replace(CONTINUATION_RE, ''))) {
      report(
        i,
        `'spec ${lines[i + 1].replace(CONTINUATION_RE, '').slice(0, 2)}' cites the specification outside the repository; cite docs/product/ instead`,
      );
    }
    for (const m of line.matchAll(DOCS_PATH_RE)) {
      let after = line.slice(m.index + m[0].length);
      if (!after.trim()) after = ' ' + (lines[i + 1] ?? '').replace(CONTINUATION_RE, '');
      missing(i, m[1], citedSections(after));
    }
    if (!file.endsWith('.md')) return;
    for (const m of line.matchAll(LINK_RE)) {
      const [, label, target, anchor] = m;
      const doc = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
      const sectionAt = label.indexOf('§');
      missing(i, doc, sectionAt < 0 ? [] : citedSections(label.slice(sectionAt)));
      const body = getDoc(doc);
      if (anchor && body !== undefined && !anchorsOf(body).has(anchor.slice(1))) {
        report(i, `links ${doc}${anchor}, which has no such heading`);
      }
    }
  });
  return problems;
}

/** The tracked files the check reads. */
export function trackedFiles(root) {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter((f) => f && !SKIP_DIRS.test(f) && !SKIP_FILES.test(f) && !BINARY.test(f) && !SELF.test(f));
}

/** Every problem of the repository at `root`. */
export function checkRepository(root) {
  const cache = new Map();
  const getDoc = (doc) => {
    if (!cache.has(doc)) {
      const full = path.join(root, doc);
      cache.set(doc, existsSync(full) ? readFileSync(full, 'utf8') : undefined);
    }
    return cache.get(doc);
  };
  const problems = [];
  for (const file of trackedFiles(root)) {
    const full = path.join(root, file);
    if (!existsSync(full)) continue; // deleted, not yet staged
    const text = readFileSync(full, 'utf8');
    if (text.includes('\0')) continue;
    problems.push(...checkText(file, text, getDoc));
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkRepository(root);
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
  if (problems.length) {
    console.error(`\n${problems.length} citation problem(s); how to cite: docs/product/README.md`);
    process.exit(1);
  }
}
