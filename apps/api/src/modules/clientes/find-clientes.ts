import { eq, inArray } from 'drizzle-orm';
import type { Status } from '@portal/shared/constants';
import type { Cliente } from '@portal/shared/schemas/clientes';
import type { Db } from '../../db/client';
import { clienteUnidades, clientes } from '../../db/schema';
import { notFound } from '../../http/errors';
import { assertClienteAccess } from '../../http/scope';
import type { AuthUser } from '../../http/auth';
import { loadUnidades } from '../usuarios';
import type { ClienteRow } from './resolve-cliente-unidade';

/**
 * Customer rows -> Cliente entities (docs/product/portal-cliente.md §3) with their units (and price tables)
 * and address.
 */
export async function toClienteEntities(db: Db, rows: ClienteRow[]): Promise<Cliente[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ clienteId: clienteUnidades.clienteId, unidadeId: clienteUnidades.unidadeId })
    .from(clienteUnidades)
    .where(
      inArray(
        clienteUnidades.clienteId,
        rows.map((c) => c.id),
      ),
    );
  const units = await loadUnidades(db, [...new Set(links.map((l) => l.unidadeId))]);
  const unitIdsOf = new Map<number, Set<number>>();
  for (const l of links)
    unitIdsOf.set(l.clienteId, (unitIdsOf.get(l.clienteId) ?? new Set()).add(l.unidadeId));
  return rows.map((c) => ({
    id: c.id,
    codigo: c.codigo,
    loja: c.loja,
    razao: c.razao,
    nome: c.nome,
    cgc: c.cgc,
    telefone: c.telefone,
    email: c.email,
    status: c.status as Status,
    // loadUnidades returns units ordered by description, so the filter keeps that order.
    unidades: units.filter((u) => unitIdsOf.get(c.id)?.has(u.id)),
    endereco: {
      logradouro: c.logradouro,
      numero: c.numero,
      complemento: c.complemento,
      bairro: c.bairro,
      cidade: c.cidade,
      cep: c.cep,
      uf: c.uf,
    },
  }));
}

/** GET /clientes/info/{clienteId}: one customer the caller may act for, else 404. */
export async function findClienteInfo(db: Db, user: AuthUser, clienteId: number): Promise<Cliente> {
  await assertClienteAccess(db, user, clienteId);
  const rows = await db.select().from(clientes).where(eq(clientes.id, clienteId)).limit(1);
  if (rows.length === 0) throw notFound();
  const [entity] = await toClienteEntities(db, rows);
  return entity;
}
