import { describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import { boletoAction, boletoNotice, type TituloState } from './boleto-state';

const boleto = (over: Partial<TituloState> = {}): TituloState => ({
  numero_conta: '45120-8',
  titulo: '000013001',
  parcela: 'A',
  saldo: 100,
  situacao: 'EMDIA',
  baixa: null,
  ...over,
});

describe('the button of a title (docs/product/portal-cliente.md §4)', () => {
  it('download, overdue, paid, blocked', () => {
    expect(boletoAction(boleto())).toBe('download');
    expect(boletoAction(boleto({ situacao: 'VENCIDO' }))).toBe('overdue');
    expect(boletoAction(boleto({ saldo: 0, situacao: 'QUITADO' }))).toBe('paid');
    expect(boletoAction(boleto({ numero_conta: null }))).toBe('blocked');
    expect(boletoAction(boleto({ numero_conta: '  ' }))).toBe('blocked');
    expect(boletoAction(boleto({ numero_conta: null, situacao: 'VENCIDO' }))).toBe('blocked');
  });

  it('says the spec messages', () => {
    expect(boletoNotice(boleto({ parcela: 'B', saldo: 4857.16 }), 'overdue')).toEqual({
      variant: 'warning',
      message:
        'O Titulo 000013001/B no valor de R$ 4.857,16 está vencido, você deve entrar em contato com o nosso financeiro.',
    });
    expect(boletoNotice(boleto({ saldo: 0, baixa: '20261027' }), 'paid')).toEqual({
      variant: 'success',
      message: 'O Titulo 000013001/A consta como PAGO e foi dado baixa em nosso sistema dia 27/10/2026.',
    });
    expect(boletoNotice(boleto({ numero_conta: null }), 'blocked')).toEqual({
      variant: 'warning',
      message: MSG.titleBlocked('000013001', 'A', ''),
    });
  });
});
