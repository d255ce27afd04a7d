// Stock at the order's unit (docs/OPERATIONS.md "Stock"): each line of an order request is within
// the unit's available stock or above it, the lines of one product counted together in cart order;
// with PERMITE_PEDIDO_ACIMA_ESTOQUE NAO a line above it refuses the request (422, each line named),
// with SIM (the default) it is kept, marked, with the ERP's expected date. A product the ERP sent no
// stock for is neither ('sob consulta'). Called by createPedido, the one function every order goes
// through (the cart, the quick order, a repeated or standing order, a quote, a seller for a customer).
import { ERROR_CODES, isOn, PARAMETER_DEFAULTS } from '@portal/shared/constants';
import { cabeNoEstoque, textoEstoque, type EstoqueUnidade } from '@portal/shared/estoque';
import { MSG } from '@portal/shared/messages';
import { AppError } from '../../http/errors';

export interface StockLine {
  /** Position in the cart (0-based). */
  index: number;
  produtoId: number;
  sku: string;
  um: string;
  quant: number;
  estoque: EstoqueUnidade | null;
}

export interface StockSituation {
  /** Within the stock; null: no stock figure ('sob consulta'). */
  dentroEstoque: boolean | null;
  /** Above stock: the ERP's expected day for what it has on order. */
  estoquePrevisao: string | null;
}

/** Each line's situation, by cart position: a product's lines take from its stock in cart order. */
export function stockSituations(lines: readonly StockLine[]): Map<number, StockSituation> {
  const taken = new Map<number, number>();
  const out = new Map<number, StockSituation>();
  for (const l of [...lines].sort((a, b) => a.index - b.index)) {
    if (!l.estoque) {
      out.set(l.index, { dentroEstoque: null, estoquePrevisao: null });
      continue;
    }
    const total = (taken.get(l.produtoId) ?? 0) + l.quant;
    taken.set(l.produtoId, total);
    const dentro = cabeNoEstoque(total, l.estoque) === 'cabe';
    out.set(l.index, { dentroEstoque: dentro, estoquePrevisao: dentro ? null : l.estoque.previsao });
  }
  return out;
}

/** With PERMITE_PEDIDO_ACIMA_ESTOQUE NAO, the refusal of every line above stock (nothing is written). */
export function refuseAboveStock(
  param: string | undefined,
  lines: readonly StockLine[],
  situations: Map<number, StockSituation>,
): void {
  if (isOn(param ?? PARAMETER_DEFAULTS.PERMITE_PEDIDO_ACIMA_ESTOQUE)) return;
  const above = lines.filter((l) => situations.get(l.index)?.dentroEstoque === false);
  if (above.length === 0) return;
  const refusals = above.map((l) => ({
    field: `itens.${l.index}.produtoQuant`,
    message: MSG.orderAboveStockRefused(l.sku, textoEstoque(l.estoque, l.um)),
  }));
  throw new AppError(422, refusals[0]!.message, {
    code: ERROR_CODES.BUSINESS_WARNING,
    fields: Object.fromEntries(refusals.map((r) => [r.field, r.message])),
  });
}
