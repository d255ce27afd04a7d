import { describe, expect, it } from 'vitest';
import { clienteLabel, clienteTaxId, matchesCliente } from './cliente';

const c = { codigo: '100007', loja: '01', razao: 'OBRAS RAPIDAS COMERCIO LTDA', cgc: '47960950000121' };

describe('client display and search', () => {
  it("shows 'codigo/loja - razao' and the tax id formatted or NENHUM", () => {
    expect(clienteLabel(c)).toBe('100007/01 - OBRAS RAPIDAS COMERCIO LTDA');
    expect(clienteTaxId(c)).toBe('47.960.950/0001-21');
    expect(clienteTaxId({ cgc: '52998224725' })).toBe('529.982.247-25');
    expect(clienteTaxId({ cgc: null })).toBe('NENHUM');
    expect(clienteTaxId({ cgc: '' })).toBe('NENHUM');
  });

  it('matches words of the razão in any case, and the tax id with or without its mask', () => {
    expect(matchesCliente(c, '')).toBe(true);
    expect(matchesCliente(c, 'rapidas ltda')).toBe(true);
    expect(matchesCliente(c, 'rápidas')).toBe(true);
    expect(matchesCliente(c, 'rapidas x')).toBe(false);
    expect(matchesCliente(c, '47.960.950')).toBe(true);
    expect(matchesCliente(c, '4796095000')).toBe(true);
    expect(matchesCliente(c, '11.444')).toBe(false);
    expect(matchesCliente({ ...c, cgc: null }, '4796')).toBe(false);
  });

  it('the code only where asked', () => {
    expect(matchesCliente(c, '100007')).toBe(true);
    expect(matchesCliente(c, '100007', { codigo: false })).toBe(false);
  });
});
