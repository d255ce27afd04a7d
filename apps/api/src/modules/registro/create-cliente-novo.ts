import { and, eq, sql } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import type { ClienteNovoBody } from '@portal/shared/schemas/registro';
import {
  clienteUnidades,
  clientes,
  contadores,
  perfis,
  unidades,
  usuarioAprovacoes,
  usuarioClientes,
  usuarioPerfis,
  usuarioUnidades,
  usuarios,
} from '../../db/schema';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../http/errors';
import type { BackgroundTasks } from '../../lib/background';
import { hashPassword, randomToken, sha256 } from '../../lib/crypto';
import { readParametros } from '../../lib/read-parametros';
import { lockUsuarioCpf, usuarioCpfInUse } from '../../lib/usuario-cpf';
import type { AppContext } from '../../context';
import { notifyApprovers } from '../aprovacoes';
import { strongPasswordRequired } from '../recuperacao';
import { normalizeClienteNovo, validateClienteNovo } from './validate-cliente-novo';

/** First code of the customers created by the self-registration (the ERP's own codes are below). */
export const FIRST_PORTAL_CLIENT_CODE = 200001;

async function nextClienteCodigo(tx: Db): Promise<string> {
  for (;;) {
    const [{ valor }] = await tx
      .insert(contadores)
      .values({ nome: 'cliente_codigo', valor: FIRST_PORTAL_CLIENT_CODE })
      .onConflictDoUpdate({ target: contadores.nome, set: { valor: sql`${contadores.valor} + 1` } })
      .returning({ valor: contadores.valor });
    const codigo = String(valor);
    const taken = await tx
      .select({ id: clientes.id })
      .from(clientes)
      .where(and(eq(clientes.codigo, codigo), eq(clientes.loja, '01')))
      .limit(1);
    if (taken.length === 0) return codigo;
  }
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: unknown };
  return e?.code === '23505' || (e?.cause ? isUniqueViolation(e.cause) : false);
};

/**
 * POST /clientes/novo (public, docs/product/portal-cliente.md §2, §5, §7). Validates every field (check
 * digits, e-mail, phone, equal passwords, duplicates) and answers all problems at once in `fields`. Creates,
 * in one transaction, the customer (P) — or reuses a company already known by its CNPJ that has no portal
 * user yet, leaving that customer as it is — and its first user (P, ROLE_CLIENTE), linked to the
 * default unit (VENDEDOR_EMP_DEFAULT/VENDEDOR_FIL_DEFAULT, which a new customer gets too), and a
 * pending approval that keeps the company data as typed and whether the customer is new; its
 * single-use token (kept as a hash) goes to the unit's approvers in the approval-form link. The
 * registrant gets nothing until the decision.
 */
export async function createClienteNovo(
  ctx: AppContext,
  body: ClienteNovoBody,
  opts: { host?: string; background: BackgroundTasks },
): Promise<{ status: 201; message: string }> {
  const { db } = ctx;
  const n = normalizeClienteNovo(body);
  const fields = validateClienteNovo(n, await strongPasswordRequired(db));

  let existingClienteId: number | null = null;
  if (!fields.email) {
    const [dup] = await db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(sql`lower(${usuarios.email}) = ${n.email}`)
      .limit(1);
    if (dup) fields.email = MSG.registrationEmailDuplicate;
  }
  if (!fields.cpf && (await usuarioCpfInUse(db, n.cpf))) fields.cpf = MSG.registrationCpfDuplicate;
  if (!fields.cgc) {
    const [known] = await db
      .select({
        id: clientes.id,
        users: sql<number>`(select count(*) from ${usuarioClientes} uc join ${usuarioPerfis} up on up.usuario_id = uc.usuario_id join ${perfis} p on p.id = up.perfil_id where uc.cliente_id = "clientes"."id" and p.role = 'ROLE_CLIENTE')::int`,
      })
      .from(clientes)
      .where(and(eq(clientes.cgc, n.cgc), eq(clientes.entrega, false)))
      .limit(1);
    if (known && known.users > 0) fields.cgc = MSG.registrationCgcDuplicate;
    else if (known) existingClienteId = known.id;
  }
  if (Object.keys(fields).length > 0) throw badRequest(MSG.registrationInvalid, fields);

  const { VENDEDOR_EMP_DEFAULT, VENDEDOR_FIL_DEFAULT } = await readParametros(db, [
    'VENDEDOR_EMP_DEFAULT',
    'VENDEDOR_FIL_DEFAULT',
  ]);
  const [unidade] = await db
    .select({ id: unidades.id })
    .from(unidades)
    .where(and(eq(unidades.empresaCod, VENDEDOR_EMP_DEFAULT), eq(unidades.filialCod, VENDEDOR_FIL_DEFAULT)))
    .limit(1);
  const [perfil] = await db
    .select({ id: perfis.id })
    .from(perfis)
    .where(eq(perfis.role, 'ROLE_CLIENTE'))
    .limit(1);
  if (!unidade || !perfil) throw new AppError(503, MSG.registrationDefaultUnitMissing);

  const senhaHash = await hashPassword(n.senha);
  const token = randomToken();
  const now = ctx.clock();
  let ids: { usuarioId: number; clienteId: number };
  try {
    ids = await db.transaction(async (tx) => {
      // Another registration with the same CPF may have been written since the check above.
      await lockUsuarioCpf(tx as unknown as Db, n.cpf);
      if (await usuarioCpfInUse(tx as unknown as Db, n.cpf))
        throw badRequest(MSG.registrationInvalid, { cpf: MSG.registrationCpfDuplicate });
      let clienteId = existingClienteId;
      if (clienteId === null) {
        const [c] = await tx
          .insert(clientes)
          .values({
            codigo: await nextClienteCodigo(tx as unknown as Db),
            loja: '01',
            razao: n.razao,
            nome: n.nome,
            cgc: n.cgc,
            tipoPessoa: n.tipoPessoa,
            ramoAtuacao: n.ramoAtuacao,
            telefone: n.telefone,
            email: n.email,
            status: 'P',
            logradouro: n.logradouro,
            numero: n.numero,
            complemento: n.complemento || null,
            bairro: n.bairro,
            cidade: n.cidade,
            cep: n.cep,
            uf: n.uf,
            createdDate: now,
          })
          .returning({ id: clientes.id });
        clienteId = c.id;
      }
      const [u] = await tx
        .insert(usuarios)
        .values({
          nome: n.nome,
          email: n.email,
          senhaHash,
          cpf: n.cpf,
          telefone: n.telefone,
          status: 'P',
          createdDate: now,
        })
        .returning({ id: usuarios.id });
      await tx.insert(usuarioPerfis).values({ usuarioId: u.id, perfilId: perfil.id });
      await tx.insert(usuarioClientes).values({ usuarioId: u.id, clienteId });
      await tx.insert(usuarioUnidades).values({ usuarioId: u.id, unidadeId: unidade.id });
      // A customer the ERP already has keeps its units; only a new one gets the default unit.
      if (existingClienteId === null)
        await tx.insert(clienteUnidades).values({ clienteId, unidadeId: unidade.id }).onConflictDoNothing();
      await tx.insert(usuarioAprovacoes).values({
        usuarioId: u.id,
        clienteId,
        filialId: unidade.id,
        status: 'P',
        tokenHash: sha256(token),
        createdDate: now,
        clienteNovo: existingClienteId === null,
        empresaInformada: {
          razao: n.razao,
          email: n.email,
          logradouro: n.logradouro,
          numero: n.numero,
          complemento: n.complemento,
          bairro: n.bairro,
          cidade: n.cidade,
          cep: n.cep,
          uf: n.uf,
        },
      });
      return { usuarioId: u.id, clienteId };
    });
  } catch (err) {
    // Two registrations racing for one e-mail: the unique index decides.
    if (isUniqueViolation(err))
      throw badRequest(MSG.registrationInvalid, { email: MSG.registrationEmailDuplicate });
    throw err;
  }

  opts.background.run('e-mail aos aprovadores', async () => {
    await notifyApprovers(ctx, { ...ids, filialId: unidade.id, token, host: opts.host });
  });
  return { status: 201, message: MSG.registrationSent };
}
