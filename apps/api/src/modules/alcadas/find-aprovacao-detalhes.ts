// GET /usuarios/aprovacoes/detalhes?usuario&filial&cliente: the approval records of a registration
// (docs/product/gestor-crm-vendas.md §2.5, §3): who decided (the approver's name), the decision and the
// reason; beside them the company, its address and the user as the approval form shows them.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MSG } from '@portal/shared/messages';
import type { Status } from '@portal/shared/constants';
import type { AprovacaoDetalhes } from '@portal/shared/schemas/gestor';
import type { Db } from '../../db/client';
import { aprovadores, clientes, unidades, usuarioAprovacoes, usuarios } from '../../db/schema';
import { notFound } from '../../http/errors';
import { empresaOf, enderecoOf, usuarioOf } from '../aprovacoes';

/** The decision as the detail shows it. */
export const APROVADO_DESC: Record<Status, string> = { P: 'PENDENTE', L: 'APROVADO', B: 'REPROVADO' };
export const NO_APPROVER_YET = 'AGUARDANDO APROVAÇÃO';

export async function findAprovacaoDetalhes(
  db: Db,
  q: { usuario: number; filial?: number; cliente?: number },
): Promise<AprovacaoDetalhes> {
  const [u] = await db.select().from(usuarios).where(eq(usuarios.id, q.usuario)).limit(1);
  if (!u) throw notFound(MSG.userIdInvalid(String(q.usuario)));
  const decisor = alias(usuarios, 'decisor');
  const aprovadorUsuario = alias(usuarios, 'aprovador_usuario');
  const rows = await db
    .select({
      id: usuarioAprovacoes.id,
      status: usuarioAprovacoes.status,
      motivo: usuarioAprovacoes.motivo,
      createdDate: usuarioAprovacoes.createdDate,
      decidedDate: usuarioAprovacoes.decidedDate,
      decisor: decisor.nome,
      aprovador: aprovadorUsuario.nome,
    })
    .from(usuarioAprovacoes)
    .leftJoin(decisor, eq(decisor.id, usuarioAprovacoes.aprovadorUsuarioId))
    .leftJoin(aprovadores, eq(aprovadores.id, usuarioAprovacoes.aprovadorId))
    .leftJoin(aprovadorUsuario, eq(aprovadorUsuario.id, aprovadores.usuarioId))
    .where(
      and(
        eq(usuarioAprovacoes.usuarioId, q.usuario),
        q.filial ? eq(usuarioAprovacoes.filialId, q.filial) : isNull(usuarioAprovacoes.filialId),
        q.cliente ? eq(usuarioAprovacoes.clienteId, q.cliente) : isNull(usuarioAprovacoes.clienteId),
      ),
    )
    .orderBy(asc(usuarioAprovacoes.id));
  if (rows.length === 0) throw notFound();
  const [unit] = q.filial ? await db.select().from(unidades).where(eq(unidades.id, q.filial)).limit(1) : [];
  const [cli] = q.cliente ? await db.select().from(clientes).where(eq(clientes.id, q.cliente)).limit(1) : [];
  return {
    usuarioId: u.id,
    usuarioNome: u.nome,
    usuarioEmail: u.email,
    filialId: unit?.id ?? null,
    filialDescricao: unit?.descricao ?? null,
    clienteId: cli?.id ?? null,
    clienteRazao: cli?.razao ?? null,
    empresa: cli ? empresaOf(cli) : null,
    endereco: cli ? enderecoOf(cli) : null,
    usuario: usuarioOf(u),
    registros: rows.map((r) => ({
      usuarioAprovacoesId: r.id,
      usuarioAprovadoresUsuarioDesc: r.decisor ?? r.aprovador ?? NO_APPROVER_YET,
      aprovadoDesc: APROVADO_DESC[r.status as Status] ?? r.status,
      motivo: r.motivo,
      status: r.status as Status,
      createdDate: r.createdDate.toISOString(),
      decidedDate: r.decidedDate ? r.decidedDate.toISOString() : null,
    })),
  };
}
