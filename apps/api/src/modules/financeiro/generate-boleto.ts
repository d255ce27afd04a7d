import { and, eq } from 'drizzle-orm';
import { EVENT_TYPES } from '@portal/shared/constants';
import { formatCep, formatDate, formatMoney } from '@portal/shared/format';
import { MSG } from '@portal/shared/messages';
import type { GeraBoletoQuery } from '@portal/shared/schemas/financeiro';
import type { AppContext } from '../../context';
import { clientes, marcas, notasFiscais, titulos, unidades } from '../../db/schema';
import { renderBoletoPdfCached, type BoletoPdfInput } from '../../documents/boleto-pdf';
import { parseNfeXml } from '../../documents/nfe-xml';
import type { AuthUser } from '../../http/auth';
import { businessWarning, notFound } from '../../http/errors';
import { canActForCliente } from '../../http/scope';
import { recordEvent } from '../eventos/record-event';
import { assertSameUser, findUnidade, sameNumber, situacao, todayIso } from './finance-scope';

/** Bank data used when the ERP left it empty: Banco do Brasil, carteira 17, 7-digit convênio. */
export const DEFAULT_BANK = { codigo: '001', agencia: '3064', carteira: '17', convenio: '2948571' } as const;

type Titulo = typeof titulos.$inferSelect;
type Cliente = typeof clientes.$inferSelect;
type Unidade = typeof unidades.$inferSelect;

const digits = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');

/** Nosso número when the ERP has none: convênio + title number (9) + parcel index (1) for BB; else title + parcel. */
function defaultNossoNumero(t: Titulo, bank: string, convenio: string): string {
  const parcel = String(Math.max(0, t.parcela.toUpperCase().charCodeAt(0) - 64) % 10);
  const base = digits(t.titulo).padStart(9, '0').slice(-9) + parcel;
  return bank === '001' ? convenio.padStart(7, '0') + base : base;
}

/** Everything printed on the boleto of a title. */
async function boletoInput(ctx: AppContext, t: Titulo, cli: Cliente, unit: Unidade): Promise<BoletoPdfInput> {
  const [marca] = await ctx.db.select({ razaoSocial: marcas.razaoSocial }).from(marcas).where(eq(marcas.padrao, true)).limit(1);
  let beneficiario = {
    nome: (marca?.razaoSocial ?? 'Portal B2B').toUpperCase(),
    documento: unit.cnpj ?? '',
    endereco: [unit.descricao, unit.cidade && unit.uf ? `${unit.cidade}/${unit.uf}` : unit.cidade].filter(Boolean).join(' - '),
  };
  let referencia = `Título ${t.prefixo} ${t.titulo}/${t.parcela}.`;
  if (t.notaFiscalId) {
    const [nota] = await ctx.db.select({ xml: notasFiscais.xml, doc: notasFiscais.doc, serie: notasFiscais.serie }).from(notasFiscais).where(eq(notasFiscais.id, t.notaFiscalId)).limit(1);
    if (nota) {
      referencia = `Referente à NF-e ${nota.doc} série ${nota.serie.padStart(3, '0')}, parcela ${t.parcela}.`;
      try {
        const emit = parseNfeXml(nota.xml).emit;
        const e = emit.ender;
        beneficiario = {
          nome: emit.xNome,
          documento: emit.CNPJ || emit.CPF,
          endereco: `${e.xLgr}, ${e.nro}${e.xCpl ? `, ${e.xCpl}` : ''} - ${e.xBairro} - ${e.xMun}/${e.UF} - CEP ${formatCep(e.CEP)}`,
        };
      } catch {
        // a malformed stored XML keeps the unit's data
      }
    }
  }
  const bank = t.bancoCodigo ?? DEFAULT_BANK.codigo;
  const convenio = t.convenio ?? (bank === '001' ? DEFAULT_BANK.convenio : '');
  const valorCents = Math.round(t.saldo * 100);
  const jurosDia = Math.round((valorCents * 0.01) / 30) / 100; // 1 % a.m.
  return {
    banco: {
      codigo: bank,
      agencia: t.agencia ?? DEFAULT_BANK.agencia,
      conta: t.numeroConta ?? '',
      carteira: t.carteira ?? DEFAULT_BANK.carteira,
      convenio,
      nossoNumero: t.nossoNumero ?? defaultNossoNumero(t, bank, convenio),
    },
    beneficiario,
    pagador: {
      nome: cli.razao,
      documento: cli.cgc ?? '',
      endereco: [cli.logradouro, cli.numero, cli.complemento].filter(Boolean).join(', ') + (cli.bairro ? ` - ${cli.bairro}` : ''),
      cidade: `${cli.cidade ?? ''}/${cli.uf ?? ''}${cli.cep ? ` - CEP ${formatCep(cli.cep)}` : ''}`,
    },
    sacadorAvalista: null,
    numeroDocumento: `${t.titulo}/${t.parcela}`,
    dataDocumento: t.emissao,
    dataProcessamento: todayIso(ctx),
    vencimento: t.vencrea,
    valorCents,
    especieDoc: 'DM',
    aceite: 'N',
    instrucoes: [
      referencia,
      `Após o vencimento cobrar multa de 2,00% e juros de mora de R$ ${formatMoney(jurosDia)} ao dia.`,
      'Não receber após 30 dias do vencimento.',
      'Em caso de dúvida, entre em contato com o nosso financeiro.',
    ],
  };
}

/**
 * The boleto PDF of an open, not overdue title of a client the caller may act for (spec 01 §4
 * Boleto button state): no account -> 9001 blocked; paid -> 9001 paid; overdue -> 9001 overdue.
 * Records event 2.
 */
export async function generateBoleto(ctx: AppContext, user: AuthUser, q: GeraBoletoQuery): Promise<{ pdf: Buffer; filename: string }> {
  assertSameUser(user, q.user);
  const unit = await findUnidade(ctx, q.emp, q.fil);
  const [row] = await ctx.db
    .select({ t: titulos, c: clientes })
    .from(titulos)
    .innerJoin(clientes, eq(clientes.id, titulos.clienteId))
    .where(
      and(
        eq(titulos.unidadeId, unit.id),
        sameNumber(titulos.titulo, q.numBol),
        eq(titulos.prefixo, q.prefixo.toUpperCase()),
        eq(titulos.parcela, q.parcela.toUpperCase()),
      ),
    )
    .limit(1);
  if (!row || !(await canActForCliente(ctx.db, user, row.c.id))) throw notFound();
  const t = row.t;
  if (!t.numeroConta) throw businessWarning(MSG.titleBlocked(t.titulo, t.parcela, t.numeroConta ?? ''));
  const sit = situacao(t, todayIso(ctx));
  if (sit === 'QUITADO') throw businessWarning(MSG.titlePaid(t.titulo, t.parcela, formatDate(t.baixa)));
  if (sit === 'VENCIDO') throw businessWarning(MSG.titleOverdue(t.titulo, t.parcela, formatMoney(t.saldo)));
  let pdf: Buffer;
  try {
    ({ pdf } = await renderBoletoPdfCached(t.id, await boletoInput(ctx, t, row.c, unit)));
  } catch (err) {
    // Bank data the boleto cannot be drawn with (unsupported bank, malformed convênio/nosso número…)
    // is an ERP-side block of the title.
    if (err instanceof RangeError) throw businessWarning(MSG.titleBlocked(t.titulo, t.parcela, t.numeroConta));
    throw err;
  }
  await recordEvent(ctx, { eventosTiposId: EVENT_TYPES.BOLETO_DOWNLOAD, clienteId: row.c.id, filialId: unit.id, createdBy: user.id });
  return { pdf, filename: `boleto-${t.titulo}-${t.parcela}.pdf` };
}
