import { defineConfig } from 'vitest/config';

// One runner for every suite; `npm test` (scripts/test.mjs) picks the projects.
export default defineConfig({
  test: {
    projects: [
      {
        // The shared package, and the repository's scripts (scripts/*.test.mjs).
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        // Slow fault tests (kill -9, database restart) against the built API: `npm run test:fault`.
        test: {
          name: 'fault',
          include: ['apps/api/test/**/*.fault.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'perf',
          include: ['apps/api/test/**/*.perf.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 30_000,
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          // A journey of several screens at two widths takes 60–110 s on 2 cores with three files side
          // by side; the limits leave room for a loaded machine (a wait that never ends still fails).
          testTimeout: 300_000,
          hookTimeout: 400_000,
          // expect.poll waits 1 s by default: a search or a save under load can take longer, and a
          // wait for what never comes still fails, at this limit.
          expect: { poll: { timeout: 20_000, interval: 100 } },
          // Each file starts its own portal and browser; a journey mostly waits (for the network, a
          // debounce, a notice), so a few files run side by side even on 2 cores. E2E_WORKERS=1
          // runs them one at a time.
          maxWorkers: Number(process.env.E2E_WORKERS) || 3,
        },
      },
    ],
  },
});
