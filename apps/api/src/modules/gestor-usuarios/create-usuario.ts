// POST /usuarios: a manager registers a user (docs/product/gestor-crm-vendas.md §2.4). The user starts as P
// (PENDENTE) whatever status is sent, is linked to the branch, and an approval record is opened for that
// branch, so the user is released (or refused) on the approvals screen like any registration.
// Without a password, the new user sets one through password recovery once released.
import type { UsuarioCreateBody } from '@portal/shared/schemas/gestor';
import { MSG } from '@portal/shared/messages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { unidades, usuarioAprovacoes, usuarioUnidades, usuarios } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { isUniqueViolation } from '../../lib/sql';
import { lockUsuarioCpf, usuarioCpfInUse } from '../../lib/usuario-cpf';

export async function createUsuario(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  body: UsuarioCreateBody,
): Promise<number> {
  const [unit] = await ctx.db
    .select({ id: unidades.id })
    .from(unidades)
    .where(eq(unidades.id, body.filialId))
    .limit(1);
  if (!unit) throw badRequest(MSG.approverBranchRequired, { filialId: MSG.userLinkTargetNotFound });
  try {
    return await ctx.db.transaction(async (tx) => {
      const now = ctx.clock();
      if (body.cpf) {
        await lockUsuarioCpf(tx as unknown as Db, body.cpf);
        if (await usuarioCpfInUse(tx as unknown as Db, body.cpf))
          throw conflict(MSG.userCpfInUse, { cpf: MSG.userCpfInUse });
      }
      const [u] = await tx
        .insert(usuarios)
        .values({
          nome: body.nome.toUpperCase(),
          email: body.email,
          cpf: body.cpf,
          status: 'P',
          createdDate: now,
        })
        .returning({ id: usuarios.id });
      await tx.insert(usuarioUnidades).values({ usuarioId: u.id, unidadeId: unit.id });
      await tx
        .insert(usuarioAprovacoes)
        .values({ usuarioId: u.id, filialId: unit.id, status: 'P', createdDate: now });
      return u.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.userEmailInUse, { email: MSG.userEmailInUse });
    throw err;
  }
}
