// Runs named commands one after the other with the output shown, prints a summary with each step's
// time, and exits with the first failure's status (used by `npm test` and `npm run test:fault`).
import { spawnSync } from 'node:child_process';

/** @param {[string, string, string[], Record<string, string>?][]} steps name, command, arguments, extra environment */
export function runSteps(steps) {
  const summary = [];
  for (const [name, cmd, args, env] of steps) {
    const started = Date.now();
    console.log(`\n=== ${name} ===`);
    const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    const secs = ((Date.now() - started) / 1000).toFixed(1);
    summary.push(`${r.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${secs}s)`);
    if (r.status !== 0) {
      console.log(`\n${summary.join('\n')}`);
      process.exit(r.status ?? 1);
    }
  }
  console.log(`\n${summary.join('\n')}`);
}
