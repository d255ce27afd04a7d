// GET /crm/contatos/{id}: one contact of a customer the caller may act for (404 otherwise).
import type { Contato } from '@portal/shared/schemas/crm';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/auth';
import { findOwnContato, loadSetores, toContato } from './contato-common';

export async function findContato(ctx: AppContext, user: AuthUser, id: number): Promise<Contato> {
  const row = await findOwnContato(ctx.db, user, id);
  return toContato(row, await loadSetores(ctx));
}
