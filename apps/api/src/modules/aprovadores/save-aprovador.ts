// POST /usuarios/aprovadores, PUT /usuarios/aprovadores/{id}, DELETE /usuarios/aprovadores/{id}.
// The checks answer with the spec's messages in the spec's order (docs/product/gestor-crm-vendas.md §5):
// user, branch, level, status. The user must hold a manager profile (ADMIN, GESTOR, USUARIO or AUDITOR).
import { and, eq, inArray } from 'drizzle-orm';
import { MANAGER_ROLES, STATUSES, type Status } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import type { Aprovador, aprovadorBody } from '@portal/shared/schemas/gestor';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { aprovadores, perfis, unidades, usuarioPerfis, usuarios } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { findAprovador } from './list-aprovadores';
import { isUniqueViolation } from '../../lib/sql';

type Body = z.output<typeof aprovadorBody>;
interface Valid {
  usuarioId: number;
  filialId: number;
  master: boolean;
  status: Status;
}

export async function validateAprovador(db: Db, b: Body): Promise<Valid> {
  if (!b.usuarioId || b.usuarioId <= 0) throw badRequest(MSG.approverUserRequired);
  if (!b.filialId || b.filialId <= 0) throw badRequest(MSG.approverBranchRequired);
  if (!b.master) throw badRequest(MSG.approverLevelRequired);
  if (!b.status || !STATUSES.includes(b.status as Status)) throw badRequest(MSG.approverStatusInvalid);
  const [user] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(
      and(
        eq(usuarios.id, b.usuarioId),
        inArray(
          usuarios.id,
          db
            .select({ id: usuarioPerfis.usuarioId })
            .from(usuarioPerfis)
            .innerJoin(perfis, eq(perfis.id, usuarioPerfis.perfilId))
            .where(inArray(perfis.role, [...MANAGER_ROLES])),
        ),
      ),
    )
    .limit(1);
  if (!user) throw badRequest(MSG.approverUserNotManager);
  const [unit] = await db
    .select({ id: unidades.id })
    .from(unidades)
    .where(eq(unidades.id, b.filialId))
    .limit(1);
  if (!unit) throw badRequest(MSG.approverBranchRequired);
  return {
    usuarioId: b.usuarioId,
    filialId: b.filialId,
    master: b.master === 'MASTER',
    status: b.status as Status,
  };
}

export async function createAprovador(db: Db, b: Body): Promise<Aprovador> {
  const v = await validateAprovador(db, b);
  try {
    const [row] = await db.insert(aprovadores).values(v).returning({ id: aprovadores.id });
    return (await findAprovador(db, row.id))!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.approverDuplicate);
    throw err;
  }
}

export async function updateAprovador(db: Db, id: number, b: Body): Promise<Aprovador> {
  const [current] = await db
    .select({ id: aprovadores.id })
    .from(aprovadores)
    .where(eq(aprovadores.id, id))
    .limit(1);
  if (!current) throw notFound();
  const v = await validateAprovador(db, b);
  try {
    await db.update(aprovadores).set(v).where(eq(aprovadores.id, id));
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.approverDuplicate);
    throw err;
  }
  return (await findAprovador(db, id))!;
}

export async function deleteAprovador(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(aprovadores)
    .where(eq(aprovadores.id, id))
    .returning({ id: aprovadores.id });
  if (deleted.length === 0) throw notFound(MSG.failRemoveApprover);
}
