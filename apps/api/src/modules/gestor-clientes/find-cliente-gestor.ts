// GET /clientes/{id}: the manager customer (docs/product/gestor-crm-vendas.md §3): data, address, units,
// linked users and the serving seller.
import { asc, eq } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import type { ClienteGestor } from '@portal/shared/schemas/gestor-cadastros';
import type { Db } from '../../db/client';
import { clienteUnidades, clientes, unidades, usuarioClientes, usuarios } from '../../db/schema';
import { notFound } from '../../http/errors';
import { statusDesc, unidadeResumo } from '../filiais';

export async function loadCliente(db: Db, id: number) {
  const [c] = await db.select().from(clientes).where(eq(clientes.id, id)).limit(1);
  if (!c) throw notFound(MSG.customerIdInvalid(String(id)));
  return c;
}

export async function findClienteGestor(db: Db, id: number): Promise<ClienteGestor> {
  const c = await loadCliente(db, id);
  const [units, users, seller] = await Promise.all([
    db
      .select({ u: unidades })
      .from(clienteUnidades)
      .innerJoin(unidades, eq(unidades.id, clienteUnidades.unidadeId))
      .where(eq(clienteUnidades.clienteId, id))
      .orderBy(asc(unidades.empresaCod), asc(unidades.filialCod)),
    db
      .select({ id: usuarios.id, nome: usuarios.nome, email: usuarios.email, status: usuarios.status })
      .from(usuarioClientes)
      .innerJoin(usuarios, eq(usuarios.id, usuarioClientes.usuarioId))
      .where(eq(usuarioClientes.clienteId, id))
      .orderBy(asc(usuarios.nome), asc(usuarios.id)),
    c.vendedorId
      ? db
          .select({ id: usuarios.id, nome: usuarios.nome })
          .from(usuarios)
          .where(eq(usuarios.id, c.vendedorId))
          .limit(1)
      : Promise.resolve([]),
  ]);
  return {
    id: c.id,
    codigo: c.codigo,
    loja: c.loja,
    razao: c.razao,
    cgc: c.cgc,
    nome: c.nome,
    telefone: c.telefone,
    email: c.email,
    status: c.status as ClienteGestor['status'],
    statusDesc: statusDesc(c.status),
    endereco: {
      logradouro: c.logradouro,
      numero: c.numero,
      complemento: c.complemento,
      bairro: c.bairro,
      cidade: c.cidade,
      cep: c.cep,
      uf: c.uf,
    },
    unidades: units.map((r) => unidadeResumo(r.u)),
    usuarios: users.map((u) => ({
      ...u,
      status: u.status as ClienteGestor['status'],
      statusDesc: statusDesc(u.status),
    })),
    vendedor: seller[0] ?? null,
    createdDate: c.createdDate.toISOString(),
    modifiedDate: c.modifiedDate ? c.modifiedDate.toISOString() : null,
  };
}
