// The boleto button state of a title (docs/product/portal-cliente.md §4 Boleto button state, §8), shared by
// the finance boleto list and the order detail's boleto dialog. Pure, unit-tested.
import { formatDate, formatMoney } from '@portal/shared/format';
import { MSG } from '@portal/shared/messages';

/** What the button state needs of a title (the finance list's Boleto and the order's titles). */
export interface TituloState {
  numero_conta: string | null;
  titulo: string;
  parcela: string;
  saldo: number;
  /** YYYYMMDD or null. */
  baixa: string | null;
  situacao: 'EMDIA' | 'VENCIDO' | 'QUITADO';
}

/**
 * The button of a title (docs/product/portal-cliente.md §4): no account number -> blocked; nothing owed
 * (QUITADO) -> PAGO; an open balance overdue -> the red warning; an open balance in time -> the download.
 */
export type BoletoAction = 'blocked' | 'paid' | 'overdue' | 'download';

export function boletoAction(b: Pick<TituloState, 'numero_conta' | 'saldo' | 'situacao'>): BoletoAction {
  if (!b.numero_conta || !b.numero_conta.trim()) return 'blocked';
  if (b.saldo <= 0 || b.situacao === 'QUITADO') return 'paid';
  if (b.situacao === 'VENCIDO') return 'overdue';
  return 'download';
}

/** The notice of a button that only informs (docs/product/portal-cliente.md §8; 10 s). */
export function boletoNotice(
  b: Pick<TituloState, 'numero_conta' | 'titulo' | 'parcela' | 'saldo' | 'baixa'>,
  action: Exclude<BoletoAction, 'download'>,
): { variant: 'warning' | 'success'; message: string } {
  switch (action) {
    case 'overdue':
      return { variant: 'warning', message: MSG.titleOverdue(b.titulo, b.parcela, formatMoney(b.saldo)) };
    case 'paid':
      return { variant: 'success', message: MSG.titlePaid(b.titulo, b.parcela, formatDate(b.baixa)) };
    case 'blocked':
      return {
        variant: 'warning',
        message: MSG.titleBlocked(b.titulo, b.parcela, b.numero_conta?.trim() ?? ''),
      };
  }
}
