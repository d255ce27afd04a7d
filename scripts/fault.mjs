// `npm run test:fault`: the slow fault tests (apps/api/test/*.fault.ts, vitest project `fault`)
// against the built API: kill -9 during concurrent ordering on PGlite and on PostgreSQL
// (TEST_DATABASE_URL), and a restart of a private PostgreSQL cluster under load (binaries in
// /usr/lib/postgresql/<v>/bin or PG_BIN). Under CI a missing prerequisite fails the run.
import { spawnSync } from 'node:child_process';

const steps = [
  ['build (api)', 'npm', ['run', 'build', '-w', 'apps/api']],
  ['fault', 'npx', ['vitest', 'run', '--project', 'fault']],
];
const summary = [];
for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  summary.push(`${r.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${secs}s)`);
  if (r.status !== 0) {
    console.log(`\n${summary.join('\n')}`);
    process.exit(r.status ?? 1);
  }
}
console.log(`\n${summary.join('\n')}`);
