import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_MODALIDADE } from '@portal/shared/constants';
import type { ClienteErpQuery, Obra } from '@portal/shared/schemas/clientes';
import type { Db } from '../../db/client';
import { obras, produtos } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { resolveClienteUnidade } from './resolve-cliente-unidade';

/** Active works of the customer at the unit, each with its product and CIF/FOB prices. */
export async function listObras(db: Db, user: AuthUser, q: ClienteErpQuery): Promise<Obra[]> {
  const { cliente, unidade } = await resolveClienteUnidade(db, user, q);
  const rows = await db
    .select({
      id: obras.id,
      obra: obras.obra,
      nome: obras.nome,
      logradouro: obras.logradouro,
      bairro: obras.bairro,
      municipio: obras.municipio,
      produtoId: obras.produtoId,
      produtoDesc: produtos.descricao,
      produtoSku: produtos.sku,
      produtoUM: produtos.um,
      cif: obras.precoCif,
      fob: obras.precoFob,
      obsnf: obras.obsnf,
    })
    .from(obras)
    .leftJoin(produtos, eq(produtos.id, obras.produtoId))
    .where(and(eq(obras.clienteId, cliente.id), eq(obras.unidadeId, unidade.id), eq(obras.ativo, true)))
    .orderBy(asc(obras.obra), asc(obras.id));
  return rows.map((r) => ({
    ...r,
    codigo: cliente.codigo,
    modalidadePreco: r.cif > 0 || r.fob <= 0 ? DEFAULT_MODALIDADE : 'FOB',
  }));
}
