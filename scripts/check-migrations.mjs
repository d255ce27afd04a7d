// Fails when the committed migrations (apps/api/drizzle) do not describe apps/api/src/db/schema.ts:
// runs `drizzle-kit generate` into a temporary copy of the folder and fails if it writes anything
// (a change to schema.ts without its migration, or a broken snapshot chain). Also checks the journal
// as drizzle's migrator reads it: it applies, in journal order, each entry whose `when` is greater
// than the last applied one, so `when` must strictly increase, and every entry needs its SQL file
// and its snapshot, chained by prevId. Offline, about a second. `npm test` runs it after typecheck.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api');
const folder = path.join(apiDir, 'drizzle');
const problems = [];

// ---------------------------------------------------------------- journal, SQL files and snapshots
const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'));
const sqlFiles = new Set(readdirSync(folder).filter((f) => f.endsWith('.sql')));
let previous;
for (const entry of journal.entries) {
  const prefix = entry.tag.split('_')[0];
  if (previous && !(entry.when > previous.when)) {
    problems.push(
      `${entry.tag}: "when" ${entry.when} não é maior que o de ${previous.tag} (${previous.when}); ` +
        'o migrador pularia esta migração em bancos que já aplicaram a anterior.',
    );
  }
  if (previous && !(entry.idx > previous.idx)) problems.push(`${entry.tag}: idx ${entry.idx} fora de ordem.`);
  if (prefix !== String(entry.idx).padStart(4, '0')) {
    problems.push(`${entry.tag}: o prefixo não é o idx ${entry.idx}.`);
  }
  if (!sqlFiles.delete(`${entry.tag}.sql`)) problems.push(`${entry.tag}: falta ${entry.tag}.sql.`);
  const snapshotPath = path.join(folder, 'meta', `${prefix}_snapshot.json`);
  if (!existsSync(snapshotPath)) {
    problems.push(
      `${entry.tag}: falta meta/${prefix}_snapshot.json (gere migrações com drizzle-kit generate).`,
    );
  } else {
    const snapshot = JSON.parse(readFileSync(snapshotPath, 'utf8'));
    const expectedPrev = previous ? previous.snapshotId : '00000000-0000-0000-0000-000000000000';
    if (snapshot.prevId !== expectedPrev) {
      problems.push(`meta/${prefix}_snapshot.json: prevId ${snapshot.prevId}, esperado ${expectedPrev}.`);
    }
    entry.snapshotId = snapshot.id;
  }
  previous = entry;
}
for (const f of sqlFiles) problems.push(`${f} não está no meta/_journal.json: o migrador nunca o aplicaria.`);

// ---------------------------------------------------------------- generate writes nothing
const tmp = mkdtempSync(path.join(os.tmpdir(), 'check-migrations-'));
try {
  const out = path.join(tmp, 'drizzle');
  cpSync(folder, out, { recursive: true });
  const before = listFiles(out);
  const bin = path.join(
    path.dirname(createRequire(path.join(apiDir, 'package.json')).resolve('drizzle-kit')),
    'bin.cjs',
  );
  // drizzle-kit prefixes --out with "./": it must be relative to the working directory. Schema and
  // dialect as in apps/api/drizzle.config.ts.
  const r = spawnSync(
    process.execPath,
    [
      bin,
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/db/schema.ts',
      '--out',
      path.relative(apiDir, out),
    ],
    // stdin closed: a rename question (a column or table removed and another added) ends the run.
    { cwd: apiDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 },
  );
  const added = listFiles(out).filter((f) => !before.includes(f));
  const journalChanged =
    readFileSync(path.join(out, 'meta/_journal.json'), 'utf8') !==
    readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8');
  // drizzle-kit exits 0 on its own errors (e.g. a rename question without a terminal): only its
  // "No schema changes" line counts as success.
  const unchanged = /No schema changes/.test(r.stdout ?? '');
  if (added.length || journalChanged) {
    const sql = added
      .filter((f) => f.endsWith('.sql'))
      .map((f) => `--- ${f}\n${readFileSync(path.join(out, f), 'utf8')}`)
      .join('\n');
    problems.push(
      'schema.ts mudou sem migração: drizzle-kit generate escreveria ' +
        `${added.join(', ') || 'meta/_journal.json'}\n${sql}\n` +
        'Gere a migração com `npm run db:generate -w apps/api` (SQL à mão: `npm run db:custom -w apps/api`).',
    );
  } else if (r.status !== 0 || r.error || !unchanged) {
    const output = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim().split('\n').slice(-15).join('\n');
    problems.push(
      `drizzle-kit generate não confirmou "sem mudanças" (${r.error?.message ?? `status ${r.status}`}); ` +
        'uma coluna ou tabela renomeada pede resposta: rode `npm run db:generate -w apps/api` num terminal.\n' +
        output,
    );
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`Migrações inconsistentes:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`ok   ${journal.entries.length} migrações; drizzle-kit generate não escreveria nada.`);

function listFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? listFiles(path.join(dir, d.name), `${prefix}${d.name}/`) : [`${prefix}${d.name}`],
  );
}
