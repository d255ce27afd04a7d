// The FOB pre-registration of an order line (docs/product/portal-cliente.md §5 FOB pre-registration), checked
// by the cart before it closes the dialog and by the API before it makes the order, so both answer the same
// message: model, brand, plate, driver name, driver CPF, CPF check digits, company, buyer; the
// trailer plate is optional but, when typed, must be a plate.
import { MSG } from './messages';
import { isValidCpf, isValidPlate } from './validators';

type Text = string | null | undefined;

/** The pre-registration fields of a line: columns of `pedido_itens` (schemas/pedidos.ts pedidoItemColunas). */
export const FOB_PRE_CADASTRO_FIELDS = [
  'fobVeiculoModelo',
  'fobVeiculoMarca',
  'fobVeiculoPlaca',
  'fobVeiculoPlacaCarreta',
  'fobMotoristaNome',
  'fobMotoristaCpf',
  'fobEmpresaNome',
  'fobCompradorNome',
] as const;
export type FobPreCadastroField = (typeof FOB_PRE_CADASTRO_FIELDS)[number];

/** The pre-registration of a line (normalized: texts trimmed, plates without separators). */
export type FobPreCadastro = Record<FobPreCadastroField, Text>;

/** The first problem of the pre-registration in the spec's order (an invalid plate counts as missing); null when complete. */
export function fobPreCadastroError(c: FobPreCadastro): string | null {
  const cpf = (c.fobMotoristaCpf ?? '').replace(/\D/g, '');
  if (!c.fobVeiculoModelo) return MSG.fobModel;
  if (!c.fobVeiculoMarca) return MSG.fobBrand;
  if (!isValidPlate(c.fobVeiculoPlaca)) return MSG.fobPlate;
  if (!c.fobMotoristaNome) return MSG.fobDriverName;
  if (!cpf) return MSG.fobDriverCpf;
  if (!isValidCpf(cpf)) return MSG.fobDriverCpfInvalid;
  if (!c.fobEmpresaNome) return MSG.fobCompany;
  if (!c.fobCompradorNome) return MSG.fobBuyer;
  if (c.fobVeiculoPlacaCarreta && !isValidPlate(c.fobVeiculoPlacaCarreta))
    return MSG.orderTrailerPlateInvalid;
  return null;
}
