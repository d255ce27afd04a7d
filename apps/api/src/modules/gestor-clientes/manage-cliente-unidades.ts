// POST /clientes/unidade {pk, fk} and DELETE /clientes/unidade?cliente&unidade: the manager links or
// unlinks one unit of a customer per call (docs/product/gestor-crm-vendas.md §2.7 Units tab).
import { and, eq } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import type { AppContext } from '../../context';
import { clienteUnidades, clientes } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { loadUnidade } from '../filiais';
import { loadCliente } from './find-cliente-gestor';
import { isUniqueViolation } from '../../lib/sql';

const touch = (ctx: Pick<AppContext, 'db' | 'clock'>, id: number) =>
  ctx.db.update(clientes).set({ modifiedDate: ctx.clock() }).where(eq(clientes.id, id));

export async function addClienteUnidade(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  clienteId: number,
  unidadeId: number,
): Promise<number> {
  await loadCliente(ctx.db, clienteId);
  await loadUnidade(ctx.db, unidadeId);
  try {
    const [row] = await ctx.db
      .insert(clienteUnidades)
      .values({ clienteId, unidadeId })
      .returning({ id: clienteUnidades.id });
    await touch(ctx, clienteId);
    return row.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.customerUnitExists);
    throw err;
  }
}

export async function removeClienteUnidade(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  clienteId: number,
  unidadeId: number,
): Promise<void> {
  await loadCliente(ctx.db, clienteId);
  const deleted = await ctx.db
    .delete(clienteUnidades)
    .where(and(eq(clienteUnidades.clienteId, clienteId), eq(clienteUnidades.unidadeId, unidadeId)))
    .returning({ id: clienteUnidades.id });
  if (deleted.length === 0) throw notFound();
  await touch(ctx, clienteId);
}
