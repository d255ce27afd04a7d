// One node at a time runs the background jobs (demo ERP, dashboard roll-up, idempotency-key purge,
// mail retries): the node whose dedicated PostgreSQL connection holds the session advisory lock
// LEADER_LOCK. Every node tries to take it every `pollMs`; the holder checks its connection on the
// same beat. When the connection breaks (the node's or the server's fault) the lease is lost and the
// jobs are stopped at once; PostgreSQL frees the lock when the holder's session ends (a killed
// process's socket is closed by its kernel), so another node takes over on its next poll. On the
// embedded database there is one process: the lease is held from the start (soleLeader).
import pg from 'pg';

/** Advisory lock number of the jobs' lease (7231001 is the dashboard roll-up's). */
export const LEADER_LOCK = 7231002;

export interface LeaderJob {
  readonly name: string;
  /** Called when this node becomes the leader (or at once with soleLeader). */
  start(): void;
  /** Called when the lease is lost or the node stops; resolves when the job's work has stopped. */
  stop(): Promise<void>;
}

export interface Leader {
  /** Whether this node holds the lease now. */
  isLeader(): boolean;
  /** Adds a job: it runs while the lease is held. */
  add(job: LeaderJob): void;
  start(): void;
  /** Stops the jobs, releases the lease and closes its connection. */
  stop(): Promise<void>;
}

export interface LeaderLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

function jobSet(log: LeaderLog) {
  const jobs: LeaderJob[] = [];
  let running = false;
  return {
    add(job: LeaderJob) {
      jobs.push(job);
      if (running) job.start();
    },
    startAll() {
      if (running) return;
      running = true;
      for (const j of jobs) j.start();
    },
    async stopAll() {
      if (!running) return;
      running = false;
      await Promise.all(
        jobs.map((j) => j.stop().catch((err) => log.error({ err, job: j.name }, 'falha ao parar tarefa'))),
      );
    },
  };
}

/** The embedded database's single process: always the leader. */
export function soleLeader(log: LeaderLog = console as unknown as LeaderLog): Leader {
  const jobs = jobSet(log);
  let started = false;
  return {
    isLeader: () => true,
    add: (job) => jobs.add(job),
    start() {
      started = true;
      jobs.startAll();
    },
    async stop() {
      if (started) await jobs.stopAll();
      started = false;
    },
  };
}

export interface PgLeaderOptions {
  url: string;
  log: LeaderLog;
  key?: number;
  /** Time between two attempts to take the lease (and two checks of a held one). */
  pollMs?: number;
}

/**
 * The lease of a node on PostgreSQL: a connection of its own (application_name
 * `portal-leader:<pid>`) holding pg_try_advisory_lock(key) while this node is the leader.
 */
export function pgLeader(opts: PgLeaderOptions): Leader {
  const key = opts.key ?? LEADER_LOCK;
  const pollMs = opts.pollMs ?? 1500;
  const log = opts.log;
  const jobs = jobSet(log);
  let client: pg.Client | null = null;
  let held = false;
  let timer: NodeJS.Timeout | null = null;
  let busy: Promise<void> | null = null;
  let stopped = false;

  const dropClient = () => {
    const c = client;
    client = null;
    c?.end().catch(() => {});
  };

  async function lose(reason: string) {
    if (!held) return;
    held = false;
    log.warn({ reason }, 'líder: concessão perdida; tarefas paradas');
    await jobs.stopAll();
  }

  async function connect(): Promise<pg.Client> {
    const c = new pg.Client({
      connectionString: opts.url,
      application_name: `portal-leader:${process.pid}`,
      connectionTimeoutMillis: 5000,
      query_timeout: 5000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // The server ends the session of a node that vanished (power loss, network) in about 25 s
      // instead of the system's TCP keepalive default (hours): the lock is freed with it.
      options: '-c tcp_keepalives_idle=10 -c tcp_keepalives_interval=5 -c tcp_keepalives_count=3',
    });
    // A broken connection ends the lease: the server frees the lock when the session ends.
    const broken = (why: string) => {
      if (client !== c) return;
      dropClient();
      void lose(why);
    };
    c.on('error', (err) => broken(`conexão: ${err.message}`));
    c.on('end', () => broken('conexão encerrada'));
    await c.connect();
    return c;
  }

  async function poll() {
    try {
      if (!client) client = await connect();
      const c = client;
      if (held) {
        await c.query('select 1');
        return;
      }
      const { rows } = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [key]);
      if (rows[0]?.ok && client === c && !stopped) {
        held = true;
        log.info({ lock: key }, 'líder: concessão obtida; tarefas iniciadas');
        jobs.startAll();
      }
    } catch (err) {
      // The connection (or the server) failed: drop it; a held lease is lost with it.
      dropClient();
      await lose(`falha: ${(err as Error).message}`);
    }
  }

  const tick = () => {
    if (busy || stopped) return;
    busy = poll().finally(() => (busy = null));
  };

  return {
    isLeader: () => held,
    add: (job) => jobs.add(job),
    start() {
      if (timer || stopped) return;
      tick();
      timer = setInterval(tick, pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await busy;
      held = false;
      await jobs.stopAll();
      const c = client;
      client = null;
      // Ending the session releases the lock at once.
      await c?.end().catch(() => {});
    },
  };
}

/**
 * A job that runs `fn` every `everyMs` while the lease is held, never two runs at once; the first
 * run `firstMs` after the start (default: at once). Errors are logged.
 */
export function intervalJob(
  name: string,
  everyMs: number,
  fn: () => Promise<unknown>,
  log: LeaderLog,
  firstMs = 0,
): LeaderJob {
  let timer: NodeJS.Timeout | null = null;
  let first: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = fn()
      .then(() => undefined)
      .catch((err) => log.error({ err, job: name }, 'falha em tarefa periódica'))
      .finally(() => (running = null));
  };
  return {
    name,
    start() {
      if (timer) return;
      first = setTimeout(run, firstMs);
      first.unref();
      timer = setInterval(run, everyMs);
      timer.unref();
    },
    async stop() {
      if (first) clearTimeout(first);
      if (timer) clearInterval(timer);
      first = timer = null;
      await running;
    },
  };
}
