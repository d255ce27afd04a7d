import { and, eq, sql } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import type { Db } from '../../db/client';
import { clienteUnidades, clientes, unidades, usuarioUnidades } from '../../db/schema';
import { isManager, type AuthUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { cachedStatement, tableRow } from '../../db/statements';
import { clienteByErpKeys, perAccessRule } from '../../http/scope';

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
  if (!row) throw unidadeIdNotFound(id, field);
  return row;
}

/** An unknown unit id: a bad input on its field. */
function unidadeIdNotFound(id: number, field: string) {
  const msg = MSG.unitNotFound(String(id));
  return badRequest(msg, { [field]: msg });
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

/**
 * The unit, the client when the caller may act for it (clienteAccessCondition), and whether the
 * caller may be served at the unit (assertUnidadeAccess's rule), in one statement per access rule:
 * the catalogue search and the quick order run it on every request.
 */
const resolveByIdFor = perAccessRule((access) =>
  cachedStatement<'uid' | 'cid' | 'unidadeId' | 'manager'>(
    (v) => sql`select
      (select row_to_json(u) from ${unidades} u where u.id = ${v.unidadeId}::int) as unidade,
      (select row_to_json(${clientes}) from ${clientes} where ${clientes.id} = ${v.cid}::int and ${access(v.uid)}) as cliente,
      (${v.manager}::boolean
        or exists (select 1 from ${clienteUnidades} cu where cu.cliente_id = ${v.cid}::int and cu.unidade_id = ${v.unidadeId}::int)
        or exists (select 1 from ${usuarioUnidades} uu where uu.usuario_id = ${v.uid}::int and uu.unidade_id = ${v.unidadeId}::int)) as served`,
  ),
);

/**
 * Same, by ids (catalogue search): the unit must be known (400 on filialId), the customer the
 * caller's (404) and the unit one the customer or the caller is served at (404), in this order.
 */
export async function resolveClienteUnidadeById(
  db: Db,
  user: AuthUser,
  clienteId: number,
  unidadeId: number,
): Promise<{ cliente: ClienteRow; unidade: UnidadeRow }> {
  const [r] = await resolveByIdFor(user)<{
    unidade: Record<string, unknown> | null;
    cliente: Record<string, unknown> | null;
    served: boolean;
  }>(db, { uid: user.id, cid: clienteId, unidadeId, manager: isManager(user) });
  if (!r.unidade) throw unidadeIdNotFound(unidadeId, 'filialId');
  if (!r.cliente || !r.served) throw notFound();
  return { cliente: tableRow(clientes, r.cliente), unidade: tableRow(unidades, r.unidade) };
}
