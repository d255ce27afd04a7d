import type { FastifyInstance } from 'fastify';

/**
 * Work done after the answer (e-mails): a slow or failing SMTP server neither delays nor changes
 * the response (the password recovery answers alike for known and unknown e-mails). Failures are
 * logged; closing the app waits for what is still running.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}

export function createBackgroundTasks(app: FastifyInstance): BackgroundTasks {
  const running = new Set<Promise<void>>();
  const tasks: BackgroundTasks = {
    run(name, task) {
      const p: Promise<void> = Promise.resolve()
        .then(task)
        .catch((err) => app.log.error({ err, task: name }, 'falha em tarefa de segundo plano'))
        .finally(() => running.delete(p));
      running.add(p);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
  app.addHook('onClose', async () => tasks.idle());
  return tasks;
}
