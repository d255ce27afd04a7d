import { and, eq } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import type { Db } from '../../db/client';
import { clienteUnidades, clientes, unidades, usuarioUnidades } from '../../db/schema';
import { isManager, type AuthUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { assertClienteAccess, clienteByErpKeys } from '../../http/scope';

export type UnidadeRow = typeof unidades.$inferSelect;
export type ClienteRow = typeof clientes.$inferSelect;

/** The unit by its ERP keys; an unknown unit is a bad input (400 with fields). */
export async function findUnidadeByErpKeys(db: Db, empresa: string, filial: string): Promise<UnidadeRow> {
  const [row] = await db
    .select()
    .from(unidades)
    .where(and(eq(unidades.empresaCod, empresa), eq(unidades.filialCod, filial)))
    .limit(1);
  if (!row) {
    const msg = MSG.unitNotFound(`${empresa}/${filial}`);
    throw badRequest(msg, { empresa: msg, filial: msg });
  }
  return row;
}

/** The unit by id (the filialId of the catalogue calls); unknown -> 400 with the field. */
export async function findUnidadeById(db: Db, id: number, field = 'filialId'): Promise<UnidadeRow> {
  const [row] = await db.select().from(unidades).where(eq(unidades.id, id)).limit(1);
  if (!row) {
    const msg = MSG.unitNotFound(String(id));
    throw badRequest(msg, { [field]: msg });
  }
  return row;
}

/**
 * A customer may be served at the units it is linked to; a seller (or any staff user) also at the
 * units it works for; managers everywhere. Anything else is another company's business: 404.
 */
export async function assertUnidadeAccess(
  db: Db,
  user: AuthUser,
  clienteId: number,
  unidadeId: number,
): Promise<void> {
  if (isManager(user)) return;
  const [byCliente, byUser] = await Promise.all([
    db
      .select({ id: clienteUnidades.id })
      .from(clienteUnidades)
      .where(and(eq(clienteUnidades.clienteId, clienteId), eq(clienteUnidades.unidadeId, unidadeId)))
      .limit(1),
    db
      .select({ id: usuarioUnidades.id })
      .from(usuarioUnidades)
      .where(and(eq(usuarioUnidades.usuarioId, user.id), eq(usuarioUnidades.unidadeId, unidadeId)))
      .limit(1),
  ]);
  if (byCliente.length === 0 && byUser.length === 0) throw notFound();
}

/** Unit and customer of a customer call (empresa/filial + codigo/loja), with the caller's scope checked. */
export async function resolveClienteUnidade(
  db: Db,
  user: AuthUser,
  q: { empresa: string; filial: string; codigo: string; loja: string },
): Promise<{ cliente: ClienteRow; unidade: UnidadeRow }> {
  const unidade = await findUnidadeByErpKeys(db, q.empresa, q.filial);
  const cliente = await clienteByErpKeys(db, user, q.codigo, q.loja);
  await assertUnidadeAccess(db, user, cliente.id, unidade.id);
  return { cliente, unidade };
}

/** Same, by ids (catalogue search): the customer must be the caller's (404) and the unit known (400). */
export async function resolveClienteUnidadeById(
  db: Db,
  user: AuthUser,
  clienteId: number,
  unidadeId: number,
): Promise<{ cliente: ClienteRow; unidade: UnidadeRow }> {
  const unidade = await findUnidadeById(db, unidadeId);
  await assertClienteAccess(db, user, clienteId);
  const [cliente] = await db.select().from(clientes).where(eq(clientes.id, clienteId)).limit(1);
  if (!cliente) throw notFound();
  await assertUnidadeAccess(db, user, cliente.id, unidade.id);
  return { cliente, unidade };
}
