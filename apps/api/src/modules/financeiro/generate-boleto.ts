import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { EVENT_TYPES } from '@portal/shared/constants';
import { DEFAULT_CHARGE_RATES, jurosDiaCents, type ChargeRates } from '@portal/shared/fiscal/encargos';
import { formatCep, formatDate, formatMoney } from '@portal/shared/format';
import { MSG } from '@portal/shared/messages';
import type { GeraBoletoQuery } from '@portal/shared/schemas/financeiro';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { clientes, marcas, notasFiscais, titulos, unidades } from '../../db/schema';
import { renderBoletoPdfCached, type BoletoPdfInput } from '../../documents/boleto-pdf';
import { parseNfeXml } from '../../documents/nfe/parse';
import { isManager, type AuthUser } from '../../http/auth';
import { readChargeRates } from '../../lib/encargos';
import { businessWarning, notFound } from '../../http/errors';
import { clienteAccessCondition } from '../../http/scope';
import { recordEvent } from '../eventos/record-event';
import { assertSameUser, numberForms, situacao, todayIso } from './finance-scope';

/** Bank data used when the ERP left it empty: Banco do Brasil, carteira 17, 7-digit convênio. */
export const DEFAULT_BANK = { codigo: '001', agencia: '3064', carteira: '17', convenio: '2948571' } as const;

/** Width of titulos.titulo (varchar(9)). */
const TITULO_WIDTH = 9;

function buildTitleLookup(db: Db, user: AuthUser) {
  // the caller's access to the title's customer, decided by http/scope.ts for the caller's roles,
  // with the user id as a parameter
  const caller = { ...user, id: sql.placeholder('userId') as unknown as number };
  return db
    .select({
      t: titulos,
      c: clientes,
      u: unidades,
      nota: { xml: notasFiscais.xml, doc: notasFiscais.doc, serie: notasFiscais.serie },
      marca: sql<string | null>`(select ${marcas.razaoSocial} from ${marcas} where ${marcas.padrao} limit 1)`,
      allowed: isManager(user) ? sql<boolean>`true` : sql<boolean>`${clienteAccessCondition(caller)}`,
    })
    .from(titulos)
    .innerJoin(unidades, eq(unidades.id, titulos.unidadeId))
    .innerJoin(clientes, eq(clientes.id, titulos.clienteId))
    .leftJoin(notasFiscais, eq(notasFiscais.id, titulos.notaFiscalId))
    .where(
      and(
        eq(unidades.empresaCod, sql.placeholder('emp')),
        eq(unidades.filialCod, sql.placeholder('fil')),
        // the number in its zero-padded forms, so the unique index (unit, prefix, number, parcel) answers
        sql`${titulos.titulo} = any(${sql.placeholder('numeros')})`,
        eq(titulos.prefixo, sql.placeholder('prefixo')),
        eq(titulos.parcela, sql.placeholder('parcela')),
      ),
    )
    .limit(1)
    .prepare(`boleto_titulo_${user.roles.slice().sort().join('_').toLowerCase()}`);
}

const lookups = new WeakMap<Db, Map<string, ReturnType<typeof buildTitleLookup>>>();

/**
 * The title lookup as a prepared statement, one per database and role set: built once, a named
 * statement on PostgreSQL, so a download neither rebuilds the query nor plans it again (the query
 * builder alone cost more than the database here).
 */
function titleLookup(db: Db, user: AuthUser) {
  let byRoles = lookups.get(db);
  if (!byRoles) lookups.set(db, (byRoles = new Map()));
  const key = user.roles.slice().sort().join(',');
  let prepared = byRoles.get(key);
  if (!prepared) byRoles.set(key, (prepared = buildTitleLookup(db, user)));
  return prepared;
}

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

type Nota = { xml: string; doc: string; serie: string };

/**
 * Everything printed on the boleto of a title: a pure function of the title, its customer and unit,
 * its NF-e, the default brand's name and the day, so the rendered PDF can be cached by a hash of
 * these arguments.
 */
export function boletoInput(
  t: Titulo,
  cli: Cliente,
  unit: Unidade,
  nota: Nota | null,
  marca: string | null,
  today: string,
  rates: ChargeRates = DEFAULT_CHARGE_RATES,
): BoletoPdfInput {
  let beneficiario = {
    nome: (marca ?? 'Portal B2B').toUpperCase(),
    documento: unit.cnpj ?? '',
    endereco: [unit.descricao, unit.cidade && unit.uf ? `${unit.cidade}/${unit.uf}` : unit.cidade]
      .filter(Boolean)
      .join(' - '),
  };
  let referencia = `Título ${t.prefixo} ${t.titulo}/${t.parcela}.`;
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
  const bank = t.bancoCodigo ?? DEFAULT_BANK.codigo;
  const convenio = t.convenio ?? (bank === '001' ? DEFAULT_BANK.convenio : '');
  const valorCents = Math.round(t.saldo * 100);
  const jurosDia = jurosDiaCents(valorCents, rates) / 100; // the statement's rule (fiscal/encargos)
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
      endereco:
        [cli.logradouro, cli.numero, cli.complemento].filter(Boolean).join(', ') +
        (cli.bairro ? ` - ${cli.bairro}` : ''),
      cidade: `${cli.cidade ?? ''}/${cli.uf ?? ''}${cli.cep ? ` - CEP ${formatCep(cli.cep)}` : ''}`,
    },
    sacadorAvalista: null,
    numeroDocumento: `${t.titulo}/${t.parcela}`,
    dataDocumento: t.emissao,
    dataProcessamento: today,
    vencimento: t.vencrea,
    valorCents,
    especieDoc: 'DM',
    aceite: 'N',
    instrucoes: [
      referencia,
      `Após o vencimento cobrar multa de ${formatMoney(rates.multaPct)}% e juros de mora de R$ ${formatMoney(jurosDia)} ao dia.`,
      'Não receber após 30 dias do vencimento.',
      'Em caso de dúvida, entre em contato com o nosso financeiro.',
    ],
  };
}

/**
 * The boleto PDF of an open, not overdue title of a client the caller may act for (spec 01 §4
 * Boleto button state): no account -> 9001 blocked; paid -> 9001 paid; overdue -> 9001 overdue.
 * The title, its unit, customer, NF-e, the brand and the caller's access come in one prepared,
 * indexed query; the PDF comes from the document cache when none of the rows it is drawn from has
 * changed. Records event 2.
 */
export async function generateBoleto(
  ctx: AppContext,
  user: AuthUser,
  q: GeraBoletoQuery,
): Promise<{ pdf: Buffer; etag: string; filename: string }> {
  assertSameUser(user, q.user);
  const [row] = await titleLookup(ctx.db, user).execute({
    emp: q.emp.trim(),
    fil: q.fil.trim(),
    numeros: numberForms(q.numBol, TITULO_WIDTH),
    prefixo: q.prefixo.toUpperCase(),
    parcela: q.parcela.toUpperCase(),
    userId: user.id,
  });
  if (!row || !row.allowed) throw notFound();
  const { t, u: unit } = row;
  if (!t.numeroConta) throw businessWarning(MSG.titleBlocked(t.titulo, t.parcela, t.numeroConta ?? ''));
  const today = todayIso(ctx);
  const sit = situacao(t, today);
  if (sit === 'QUITADO') throw businessWarning(MSG.titlePaid(t.titulo, t.parcela, formatDate(t.baixa)));
  if (sit === 'VENCIDO') throw businessWarning(MSG.titleOverdue(t.titulo, t.parcela, formatMoney(t.saldo)));
  const nota = t.notaFiscalId ? row.nota : null;
  const rates = await readChargeRates(ctx);
  // boletoInput is a pure function of these: their hash names the document in the cache, so a hit
  // costs neither the NF-e parsing nor the drawing
  const version = createHash('sha1')
    .update(JSON.stringify([t, row.c, unit, nota, row.marca, today, rates]))
    .digest('base64url');
  let doc: { pdf: Buffer; etag: string };
  try {
    doc = await renderBoletoPdfCached(t.id, version, () =>
      boletoInput(t, row.c, unit, nota, row.marca, today, rates),
    );
  } catch (err) {
    // Bank data the boleto cannot be drawn with (unsupported bank, malformed convênio/nosso número…)
    // is an ERP-side block of the title.
    if (err instanceof RangeError)
      throw businessWarning(MSG.titleBlocked(t.titulo, t.parcela, t.numeroConta));
    throw err;
  }
  await recordEvent(ctx, {
    eventosTiposId: EVENT_TYPES.BOLETO_DOWNLOAD,
    clienteId: row.c.id,
    filialId: unit.id,
    createdBy: user.id,
  });
  return { pdf: doc.pdf, etag: doc.etag, filename: `boleto-${t.titulo}-${t.parcela}.pdf` };
}
