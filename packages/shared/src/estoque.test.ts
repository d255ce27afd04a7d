import { describe, expect, it } from 'vitest';
import {
  acimaDoEstoque,
  cabeNoEstoque,
  idadeEstoque,
  situacaoEstoque,
  textoEstoque,
  type EstoqueUnidade,
} from './estoque';

const e = (over: Partial<EstoqueUnidade> = {}): EstoqueUnidade => ({
  disponivel: 320,
  aReceber: null,
  previsao: null,
  atualizadoEm: '2026-11-28T08:00:00-03:00',
  ...over,
});

describe('textoEstoque', () => {
  it("reads as a buyer reads it, in the product's unit", () => {
    expect(textoEstoque(e(), 'SC')).toBe('Disponível: 320 SC');
    expect(textoEstoque(e({ disponivel: 12.5 }), 'TL')).toBe('Disponível: 12,5 t');
    expect(textoEstoque(e({ disponivel: 1500 }), 'UN')).toBe('Disponível: 1.500 UN');
    expect(textoEstoque(e({ disponivel: 0, aReceber: 300, previsao: '2026-12-12' }), 'SC')).toBe(
      'Indisponível · previsão 12/12/2026',
    );
    expect(textoEstoque(e({ disponivel: -4 }), 'SC')).toBe('Indisponível');
    expect(textoEstoque(null, 'SC')).toBe('Sob consulta');
  });
  it('tells the situation', () => {
    expect(situacaoEstoque(e())).toBe('disponivel');
    expect(situacaoEstoque(e({ disponivel: 0 }))).toBe('indisponivel');
    expect(situacaoEstoque(undefined)).toBe('sob_consulta');
  });
});

describe('idadeEstoque', () => {
  const agora = new Date('2026-11-28T12:00:00-03:00');
  it('says nothing of a fresh figure, the hours and then the days of an old one', () => {
    expect(idadeEstoque(e(), agora)).toBeNull();
    expect(idadeEstoque(e({ atualizadoEm: '2026-11-27T07:00:00-03:00' }), agora)).toBe('atualizado há 29 h');
    expect(idadeEstoque(e({ atualizadoEm: '2026-11-25T08:00:00-03:00' }), agora)).toBe(
      'atualizado há 3 dias',
    );
    expect(idadeEstoque(e({ atualizadoEm: '2026-11-28T06:00:00-03:00' }), agora, 4)).toBe(
      'atualizado há 6 h',
    );
    expect(idadeEstoque(null, agora)).toBeNull();
  });
});

describe('cabeNoEstoque and acimaDoEstoque', () => {
  it('compares in the unit, with decimals of a measured one', () => {
    expect(cabeNoEstoque(320, e())).toBe('cabe');
    expect(cabeNoEstoque(321, e())).toBe('acima');
    expect(acimaDoEstoque(321, e())).toBe(1);
    expect(cabeNoEstoque(12.5, e({ disponivel: 12.5 }))).toBe('cabe');
    expect(acimaDoEstoque(14.2, e({ disponivel: 12.5 }))).toBe(1.7);
    expect(acimaDoEstoque(10, e({ disponivel: -3 }))).toBe(10);
    expect(cabeNoEstoque(10, null)).toBe('sob_consulta');
    expect(acimaDoEstoque(10, null)).toBe(0);
  });
});
