// DELETE /crm/contatos/{id}: removes a contact of a customer the caller may act for (404 otherwise).
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { crmContatos } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { findOwnContato } from './contato-common';

export async function deleteContato(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  await findOwnContato(ctx.db, user, id);
  await ctx.db.delete(crmContatos).where(eq(crmContatos.id, id));
}
