// Writes of the search's synonyms: create, update, delete. Each tells every node (NOTIFY in the same
// statement's transaction), so the next search anywhere reads the new list.
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { normalizarBusca } from '@portal/shared/busca';
import { MSG } from '@portal/shared/messages';
import { SINONIMOS_MAX, type Sinonimo, type SinonimoBody } from '@portal/shared/schemas/sinonimos';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { buscaSinonimos } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { esquecerSinonimos, SINONIMOS_CHANNEL } from './cache';

const termoBusca = (termo: string) => normalizarBusca(termo).join(' ');

async function refuseDuplicate(db: Db, body: SinonimoBody, id?: number) {
  const [dup] = await db
    .select({ id: buscaSinonimos.id })
    .from(buscaSinonimos)
    .where(
      and(eq(buscaSinonimos.termoBusca, termoBusca(body.termo)), id ? ne(buscaSinonimos.id, id) : undefined),
    );
  if (dup) throw conflict(MSG.synonymExists(body.termo), { termo: MSG.synonymExists(body.termo) });
}

async function announce(ctx: Pick<AppContext, 'db'>, tx: Db) {
  await tx.execute(sql`select pg_notify(${SINONIMOS_CHANNEL}, '')`);
  esquecerSinonimos(ctx.db);
}

const out = (r: { id: number; termo: string; substituto: string }): Sinonimo => ({
  id: r.id,
  termo: r.termo,
  substituto: r.substituto,
});

export async function listSinonimos(ctx: Pick<AppContext, 'db'>): Promise<Sinonimo[]> {
  const rows = await ctx.db
    .select({ id: buscaSinonimos.id, termo: buscaSinonimos.termo, substituto: buscaSinonimos.substituto })
    .from(buscaSinonimos)
    .orderBy(buscaSinonimos.termoBusca);
  return rows.map(out);
}

export async function createSinonimo(ctx: Pick<AppContext, 'db'>, body: SinonimoBody): Promise<Sinonimo> {
  return ctx.db.transaction(async (tx) => {
    await refuseDuplicate(tx as unknown as Db, body);
    const [{ n }] = await tx.select({ n: count() }).from(buscaSinonimos);
    if (n >= SINONIMOS_MAX) throw badRequest(MSG.synonymTooMany(SINONIMOS_MAX));
    const [row] = await tx
      .insert(buscaSinonimos)
      .values({ termo: body.termo, termoBusca: termoBusca(body.termo), substituto: body.substituto })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(MSG.synonymExists(body.termo), { termo: MSG.synonymExists(body.termo) });
    await announce(ctx, tx as unknown as Db);
    return out(row);
  });
}

export async function updateSinonimo(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  id: number,
  body: SinonimoBody,
): Promise<Sinonimo> {
  return ctx.db.transaction(async (tx) => {
    await refuseDuplicate(tx as unknown as Db, body, id);
    const [row] = await tx
      .update(buscaSinonimos)
      .set({
        termo: body.termo,
        termoBusca: termoBusca(body.termo),
        substituto: body.substituto,
        modifiedDate: ctx.clock(),
      })
      .where(eq(buscaSinonimos.id, id))
      .returning();
    if (!row) throw notFound(MSG.synonymNotFound);
    await announce(ctx, tx as unknown as Db);
    return out(row);
  });
}

export async function deleteSinonimo(ctx: Pick<AppContext, 'db'>, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(buscaSinonimos)
      .where(eq(buscaSinonimos.id, id))
      .returning({ id: buscaSinonimos.id });
    if (!row) throw notFound(MSG.synonymNotFound);
    await announce(ctx, tx as unknown as Db);
  });
}
