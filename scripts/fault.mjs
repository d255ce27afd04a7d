// `npm run test:fault`: the slow fault tests (apps/api/test/*.fault.ts, vitest project `fault`)
// against the built API: kill -9 during concurrent ordering on PGlite and on PostgreSQL
// (TEST_DATABASE_URL), a restart of a private PostgreSQL cluster under load (binaries in
// /usr/lib/postgresql/<v>/bin or PG_BIN), and three nodes behind HAProxy with a private Redis
// (haproxy, redis-server). A missing prerequisite fails the run, never skips.
import { runSteps } from './run-steps.mjs';

const steps = [
  ['build (api)', 'npm', ['run', 'build', '-w', 'apps/api']],
  ['fault', 'npx', ['vitest', 'run', '--project', 'fault']],
];
await runSteps(steps);
