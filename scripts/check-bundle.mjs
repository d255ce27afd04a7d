// Fails when a route's initial JavaScript (gzipped) grows past its budget. Reads the Vite manifest of
// the built web app: the entry with its static imports and what index.html preloads (the start-up
// stages) is what /login loads; each lazy screen adds its own chunk and static imports on top.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve('apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
// /login = the entry plus the login screen: 200 kB (it measures ~193 kB since the screen table reads
// its role lists from constants.ts instead of pulling the manager schemas into the entry; it had grown
// to ~225 kB). A screen: the largest measures ~288 kB (vendedor/ConsultaVendasPage), the budget is 300 kB.
// 205 kB since the error boundaries (app/ScreenErrorBoundary): the safety net for a screen whose code
// cannot be loaded cannot itself be loaded lazily, so it sits in the entry (+2.4 kB; with the cart
// rules and labels of the order review and the company switch, /login measures ~201.4 kB).
const BUDGET_KB = { login: 205, screen: 300 };

const gz = new Map();
const size = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
  return gz.get(file);
};
/** The chunk files a manifest entry loads before it runs (itself and its static imports). */
function closure(key, seen = new Set()) {
  const e = manifest[key];
  if (!e || seen.has(e.file)) return seen;
  seen.add(e.file);
  for (const imp of e.imports ?? []) closure(imp, seen);
  return seen;
}
const kb = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((a, f) => a + size(f), 0) / 1024;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
// What index.html preloads is loaded first on every path, whether the entry imports it statically
// or src/main.tsx imports it at start-up (its stages, preloaded by apps/web/vite.config.ts).
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
for (const [, file] of html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g))
  entry.add(file);
const failures = [];
const loginKey = Object.keys(manifest).find((k) => k.endsWith('features/auth/LoginPage.tsx'));
const rows = [['/login (entrada + tela de login)', kb(closure(loginKey, new Set(entry))), BUDGET_KB.login]];
for (const [key, e] of Object.entries(manifest)) {
  if (!e.isDynamicEntry || !/features\/.*Page\.tsx$/.test(key)) continue;
  const files = closure(key, new Set(entry));
  rows.push([key.replace(/^.*features\//, ''), kb(files), BUDGET_KB.screen]);
}
for (const [name, size, budget] of rows) {
  const ok = size <= budget;
  if (!ok) failures.push(name);
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(48)} ${size.toFixed(1).padStart(7)} kB gz (orçamento ${budget} kB)`,
  );
}
if (failures.length) {
  console.error(`\nOrçamento de JavaScript estourado: ${failures.join(', ')}`);
  process.exit(1);
}
