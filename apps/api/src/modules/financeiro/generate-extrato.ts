import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { EVENT_TYPES } from '@portal/shared/constants';
import { parseBrDate, toIsoDate } from '@portal/shared/format';
import { MSG } from '@portal/shared/messages';
import type { ExtratoQuery } from '@portal/shared/schemas/financeiro';
import type { AppContext } from '../../context';
import { marcas, titulos } from '../../db/schema';
import { renderExtratoPdf } from '../../documents/extrato-pdf';
import type { AuthUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { recordEvent } from '../eventos';
import { assertSameUser, findClientesByCgc, findUnidade, situacao, todayIso } from './finance-scope';

/** Period of the statement: both dates DD/MM/YYYY, start not after end; otherwise 400 with the spec's message. */
function period(q: ExtratoQuery): { inicio: string; fim: string } {
  const ini = parseBrDate(q.dtIni);
  const fin = parseBrDate(q.dtFin);
  if (!ini || !fin || ini > fin) throw badRequest(MSG.statementDatesRequired);
  return { inicio: toIsoDate(ini), fim: toIsoDate(fin) };
}

/**
 * The statement PDF of a client's titles at a unit due within the period, with balances,
 * situations and totals; records event 5.
 */
export async function generateExtrato(
  ctx: AppContext,
  user: AuthUser,
  q: ExtratoQuery,
): Promise<{ pdf: Buffer; filename: string }> {
  assertSameUser(user, q.user);
  const { inicio, fim } = period(q);
  const clis = await findClientesByCgc(ctx, user, q.cnpj);
  const unit = await findUnidade(ctx, q.emp, q.fil);
  const rows = await ctx.db
    .select()
    .from(titulos)
    .where(
      and(
        inArray(
          titulos.clienteId,
          clis.map((c) => c.id),
        ),
        eq(titulos.unidadeId, unit.id),
        between(titulos.vencrea, inicio, fim),
      ),
    )
    .orderBy(asc(titulos.vencrea), asc(titulos.titulo), asc(titulos.parcela));
  const [marca] = await ctx.db
    .select({ razaoSocial: marcas.razaoSocial })
    .from(marcas)
    .where(eq(marcas.padrao, true))
    .limit(1);
  const cli = clis[0];
  const today = todayIso(ctx);
  const pdf = await renderExtratoPdf({
    emissor: { nome: (marca?.razaoSocial ?? 'Portal B2B').toUpperCase(), cnpj: unit.cnpj },
    unidade: {
      descricao: unit.descricao,
      empresaCod: unit.empresaCod,
      filialCod: unit.filialCod,
      cidade: unit.cidade,
      uf: unit.uf,
    },
    cliente: {
      razao: cli.razao,
      codigo: cli.codigo,
      loja: clis.map((c) => c.loja).join(', '),
      cgc: cli.cgc,
      endereco: [
        [cli.logradouro, cli.numero].filter(Boolean).join(', '),
        cli.bairro,
        cli.cidade && `${cli.cidade}/${cli.uf ?? ''}`,
      ]
        .filter(Boolean)
        .join(' - '),
    },
    periodo: { inicio, fim },
    emitidoEm: ctx.clock(),
    titulos: rows.map((t) => ({
      prefixo: t.prefixo,
      titulo: t.titulo,
      parcela: t.parcela,
      emissao: t.emissao,
      vencrea: t.vencrea,
      baixa: t.baixa,
      valor: t.valor,
      saldo: t.saldo,
      situacao: situacao(t, today),
      numeroConta: t.numeroConta,
    })),
  });
  await recordEvent(ctx, {
    eventosTiposId: EVENT_TYPES.EXTRATO_DOWNLOAD,
    clienteId: cli.id,
    filialId: unit.id,
    createdBy: user.id,
  });
  return {
    pdf,
    filename: `extrato-financeiro-${cli.cgc ?? cli.codigo}-${inicio.replace(/-/g, '')}-${fim.replace(/-/g, '')}.pdf`,
  };
}
