import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { EVENT_TYPES } from '@portal/shared/constants';
import { lateCharges } from '@portal/shared/fiscal/encargos';
import { statementPeriod, type ExtratoQuery, type ExtratoResponse } from '@portal/shared/schemas/financeiro';
import type { AppContext } from '../../context';
import { marcas, titulos } from '../../db/schema';
import { renderExtratoPdf } from '../../documents/extrato-pdf';
import type { AuthUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { readChargeRates } from '../../lib/encargos';
import { creditFigures } from '../clientes';
import { recordEvent } from '../eventos';
import { assertSameUser, findClientesByCgc, findUnidade, situacao, todayIso } from './finance-scope';

/** Period of the statement (statementPeriod): otherwise 400 with the message of what is wrong. */
function period(q: ExtratoQuery): { inicio: string; fim: string } {
  const p = statementPeriod(q.dtIni, q.dtFin);
  if (p.error !== undefined) throw badRequest(p.error);
  return p;
}

const sumCents = (values: number[]) => values.reduce((s, v) => s + Math.round(v * 100), 0) / 100;

/**
 * The statement of a client's titles at a unit due within the period: each title with its
 * situation and, overdue, days late and the amount updated to today (the boleto's fine and
 * interest, fiscal/encargos.ts); totals; the customer's credit figures (credit-figures.ts). The
 * PDF and the screen show this same answer.
 */
export async function buildExtrato(ctx: AppContext, user: AuthUser, q: ExtratoQuery) {
  assertSameUser(user, q.user);
  const periodo = period(q);
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
        between(titulos.vencrea, periodo.inicio, periodo.fim),
      ),
    )
    .orderBy(asc(titulos.vencrea), asc(titulos.titulo), asc(titulos.parcela));
  const hoje = todayIso(ctx);
  const rates = await readChargeRates(ctx);
  const linhas = rows.map((t) => {
    const sit = situacao(t, hoje);
    // the title's own terms when the ERP sent them, else the parameters: as on its boleto
    const c = lateCharges(sit === 'VENCIDO' ? t.saldo : 0, t.vencrea, hoje, {
      multaPct: t.multaPercentual ?? rates.multaPct,
      jurosMesPct: t.jurosMesPercentual ?? rates.jurosMesPct,
    });
    return {
      prefixo: t.prefixo,
      titulo: t.titulo,
      parcela: t.parcela,
      emissao: t.emissao,
      vencrea: t.vencrea,
      baixa: t.baixa,
      valor: t.valor,
      saldo: t.saldo,
      situacao: sit,
      diasAtraso: c.diasAtraso,
      multa: c.multa,
      juros: c.juros,
      atualizado: sit === 'VENCIDO' ? c.atualizado : t.saldo,
      numeroConta: t.numeroConta,
    };
  });
  const f = await creditFigures(
    ctx.db,
    clis.map((c) => c.id),
    unit.id,
  );
  const valor = sumCents(linhas.map((l) => l.valor));
  const saldo = sumCents(linhas.map((l) => l.saldo));
  const resumo = {
    periodo,
    hoje,
    titulos: linhas,
    totais: {
      valor,
      pago: Math.round((valor - saldo) * 100) / 100,
      saldo,
      atualizado: sumCents(linhas.map((l) => l.atualizado)),
    },
    credito: { limite: f.limite, devedor: f.devedor, saldo: f.saldo },
    encargos: rates,
  } satisfies ExtratoResponse;
  return { resumo, clis, unit };
}

/** GET /relatorios/extratoFinanceiro/resumo: the statement for the screen (no event: nothing is downloaded). */
export async function findExtrato(
  ctx: AppContext,
  user: AuthUser,
  q: ExtratoQuery,
): Promise<ExtratoResponse> {
  const { resumo } = await buildExtrato(ctx, user, q);
  return { ...resumo, titulos: resumo.titulos.map(({ numeroConta: _n, ...t }) => t) };
}

/** The statement as a PDF (buildExtrato); records event 5. */
export async function generateExtrato(
  ctx: AppContext,
  user: AuthUser,
  q: ExtratoQuery,
): Promise<{ pdf: Buffer; filename: string }> {
  const { resumo, clis, unit } = await buildExtrato(ctx, user, q);
  const { inicio, fim } = resumo.periodo;
  const [marca] = await ctx.db
    .select({ razaoSocial: marcas.razaoSocial })
    .from(marcas)
    .where(eq(marcas.padrao, true))
    .limit(1);
  const cli = clis[0];
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
    titulos: resumo.titulos,
    totais: resumo.totais,
    credito: resumo.credito,
    hoje: resumo.hoje,
    encargos: resumo.encargos,
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
