// POST /usuarios/unidade|cliente|perfil {pk, fk} and DELETE /usuarios/unidade|cliente|perfil/{id}?usuario:
// the manager links or unlinks one unit, customer or profile of a user per call
// (docs/product/gestor-crm-vendas.md §2.4).
import { and, eq } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import type { AppContext } from '../../context';
import {
  clientes,
  perfis,
  unidades,
  usuarioClientes,
  usuarioPerfis,
  usuarioUnidades,
  usuarios,
} from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { conflict, notFound } from '../../http/errors';
import { noticeAccessChanged } from '../notificacoes';
import { assertMayManageRole, loadTargetUser } from './common';
import { isUniqueViolation } from '../../lib/sql';

export type VinculoKind = 'unidade' | 'cliente' | 'perfil';

const links = {
  unidade: {
    table: usuarioUnidades,
    fk: usuarioUnidades.unidadeId,
    user: usuarioUnidades.usuarioId,
    target: unidades,
    targetId: unidades.id,
  },
  cliente: {
    table: usuarioClientes,
    fk: usuarioClientes.clienteId,
    user: usuarioClientes.usuarioId,
    target: clientes,
    targetId: clientes.id,
  },
  perfil: {
    table: usuarioPerfis,
    fk: usuarioPerfis.perfilId,
    user: usuarioPerfis.usuarioId,
    target: perfis,
    targetId: perfis.id,
  },
} as const;

async function checkProfile(ctx: Pick<AppContext, 'db'>, actor: AuthUser, kind: VinculoKind, fk: number) {
  if (kind !== 'perfil') return;
  const [p] = await ctx.db.select({ role: perfis.role }).from(perfis).where(eq(perfis.id, fk)).limit(1);
  if (p) assertMayManageRole(actor, p.role);
}

async function touch(ctx: Pick<AppContext, 'db' | 'clock'>, usuarioId: number) {
  await ctx.db.update(usuarios).set({ modifiedDate: ctx.clock() }).where(eq(usuarios.id, usuarioId));
}

export async function addVinculo(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  actor: AuthUser,
  kind: VinculoKind,
  usuarioId: number,
  fk: number,
): Promise<number> {
  const l = links[kind];
  await loadTargetUser(ctx.db, actor, usuarioId);
  const [target] = await ctx.db.select({ id: l.targetId }).from(l.target).where(eq(l.targetId, fk)).limit(1);
  if (!target) throw notFound(MSG.userLinkTargetNotFound);
  await checkProfile(ctx, actor, kind, fk);
  try {
    const [row] = await ctx.db
      .insert(l.table)
      .values({
        usuarioId,
        [kind === 'unidade' ? 'unidadeId' : kind === 'cliente' ? 'clienteId' : 'perfilId']: fk,
      } as never)
      .returning({ id: l.table.id });
    await touch(ctx, usuarioId);
    return row.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.userLinkExists);
    throw err;
  }
}

export async function removeVinculo(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  actor: AuthUser,
  kind: VinculoKind,
  usuarioId: number,
  fk: number,
): Promise<void> {
  const l = links[kind];
  await loadTargetUser(ctx.db, actor, usuarioId);
  await checkProfile(ctx, actor, kind, fk);
  const deleted = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .delete(l.table)
      .where(and(eq(l.user, usuarioId), eq(l.fk, fk)))
      .returning({ id: l.table.id });
    // A profile removed: the user's live streams check their session again on every node (none
    // left ends them).
    if (rows.length > 0 && kind === 'perfil') await noticeAccessChanged(tx, usuarioId);
    return rows;
  });
  if (deleted.length === 0) throw notFound();
  await touch(ctx, usuarioId);
}
