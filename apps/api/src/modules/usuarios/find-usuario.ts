import { asc, eq, inArray, or } from 'drizzle-orm';
import { STATUS_DESCRIPTIONS, ROLE_DESCRIPTIONS, type Role, type Status } from '@portal/shared/constants';
import type { Usuario } from '@portal/shared/schemas/auth';
import type { Db } from '../../db/client';
import {
  clienteUnidades,
  clientes,
  perfis,
  tabelasPreco,
  unidades,
  usuarioClientes,
  usuarioPerfis,
  usuarioUnidades,
  usuarios,
} from '../../db/schema';
import { primaryRole } from '../../http/auth';

type UnidadeRow = typeof unidades.$inferSelect;

/**
 * Units in the ERP's order (empresa, filial): the first one is the default branch
 * (docs/product/portal-cliente.md §4). Screens sort by description for display.
 */
const byErpKeys = (
  a: { empresaCod: string; filialCod: string },
  b: { empresaCod: string; filialCod: string },
) => a.empresaCod.localeCompare(b.empresaCod) || a.filialCod.localeCompare(b.filialCod);

export async function loadUnidades(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const [units, tables] = await Promise.all([
    db.select().from(unidades).where(inArray(unidades.id, ids)).orderBy(asc(unidades.descricao)),
    db.select().from(tabelasPreco).where(inArray(tabelasPreco.unidadeId, ids)).orderBy(asc(tabelasPreco.id)),
  ]);
  return units.map((u: UnidadeRow) => ({
    id: u.id,
    descricao: u.descricao,
    empresaCod: u.empresaCod,
    filialCod: u.filialCod,
    tabelasPreco: tables
      .filter((t) => t.unidadeId === u.id)
      .map((t) => ({ id: t.id, sku: t.sku, descricao: t.descricao, valor: t.valor, ativo: t.ativo })),
  }));
}

/**
 * The logged-in user payload (docs/product/portal-cliente.md §3 Usuario): profiles, clients with their units,
 * own units.
 */
export async function findUsuario(db: Db, id: number): Promise<Usuario | null> {
  const [u] = await db.select().from(usuarios).where(eq(usuarios.id, id)).limit(1);
  if (!u) return null;
  const perfRows = await db
    .select({ id: perfis.id, role: perfis.role, descricao: perfis.descricao })
    .from(usuarioPerfis)
    .innerJoin(perfis, eq(perfis.id, usuarioPerfis.perfilId))
    .where(eq(usuarioPerfis.usuarioId, id))
    .orderBy(asc(perfis.id));
  const roles = perfRows.map((p) => p.role);
  const isSeller = roles.includes('ROLE_VENDEDOR');
  const linked = db
    .select({ id: usuarioClientes.clienteId })
    .from(usuarioClientes)
    .where(eq(usuarioClientes.usuarioId, id));
  const cliRows = await db
    .select()
    .from(clientes)
    .where(
      isSeller ? or(inArray(clientes.id, linked), eq(clientes.vendedorId, id)) : inArray(clientes.id, linked),
    )
    .orderBy(asc(clientes.razao));
  const cliUnits = cliRows.length
    ? await db
        .select()
        .from(clienteUnidades)
        .where(
          inArray(
            clienteUnidades.clienteId,
            cliRows.map((c) => c.id),
          ),
        )
    : [];
  const ownUnitIds = (
    await db
      .select({ id: usuarioUnidades.unidadeId })
      .from(usuarioUnidades)
      .where(eq(usuarioUnidades.usuarioId, id))
  ).map((r) => r.id);
  const allUnitIds = [...new Set([...ownUnitIds, ...cliUnits.map((c) => c.unidadeId)])];
  const units = await loadUnidades(db, allUnitIds);
  const unitById = new Map(units.map((x) => [x.id, x]));
  return {
    id: u.id,
    nome: u.nome,
    email: u.email,
    cpf: u.cpf,
    status: u.status as Status,
    statusDesc: STATUS_DESCRIPTIONS[u.status as Status] ?? u.status,
    role: (primaryRole(roles) ?? 'ROLE_CLIENTE') as Role,
    perfils: perfRows.map((p) => ({
      id: p.id,
      role: p.role as Role,
      descricao: p.descricao || ROLE_DESCRIPTIONS[p.role as Role],
    })),
    clientes: cliRows.map((c) => ({
      id: c.id,
      codigo: c.codigo,
      loja: c.loja,
      razao: c.razao,
      nome: c.nome,
      cgc: c.cgc,
      telefone: c.telefone,
      email: c.email,
      status: c.status as Status,
      unidades: cliUnits
        .filter((cu) => cu.clienteId === c.id)
        .map((cu) => unitById.get(cu.unidadeId)!)
        .filter(Boolean)
        .sort(byErpKeys),
    })),
    unidades: ownUnitIds
      .map((uid) => unitById.get(uid)!)
      .filter(Boolean)
      .sort(byErpKeys),
    createdDate: u.createdDate.toISOString(),
    modifiedDate: u.modifiedDate ? u.modifiedDate.toISOString() : null,
  };
}
