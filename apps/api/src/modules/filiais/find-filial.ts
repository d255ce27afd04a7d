// GET /filial/{id}: the unit page of the manager (/gestor/filiais/{id}, linked from the user and
// customer details): the unit's data, its price tables with the active flag and the number of
// prices of each, and how many customers and users it has (listed by the paged calls).
import { asc, count, eq } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import type { FilialDetalhe } from '@portal/shared/schemas/gestor-cadastros';
import type { Db } from '../../db/client';
import { clienteUnidades, precos, tabelasPreco, unidades, usuarioUnidades } from '../../db/schema';
import { notFound } from '../../http/errors';
import { unidadeResumo } from './common';

export async function loadUnidade(db: Db, id: number) {
  const [u] = await db.select().from(unidades).where(eq(unidades.id, id)).limit(1);
  if (!u) throw notFound(MSG.unitIdInvalid(String(id)));
  return u;
}

export async function findFilial(db: Db, id: number): Promise<FilialDetalhe> {
  const u = await loadUnidade(db, id);
  const [tables, [{ clientes }], [{ usuarios }]] = await Promise.all([
    db
      .select({
        id: tabelasPreco.id,
        sku: tabelasPreco.sku,
        descricao: tabelasPreco.descricao,
        valor: tabelasPreco.valor,
        ativo: tabelasPreco.ativo,
        precos: db.$count(precos, eq(precos.tabelaPrecoId, tabelasPreco.id)),
      })
      .from(tabelasPreco)
      .where(eq(tabelasPreco.unidadeId, id))
      .orderBy(asc(tabelasPreco.id)),
    db.select({ clientes: count() }).from(clienteUnidades).where(eq(clienteUnidades.unidadeId, id)),
    db.select({ usuarios: count() }).from(usuarioUnidades).where(eq(usuarioUnidades.unidadeId, id)),
  ]);
  return {
    ...unidadeResumo(u),
    cnpj: u.cnpj,
    pixChave: u.pixChave,
    pixNome: u.pixNome,
    pixCidade: u.pixCidade,
    tabelasPreco: tables.map((t) => ({ ...t, precos: Number(t.precos) })),
    totalClientes: clientes,
    totalUsuarios: usuarios,
  };
}
