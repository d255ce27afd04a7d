// The sample session the build renders the product search with (src/prerender.tsx,
// renderSearch): only the styles of that render are kept, never its markup nor these values.
import type { QueryClient } from '@tanstack/react-query';
import type { Produto } from '@portal/shared/schemas/catalogo';
import { configQueryKey, type Config } from './api/config';
import { categoriasKey, compradosKey, produtosKey } from './features/catalogo/api';
import type { SessionUser } from './state/session';

const unidade = { id: 1, descricao: 'MATRIZ', empresaCod: '01', filialCod: '01' };
const cliente = {
  id: 1,
  codigo: '000001',
  loja: '01',
  razao: 'CLIENTE',
  nome: 'CLIENTE',
  cgc: null,
  telefone: null,
  email: null,
  status: 'L' as const,
  unidades: [unidade],
};

export const SAMPLE_USER: SessionUser = {
  id: 1,
  nome: 'CLIENTE',
  email: 'cliente@exemplo.com.br',
  cpf: null,
  role: 'ROLE_CLIENTE',
  status: 'L',
  perfils: [],
  auth: { id: 1, token: 'prerender', expiresAt: '2999-12-31T23:59:59.000Z' },
  cliente,
  clientes: [cliente],
  unidade,
  unidades: [unidade],
  limiteCredito: null,
  titulosVencidos: null,
};

const produto = (produtoId: number, imagem: string | null): Produto => ({
  produtoId,
  produtoSku: `P${produtoId}`,
  produtoUM: 'UN',
  produtoPeso: 1,
  produtoDesc: 'PRODUTO',
  produtoQuant: 0,
  produtoQuantMin: 1,
  produtoMultiplo: null,
  categorias: [{ id: 1, descricao: 'CATEGORIA' }],
  imagem,
  modalidades: [{ id: 1, sku: 'CIF', descricao: 'CIF', valor: 1, ativo: true }],
});

/** The user's configuration (the home rule waits for it before it picks the search). */
export function seedConfig(client: QueryClient): void {
  const config: Config = { formularios: [], parametros: [], unidades: [unidade] };
  client.setQueryData(configQueryKey(SAMPLE_USER.id), config);
}

/** What the search screen reads when it opens, as the API would answer: one product with a picture, one without. */
export function seedSearch(client: QueryClient): void {
  seedConfig(client);
  client.setQueryData(categoriasKey, [{ id: 1, descricao: 'CATEGORIA' }]);
  const produtos = [produto(1, '/api/produtos/1/imagem'), produto(2, null)];
  client.setQueryData(produtosKey(cliente.id, unidade.id, '', null, 0), { produtos, corrigida: null });
  client.setQueryData(compradosKey(cliente.id, unidade.id, 0), produtos);
}
