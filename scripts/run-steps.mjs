// Runs named commands one after the other with the output shown, prints a summary with each step's
// time, and exits with the first failure's status (used by `npm test` and `npm run test:fault`).
// A step may also be a group of commands run side by side (each single-threaded, e.g. lint and
// typecheck on 2 cores): their output is shown, whole, as each one ends.
import { spawn, spawnSync } from 'node:child_process';

/**
 * @typedef {[string, string, string[], Record<string, string>?]} Step name, command, arguments, extra environment
 * @param {(Step | { together: Step[] })[]} steps
 */
export async function runSteps(steps) {
  const summary = [];
  const finish = (status) => {
    console.log(`\n${summary.join('\n')}`);
    process.exit(status);
  };
  for (const step of steps) {
    if ('together' in step) {
      const results = await Promise.all(step.together.map(runCaptured));
      summary.push(...results.map((r) => r.line));
      const failed = results.find((r) => r.status !== 0);
      if (failed) finish(failed.status ?? 1);
      continue;
    }
    const [name, cmd, args, env] = step;
    const started = Date.now();
    console.log(`\n=== ${name} ===`);
    const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    summary.push(summaryLine(r.status, name, started));
    if (r.status !== 0) finish(r.status ?? 1);
  }
  finish(0);
}

function summaryLine(status, name, started) {
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  return `${status === 0 ? 'ok  ' : 'FAIL'} ${name} (${secs}s)`;
}

/** @param {Step} step */
function runCaptured([name, cmd, args, env]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    let ended = false;
    const done = (status) => {
      if (ended) return;
      ended = true;
      console.log(`\n=== ${name} ===`);
      process.stdout.write(Buffer.concat(chunks));
      resolve({ status, line: summaryLine(status, name, started) });
    };
    child.on('error', (err) => {
      chunks.push(Buffer.from(`${err.message}\n`));
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}
