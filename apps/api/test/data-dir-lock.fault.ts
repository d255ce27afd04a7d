// One process per embedded database: a second API on the same DATA_DIR refuses to start (non-zero,
// within seconds, naming the folder and the holder's PID) while the first keeps serving; after a
// kill -9 of the first, a new process takes the folder over.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { ApiProcess, freePort, itWith, missingBuild } from './fault-helpers';

itWith(
  missingBuild(),
  'PGlite: uma segunda API na mesma pasta se recusa a iniciar; após kill -9 da primeira, outra inicia',
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-fault-lock-'));
    let first: ApiProcess | null = null;
    let third: ApiProcess | null = null;
    try {
      first = await ApiProcess.start(await freePort(), { DATA_DIR: dataDir, LOG_LEVEL: 'info' });

      const started = Date.now();
      const second = await ApiProcess.start(await freePort(), { DATA_DIR: dataDir }).then(
        (api) => ({ api, error: null as Error | null }),
        (error: Error) => ({ api: null, error }),
      );
      const refusedInMs = Date.now() - started;
      if (second.api) await second.api.kill9();
      expect(second.api, 'a segunda API não pode responder na mesma pasta').toBeNull();
      const message = second.error!.message;
      expect(message).toMatch(/terminou ao iniciar \(código [1-9]/);
      expect(message).toContain(`em uso por o processo ${first.child.pid}`);
      expect(message).toContain(path.resolve(dataDir));
      expect(message).toContain(
        `Data folder ${path.resolve(dataDir)} is in use by process ${first.child.pid}`,
      );
      expect(refusedInMs, 'recusa em segundos').toBeLessThan(15_000);

      // The first one is untouched.
      const health = await fetch(`${first.url}/api/health`);
      expect(health.status).toBe(200);
      expect(first.alive).toBe(true);

      // kill -9 leaves the lock behind; the next process recognises its holder is gone.
      await first.kill9();
      third = await ApiProcess.start(await freePort(), { DATA_DIR: dataDir });
      expect((await fetch(`${third.url}/api/health`)).status).toBe(200);
      console.info(`[fault] segunda API recusada em ${refusedInMs} ms; após kill -9 a terceira iniciou`);
    } finally {
      await first?.kill9();
      await third?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
