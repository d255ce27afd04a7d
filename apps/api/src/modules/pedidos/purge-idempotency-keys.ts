// Retention of the stored answers of POST /api/pedidos and POST /api/orcamentos (table
// idempotency_keys). A key answers its retries for at least IDEMPOTENCY_KEY_TTL_MS; older keys are
// deleted in bounded batches after an order creation, at most once per PURGE_INTERVAL_MS per
// server, off the request's path.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import type { BackgroundTasks } from '../../lib/background';
import { cachedStatement, type Runner } from '../../db/statements';

/** How long a key keeps answering its retries (a client retries a lost answer within minutes). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
/** At most one purge per server in this interval. */
export const PURGE_INTERVAL_MS = 10 * 60_000;
/** Keys deleted per statement (one short transaction each). */
export const PURGE_BATCH = 2_000;
/** Batches per purge: a purge deletes at most PURGE_BATCH * PURGE_MAX_BATCHES keys. */
export const PURGE_MAX_BATCHES = 50;

// The table has no index on the creation date, so the batch is picked by a sequential scan that
// stops at the first `limit` old rows (old rows sit early in the heap) and deleted by their ctid.
const purgeStatement = cachedStatement<'before' | 'limit'>(
  (v) => sql`
    with d as (
      delete from ${idempotencyKeys} where ctid = any(array(
        select ctid from ${idempotencyKeys} where ${idempotencyKeys.createdDate} < ${v.before}::timestamptz limit ${v.limit}::int))
      returning 1
    )
    select count(*)::int as n from d`,
);

/** Deletes at most `limit` keys created before `before`; returns how many were deleted. */
export async function purgeIdempotencyKeys(
  db: Db | Runner,
  before: Date,
  limit = PURGE_BATCH,
): Promise<number> {
  const [row] = await purgeStatement<{ n: number }>(db, { before: before.toISOString(), limit });
  return row.n;
}

/**
 * The opportunistic purge of one server: call it after an order creation; it starts a background
 * purge of the keys older than the TTL when the last one started PURGE_INTERVAL_MS ago or more.
 * Returns whether it started one.
 */
export function idempotencyKeyPurger(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  background: Pick<BackgroundTasks, 'run'>,
) {
  let nextAt = 0;
  return (): boolean => {
    const now = ctx.clock().getTime();
    if (now < nextAt) return false;
    nextAt = now + PURGE_INTERVAL_MS;
    const before = new Date(now - IDEMPOTENCY_KEY_TTL_MS);
    background.run('limpeza das chaves de idempotência de pedidos', async () => {
      for (let i = 0; i < PURGE_MAX_BATCHES; i++) {
        if ((await purgeIdempotencyKeys(ctx.db, before)) < PURGE_BATCH) break;
      }
    });
    return true;
  };
}
