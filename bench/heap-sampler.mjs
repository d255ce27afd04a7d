// Loaded into the API process by `npm run bench` in soak mode (node --expose-gc --import this file):
// every BENCH_HEAP_SECONDS it runs a full garbage collection and appends the process's memory as a
// JSON line to BENCH_HEAP_FILE, so the samples show what stays alive, not what awaits collection.
import { appendFileSync } from 'node:fs';

const file = process.env.BENCH_HEAP_FILE;
const seconds = Number(process.env.BENCH_HEAP_SECONDS ?? 60);
if (file) {
  const started = Date.now();
  const sample = () => {
    try {
      write();
    } catch (err) {
      // The sampler must never take the API down: a sample that cannot be written is reported.
      console.error(`heap-sampler: ${err}`);
    }
  };
  const write = () => {
    globalThis.gc?.();
    const m = process.memoryUsage();
    const mb = (n) => Math.round((n / 1048576) * 10) / 10;
    appendFileSync(
      file,
      JSON.stringify({
        s: Math.round((Date.now() - started) / 1000),
        heapUsedMb: mb(m.heapUsed),
        heapTotalMb: mb(m.heapTotal),
        externalMb: mb(m.external),
        rssMb: mb(m.rss),
      }) + '\n',
    );
  };
  setInterval(sample, seconds * 1000).unref();
}
