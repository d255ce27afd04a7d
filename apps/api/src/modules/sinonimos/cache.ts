// The search's synonyms as each node keeps them: read from busca_sinonimos on first use, again after
// any node changes them (a NOTIFY on SINONIMOS_CHANNEL, heard by every node) and at most every five
// minutes in any case (a node that missed a notice while its listening connection was down).
import { asc } from 'drizzle-orm';
import { sinonimoBusca, type SinonimoBusca } from '@portal/shared/busca';
import type { Database, Db } from '../../db/client';
import { buscaSinonimos } from '../../db/schema';
import type { Executor } from '../../db/statements';

export const SINONIMOS_CHANNEL = 'busca_sinonimos';
const TTL_MS = 5 * 60_000;

const cache = new WeakMap<object, { at: number; list: Promise<SinonimoBusca[]> }>();

/** The synonyms, normalised (the node's copy). */
export function sinonimosAtuais(db: Executor): Promise<SinonimoBusca[]> {
  const now = Date.now();
  const cached = cache.get(db);
  if (cached && now - cached.at < TTL_MS) return cached.list;
  const list = (db as Db)
    .select({ termo: buscaSinonimos.termo, substituto: buscaSinonimos.substituto })
    .from(buscaSinonimos)
    .orderBy(asc(buscaSinonimos.id))
    .then((rows) => rows.map((r) => sinonimoBusca(r.termo, r.substituto)));
  // A failed read is not kept: the next search reads again.
  list.catch(() => cache.delete(db));
  cache.set(db, { at: now, list });
  return list;
}

/** Forgets this node's copy (after a change here, or a notice from another node). */
export const esquecerSinonimos = (db: Executor) => cache.delete(db);

/** Listens for changes made on any node; returns the stop. */
export function ouvirSinonimos(database: Pick<Database, 'listen'>, db: Executor) {
  return database.listen(SINONIMOS_CHANNEL, () => esquecerSinonimos(db));
}
