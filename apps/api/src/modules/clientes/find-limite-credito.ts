import type { ClienteErpQuery, LimiteCredito } from '@portal/shared/schemas/clientes';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth';
import { creditFigures } from './credit-figures';
import { resolveClienteUnidade } from './resolve-cliente-unidade';

/** Credit figures of the customer at the unit (header): the ERP's or the open titles' (credit-figures.ts). */
export async function findLimiteCredito(db: Db, user: AuthUser, q: ClienteErpQuery): Promise<LimiteCredito> {
  const { cliente, unidade } = await resolveClienteUnidade(db, user, q);
  const f = await creditFigures(db, [cliente.id], unidade.id);
  return {
    codigo: cliente.codigo,
    loja: cliente.loja,
    risco: f.risco,
    limite: f.limite,
    devedor: f.devedor,
    saldo: f.saldo,
  };
}
