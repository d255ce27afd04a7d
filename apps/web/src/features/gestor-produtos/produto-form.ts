// The product's Dados tab as a form (spec 02 §2.10): Código, Descrição, Unidade de medida (SELECIONE,
// SC, TL, UN), Peso, Qtd. Minima; to and from the dto of POST/PUT /produtos.
import { PRODUCT_UMS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import type { ProdutoGestor, ProdutoGestorBody } from '@portal/shared/schemas/gestor-cadastros';

export interface ProdutoForm {
  produtoSku: string;
  produtoDesc: string;
  /** '' = SELECIONE. */
  produtoUM: string;
  produtoPeso: string;
  produtoQuantMin: string;
}

export const emptyProdutoForm = (): ProdutoForm => ({
  produtoSku: '',
  produtoDesc: '',
  produtoUM: '',
  produtoPeso: '',
  produtoQuantMin: '1',
});

/** Weight with a decimal comma, as typed in pt-BR. */
const pesoText = (n: number) => String(n).replace('.', ',');

export function toProdutoForm(p: ProdutoGestor | null): ProdutoForm {
  if (!p) return emptyProdutoForm();
  return {
    produtoSku: p.produtoSku,
    produtoDesc: p.produtoDesc,
    produtoUM: (PRODUCT_UMS as readonly string[]).includes(p.produtoUM) ? p.produtoUM : '',
    produtoPeso: pesoText(p.produtoPeso),
    produtoQuantMin: String(p.produtoQuantMin),
  };
}

/** '1.234,5' or '1234.5' -> 1234.5; NaN when it is not a number. */
export function parsePeso(text: string): number {
  const t = text.trim();
  if (!t) return NaN;
  const normal = t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t;
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : NaN;
}

export function toProdutoBody(f: ProdutoForm): ProdutoGestorBody {
  return {
    produtoSku: f.produtoSku.trim(),
    produtoDesc: f.produtoDesc.trim(),
    produtoUM: f.produtoUM,
    produtoPeso: parsePeso(f.produtoPeso),
    produtoQuantMin: Number(f.produtoQuantMin),
  };
}

export function checkProdutoForm(f: ProdutoForm): Partial<Record<keyof ProdutoForm, string>> {
  const errors: Partial<Record<keyof ProdutoForm, string>> = {};
  if (!f.produtoSku.trim()) errors.produtoSku = MSG.fieldRequired;
  if (!f.produtoDesc.trim()) errors.produtoDesc = MSG.fieldRequired;
  if (!(PRODUCT_UMS as readonly string[]).includes(f.produtoUM)) errors.produtoUM = MSG.productUmRequired;
  if (Number.isNaN(parsePeso(f.produtoPeso))) errors.produtoPeso = MSG.fieldInvalid;
  if (!/^\d{1,7}$/.test(f.produtoQuantMin.trim()) || Number(f.produtoQuantMin) < 1)
    errors.produtoQuantMin = MSG.fieldInvalid;
  return errors;
}
