// POST /clientes and PUT /clientes/{id}: the manager creates or edits a customer
// (docs/product/gestor-crm-vendas.md §2.7). A new customer starts as P (PENDENTE) unless another status is
// chosen. Customers are ERP data (docs/product/arquitetura.md §5): a manager's edit lives until the next ERP
// upsert of the same codigo/loja.
import { eq } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import type { ClienteGestorData } from '@portal/shared/schemas/gestor-cadastros';
import type { AppContext } from '../../context';
import { clientes } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { loadCliente } from './find-cliente-gestor';
import { uniqueOr } from '../../lib/sql';

function fields(body: ClienteGestorData) {
  const e = body.endereco;
  return {
    codigo: body.codigo,
    loja: body.loja,
    razao: body.razao,
    cgc: body.cgc,
    tipoPessoa: body.cgc?.length === 11 ? 'F' : 'J',
    nome: body.nome,
    telefone: body.telefone,
    email: body.email,
    ...(e
      ? {
          logradouro: e.logradouro,
          numero: e.numero,
          complemento: e.complemento,
          bairro: e.bairro,
          cidade: e.cidade,
          cep: e.cep,
          uf: e.uf,
        }
      : {}),
  };
}

const duplicate = () => conflict(MSG.customerCodeInUse, { codigo: MSG.customerCodeInUse });

export async function createClienteGestor(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  body: ClienteGestorData,
): Promise<number> {
  const [row] = await uniqueOr(
    () =>
      ctx.db
        .insert(clientes)
        .values({ ...fields(body), status: body.status ?? 'P', createdDate: ctx.clock() })
        .returning({ id: clientes.id }),
    duplicate,
  );
  return row.id;
}

export async function updateClienteGestor(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  id: number,
  body: ClienteGestorData,
): Promise<void> {
  if (body.id && body.id !== id)
    throw badRequest(MSG.invalidRequest, { id: MSG.customerIdInvalid(String(body.id)) });
  const current = await loadCliente(ctx.db, id);
  await uniqueOr(
    () =>
      ctx.db
        .update(clientes)
        .set({ ...fields(body), status: body.status ?? current.status, modifiedDate: ctx.clock() })
        .where(eq(clientes.id, id)),
    duplicate,
  );
}
