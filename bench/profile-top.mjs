// Reads a V8 CPU profile (.cpuprofile, from `node --cpu-prof`, e.g. BENCH_API_ARGS='--cpu-prof
// --cpu-prof-dir=/tmp/prof' npm run bench) and prints where the time went: self time per function
// and per package or source folder, and the inclusive time of the functions named in PROFILE_FOCUS
// (comma-separated parts of function names). Usage: node bench/profile-top.mjs file.cpuprofile [N]
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('uso: node bench/profile-top.mjs arquivo.cpuprofile [N]');
  process.exit(2);
}
const top = Number(topArg ?? 30);
const prof = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Self time per node from the samples and their time deltas.
const self = new Map();
prof.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const where = (cf) => {
  const url = cf.url ?? '';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.startsWith('node:')) return url;
  const src = /apps\/api\/(?:src|dist)\/(.*)$/.exec(url);
  if (src) return `api:${src[1].split('/').slice(0, 2).join('/')}`;
  if (!url) return cf.functionName.startsWith('(') ? cf.functionName : '(native)';
  return url.replace(/^file:\/\//, '');
};
const label = (cf) =>
  `${cf.functionName || '(anonymous)'} ${where(cf)}${cf.lineNumber >= 0 ? `:${cf.lineNumber + 1}` : ''}`;

const sum = (keyOf) => {
  const m = new Map();
  for (const [id, t] of self) {
    const k = keyOf(byId.get(id).callFrame);
    m.set(k, (m.get(k) ?? 0) + t);
  }
  return [...m].sort((a, b) => b[1] - a[1]);
};
const pct = (t) => `${((t / total) * 100).toFixed(1).padStart(5)}%`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s amostrados`);
console.log('\nTempo próprio por pacote ou pasta:');
for (const [k, t] of sum(where).slice(0, top)) console.log(`${pct(t)}  ${k}`);
console.log('\nTempo próprio por função:');
for (const [k, t] of sum(label).slice(0, top)) console.log(`${pct(t)}  ${k}`);

// Each sample charged to the nearest function of the API's own code on its stack (what of ours
// asked for the library work), or to the package of its own frame when none is on the stack.
const owner = new Map();
for (const [id, t] of self) {
  let k = null;
  for (let n = id; n !== undefined && !k; n = parent.get(n)) {
    const cf = byId.get(n).callFrame;
    if (where(cf).startsWith('api:')) k = label(cf);
  }
  k ??= `(fora do código da API) ${where(byId.get(id).callFrame)}`;
  owner.set(k, (owner.get(k) ?? 0) + t);
}
console.log('\nTempo por função da API mais próxima na pilha:');
for (const [k, t] of [...owner].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(t)}  ${k}`);

// Inclusive time: a sample counts once for every distinct function on its stack.
const focus = (process.env.PROFILE_FOCUS ?? '').split(',').filter(Boolean);
if (focus.length) {
  const incl = new Map();
  for (const [id, t] of self) {
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const name = byId.get(n).callFrame.functionName;
      for (const f of focus) if (name.includes(f) && !seen.has(f)) seen.add(f);
    }
    for (const f of seen) incl.set(f, (incl.get(f) ?? 0) + t);
  }
  console.log('\nTempo inclusivo:');
  for (const f of focus) console.log(`${pct(incl.get(f) ?? 0)}  ${f}`);
}
