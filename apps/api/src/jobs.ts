// The background jobs of a server: each runs only on the node holding the lease (lib/leader.ts),
// so with several nodes every job runs on exactly one at a time; the embedded database's single
// process always holds it. Tests built with buildApp alone run no job (they call the services).
// Jobs are added after listen (no hooks may be added then).
import type { FastifyInstance } from 'fastify';
import { createErpSimulator, simulatorEnabled } from './erp/simulator';
import { intervalJob } from './lib/leader';
import { addDays, businessDay, rollupEventosDiarios } from './modules/dashboard';
import { idempotencyKeyPurger } from './modules/pedidos';

/** How often the leader checks each job's work (each job's own pace is in its module). */
export const JOB_INTERVALS = {
  /** Closing the dashboard's days: a cheap check of the mark; the work is once a day. */
  rollupMs: 60_000,
  /** The idempotency-key purge starts at most once per PURGE_INTERVAL_MS (purge-idempotency-keys.ts). */
  purgeMs: 60_000,
  /** Mail retries: due messages are sent again (lib/mailer.ts, exponential back-off). */
  mailMs: 30_000,
};

const lockNotAvailable = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '55P03' || e?.cause?.code === '55P03';
};

/** Adds the server's jobs to its lease (app.ctx.leader); they start when it is held. */
export function registerJobs(app: FastifyInstance): void {
  const { ctx } = app;
  const { leader, config } = ctx;
  const log = app.log;

  // Demo ERP (ERP_SIMULATOR): moves orders along on a timer; its errors are logged, never thrown.
  if (simulatorEnabled(config)) {
    const simulator = createErpSimulator(ctx, { stepMs: config.ERP_SIMULATOR_STEP_SECONDS * 1000, log });
    leader.add({ name: 'erp-simulador', start: () => simulator.start(), stop: () => simulator.stop() });
    log.info(
      `ERP de demonstração ligado (um passo a cada ${config.ERP_SIMULATOR_STEP_SECONDS} s, no nó líder)`,
    );
  }

  leader.add(
    intervalJob(
      'fechamento dos eventos diários',
      JOB_INTERVALS.rollupMs,
      async () => {
        try {
          await rollupEventosDiarios(ctx, addDays(businessDay(ctx.clock()), -1));
        } catch (err) {
          // busy event writers: the next run tries again
          if (!lockNotAvailable(err)) throw err;
        }
      },
      log,
      5_000,
    ),
  );

  // The purge runs inside the job (its stop waits for it), at most once per PURGE_INTERVAL_MS.
  let purging: Promise<void> = Promise.resolve();
  const purgeOldKeys = idempotencyKeyPurger(ctx, { run: (_name, task) => void (purging = task()) });
  leader.add(
    intervalJob(
      'limpeza das chaves de idempotência',
      JOB_INTERVALS.purgeMs,
      async () => {
        if (purgeOldKeys()) await purging;
      },
      log,
    ),
  );

  const { mailer } = ctx;
  if (mailer.retryDue) {
    const retry = mailer.retryDue.bind(mailer);
    leader.add(intervalJob('reenvio de e-mails', JOB_INTERVALS.mailMs, retry, log, 10_000));
  }
}
