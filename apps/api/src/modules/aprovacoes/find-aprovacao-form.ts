import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STATUS_DESCRIPTIONS, type Status } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import type { AprovacaoForm } from '@portal/shared/schemas/registro';
import { clientes, unidades, usuarioAprovacoes, usuarios } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import { sha256 } from '../../lib/crypto';
import type { AppContext } from '../../context';
import { divergencias, emailDominio } from './compare-cadastro';
import { empresaOf, enderecoOf, usuarioOf } from './registration-data';

/**
 * Only administrators and auditors release or block a registration through the e-mailed link
 * (docs/product/gestor-crm-vendas.md §5, §6).
 */
export function assertLinkApprover(user: AuthUser): void {
  if (user.roles.includes('ROLE_ADMIN') || user.roles.includes('ROLE_AUDITOR')) return;
  if (user.roles.includes('ROLE_CLIENTE')) throw new AppError(403, MSG.approvalClientRefused);
  throw new AppError(403, MSG.approvalInvalidUser);
}

const desc_ = (s: string) => STATUS_DESCRIPTIONS[s as Status] ?? s;

/**
 * GET /clientes/aprovacoes/form?cli&fil&usr&apro: the company, address and user of a registration,
 * the company data the registrant typed beside the customer's and the fields where they differ, and
 * whether the customer existed before the registration.
 * apro must be the token of that registration's approval record (stored as its hash); any other
 * combination is an invalid link. A decided registration is still shown, with its decision.
 */
export async function findAprovacaoForm(
  ctx: AppContext,
  user: AuthUser,
  q: { cli: number; fil: number; usr: number; apro: string },
): Promise<AprovacaoForm> {
  assertLinkApprover(user);
  const { db } = ctx;
  const aprovador = alias(usuarios, 'aprovador');
  const [row] = await db
    .select({ a: usuarioAprovacoes, c: clientes, u: usuarios, f: unidades, aprovadorNome: aprovador.nome })
    .from(usuarioAprovacoes)
    .innerJoin(clientes, eq(clientes.id, usuarioAprovacoes.clienteId))
    .innerJoin(usuarios, eq(usuarios.id, usuarioAprovacoes.usuarioId))
    .innerJoin(unidades, eq(unidades.id, usuarioAprovacoes.filialId))
    .leftJoin(aprovador, eq(aprovador.id, usuarioAprovacoes.aprovadorUsuarioId))
    .where(
      and(
        eq(usuarioAprovacoes.usuarioId, q.usr),
        eq(usuarioAprovacoes.clienteId, q.cli),
        eq(usuarioAprovacoes.filialId, q.fil),
        eq(usuarioAprovacoes.tokenHash, sha256(q.apro)),
      ),
    )
    .orderBy(desc(usuarioAprovacoes.id))
    .limit(1);
  if (!row) throw notFound(MSG.approvalLinkInvalid);
  const { a, c, u, f } = row;
  // Older records have no typed data: a customer they created is what was typed.
  const typed =
    a.empresaInformada ??
    (a.clienteNovo
      ? {
          razao: c.razao,
          email: c.email ?? u.email,
          logradouro: c.logradouro ?? '',
          numero: c.numero ?? '',
          complemento: c.complemento ?? '',
          bairro: c.bairro ?? '',
          cidade: c.cidade ?? '',
          cep: c.cep ?? '',
          uf: c.uf ?? '',
        }
      : null);
  return {
    aprovacao: {
      id: a.id,
      status: a.status as Status,
      statusDesc: desc_(a.status),
      motivo: a.motivo,
      createdDate: a.createdDate.toISOString(),
      decidedDate: a.decidedDate ? a.decidedDate.toISOString() : null,
      aprovadorNome: row.aprovadorNome ?? null,
    },
    empresa: empresaOf(c),
    clienteExistente: !a.clienteNovo,
    informado: typed ? { ...typed, emailDominio: emailDominio(typed.email) } : null,
    divergencias: typed ? divergencias(typed, c) : [],
    endereco: enderecoOf(c),
    usuario: usuarioOf(u),
    unidade: { id: f.id, empresaCod: f.empresaCod, filialCod: f.filialCod, descricao: f.descricao },
  };
}
