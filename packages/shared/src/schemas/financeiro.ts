// Finance calls of docs/product/portal-cliente.md §7: boletos (titles), NF-e documents and the financial
// statement.
import { z } from './zod';
import { TITLE_SITUATIONS } from '../constants';
import { parseBrDate, parseYmd, toIsoDate } from '../format';
import { MSG } from '../messages';
import { idFromText, moneySchema } from './common';

/** Query text: trimmed; an empty value counts as absent (the client sends optional params only when set). */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const requiredText = (max: number) => z.string().trim().min(1).max(max);
const optionalQueryText = (max: number) =>
  z.preprocess(emptyToUndefined, z.string().trim().max(max).optional());

/** ERP date 'YYYYMMDD' that names a real calendar day. */
export const ymdDate = z
  .string()
  .trim()
  .regex(/^\d{8}$/, 'formato inválido (AAAAMMDD).')
  .refine((v) => parseYmd(v) !== null, 'data inválida.');

/** Optional money filter: '1234.56' (a comma is accepted as the decimal mark). */
const optionalMoney = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim().replace(',', '.'))) : v),
  moneySchema.optional(),
);

/** `quitado` filter: S (only paid titles) or N (only open ones); true/false and 1/0 are accepted too. */
const optionalYesNo = z.preprocess((v) => {
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  const s = v.trim().toUpperCase();
  if (['S', 'SIM', 'TRUE', '1'].includes(s)) return true;
  if (['N', 'NAO', 'NÃO', 'FALSE', '0'].includes(s)) return false;
  return s;
}, z.boolean().optional());

/** Token user id repeated in download calls (checked against the token, never trusted). */
const userParam = idFromText;

// ---------------------------------------------------------------- boletos
/** Credit figures as every screen shows them (header, finance tab, statement). */
export const creditoSchema = z.object({ limite: z.number(), devedor: z.number(), saldo: z.number() });
export type Credito = z.infer<typeof creditoSchema>;

export const listarBoletosQuery = z.object({
  /** Customer CNPJ/CPF (digits; punctuation is ignored). */
  cgc: requiredText(18),
  /** Unit ERP keys (empresaCod / filialCod). */
  empresa: requiredText(10),
  filial: requiredText(10),
  /** Due-date window (vencrea), inclusive, YYYYMMDD. */
  dtini: ymdDate,
  dtfim: ymdDate,
  /** Title number (leading zeros ignored). */
  titulo: optionalQueryText(9),
  /** Title value (valor), exact. */
  valor: optionalMoney,
  quitado: optionalYesNo,
});
export type ListarBoletosQuery = z.infer<typeof listarBoletosQuery>;

/** Boleto (title) as in docs/product/portal-cliente.md §3; dates YYYYMMDD. */
export const boletoSchema = z.object({
  /** The portal's id of the title (what a Pix of several títulos names). */
  id: z.number().int(),
  /** Bank account the boleto is drawn on; null = blocked in the ERP (blocked button). */
  numero_conta: z.string().nullable(),
  titulo: z.string(),
  prefixo: z.string(),
  parcela: z.string(),
  /** Current value of the title (principal). */
  valor: z.number(),
  /** Original value. */
  valor_ori: z.number(),
  /** Open balance; 0 = paid. */
  saldo: z.number(),
  situacao: z.enum(TITLE_SITUATIONS),
  emissao: z.string(),
  vencrea: z.string(),
  /** Payment (write-off) date, null while open. */
  baixa: z.string().nullable(),
  /** Customer store (loja) of the title. */
  loja: z.string(),
  /** The title has a Pix to pay it with (GET /boletos/pixBoletoCliente): open, and the ERP's or the unit's. */
  pix: z.boolean(),
});
export type Boleto = z.infer<typeof boletoSchema>;

export const listarBoletosResponse = z.object({
  /** Sorted by titulo, then parcela, ascending. */
  itens: z.array(boletoSchema),
  /** Sums of the listed titles: principal (valor) and open balance (saldo). */
  totais: z.object({ valor: z.number(), saldo: z.number() }),
  /** The customer's credit figures at the unit over all due dates (the header's). */
  credito: creditoSchema.optional(),
});
export type ListarBoletosResponse = z.infer<typeof listarBoletosResponse>;

export const geraBoletoQuery = z.object({
  /** Must be the logged-in user's id. */
  user: userParam,
  emp: requiredText(10),
  fil: requiredText(10),
  /** Title number (titulo). */
  numBol: requiredText(9),
  prefixo: z.preprocess(emptyToUndefined, z.string().trim().max(3).default('NF')),
  parcela: z.preprocess(emptyToUndefined, z.string().trim().max(2).default('A')),
});
export type GeraBoletoQuery = z.infer<typeof geraBoletoQuery>;

/** GET /boletos/pixBoletoCliente (the boleto's query): the Pix of an open title. */
export const pixTituloResponse = z.object({
  titulo: z.string(),
  prefixo: z.string(),
  parcela: z.string(),
  /** The BR Code ("copia e cola"), the text of the QR. */
  payload: z.string(),
  /** ERP: the bank's payload the ERP sent; PORTAL: a static one the portal built with the unit's key. */
  origem: z.enum(['ERP', 'PORTAL']),
  /** Amount to pay today in reais: the code's own (field 54), else balance plus fine and interest. */
  valor: z.number(),
  /** Due date, YYYYMMDD. */
  vencimento: z.string(),
});
export type PixTitulo = z.infer<typeof pixTituloResponse>;

// ---------------------------------------------------------------- NF-e

export const listarNfeQuery = z.object({
  cgc: requiredText(18),
  empresa: requiredText(10),
  filial: requiredText(10),
  /** Emission window, inclusive, YYYYMMDD. */
  dtini: ymdDate,
  dtfim: ymdDate,
  /** Invoice number (leading zeros ignored). */
  doc: optionalQueryText(9),
  /** Gross value, exact. */
  valbrut: optionalMoney,
});
export type ListarNfeQuery = z.infer<typeof listarNfeQuery>;

/** NF-e document as in docs/product/portal-cliente.md §3; emissao YYYYMMDD. */
export const nfeDocumentoSchema = z.object({
  doc: z.string(),
  serie: z.string(),
  emissao: z.string(),
  valbrut: z.number(),
  /** 44-character access key. */
  chave: z.string(),
  /** Reference of the portal order the invoice bills (pedidoRef); null for an invoice of no order. */
  pedidoRef: z.string().nullable(),
});
export type NfeDocumento = z.infer<typeof nfeDocumentoSchema>;

/** Most recent first (emissao, then doc, descending). */
export const listarNfeResponse = z.array(nfeDocumentoSchema);

/** geraXMLClinte and geraDanfeSimplesClinte. */
export const nfeDocumentoQuery = z.object({
  user: userParam,
  emp: requiredText(10),
  fil: requiredText(10),
  doc: requiredText(9),
  serie: requiredText(3),
});
export type NfeDocumentoQuery = z.infer<typeof nfeDocumentoQuery>;

// ---------------------------------------------------------------- statement

/**
 * extratoFinanceiro. The dates are DD/MM/YYYY and checked by the service, so that a missing or
 * invalid date answers 400 with the spec's message (MSG.statementDatesRequired) and no fields map.
 */
export const extratoQuery = z.object({
  user: userParam,
  emp: requiredText(10),
  fil: requiredText(10),
  dtIni: z.string().trim().optional(),
  dtFin: z.string().trim().optional(),
  /** Customer CNPJ/CPF. */
  cnpj: requiredText(18),
});
export type ExtratoQuery = z.infer<typeof extratoQuery>;

/**
 * The statement's period (the screen checks it before asking, the API again): both dates required
 * (MSG.statementDatesRequired), each a real DD/MM/YYYY day (MSG.statementDateInvalid), start not
 * after end (MSG.statementPeriodInverted). Returns 'YYYY-MM-DD' days or the message.
 */
export function statementPeriod(
  dtIni: string | undefined,
  dtFin: string | undefined,
): { inicio: string; fim: string; error?: undefined } | { error: string } {
  if (!dtIni?.trim() || !dtFin?.trim()) return { error: MSG.statementDatesRequired };
  const ini = parseBrDate(dtIni);
  const fin = parseBrDate(dtFin);
  if (!ini || !fin) return { error: MSG.statementDateInvalid };
  if (ini > fin) return { error: MSG.statementPeriodInverted };
  return { inicio: toIsoDate(ini), fim: toIsoDate(fin) };
}

/** A statement line: the title, and for an overdue one the days late and the updated amount. */
export const extratoTituloSchema = z.object({
  prefixo: z.string(),
  titulo: z.string(),
  parcela: z.string(),
  /** 'YYYY-MM-DD'. */
  emissao: z.string(),
  vencrea: z.string(),
  baixa: z.string().nullable(),
  valor: z.number(),
  saldo: z.number(),
  situacao: z.enum(TITLE_SITUATIONS),
  /** Calendar days after the due date (0 unless VENCIDO). */
  diasAtraso: z.number().int(),
  multa: z.number(),
  juros: z.number(),
  /** saldo + multa + juros today. */
  atualizado: z.number(),
});
export type ExtratoTitulo = z.infer<typeof extratoTituloSchema>;

/** GET /relatorios/extratoFinanceiro/resumo: the statement the PDF prints, for the screen. */
export const extratoResponse = z.object({
  periodo: z.object({ inicio: z.string(), fim: z.string() }),
  /** The day charges are computed to ('YYYY-MM-DD', Brasília). */
  hoje: z.string(),
  titulos: z.array(extratoTituloSchema),
  /** Sums of the lines: value, paid (value − balance), open balance, updated amount. */
  totais: z.object({ valor: z.number(), pago: z.number(), saldo: z.number(), atualizado: z.number() }),
  /** The customer's credit figures at the unit (all due dates), as in the header. */
  credito: creditoSchema,
  /** The boleto's fine (% once) and interest (% a month, per day late) used for `atualizado`. */
  encargos: z.object({ multaPct: z.number(), jurosMesPct: z.number() }),
});
export type ExtratoResponse = z.infer<typeof extratoResponse>;
