// Shared pieces of the CRM contact services: the sector list (parameter CRM_LISTA_SETORES), the
// row -> Contato mapping and the caller's customers (object scope, http/scope.ts).
import { eq } from 'drizzle-orm';
import { STATUS_DESCRIPTIONS, type Status } from '@portal/shared/constants';
import { parseSetores, type Contato, type Setor } from '@portal/shared/schemas/crm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { clientes, crmContatos } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import { canActForCliente, clienteAccessCondition } from '../../http/scope';
import { readParametros } from '../../lib/read-parametros';

export type ContatoRow = typeof crmContatos.$inferSelect;

/** The sectors offered (CRM_LISTA_SETORES, '000000001=COMERCIAL;000000002=FINANCEIRO' by default). */
export async function loadSetores(ctx: Pick<AppContext, 'db'>): Promise<Setor[]> {
  const { CRM_LISTA_SETORES } = await readParametros(ctx.db, ['CRM_LISTA_SETORES']);
  return parseSetores(CRM_LISTA_SETORES);
}

export function toContato(r: ContatoRow, setores: readonly Setor[]): Contato {
  const status = r.status as Status;
  return {
    id: r.id,
    setor: r.setor,
    // A sector removed from the parameter still shows its code.
    setorDescricao: setores.find((s) => s.codigo === r.setor)?.descricao ?? r.setor,
    tipo: r.tipo,
    codigo: r.codigo,
    cgc: r.cgc,
    nome: r.nome,
    email: r.email,
    telefone: r.telefone,
    niver: r.niver,
    aniversario: r.niver,
    contatoPrincipal: r.contatoPrincipal,
    recebeEmail: r.recebeEmail,
    recebeWhatsapp: r.recebeWhatsapp,
    status,
    statusDescricao: STATUS_DESCRIPTIONS[status] ?? r.status,
    entidadeId: r.entidadeId,
    vendedorCodigo: r.vendedorCodigo,
    createdDate: r.createdDate.toISOString(),
    modifiedDate: r.modifiedDate ? r.modifiedDate.toISOString() : null,
  };
}

/** Ids of the customers the caller may act for (customer: linked; seller: linked and served). */
export function accessibleClienteIds(db: Db, user: AuthUser) {
  return db.select({ id: clientes.id }).from(clientes).where(clienteAccessCondition(user));
}

/**
 * The contact with this id if it belongs to a customer the caller may act for; 404 otherwise
 * (another customer's contact id is not confirmed).
 */
export async function findOwnContato(db: Db, user: AuthUser, id: number): Promise<ContatoRow> {
  const [row] = await db.select().from(crmContatos).where(eq(crmContatos.id, id)).limit(1);
  if (!row || !(await canActForCliente(db, user, row.entidadeId))) throw notFound();
  return row;
}

/** A rule broken by the body: 400 with the rule's message and the field name in `error`. */
export const invalidField = (field: string, message: string) => new AppError(400, message, { error: field });
