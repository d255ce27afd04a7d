import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { EVENT_TYPES, ORDER_STATUS, PARAMETER_DEFAULTS } from '@portal/shared/constants';
import {
  encargosDoTitulo,
  encargosParams,
  formatPercentual,
  type EncargosParams,
} from '@portal/shared/fiscal/encargos';
import { addDays } from '@portal/shared/dates';
import { formatCents, formatCep, formatDate, formatMoney } from '@portal/shared/format';
import { MSG } from '@portal/shared/messages';
import type { GeraBoletoQuery } from '@portal/shared/schemas/financeiro';
import type { AppContext } from '../../context';
import { clientes, marcas, notasFiscais, parametros, pedidos, titulos, unidades } from '../../db/schema';
import { cachedStatement, tableRow } from '../../db/statements';
import { renderBoletoPdfCached, type BoletoPdfInput } from '../../documents/boleto-pdf';
import { parseNfeXml } from '../../documents/nfe/parse';
import { isManager, type AuthUser } from '../../http/auth';
import { businessWarning, notFound } from '../../http/errors';
import { clienteAccessCondition } from '../../http/scope';
import { recordEvent } from '../eventos';
import { assertSameUser, numberForms, situacao, todayIso } from './finance-scope';
import { pixDoTitulo } from './pix-titulo';

/** Bank data used when the ERP left it empty: Banco do Brasil, carteira 17, 7-digit convênio. */
export const DEFAULT_BANK = { codigo: '001', agencia: '3064', carteira: '17', convenio: '2948571' } as const;

/** Width of titulos.titulo (varchar(9)). */
const TITULO_WIDTH = 9;

type LookupSlot = 'userId' | 'emp' | 'fil' | 'numeros' | 'prefixo' | 'parcela';

/**
 * The title with its unit, customer, NF-e, the default brand's name and the caller's access to the
 * customer (decided by http/scope.ts for the caller's roles, the user id a slot), by the titles'
 * unique index (the number in its zero-padded forms). Rendered once per role set and prepared, so a
 * download neither rebuilds the query nor plans it again (the query builder alone cost more than the
 * database here).
 */
function buildTitleLookup(user: AuthUser) {
  return cachedStatement<LookupSlot>((v) => {
    const caller = { ...user, id: v.userId as unknown as number };
    return sql`select row_to_json(${titulos}) as t, row_to_json(${clientes}) as c, row_to_json(${unidades}) as u,
        case when ${notasFiscais.id} is null then null
          else json_build_object('xml', ${notasFiscais.xml}, 'doc', ${notasFiscais.doc}, 'serie', ${notasFiscais.serie}) end as nota,
        (select ${marcas.razaoSocial} from ${marcas} where ${marcas.padrao} limit 1) as marca,
        (select json_object_agg(${parametros.nome}, ${parametros.valor}) from ${parametros}
          where ${parametros.nome} in ('BOLETO_MULTA_PERCENTUAL', 'BOLETO_JUROS_MES_PERCENTUAL', 'BOLETO_DIAS_LIMITE')) as encargos,
        coalesce((select ${pedidos.statusId} = ${ORDER_STATUS.CANCELADO} from ${pedidos} where ${pedidos.id} = ${titulos.pedidoId}), false) as cancelado,
        ${isManager(user) ? sql`true` : clienteAccessCondition(caller)} as allowed
      from ${titulos}
      inner join ${unidades} on ${eq(unidades.id, titulos.unidadeId)}
      inner join ${clientes} on ${eq(clientes.id, titulos.clienteId)}
      left join ${notasFiscais} on ${eq(notasFiscais.id, titulos.notaFiscalId)}
      where ${and(
        eq(unidades.empresaCod, v.emp),
        eq(unidades.filialCod, v.fil),
        // the number in its zero-padded forms, so the unique index (unit, prefix, number, parcel) answers
        sql`${titulos.titulo} = any(${v.numeros})`,
        eq(titulos.prefixo, v.prefixo),
        eq(titulos.parcela, v.parcela),
      )}
      limit 1`;
  });
}

const lookups = new Map<string, ReturnType<typeof buildTitleLookup>>();

/** The title lookup of the caller's role set. */
function titleLookup(user: AuthUser) {
  const key = user.roles.slice().sort().join(',');
  let statement = lookups.get(key);
  if (!statement) lookups.set(key, (statement = buildTitleLookup(user)));
  return statement;
}

interface LookupRow {
  t: Record<string, unknown>;
  c: Record<string, unknown>;
  u: Record<string, unknown>;
  nota: Nota | null;
  marca: string | null;
  /** The charge parameters (BOLETO_MULTA_PERCENTUAL, BOLETO_JUROS_MES_PERCENTUAL, BOLETO_DIAS_LIMITE). */
  encargos: Record<string, string> | null;
  /** The title's order is CANCELADO. */
  cancelado: boolean;
  allowed: boolean;
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
  params: EncargosParams = encargosParams({}, PARAMETER_DEFAULTS),
  cancelado = false,
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
  // the charges of one day late: the fine and the interest per day printed in the instructions,
  // by the same rule the statement uses for overdue titles
  const e = encargosDoTitulo(t, params, addDays(t.vencrea, 1));
  const valorCents = e.saldoCents;
  const limite = formatDate(e.dataLimite);
  const multa =
    e.multaCents > 0 ? `multa de ${formatPercentual(e.multaPercentual)}% (${formatCents(e.multaCents)})` : '';
  const juros = e.jurosDiaCents > 0 ? `juros de mora de ${formatCents(e.jurosDiaCents)} ao dia` : '';
  const encargos = [multa, juros].filter(Boolean).join(' e ');
  // a boleto com Pix: the title's Pix (the ERP's, else the unit's static one) in the payer's area
  const pix = pixDoTitulo(t, unit, params, today, cancelado)?.payload ?? null;
  return {
    pix,
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
      ...(encargos ? [`Após o vencimento cobrar ${encargos}.`] : []),
      e.diasLimite > 0
        ? `Não receber após ${limite} (${e.diasLimite} dias do vencimento).`
        : 'Não receber após o vencimento.',
      'Em caso de dúvida, entre em contato com o nosso financeiro.',
    ],
    localPagamento:
      e.diasLimite > 0
        ? `PAGÁVEL EM QUALQUER BANCO ATÉ O VENCIMENTO; APÓS, ATÉ ${limite}`
        : 'PAGÁVEL EM QUALQUER BANCO ATÉ O VENCIMENTO',
  };
}

/**
 * The title named by a download query (unit keys, number in any zero-padded form, prefix, parcel), with
 * its customer, unit, NF-e, the default brand's name, the charge terms and whether its order was
 * cancelled, in one prepared, indexed query; a title the caller may not see is 404 like an unknown one.
 */
export async function findTituloDoUsuario(ctx: AppContext, user: AuthUser, q: GeraBoletoQuery) {
  assertSameUser(user, q.user);
  const [found] = await titleLookup(user)<LookupRow>(ctx.db, {
    emp: q.emp.trim(),
    fil: q.fil.trim(),
    numeros: numberForms(q.numBol, TITULO_WIDTH),
    prefixo: q.prefixo.toUpperCase(),
    parcela: q.parcela.toUpperCase(),
    userId: user.id,
  });
  if (!found || !found.allowed) throw notFound();
  const t = tableRow(titulos, found.t);
  return {
    t,
    c: tableRow(clientes, found.c),
    unit: tableRow(unidades, found.u),
    nota: t.notaFiscalId ? found.nota : null,
    marca: found.marca,
    params: encargosParams(found.encargos ?? {}, PARAMETER_DEFAULTS),
    cancelado: found.cancelado,
    today: todayIso(ctx),
  };
}

/**
 * The boleto PDF of an open, not overdue title of a client the caller may act for
 * (docs/product/portal-cliente.md §4 Boleto button state): no account -> 9001 blocked; paid -> 9001 paid;
 * overdue -> 9001 overdue. The PDF comes from the document cache when none of the rows it is drawn from
 * has changed; it carries the title's Pix (pix-titulo.ts) beside the payer. Records event 2.
 */
export async function generateBoleto(
  ctx: AppContext,
  user: AuthUser,
  q: GeraBoletoQuery,
): Promise<{ pdf: Buffer; etag: string; filename: string }> {
  const { t, c, unit, nota, marca, params, cancelado, today } = await findTituloDoUsuario(ctx, user, q);
  if (!t.numeroConta) throw businessWarning(MSG.titleBlocked(t.titulo, t.parcela, t.numeroConta ?? ''));
  const sit = situacao(t, today);
  if (sit === 'QUITADO') throw businessWarning(MSG.titlePaid(t.titulo, t.parcela, formatDate(t.baixa)));
  if (sit === 'VENCIDO') throw businessWarning(MSG.titleOverdue(t.titulo, t.parcela, formatMoney(t.saldo)));
  // boletoInput is a pure function of these: their hash names the document in the cache, so a hit
  // costs neither the NF-e parsing nor the drawing
  const version = createHash('sha1')
    .update(JSON.stringify([t, c, unit, nota, marca, today, params, cancelado]))
    .digest('base64url');
  let doc: { pdf: Buffer; etag: string };
  try {
    doc = await renderBoletoPdfCached(t.id, version, () =>
      boletoInput(t, c, unit, nota, marca, today, params, cancelado),
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
    clienteId: c.id,
    filialId: unit.id,
    createdBy: user.id,
  });
  return { pdf: doc.pdf, etag: doc.etag, filename: `boleto-${t.titulo}-${t.parcela}.pdf` };
}
