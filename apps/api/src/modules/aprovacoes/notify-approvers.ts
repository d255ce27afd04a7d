import { and, eq } from 'drizzle-orm';
import { formatCpfCnpj } from '@portal/shared/format';
import { PUBLIC_LABELS } from '@portal/shared/labels';
import { EMAILS } from '@portal/shared/messages';
import {
  aprovadores,
  clientes,
  perfis,
  unidades,
  usuarioAprovacoes,
  usuarioPerfis,
  usuarios,
} from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import type { AppContext } from '../../context';
import { comparedValues, divergencias } from './compare-cadastro';
import { findMarcaAtual } from '../marcas';
import { approvalLink } from './approval-link';

/**
 * E-mails the approval link of a new registration to every active approver of the unit (aprovadores
 * with status L whose user is L). A unit without approvers falls back to the active administrators,
 * so that no registration waits unseen. For a CNPJ the portal already knew, the e-mail puts what the
 * registrant typed beside the customer's data and flags the differences.
 */
export async function notifyApprovers(
  ctx: AppContext,
  p: { usuarioId: number; clienteId: number; filialId: number; token: string; host?: string },
): Promise<number> {
  const { db } = ctx;
  let recipients = await db
    .select({ nome: usuarios.nome, email: usuarios.email })
    .from(aprovadores)
    .innerJoin(usuarios, eq(usuarios.id, aprovadores.usuarioId))
    .where(and(eq(aprovadores.filialId, p.filialId), eq(aprovadores.status, 'L'), eq(usuarios.status, 'L')));
  if (recipients.length === 0) {
    recipients = await db
      .select({ nome: usuarios.nome, email: usuarios.email })
      .from(usuarios)
      .innerJoin(usuarioPerfis, eq(usuarioPerfis.usuarioId, usuarios.id))
      .innerJoin(perfis, eq(perfis.id, usuarioPerfis.perfilId))
      .where(and(eq(perfis.role, 'ROLE_ADMIN'), eq(usuarios.status, 'L')));
  }
  const [[cli], [usr], [uni], [rec], marca] = await Promise.all([
    db.select().from(clientes).where(eq(clientes.id, p.clienteId)).limit(1),
    db.select().from(usuarios).where(eq(usuarios.id, p.usuarioId)).limit(1),
    db.select().from(unidades).where(eq(unidades.id, p.filialId)).limit(1),
    db
      .select({
        clienteNovo: usuarioAprovacoes.clienteNovo,
        empresaInformada: usuarioAprovacoes.empresaInformada,
      })
      .from(usuarioAprovacoes)
      .where(
        and(
          eq(usuarioAprovacoes.usuarioId, p.usuarioId),
          eq(usuarioAprovacoes.clienteId, p.clienteId),
          eq(usuarioAprovacoes.tokenHash, sha256(p.token)),
        ),
      )
      .limit(1),
    findMarcaAtual(ctx, p.host),
  ]);
  if (!cli || !usr || !uni) return 0;
  const link = approvalLink(ctx.config.publicUrl, p);
  // A known CNPJ: what the registrant typed goes beside the customer's data, differences flagged.
  const typed = rec && !rec.clienteNovo ? rec.empresaInformada : null;
  const differ = typed ? divergencias(typed, cli) : [];
  const comparacao = typed
    ? EMAILS.approvalComparison({
        codigo: cli.codigo,
        loja: cli.loja,
        razao: cli.razao,
        linhas: comparedValues(typed, cli).map(([campo, informado, cadastro]) => ({
          campo: PUBLIC_LABELS.comparedFields[campo],
          informado,
          cadastro,
          diferente: differ.includes(campo),
        })),
      })
    : undefined;
  const seen = new Set<string>();
  for (const r of recipients) {
    const key = r.email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    await ctx.mailer.send({
      to: r.email,
      subject: EMAILS.approvalSubject(cli.razao),
      text: EMAILS.approvalText({
        aprovador: r.nome,
        brand: marca.nome,
        razao: typed?.razao ?? cli.razao,
        cgc: formatCpfCnpj(cli.cgc),
        unidade: `${uni.empresaCod}/${uni.filialCod} ${uni.descricao}`,
        nome: usr.nome,
        email: usr.email,
        link,
        comparacao,
      }),
    });
  }
  return seen.size;
}
