import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Produto } from '@portal/shared/schemas/catalogo';
import { EstoqueTexto, parseIdadeHoras } from './EstoqueTexto';
import { ProductCard } from './ProductCard';

afterEach(cleanup);

const now = new Date('2026-11-28T12:00:00-03:00');
const areia: Produto = {
  produtoId: 16,
  produtoSku: 'CON00016',
  produtoUM: 'TL',
  produtoPeso: 1000,
  produtoDesc: 'AREIA MEDIA LAVADA',
  produtoQuant: 0,
  produtoQuantMin: 1,
  produtoMultiplo: 0.5,
  categorias: [],
  imagem: null,
  modalidades: [{ id: 11, sku: 'CIF', descricao: 'CIF', valor: 145, ativo: true }],
  estoque: { disponivel: 12.5, aReceber: null, previsao: null, atualizadoEm: '2026-11-28T08:00:00-03:00' },
};

describe('EstoqueTexto', () => {
  it('says the stock in words, with its age only when old', () => {
    const { rerender } = render(<EstoqueTexto estoque={areia.estoque} um="TL" now={now} />);
    expect(screen.getByText('Disponível: 12,5 t')).toBeTruthy();
    rerender(
      <EstoqueTexto
        estoque={{
          disponivel: 0,
          aReceber: 300,
          previsao: '2026-12-12',
          atualizadoEm: '2026-11-25T08:00:00-03:00',
        }}
        um="SC"
        now={now}
      />,
    );
    expect(screen.getByText(/^Indisponível · previsão 12\/12\/2026/).textContent).toBe(
      'Indisponível · previsão 12/12/2026 · atualizado há 3 dias',
    );
    rerender(<EstoqueTexto estoque={null} um="SC" now={now} />);
    expect(screen.getByText('Sob consulta')).toBeTruthy();
    rerender(<EstoqueTexto estoque={undefined} um="SC" now={now} />);
    expect(screen.getByText('Sob consulta')).toBeTruthy();
  });

  it('reads ESTOQUE_IDADE_HORAS, ignoring what is not a whole number of hours', () => {
    expect(parseIdadeHoras('6')).toBe(6);
    expect(parseIdadeHoras('0')).toBeUndefined();
    expect(parseIdadeHoras('abc')).toBeUndefined();
    expect(parseIdadeHoras(undefined)).toBeUndefined();
  });

  it('is on the search card, under the price', () => {
    render(<ProductCard produto={areia} simpleCheck={false} factor={10} />);
    const card = screen.getByRole('article', { name: 'AREIA MEDIA LAVADA' });
    expect(card.textContent).toMatch(/CIF R\$\s145,00 \/ tDisponível: 12,5 t/);
  });
});
