import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PagamentoForma } from '@portal/shared/schemas/clientes';
import type { Db } from '../../db/client';
import { clientePagamentos, pagamentoCondicoes, pagamentoFormas } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { assertClienteAccess } from '../../http/scope';

/**
 * Payment methods enabled for the customer (released ones only, in ERP order: the first is the
 * cart's default) with their conditions.
 */
export async function listPagamentos(db: Db, user: AuthUser, clienteId: number): Promise<PagamentoForma[]> {
  await assertClienteAccess(db, user, clienteId);
  const formas = await db
    .select({
      id: pagamentoFormas.id,
      sku: pagamentoFormas.sku,
      descricao: pagamentoFormas.descricao,
      status: pagamentoFormas.status,
    })
    .from(clientePagamentos)
    .innerJoin(pagamentoFormas, eq(pagamentoFormas.id, clientePagamentos.pgtoFormaId))
    .where(and(eq(clientePagamentos.clienteId, clienteId), eq(pagamentoFormas.status, 'L')))
    .orderBy(asc(pagamentoFormas.id));
  if (formas.length === 0) return [];
  const condicoes = await db
    .select({
      id: pagamentoCondicoes.id,
      pgtoFormaId: pagamentoCondicoes.pgtoFormaId,
      descricao: pagamentoCondicoes.descricao,
      sku: pagamentoCondicoes.sku,
    })
    .from(pagamentoCondicoes)
    .where(
      inArray(
        pagamentoCondicoes.pgtoFormaId,
        formas.map((f) => f.id),
      ),
    )
    .orderBy(asc(pagamentoCondicoes.id));
  return formas.map((f) => ({ ...f, condicoes: condicoes.filter((c) => c.pgtoFormaId === f.id) }));
}
