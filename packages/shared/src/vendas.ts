// The money of an order in the seller's sales consultation (docs/product/gestor-crm-vendas.md §2.14): VALOR
// VENDA, VALOR PAGO and SALDO, shared by the API (rows and grand totals) and the screen. The SALDO of a
// billed order is what is still to be received of it: VALOR VENDA − VALOR PAGO, to the cent. An order not
// billed yet (no title) has nothing paid and no balance to collect: it is flagged, and the screen says 'não
// faturado' where a paid-looking R$ 0,00 stood. So the SALDO column sums the open balance of the
// billed orders, the figure the statement and the header show (test/reconciliacao.test.ts).
import { roundMoney } from './pedido-rules';

export interface SalesFigures {
  valorVenda: number;
  valorPago: number;
  /** VALOR VENDA − VALOR PAGO when billed; 0 (no balance yet) when not. */
  valorSaldo: number;
  /** The order has titles (it was billed). */
  faturado: boolean;
}

/** SALDO = VALOR VENDA − VALOR PAGO, to the cent (a billed order, or the billed orders of a set). */
export function salesSaldo(valorVenda: number, valorPago: number): number {
  return (Math.round(roundMoney(valorVenda) * 100) - Math.round(roundMoney(valorPago) * 100)) / 100;
}

/**
 * The figures of one order: `total` the order's value, `pago` the paid part of its titles,
 * Σ(valor − saldo); `faturado` whether it has titles at all.
 */
export function salesFigures({
  total,
  pago,
  faturado,
}: {
  total: number;
  pago: number;
  faturado: boolean;
}): SalesFigures {
  const valorVenda = roundMoney(total);
  if (!faturado) return { valorVenda, valorPago: 0, valorSaldo: 0, faturado };
  const valorPago = roundMoney(pago);
  return { valorVenda, valorPago, valorSaldo: salesSaldo(valorVenda, valorPago), faturado };
}
