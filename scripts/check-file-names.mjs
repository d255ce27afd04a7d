// File-name check (run by `npm run lint`): the source files and folders of the apps, the shared package,
// the journeys, the benchmarks and the scripts follow docs/NAMING.md, File names. It fails, listing each
// path, on
//   (a) a folder that is not kebab-case (lower case, digits, hyphens: `gestor-clientes`, `layouts`);
//   (b) a source file whose base name (before its first dot) is neither kebab-case nor, for a .tsx
//       file only, PascalCase (a React component: `OrderReview.tsx`); the qualifiers after the base
//       (`.test`, `.brand.test`, `.perf`, `.fault`, `.d`) are kebab-case too;
//   (c) a web file named with the Portuguese `Detalhe` where the convention's technical word is
//       `Detail` (`PedidoDetailPage.tsx`).
// No dependencies; reads `git ls-files` (tracked and new, not ignored, files).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The trees whose names are checked. */
const ROOTS = /^(apps\/[^/]+\/(src|test)|packages\/[^/]+\/src|e2e|bench|scripts)\//;
/** Generated or outside trees. */
const SKIP = /(^|\/)(node_modules|dist|results|artifacts)\//;
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][a-z0-9]*([A-Z][a-z0-9]*)*$/;

/** The problems of one path (relative to the repository, with `/`): [] when it follows the convention. */
export function checkPath(file) {
  if (!ROOTS.test(file) || SKIP.test(file) || !SOURCE.test(file)) return [];
  const problems = [];
  const parts = file.split('/');
  const name = parts.pop();
  const rootDepth = file.startsWith('apps/') || file.startsWith('packages/') ? 3 : 1;
  for (const dir of parts.slice(rootDepth)) {
    if (!KEBAB.test(dir)) problems.push(`pasta '${dir}' fora do padrão kebab-case`);
  }
  const ext = name.match(SOURCE)[0];
  const [base, ...qualifiers] = name.slice(0, -ext.length).split('.');
  const isTsx = ext === '.tsx';
  if (!KEBAB.test(base) && !(isTsx && PASCAL.test(base))) {
    problems.push(
      isTsx && PASCAL.test(base[0].toUpperCase() + base.slice(1))
        ? `'${name}': componente em PascalCase (${base[0].toUpperCase() + base.slice(1)}${name.slice(base.length)}) ou módulo em kebab-case`
        : `'${name}': ${isTsx ? 'PascalCase (componente) ou kebab-case' : 'kebab-case'}`,
    );
  }
  for (const q of qualifiers) {
    if (!KEBAB.test(q)) problems.push(`'${name}': qualificador '.${q}' fora do padrão kebab-case`);
  }
  if (/Detalhe/.test(base)) problems.push(`'${name}': 'Detail' (termo técnico em inglês), não 'Detalhe'`);
  return problems.map((message) => ({ file, message }));
}

/** Tracked and new (not ignored) files of the repository at `root`. */
export function listFiles(root) {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  })
    .split('\0')
    .filter((f) => f && existsSync(path.join(root, f)));
}

export function checkRepository(root) {
  return listFiles(root).flatMap(checkPath);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkRepository(root);
  for (const p of problems) console.error(`${p.file}: ${p.message}`);
  if (problems.length) {
    console.error(`\n${problems.length} nome(s) fora do padrão; a convenção: docs/NAMING.md`);
    process.exit(1);
  }
}
