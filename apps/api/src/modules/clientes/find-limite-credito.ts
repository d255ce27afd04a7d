import { and, eq } from 'drizzle-orm';
import type { ClienteErpQuery, LimiteCredito } from '@portal/shared/schemas/clientes';
import type { Db } from '../../db/client';
import { limitesCredito } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { resolveClienteUnidade } from './resolve-cliente-unidade';

/** Credit figures of the customer at the unit (ERP-owned); zeros when the ERP sent none yet. */
export async function findLimiteCredito(db: Db, user: AuthUser, q: ClienteErpQuery): Promise<LimiteCredito> {
  const { cliente, unidade } = await resolveClienteUnidade(db, user, q);
  const [row] = await db
    .select({
      risco: limitesCredito.risco,
      limite: limitesCredito.limite,
      devedor: limitesCredito.devedor,
      saldo: limitesCredito.saldo,
    })
    .from(limitesCredito)
    .where(and(eq(limitesCredito.clienteId, cliente.id), eq(limitesCredito.unidadeId, unidade.id)))
    .limit(1);
  return {
    codigo: cliente.codigo,
    loja: cliente.loja,
    risco: row?.risco ?? '',
    limite: row?.limite ?? 0,
    devedor: row?.devedor ?? 0,
    saldo: row?.saldo ?? 0,
  };
}
