// Column sets selected together by several reports (drizzle select shapes).
import { clientes } from './schema';

/** How a customer is named on a sales line or report: code and store, company name, tax id. */
export const clienteIdentidade = {
  codigo: clientes.codigo,
  loja: clientes.loja,
  razao: clientes.razao,
  cgc: clientes.cgc,
};
