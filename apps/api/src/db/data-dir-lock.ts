// One process per embedded database: PGlite is a single-process engine, and two processes on one
// DATA_DIR hand out the same ids and lose each other's writes. The first process takes an exclusive
// lock (`DATA_DIR/portal.lock`, proper-lockfile: an atomically created folder kept fresh every few
// seconds) and records who holds it in `DATA_DIR/portal.pid`; a second process reads that record and
// refuses to start. After a kill -9 the lock folder stays behind: a holder that is no longer running
// on this host (gone, or a zombie its parent has not reaped yet; a holder still running is watched for
// up to `HOLDER_EXIT_WAIT_MS`, since a restart may come before the killed process is reaped) has its
// lock taken over; a holder on another host (a shared folder) is taken over by the library once its
// lock has not been refreshed for `STALE_MS`.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** A lock not refreshed for this long is abandoned (a blocked event loop shorter than this is fine). */
const STALE_MS = 60_000;
const UPDATE_MS = 5_000;
/** How long a holder on this host that still looks alive is watched for its end before refusing. */
const HOLDER_EXIT_WAIT_MS = 2_000;
const HOLDER_POLL_MS = 50;

export interface DataDirOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: DataDirOwner | null,
  ) {
    const who = owner ? `o processo ${owner.pid} em ${owner.host}` : 'outro processo';
    const whoEn = owner ? `process ${owner.pid} on ${owner.host}` : 'another process';
    super(
      `A pasta de dados ${dataDir} já está em uso por ${who} (desde ${owner?.startedAt ?? '?'}); ` +
        `o banco embutido aceita um processo só. / Data folder ${dataDir} is in use by ${whoEn}; ` +
        `the embedded database allows one process only.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

function readOwner(file: string): DataDirOwner | null {
  try {
    const o = JSON.parse(readFileSync(file, 'utf8')) as DataDirOwner;
    return typeof o.pid === 'number' && typeof o.host === 'string' ? o : null;
  } catch {
    return null;
  }
}

/** A zombie has ended and only waits for its parent to reap it (Linux /proc; elsewhere: unknown, false). */
function zombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !zombie(pid);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether `pid` is (or within `waitMs` becomes) no longer running. */
async function ended(pid: number, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  while (running(pid)) {
    if (Date.now() >= deadline) return false;
    await sleep(HOLDER_POLL_MS);
  }
  return true;
}

/**
 * Takes the exclusive lock of `dataDir` or throws DataDirLockedError naming the holder.
 * `onLost` is called if the lock is taken from this process (its folder removed or not refreshed in
 * time); the caller should stop, since another process may now write to the same folder.
 */
export async function lockDataDir(dataDir: string, onLost: (err: Error) => void): Promise<DataDirLock> {
  const dir = path.resolve(dataDir);
  const lockPath = path.join(dir, 'portal.lock');
  const ownerPath = path.join(dir, 'portal.pid');
  const options = {
    lockfilePath: lockPath,
    realpath: false,
    stale: STALE_MS,
    update: UPDATE_MS,
    onCompromised: onLost,
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const release = await lockfile.lock(dir, options);
      const owner: DataDirOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
      writeFileSync(`${ownerPath}.tmp`, JSON.stringify(owner));
      renameSync(`${ownerPath}.tmp`, ownerPath);
      return {
        async release() {
          rmSync(ownerPath, { force: true });
          await release().catch(() => {});
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
      const owner = readOwner(ownerPath);
      // The holder writes its record right after taking the lock: give it a moment.
      if (!owner && attempt < 3) {
        await sleep(200);
        continue;
      }
      const abandoned =
        owner &&
        owner.host === hostname() &&
        owner.pid !== process.pid &&
        (await ended(owner.pid, HOLDER_EXIT_WAIT_MS));
      if (!abandoned || attempt >= 3) throw new DataDirLockedError(dir, owner);
      // Killed without releasing (kill -9, power loss). Two processes restarting at once: the one
      // that took the lock meanwhile has rewritten the record, so look again before removing it.
      await sleep(250);
      if (JSON.stringify(readOwner(ownerPath)) !== JSON.stringify(owner)) continue;
      rmSync(lockPath, { recursive: true, force: true });
    }
  }
}
