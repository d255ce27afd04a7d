// The business panel's answers, kept PAINEL_CACHE_SECONDS per filter and shared by the requests that
// ask at the same time: a year of orders takes the database a noticeable moment to group, and every
// manager opening the dashboard asks for the same default period. One computation per filter at a
// time (a failed one is not kept); at most MAX_ENTRIES filters, the oldest dropped first. Each API
// process keeps its own; the answer says when it was computed (calculadoEm), and the screen shows it.
import { PAINEL_CACHE_SECONDS, type PainelNegocios } from '@portal/shared/schemas/painel-negocios';
import type { DashboardQuery } from '@portal/shared/schemas/gestor';
import type { AppContext } from '../../context';
import { painelNegocios } from './painel-negocios';
import { resolvePeriod } from './period';

const MAX_ENTRIES = 200;
type Entry = { at: number; value: Promise<PainelNegocios> };
const caches = new WeakMap<object, Map<string, Entry>>();

/** The filter as the panel reads it: resolved period, sorted branches, customer. */
export function painelKey(q: DashboardQuery, now: Date): string {
  const p = resolvePeriod(now, q.de, q.ate);
  return JSON.stringify([p.de, p.ate, [...(q.filialId ?? [])].sort((a, b) => a - b), q.clienteId ?? null]);
}

export function cachedPainelNegocios(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  q: DashboardQuery,
): Promise<PainelNegocios> {
  let cache = caches.get(ctx.db);
  if (!cache) caches.set(ctx.db, (cache = new Map()));
  const now = ctx.clock();
  const key = painelKey(q, now);
  const hit = cache.get(key);
  if (hit && now.getTime() - hit.at < PAINEL_CACHE_SECONDS * 1000) return hit.value;
  const value = painelNegocios(ctx, q);
  cache.delete(key);
  cache.set(key, { at: now.getTime(), value });
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return value;
}
