// Rules of the finance screen (docs/product/portal-cliente.md §5, §7 Finance, §9), pure so they are
// unit-tested: the default window today ± DIAS_BOLETO, the filter checks and the query of each call, the
// order and the totals of the list. The button of a title (§4 Boleto button state) is in domain/financeiro/boleto-state.ts.
import { PARAMETER_DEFAULTS } from '@portal/shared/constants';
import { formatDate, onlyDigits, parseBrDate, toYmd } from '@portal/shared/format';
import { MSG } from '@portal/shared/messages';
import type { Boleto } from '@portal/shared/schemas/financeiro';

/** DIAS_BOLETO as a number of days (a missing or malformed value keeps the default 30). */
export function diasBoleto(value: string | undefined): number {
  const text = (value ?? '').trim();
  const n = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  return Number.isFinite(n) ? n : Number(PARAMETER_DEFAULTS.DIAS_BOLETO);
}

/** A period typed as DD/MM/YYYY. */
export interface Periodo {
  inicio: string;
  fim: string;
}

/** today − dias .. today + dias (local calendar days), as DD/MM/YYYY. */
export function defaultPeriodo(dias: number, today: Date = new Date()): Periodo {
  const day = (offset: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
  return { inicio: formatDate(day(-dias)), fim: formatDate(day(dias)) };
}

/** 'DD/MM/YYYY' -> 'YYYYMMDD'; '' when not a real date. */
export function brToYmd(value: string): string {
  const d = parseBrDate(value);
  return d ? toYmd(d) : '';
}

/**
 * A money filter typed in pt-BR ('1.234,56', '1234,56') or with a point ('1234.56') -> '1234.56';
 * '' when empty; null when it is not an amount.
 */
export function parseAmount(value: string): string | null {
  const text = value.trim().replace(/^R\$\s*/, '');
  if (!text) return '';
  const plain = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  return String(Number(plain));
}

export type FilterErrors = Partial<Record<'inicio' | 'fim' | 'valor', string>>;

/** The period checks of a filter: both dates real, the end not before the start. */
export function periodoErrors(p: Periodo): FilterErrors {
  const errors: FilterErrors = {};
  const ini = parseBrDate(p.inicio);
  const fim = parseBrDate(p.fim);
  if (!ini) errors.inicio = MSG.invalidDate;
  if (!fim) errors.fim = MSG.invalidDate;
  if (ini && fim && fim < ini) errors.fim = MSG.dashboardEndBeforeStart;
  return errors;
}

/** Quitado filter: '' all, 'S' only paid, 'N' only open. */
export type Quitado = '' | 'S' | 'N';

export interface BoletoFilter extends Periodo {
  titulo: string;
  valor: string;
  quitado: Quitado;
}

export interface DocumentoFilter extends Periodo {
  doc: string;
  valbrut: string;
}

export const emptyBoletoFilter = (p: Periodo): BoletoFilter => ({ ...p, titulo: '', valor: '', quitado: '' });
export const emptyDocumentoFilter = (p: Periodo): DocumentoFilter => ({ ...p, doc: '', valbrut: '' });

export function boletoFilterErrors(f: BoletoFilter): FilterErrors {
  const errors = periodoErrors(f);
  if (parseAmount(f.valor) === null) errors.valor = MSG.invalidAmount;
  return errors;
}

export function documentoFilterErrors(f: DocumentoFilter): FilterErrors {
  const errors = periodoErrors(f);
  if (parseAmount(f.valbrut) === null) errors.valor = MSG.invalidAmount;
  return errors;
}

/** The customer and branch a finance call is for. */
export interface FinanceTarget {
  cgc: string;
  empresaCod: string;
  filialCod: string;
}

/**
 * CNPJ/CPF as the server matches it: letters and digits only, upper case (the alphanumeric CNPJ
 * of 2026 keeps its letters).
 */
export const normalizeCgc = (cgc: string) => cgc.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/** Optional parameters go only when set (the client drops empty values). */
type Query = Record<string, string>;

/** GET /boletos/listarBoletosCliente?cgc&empresa&filial&dtini&dtfim&titulo&valor&quitado. */
export function boletosQuery(t: FinanceTarget, f: BoletoFilter): Query {
  return {
    cgc: normalizeCgc(t.cgc),
    empresa: t.empresaCod,
    filial: t.filialCod,
    dtini: brToYmd(f.inicio),
    dtfim: brToYmd(f.fim),
    titulo: onlyDigits(f.titulo),
    valor: parseAmount(f.valor) ?? '',
    quitado: f.quitado,
  };
}

/** GET /nfe/listarNfeCliente?cgc&empresa&filial&dtini&dtfim&doc&valbrut. */
export function documentosQuery(t: FinanceTarget, f: DocumentoFilter): Query {
  return {
    cgc: normalizeCgc(t.cgc),
    empresa: t.empresaCod,
    filial: t.filialCod,
    dtini: brToYmd(f.inicio),
    dtfim: brToYmd(f.fim),
    doc: onlyDigits(f.doc),
    valbrut: parseAmount(f.valbrut) ?? '',
  };
}

/** ERP numbers compare as numbers ('000013001' < '13002'), then as text. */
function compareNumberText(a: string, b: string): number {
  const na = a.replace(/^0+/, '');
  const nb = b.replace(/^0+/, '');
  if (/^\d+$/.test(na) && /^\d+$/.test(nb) && na.length !== nb.length) return na.length - nb.length;
  return na < nb ? -1 : na > nb ? 1 : 0;
}

/** By title, then parcel, ascending (docs/product/portal-cliente.md §9). */
export function sortBoletos<T extends Pick<Boleto, 'titulo' | 'parcela'>>(list: readonly T[]): T[] {
  return [...list].sort(
    (a, b) => compareNumberText(a.titulo, b.titulo) || compareNumberText(a.parcela, b.parcela),
  );
}

/** Totals of principal (valor) and balance (saldo), summed in cents. */
export function boletoTotals(list: readonly Pick<Boleto, 'valor' | 'saldo'>[]): {
  valor: number;
  saldo: number;
} {
  const sum = (pick: (b: Pick<Boleto, 'valor' | 'saldo'>) => number) =>
    list.reduce((s, b) => s + Math.round(pick(b) * 100), 0) / 100;
  return { valor: sum((b) => b.valor), saldo: sum((b) => b.saldo) };
}
