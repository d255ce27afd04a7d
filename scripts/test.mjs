// `npm test`: lint, typecheck, migrations (scripts/check-migrations.mjs: drizzle-kit generate writes
// nothing), unit tests, API tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), then
// the browser journeys in Chromium. Stops at the first failure.
import { runSteps } from './run-steps.mjs';
import { existsSync } from 'node:fs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const steps = [
  // Both single-threaded: side by side on 2 cores.
  {
    together: [
      ['lint', 'npm', ['run', 'lint']],
      ['typecheck', 'npm', ['run', 'typecheck']],
    ],
  },
  ['migrations', 'node', ['scripts/check-migrations.mjs']],
  ['unit', 'npx', ['vitest', 'run', '--project', 'shared', '--project', 'web']],
];
const apiPglite = ['api (PGlite)', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DB: 'pglite' }];
if (process.env.TEST_DATABASE_URL) {
  // The PostgreSQL run mostly waits for the server (about 40 % of 2 cores): beside the PGlite one.
  steps.push({
    together: [
      apiPglite,
      ['api (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DB: 'postgres' }],
    ],
  });
} else if (ci) {
  console.error('CI sem TEST_DATABASE_URL: a suíte da API precisa rodar também no PostgreSQL.');
  process.exit(1);
} else {
  console.warn('TEST_DATABASE_URL não definido: suíte da API só no PGlite.');
  steps.push(apiPglite);
}
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync(chrome)) {
  steps.push(['build', 'npm', ['run', 'build']]);
  steps.push(['bundle budget', 'node', ['scripts/check-bundle.mjs']]);
  steps.push(['e2e (Chromium)', 'npx', ['vitest', 'run', '--project', 'e2e'], { CHROME_PATH: chrome }]);
} else if (ci) {
  console.error(`CI sem Chromium em ${chrome}: os testes de navegador são obrigatórios.`);
  process.exit(1);
} else {
  console.warn(
    `Chromium não encontrado em ${chrome}: testes E2E não executados (instale com apt-get install -y chromium).`,
  );
}

await runSteps(steps);
