// Closes days of the dashboard's daily counts (migration 0003): the events of the days after
// eventos_diarios_fechados.ate are summed into eventos_diarios (per customer) and
// eventos_diarios_filiais (every customer) and the mark moves, in one transaction holding advisory
// lock EVENTOS_DIARIOS_LOCK exclusively. The trigger of every statement that writes events takes the
// same lock shared, so the roll-up waits for the writers in flight (their events are then visible to
// it) and the writers that follow see the new mark and add their own events of closed days
// themselves: each event is counted once, by the roll-up or by its trigger.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { eventos, eventosDiarios, eventosDiariosFechados, eventosDiariosFiliais } from '../../db/schema';
import type { BackgroundTasks } from '../../lib/background';
import { addDays, businessDay } from './period';

/** The advisory lock of the daily counts; the same number is in migration 0003's trigger. */
export const EVENTOS_DIARIOS_LOCK = 7231001;
/** Longest wait for the event writers in flight (new writers queue behind the roll-up meanwhile). */
const LOCK_TIMEOUT_MS = 200;
/** Days closed per transaction, so writers never wait long behind a catch-up after a long pause. */
const DAYS_PER_STEP = 7;
const RETRY_MS = 60_000;

const ident = (c: { name: string }) => sql.identifier(c.name);

/** One transaction: closes the days after the mark up to `ate` at most DAYS_PER_STEP days; false when there was nothing to close. */
async function closeStep(ctx: Pick<AppContext, 'db'>, ate: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_TIMEOUT_MS}ms'`));
    await tx.execute(sql`select pg_advisory_xact_lock(${EVENTOS_DIARIOS_LOCK})`);
    const [mark] = await tx.select({ ate: eventosDiariosFechados.ate }).from(eventosDiariosFechados);
    if (!mark || mark.ate >= ate) return false;
    const until = [addDays(mark.ate, DAYS_PER_STEP), ate].sort()[0];
    const range = sql`${eventos.createdDate} >= inicio_dia_brasilia(${mark.ate}::date + 1) and ${eventos.createdDate} < inicio_dia_brasilia(${until}::date + 1)`;
    const c = eventosDiarios;
    await tx.execute(sql`
      insert into ${c} as d (${ident(c.clienteId)}, ${ident(c.dia)}, ${ident(c.eventosTiposId)}, ${ident(c.filialId)}, ${ident(c.total)})
      select ${eventos.clienteId}, dia_brasilia(${eventos.createdDate}), ${eventos.eventosTiposId}, ${eventos.filialId}, count(*)::int
        from ${eventos} where ${range} group by 1, 2, 3, 4 order by 1, 2, 3, 4
      on conflict (${ident(c.clienteId)}, ${ident(c.dia)}, ${ident(c.eventosTiposId)}, ${ident(c.filialId)})
      do update set ${ident(c.total)} = d.${ident(c.total)} + excluded.${ident(c.total)}`);
    const f = eventosDiariosFiliais;
    await tx.execute(sql`
      insert into ${f} as d (${ident(f.dia)}, ${ident(f.eventosTiposId)}, ${ident(f.filialId)}, ${ident(f.total)})
      select dia_brasilia(${eventos.createdDate}), ${eventos.eventosTiposId}, ${eventos.filialId}, count(*)::int
        from ${eventos} where ${range} group by 1, 2, 3 order by 1, 2, 3
      on conflict (${ident(f.dia)}, ${ident(f.eventosTiposId)}, ${ident(f.filialId)})
      do update set ${ident(f.total)} = d.${ident(f.total)} + excluded.${ident(f.total)}`);
    await tx.update(eventosDiariosFechados).set({ ate: until });
    return true;
  });
}

/** Closes every day up to `ate` (a Brasília day, normally yesterday), a week per transaction. */
export async function rollupEventosDiarios(ctx: Pick<AppContext, 'db'>, ate: string): Promise<void> {
  while (await closeStep(ctx, ate));
}

const lockNotAvailable = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '55P03' || e?.cause?.code === '55P03';
};

const pending = new WeakMap<object, { running: boolean; retryAt: number }>();

/**
 * After a dashboard read: when the last closed day (`fechado`, read by the same query) is before
 * yesterday, closes the missing days in the background, once at a time per database, on the node
 * holding the jobs' lease (the others leave it to the leader's periodic roll-up, src/jobs.ts). The answer
 * never waits for it, and it is right either way (open days are counted from the events).
 */
export function closeDaysIfStale(
  ctx: Pick<AppContext, 'db' | 'clock' | 'leader'>,
  fechado: string | null,
  background: BackgroundTasks,
): void {
  // Only the node that runs the jobs (lib/leader.ts; its periodic roll-up covers the others' reads).
  if (!fechado || !ctx.leader.isLeader()) return;
  const now = ctx.clock();
  const yesterday = addDays(businessDay(now), -1);
  if (fechado >= yesterday) return;
  const state = pending.get(ctx.db) ?? { running: false, retryAt: 0 };
  pending.set(ctx.db, state);
  if (state.running || now.getTime() < state.retryAt) return;
  state.running = true;
  background.run('fechamento dos eventos diários', async () => {
    try {
      await rollupEventosDiarios(ctx, yesterday);
    } catch (err) {
      state.retryAt = now.getTime() + RETRY_MS;
      // busy event writers: the next read tries again
      if (!lockNotAvailable(err)) throw err;
    } finally {
      state.running = false;
    }
  });
}
