// How an invoice is billed by its payment method and condition: the installments (titles and NF-e
// duplicatas), the NF-e payment group and the payment text of infCpl. One rule for the demo ERP's
// invoices and the demo seed, so an invoice, its titles and its order's condition always agree.
import { PAGAMENTO_ANTECIPADO_SKU } from '@portal/shared/constants';
import type { NfeDuplicata } from '../documents/nfe/build';

export interface CondicaoPagamento {
  /** Payment method sku: BOL boleto, ANT advance payment, DEP bank deposit. */
  formaSku: string;
  formaDescricao: string;
  condicaoDescricao: string;
  /** Installment days after the emission; empty = at sight. */
  parcelasDias: readonly number[];
}

export interface Faturamento {
  /** Paid before the invoice: one title, already paid, no duplicata. */
  antecipado: boolean;
  /** Whether the titles are boletos (have a bank account). */
  boleto: boolean;
  /** Days after emission of each title. */
  dias: number[];
  /** Amount of each title in cents (the first takes the remainder); they add up to the total. */
  parcelas: number[];
  /** NF-e duplicatas: one per title of an invoice sold on credit; none for advance payment. */
  duplicatas: NfeDuplicata[];
  /** pag/detPag: 0 at sight / 1 on credit; 15 boleto, 16 bank deposit. */
  pagamento: { indPag: 0 | 1; tPag: string };
  /** Text of infCpl: 'CONDICAO DE PAGAMENTO: BOLETO BANCARIO - 28/56 DIAS.' */
  texto: string;
}

/** 'YYYY-MM-DD' plus n calendar days. */
export const plusDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The billing of an invoice of `totalCents` emitted on `emissao` ('YYYY-MM-DD') under `cond`. */
export function faturamentoDe(cond: CondicaoPagamento, totalCents: number, emissao: string): Faturamento {
  const antecipado = cond.formaSku === PAGAMENTO_ANTECIPADO_SKU;
  const dias = antecipado || cond.parcelasDias.length === 0 ? [0] : [...cond.parcelasDias];
  const base = Math.floor(totalCents / dias.length);
  const parcelas = dias.map((_, k) => (k === 0 ? totalCents - base * (dias.length - 1) : base));
  const aVista = antecipado || dias.every((d) => d === 0);
  return {
    antecipado,
    boleto: cond.formaSku === 'BOL',
    dias,
    parcelas,
    duplicatas: antecipado
      ? []
      : dias.map((d, k) => ({
          nDup: String(k + 1).padStart(3, '0'),
          dVenc: plusDays(emissao, d),
          vDup: parcelas[k] / 100,
        })),
    pagamento: { indPag: aVista ? 0 : 1, tPag: cond.formaSku === 'BOL' ? '15' : '16' },
    texto: `CONDICAO DE PAGAMENTO: ${cond.formaDescricao} - ${cond.condicaoDescricao}.`,
  };
}
