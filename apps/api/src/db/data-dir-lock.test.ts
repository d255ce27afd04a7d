import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const fresh = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'portal-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const lost = () => {
  throw new Error('lock lost');
};

/** A lock left by `pid` on this host, as a holder writes it. */
function lockedBy(dir: string, pid: number) {
  mkdirSync(path.join(dir, 'portal.lock'));
  writeFileSync(path.join(dir, 'portal.pid'), JSON.stringify({ pid, host: hostname(), startedAt: 'x' }));
}

/** The PID of a process that has already ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((r) => child.once('exit', r));
  return child.pid!;
}

describe('trava da pasta de dados', () => {
  it('recusa um segundo dono enquanto o primeiro a tem, nomeando a pasta e o PID; libera ao fechar', async () => {
    const dir = fresh();
    const lock = await lockDataDir(dir, lost);
    expect(JSON.parse(readFileSync(path.join(dir, 'portal.pid'), 'utf8')).pid).toBe(process.pid);
    const err = await lockDataDir(dir, lost).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DataDirLockedError);
    expect((err as DataDirLockedError).owner?.pid).toBe(process.pid);
    expect((err as Error).message).toContain(path.resolve(dir));
    expect((err as Error).message).toContain(`processo ${process.pid}`);
    await lock.release();
    expect(existsSync(path.join(dir, 'portal.lock'))).toBe(false);
    const again = await lockDataDir(dir, lost);
    await again.release();
  });

  it('toma a trava de um dono que já não existe neste host (kill -9)', async () => {
    const dir = fresh();
    mkdirSync(path.join(dir, 'portal.lock'));
    const pid = await deadPid();
    writeFileSync(path.join(dir, 'portal.pid'), JSON.stringify({ pid, host: hostname(), startedAt: 'x' }));
    const lock = await lockDataDir(dir, lost);
    expect(JSON.parse(readFileSync(path.join(dir, 'portal.pid'), 'utf8')).pid).toBe(process.pid);
    await lock.release();
  });

  it('espera um pouco pelo dono que está terminando (kill -9 ainda não colhido) e então toma a trava', async () => {
    const dir = fresh();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 600)']);
    const exited = new Promise((r) => holder.once('exit', r));
    lockedBy(dir, holder.pid!);
    const started = Date.now();
    const lock = await lockDataDir(dir, lost);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    await exited;
    expect(JSON.parse(readFileSync(path.join(dir, 'portal.pid'), 'utf8')).pid).toBe(process.pid);
    await lock.release();
  });

  it('um dono que já é zumbi (terminou, o pai não o colheu) não segura a trava', async () => {
    const dir = fresh();
    // sh starts a short sleep in the background and becomes a long one that never waits for it:
    // the short one stays a zombie until the long one ends.
    const parent = spawn('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 30']);
    try {
      const pid = Number(
        await new Promise<string>((r) => parent.stdout.once('data', (d: Buffer) => r(String(d)))),
      );
      await new Promise((r) => setTimeout(r, 500));
      expect(() => process.kill(pid, 0)).not.toThrow(); // still in the process table
      lockedBy(dir, pid);
      const started = Date.now();
      const lock = await lockDataDir(dir, lost);
      expect(Date.now() - started).toBeLessThan(1_000);
      await lock.release();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('recusa um dono vivo do mesmo host depois da espera, nomeando o PID', async () => {
    const dir = fresh();
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      lockedBy(dir, holder.pid!);
      const started = Date.now();
      const err = await lockDataDir(dir, lost).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DataDirLockedError);
      expect((err as DataDirLockedError).owner?.pid).toBe(holder.pid);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(existsSync(path.join(dir, 'portal.lock'))).toBe(true);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('não toma a trava recente de um dono de outro host', async () => {
    const dir = fresh();
    mkdirSync(path.join(dir, 'portal.lock'));
    writeFileSync(
      path.join(dir, 'portal.pid'),
      JSON.stringify({ pid: 1, host: 'outro-host', startedAt: 'x' }),
    );
    await expect(lockDataDir(dir, lost)).rejects.toBeInstanceOf(DataDirLockedError);
  });
});
