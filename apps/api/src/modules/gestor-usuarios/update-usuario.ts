// PUT /usuarios/gestor/{id} {id, nome, email, cpf}: the manager edits a user's data.
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import type { UsuarioUpdateBody } from '@portal/shared/schemas/gestor';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { lockUsuarioCpf, usuarioCpfInUse } from '../../lib/usuario-cpf';
import { usuarios } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { badRequest, conflict } from '../../http/errors';
import { loadTargetUser } from './common';
import { isUniqueViolation } from '../../lib/sql';

export async function updateUsuario(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  actor: AuthUser,
  id: number,
  body: UsuarioUpdateBody,
): Promise<void> {
  if (body.id !== id)
    throw badRequest(MSG.userIdInvalid(String(body.id)), { id: MSG.userIdInvalid(String(body.id)) });
  await loadTargetUser(ctx.db, actor, id);
  const [dup] = await ctx.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(sql`lower(${usuarios.email}) = ${body.email} and ${usuarios.id} <> ${id}`)
    .limit(1);
  if (dup) throw conflict(MSG.userEmailInUse, { email: MSG.userEmailInUse });
  try {
    await ctx.db.transaction(async (tx) => {
      if (body.cpf) {
        await lockUsuarioCpf(tx as unknown as Db, body.cpf);
        if (await usuarioCpfInUse(tx as unknown as Db, body.cpf, id))
          throw conflict(MSG.userCpfInUse, { cpf: MSG.userCpfInUse });
      }
      await tx
        .update(usuarios)
        .set({ nome: body.nome.toUpperCase(), email: body.email, cpf: body.cpf, modifiedDate: ctx.clock() })
        .where(eq(usuarios.id, id));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.userEmailInUse, { email: MSG.userEmailInUse });
    throw err;
  }
}
