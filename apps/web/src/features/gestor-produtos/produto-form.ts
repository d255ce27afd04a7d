// The product's Dados tab as a form (docs/product/gestor-crm-vendas.md §2.10): Código, Descrição, Unidade de
// medida (SELECIONE, SC, TL, UN), Peso, Qtd. Minima and, for a unit sold by weight or volume (TL), its own
// Múltiplo; to and from the dto of POST/PUT /produtos. The minimum and the multiple follow the shared rule
// of the ERP API (@portal/shared/unidades errosProdutoUnidade): a counted unit's minimum is whole
// and it has no multiple (FATOR_MULTI rounds it); a measured one's take up to three decimals.
import { PRODUCT_UMS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { isCountedUm } from '@portal/shared/pedido-rules';
import type { ProdutoGestor, ProdutoGestorBody } from '@portal/shared/schemas/gestor-cadastros';
import { errosProdutoUnidade } from '@portal/shared/unidades';

export interface ProdutoForm {
  produtoSku: string;
  produtoDesc: string;
  /** '' = SELECIONE. */
  produtoUM: string;
  produtoPeso: string;
  produtoQuantMin: string;
  /** A measured unit's own multiple; '' = none. */
  produtoMultiplo: string;
}

export const emptyProdutoForm = (): ProdutoForm => ({
  produtoSku: '',
  produtoDesc: '',
  produtoUM: '',
  produtoPeso: '',
  produtoQuantMin: '1',
  produtoMultiplo: '',
});

/** A number with a decimal comma, as typed in pt-BR. */
const decimalText = (n: number) => String(n).replace('.', ',');

export function toProdutoForm(p: ProdutoGestor | null): ProdutoForm {
  if (!p) return emptyProdutoForm();
  return {
    produtoSku: p.produtoSku,
    produtoDesc: p.produtoDesc,
    produtoUM: (PRODUCT_UMS as readonly string[]).includes(p.produtoUM) ? p.produtoUM : '',
    produtoPeso: decimalText(p.produtoPeso),
    produtoQuantMin: decimalText(p.produtoQuantMin),
    produtoMultiplo: p.produtoMultiplo === null ? '' : decimalText(p.produtoMultiplo),
  };
}

/** '1.234,5' or '1234.5' -> 1234.5; NaN when it is not a number. */
export function parsePeso(text: string): number {
  const t = text.trim();
  if (!t) return NaN;
  const normal = t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t;
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : NaN;
}

/** Whether the unit is one sold by weight or volume (a multiple of its own is allowed). */
export const isMeasuredUm = (um: string) => um !== '' && !isCountedUm(um);

export function toProdutoBody(f: ProdutoForm): ProdutoGestorBody {
  const multiplo = f.produtoMultiplo.trim();
  return {
    produtoSku: f.produtoSku.trim(),
    produtoDesc: f.produtoDesc.trim(),
    produtoUM: f.produtoUM,
    produtoPeso: parsePeso(f.produtoPeso),
    produtoQuantMin: parsePeso(f.produtoQuantMin),
    produtoMultiplo: multiplo && isMeasuredUm(f.produtoUM) ? parsePeso(multiplo) : null,
  };
}

export function checkProdutoForm(f: ProdutoForm): Partial<Record<keyof ProdutoForm, string>> {
  const errors: Partial<Record<keyof ProdutoForm, string>> = {};
  if (!f.produtoSku.trim()) errors.produtoSku = MSG.fieldRequired;
  if (!f.produtoDesc.trim()) errors.produtoDesc = MSG.fieldRequired;
  if (!(PRODUCT_UMS as readonly string[]).includes(f.produtoUM)) errors.produtoUM = MSG.productUmRequired;
  if (Number.isNaN(parsePeso(f.produtoPeso))) errors.produtoPeso = MSG.fieldInvalid;
  const min = parsePeso(f.produtoQuantMin);
  const multiplo = f.produtoMultiplo.trim() ? parsePeso(f.produtoMultiplo) : null;
  if (!(min >= 1e-3) || f.produtoQuantMin.trim().length > 11) errors.produtoQuantMin = MSG.fieldInvalid;
  if (multiplo !== null && Number.isNaN(multiplo)) errors.produtoMultiplo = MSG.fieldInvalid;
  const shared = errosProdutoUnidade({
    um: f.produtoUM,
    quantMin: errors.produtoQuantMin ? null : min,
    multiplo: errors.produtoMultiplo || !isMeasuredUm(f.produtoUM) ? null : multiplo,
  });
  if (shared.quantMin) errors.produtoQuantMin = shared.quantMin;
  if (shared.multiplo) errors.produtoMultiplo = shared.multiplo;
  return errors;
}
