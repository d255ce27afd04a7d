import { describe, expect, it } from 'vitest';
import { fobPreCadastroError } from './fob-rules';
import { MSG } from './messages';

const complete = {
  fobVeiculoModelo: 'FH 540',
  fobVeiculoMarca: 'VOLVO',
  fobVeiculoPlaca: 'ABC1D23',
  fobVeiculoPlacaCarreta: '',
  fobMotoristaNome: 'JOSE',
  fobMotoristaCpf: '529.982.247-25',
  fobEmpresaNome: 'TRANSP',
  fobCompradorNome: 'MARIA',
};

describe('FOB pre-registration (docs/product/portal-cliente.md §5)', () => {
  it("answers the spec's messages in its order, the same for the cart and the API", () => {
    expect(fobPreCadastroError(complete)).toBeNull();
    expect(fobPreCadastroError({ ...complete, fobVeiculoModelo: null })).toBe(MSG.fobModel);
    expect(fobPreCadastroError({ ...complete, fobVeiculoMarca: '' })).toBe(MSG.fobBrand);
    expect(fobPreCadastroError({ ...complete, fobVeiculoPlaca: '' })).toBe(MSG.fobPlate);
    expect(fobPreCadastroError({ ...complete, fobVeiculoPlaca: 'AB12345' })).toBe(MSG.fobPlate);
    expect(fobPreCadastroError({ ...complete, fobMotoristaNome: '' })).toBe(MSG.fobDriverName);
    expect(fobPreCadastroError({ ...complete, fobMotoristaCpf: '' })).toBe(MSG.fobDriverCpf);
    expect(fobPreCadastroError({ ...complete, fobMotoristaCpf: '12345678900' })).toBe(
      MSG.fobDriverCpfInvalid,
    );
    expect(fobPreCadastroError({ ...complete, fobEmpresaNome: '' })).toBe(MSG.fobCompany);
    expect(fobPreCadastroError({ ...complete, fobCompradorNome: '' })).toBe(MSG.fobBuyer);
    expect(fobPreCadastroError({ ...complete, fobVeiculoPlacaCarreta: '1234' })).toBe(
      MSG.orderTrailerPlateInvalid,
    );
  });
});
