import { and, desc, eq, isNull } from 'drizzle-orm';
import { EMAILS, MSG } from '@portal/shared/messages';
import type { LiberacaoBody } from '@portal/shared/schemas/registro';
import {
  aprovadores,
  clienteUnidades,
  clientes,
  sessoes,
  unidades,
  usuarioAprovacoes,
  usuarioClientes,
  usuarios,
} from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import type { BackgroundTasks } from '../../lib/background';
import { sha256 } from '../../lib/crypto';
import type { AppContext } from '../../context';
import { findMarcaAtual } from '../marcas';
import { noticeAccessChanged } from '../notificacoes';
import { assertLinkApprover } from './find-aprovacao-form';

const isAdminOrAuditor = (u: AuthUser) => u.roles.includes('ROLE_ADMIN') || u.roles.includes('ROLE_AUDITOR');

/**
 * PUT /usuarios/liberacao (docs/product/gestor-crm-vendas.md §2.5, §2.8, §4): decides a registration — a user
 * asking access to a customer at a unit — releasing it (L, empty reason) or refusing it (B, reason required),
 * and records the decision in usuario_aprovacoes. Used by the approval form of the e-mailed link (with
 * `apro`: administrators and auditors only, and the link is used up) and by the manager's approvals
 * list (without `apro`: administrators, auditors and the unit's active approvers).
 *
 * Only a registration can be decided: a user–customer pair with no link and no record answers 404,
 * a pair without a pending record 409 (a registration refused earlier may still be approved from the
 * Blocked tab, docs/product/gestor-crm-vendas.md §2.5). The decision changes the user (and ends its sessions
 * when refused) and the user's link to the customer. The customer itself is decided only when the
 * registration created it (a new CNPJ: released with the unit, or refused); a customer that existed before
 * keeps its status and units, which are the ERP's — a refused registration just loses its link to it.
 */
export async function decideAprovacao(
  ctx: AppContext,
  user: AuthUser,
  body: LiberacaoBody,
  opts: { host?: string; background?: BackgroundTasks } = {},
): Promise<void> {
  const { db } = ctx;
  const motivo = (body.motivo ?? '').trim();
  if (body.status === 'B' && !motivo) throw badRequest(MSG.approvalReasonRequired);

  const [approverRow] = await db
    .select({ id: aprovadores.id })
    .from(aprovadores)
    .where(
      and(
        eq(aprovadores.usuarioId, user.id),
        eq(aprovadores.filialId, body.filialId),
        eq(aprovadores.status, 'L'),
      ),
    )
    .limit(1);
  if (body.apro !== undefined) assertLinkApprover(user);
  else if (!isAdminOrAuditor(user) && !approverRow) throw forbidden(MSG.approvalNotApprover);

  const pair = and(
    eq(usuarioAprovacoes.usuarioId, body.usuarioId),
    eq(usuarioAprovacoes.clienteId, body.clienteId),
  );
  const [[link], [anyRecord], [uni], [target], [cli]] = await Promise.all([
    db
      .select({ id: usuarioClientes.id })
      .from(usuarioClientes)
      .where(
        and(eq(usuarioClientes.usuarioId, body.usuarioId), eq(usuarioClientes.clienteId, body.clienteId)),
      )
      .limit(1),
    db.select({ id: usuarioAprovacoes.id }).from(usuarioAprovacoes).where(pair).limit(1),
    db.select({ id: unidades.id }).from(unidades).where(eq(unidades.id, body.filialId)).limit(1),
    db
      .select({ nome: usuarios.nome, email: usuarios.email })
      .from(usuarios)
      .where(eq(usuarios.id, body.usuarioId))
      .limit(1),
    db.select({ razao: clientes.razao }).from(clientes).where(eq(clientes.id, body.clienteId)).limit(1),
  ]);
  if ((!link && !anyRecord) || !uni || !target || !cli) throw notFound(MSG.approvalNotFound);

  const now = ctx.clock();
  const decision = {
    status: body.status,
    motivo: body.status === 'B' ? motivo : '',
    aprovadorId: approverRow?.id ?? null,
    aprovadorUsuarioId: user.id,
    decidedDate: now,
  };
  const registration = and(pair, eq(usuarioAprovacoes.filialId, body.filialId));
  const recordColumns = {
    id: usuarioAprovacoes.id,
    status: usuarioAprovacoes.status,
    clienteNovo: usuarioAprovacoes.clienteNovo,
    empresaInformada: usuarioAprovacoes.empresaInformada,
  };
  await db.transaction(async (tx) => {
    let clienteNovo: boolean;
    if (body.apro !== undefined) {
      const [rec] = await tx
        .select(recordColumns)
        .from(usuarioAprovacoes)
        .where(and(registration, eq(usuarioAprovacoes.tokenHash, sha256(body.apro))))
        .limit(1);
      if (!rec) throw notFound(MSG.approvalLinkInvalid);
      // The link decides once: only the update that still finds it pending goes through.
      const updated = await tx
        .update(usuarioAprovacoes)
        .set(decision)
        .where(and(eq(usuarioAprovacoes.id, rec.id), eq(usuarioAprovacoes.status, 'P')))
        .returning({ id: usuarioAprovacoes.id });
      if (updated.length === 0) throw new AppError(409, MSG.approvalLinkUsed);
      clienteNovo = rec.clienteNovo;
    } else {
      // The registration's latest record, locked so two decisions do not both find it open.
      const [last] = await tx
        .select(recordColumns)
        .from(usuarioAprovacoes)
        .where(registration)
        .orderBy(desc(usuarioAprovacoes.id))
        .limit(1)
        .for('update');
      const reconsidered = last?.status === 'B' && body.status === 'L';
      if (!last || (last.status !== 'P' && !reconsidered)) throw new AppError(409, MSG.approvalNotPending);
      clienteNovo = last.clienteNovo;
      if (last.status === 'P')
        await tx.update(usuarioAprovacoes).set(decision).where(eq(usuarioAprovacoes.id, last.id));
      else
        await tx.insert(usuarioAprovacoes).values({
          usuarioId: body.usuarioId,
          clienteId: body.clienteId,
          filialId: body.filialId,
          createdDate: now,
          clienteNovo: last.clienteNovo,
          empresaInformada: last.empresaInformada,
          ...decision,
        });
    }
    await tx
      .update(usuarios)
      .set({ status: body.status, modifiedDate: now })
      .where(eq(usuarios.id, body.usuarioId));
    if (clienteNovo) {
      // A customer the registration created is decided with it (docs/product/gestor-crm-vendas.md §4).
      await tx
        .update(clientes)
        .set({ status: body.status, modifiedDate: now })
        .where(eq(clientes.id, body.clienteId));
      if (body.status === 'L')
        await tx
          .insert(clienteUnidades)
          .values({ clienteId: body.clienteId, unidadeId: body.filialId })
          .onConflictDoNothing();
    } else if (body.status === 'L') {
      await tx
        .insert(usuarioClientes)
        .values({ usuarioId: body.usuarioId, clienteId: body.clienteId })
        .onConflictDoNothing();
    } else {
      // A refused user keeps nothing of a company that existed before it asked for access.
      await tx
        .delete(usuarioClientes)
        .where(
          and(eq(usuarioClientes.usuarioId, body.usuarioId), eq(usuarioClientes.clienteId, body.clienteId)),
        );
    }
    if (body.status === 'B') {
      await tx
        .update(sessoes)
        .set({ revokedAt: now })
        .where(and(eq(sessoes.usuarioId, body.usuarioId), isNull(sessoes.revokedAt)));
      await noticeAccessChanged(tx, body.usuarioId);
    }
  });

  // The registrant hears of the decision (nothing is sent before it).
  opts.background?.run('e-mail da decisão de aprovação', async () => {
    const marca = await findMarcaAtual(ctx, opts.host);
    await ctx.mailer.send(
      body.status === 'L'
        ? {
            to: target.email,
            subject: EMAILS.releasedSubject(marca.nome),
            text: EMAILS.releasedText({
              nome: target.nome,
              brand: marca.nome,
              razao: cli.razao,
              link: `${ctx.config.publicUrl}/login`,
            }),
          }
        : {
            to: target.email,
            subject: EMAILS.blockedSubject(marca.nome),
            text: EMAILS.blockedText({ nome: target.nome, brand: marca.nome, razao: cli.razao, motivo }),
          },
    );
  });
}
