// POST /crm/contatos and PUT /crm/contatos/{id}: the rules of docs/product/gestor-crm-vendas.md §3 and §5
// (validateContato, shared with the screen), the owner customer (entidadeId: given and reachable, or the
// caller's only customer), the read-only code given by the portal and the seller's code.
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import {
  validateContato,
  type Contato,
  type ContatoBody,
  type ContatoValues,
} from '@portal/shared/schemas/crm';
import type { AppContext } from '../../context';
import { crmContatos, usuarios } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { assertClienteAccess } from '../../http/scope';
import { accessibleClienteIds, findOwnContato, invalidField, loadSetores, toContato } from './contato-common';

async function checkedValues(
  ctx: AppContext,
  body: ContatoBody,
): Promise<{ values: ContatoValues; setores: Awaited<ReturnType<typeof loadSetores>> }> {
  const setores = await loadSetores(ctx);
  const v = validateContato(body, setores);
  if (!v.ok) throw invalidField(v.field, v.message);
  return { values: v.values, setores };
}

/** entidadeId when given (404 if the caller may not act for it), else the caller's only customer. */
async function ownerOf(
  ctx: AppContext,
  user: AuthUser,
  entidadeId: number | null | undefined,
): Promise<number> {
  if (entidadeId) {
    await assertClienteAccess(ctx.db, user, entidadeId);
    return entidadeId;
  }
  const mine = await accessibleClienteIds(ctx.db, user).limit(2);
  if (mine.length !== 1) throw invalidField('entidadeId', MSG.selectClientRequired);
  return mine[0].id;
}

export async function createContato(ctx: AppContext, user: AuthUser, body: ContatoBody): Promise<Contato> {
  const { values, setores } = await checkedValues(ctx, body);
  const entidadeId = await ownerOf(ctx, user, body.entidadeId);
  let vendedorCodigo: string | null = null;
  if (user.roles.includes('ROLE_VENDEDOR')) {
    const [me] = await ctx.db
      .select({ codigo: usuarios.vendedorCodigo })
      .from(usuarios)
      .where(eq(usuarios.id, user.id))
      .limit(1);
    vendedorCodigo = me?.codigo ?? null;
  }
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(crmContatos)
      .values({ ...values, entidadeId, vendedorCodigo, createdDate: ctx.clock() })
      .returning({ id: crmContatos.id });
    // The read-only code: 'C' + the id, four digits at least (C0004).
    const [withCode] = await tx
      .update(crmContatos)
      .set({ codigo: sql`'C' || lpad(${crmContatos.id}::text, 4, '0')` })
      .where(eq(crmContatos.id, created.id))
      .returning();
    return withCode;
  });
  return toContato(row, setores);
}

/** Replaces the editable fields; the customer, the code and the seller's code stay. */
export async function updateContato(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  body: ContatoBody,
): Promise<Contato> {
  await findOwnContato(ctx.db, user, id);
  const { values, setores } = await checkedValues(ctx, body);
  const [row] = await ctx.db
    .update(crmContatos)
    .set({ ...values, modifiedDate: ctx.clock() })
    .where(eq(crmContatos.id, id))
    .returning();
  return toContato(row, setores);
}
