import { describe, expect, it } from 'vitest';
import { PIX_INTENCAO_TITULOS_MAX, PIX_MSG } from '@portal/shared/pix-intencao';
import {
  emptySelection,
  pruneSelection,
  selectable,
  selectedSaldo,
  toggleTitulo,
  type PixTitulo,
} from './pix-selection';

const t = (id: number, over: Partial<PixTitulo> = {}): PixTitulo => ({
  id,
  saldo: 100.1,
  situacao: 'EMDIA',
  loja: '01',
  unidade: '03/01',
  ...over,
});
const on = (sel: typeof emptySelection, x: PixTitulo) => {
  const r = toggleTitulo(sel, x, true);
  if ('error' in r) throw new Error(r.error);
  return r.selection;
};

describe('the selection of one Pix', () => {
  it('takes open títulos of one unit and store; refuses another unit or store, and more than the maximum', () => {
    let sel = on(on(emptySelection, t(1)), t(2, { situacao: 'VENCIDO', saldo: 0.2 }));
    expect(sel.ids).toEqual([1, 2]);
    expect(selectedSaldo(sel, [t(1), t(2, { saldo: 0.2 }), t(3)])).toBe(100.3);
    expect(toggleTitulo(sel, t(3, { unidade: '03/02' }), true)).toEqual({
      error: PIX_MSG.unidadesDiferentes,
    });
    expect(toggleTitulo(sel, t(3, { loja: '02' }), true)).toEqual({ error: PIX_MSG.lojasDiferentes });
    for (let id = 3; id <= PIX_INTENCAO_TITULOS_MAX; id++) sel = on(sel, t(id));
    expect(toggleTitulo(sel, t(99), true)).toEqual({ error: PIX_MSG.titulosDemais });
    const off = toggleTitulo(on(emptySelection, t(1)), t(1), false);
    expect(off).toEqual({ selection: emptySelection });
  });

  it('a paid título or one in an open Pix is not selectable, and leaves the selection on a new read', () => {
    expect(selectable({ saldo: 0, situacao: 'QUITADO' }, false)).toBe(false);
    expect(selectable({ saldo: 5, situacao: 'EMDIA' }, true)).toBe(false);
    const sel = on(on(emptySelection, t(1)), t(2));
    expect(pruneSelection(sel, [t(1, { saldo: 0, situacao: 'QUITADO' }), t(2)], new Set()).ids).toEqual([2]);
    expect(pruneSelection(sel, [t(1), t(2)], new Set([1, 2]))).toEqual(emptySelection);
    expect(pruneSelection(sel, [t(1), t(2)], new Set())).toBe(sel);
  });
});
