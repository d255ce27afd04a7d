// The Pix of a title (docs/product/documentos-fiscais.md §5): the ONE rule every place that shows or
// prints a title's Pix goes through (the finance list, the order's titles, the Pix call, the boleto).
//
// 1. None for a title that is not open: paid (saldo 0 or a write-off date), of a cancelled order, or
//    blocked by the ERP (no bank account: no boleto, so no Pix either).
// 2. The ERP's payload (the bank's, usually dynamic) when it sent one that still parses and whose
//    amount, when it has one (field 54), is the open balance (an older one after a partial payment is not).
// 3. Else a static BR Code with the unit's key, name and city: the amount due today (balance plus fine
//    and interest by encargosDoTitulo, the boleto's rule) and a txid naming unit + title + parcel.
// 4. Else none.
import { encargosDoTitulo, type EncargosParams } from '@portal/shared/fiscal/encargos';
import { buildPixEstatico, parsePix, txidPix } from '@portal/shared/fiscal/pix';

export interface PixTituloInput {
  prefixo: string;
  titulo: string;
  parcela: string;
  saldo: number;
  vencrea: string;
  baixa: string | null;
  numeroConta: string | null;
  multaPercentual?: number | null;
  jurosMesPercentual?: number | null;
  diasLimite?: number | null;
  pixPayload: string | null;
}

export interface PixUnidadeInput {
  empresaCod: string;
  filialCod: string;
  pixChave: string | null;
  pixNome: string | null;
  pixCidade: string | null;
}

export interface PixDoTitulo {
  payload: string;
  origem: 'ERP' | 'PORTAL';
  /** The amount to pay today, in cents: the code's own (field 54), else balance + fine + interest. */
  valorCentavos: number;
}

/** The txid of a title's static Pix: unit + prefix + title + parcel, alphanumerics, ≤ 25. */
export const txidDoTitulo = (t: PixTituloInput, u: PixUnidadeInput) =>
  txidPix(`${u.empresaCod}${u.filialCod}${t.prefixo}${t.titulo}${t.parcela}`);

/**
 * The Pix of a title on `hoje` (Brasília day): the ERP's payload, else a static one of the unit's key,
 * else null. `pedidoCancelado`: the title's order is CANCELADO.
 */
export function pixDoTitulo(
  t: PixTituloInput,
  unit: PixUnidadeInput,
  params: EncargosParams,
  hoje: string,
  pedidoCancelado = false,
): PixDoTitulo | null {
  if (t.saldo <= 0 || t.baixa || pedidoCancelado || !t.numeroConta) return null;
  const e = encargosDoTitulo(t, params, hoje);
  if (t.pixPayload) {
    const r = parsePix(t.pixPayload);
    if (r.ok && (r.pix.valorCentavos === undefined || r.pix.valorCentavos === e.saldoCents))
      return { payload: t.pixPayload, origem: 'ERP', valorCentavos: r.pix.valorCentavos ?? e.totalCents };
  }
  if (!unit.pixChave || !unit.pixNome || !unit.pixCidade) return null;
  try {
    const payload = buildPixEstatico({
      chave: unit.pixChave,
      nome: unit.pixNome,
      cidade: unit.pixCidade,
      valorCentavos: e.totalCents,
      txid: txidDoTitulo(t, unit),
    });
    return { payload, origem: 'PORTAL', valorCentavos: e.totalCents };
  } catch {
    // a key or name that cannot make a BR Code (checked on the way in; kept out all the same)
    return null;
  }
}
