// The test kit's data builders: a valid object with the fields the web tests share, each field
// replaceable (`aCliente({ razao: 'C' })`). The defaults are the demo customer ANA of CONSTRUTORA
// ALICERCE LTDA at the MATRIZ branch, buying CIMENTO CP II-E-32.
import type { Produto } from '@portal/shared/schemas/catalogo';
import type { SessionUser } from '../state/session';

type Unidade = SessionUser['unidades'][number];
type Cliente = NonNullable<SessionUser['cliente']>;

export function aUnidade(over: Partial<Unidade> = {}): Unidade {
  return { id: 7, descricao: 'MATRIZ', empresaCod: '03', filialCod: '01', ...over };
}

export function aCliente(over: Partial<Cliente> = {}): Cliente {
  return {
    id: 2,
    codigo: '100001',
    loja: '01',
    razao: 'CONSTRUTORA ALICERCE LTDA',
    nome: null,
    cgc: null,
    telefone: null,
    email: null,
    status: 'L',
    unidades: [aUnidade()],
    ...over,
  };
}

/** A signed-in customer user of `cliente` at `unidade` (defaults: aCliente(), its first branch). */
export function aSessionUser(over: Partial<SessionUser> = {}): SessionUser {
  const cliente = over.cliente === undefined ? aCliente() : over.cliente;
  return {
    id: 5,
    nome: 'ANA',
    email: 'a@x',
    cpf: null,
    role: 'ROLE_CLIENTE',
    status: 'L',
    perfils: [],
    auth: { id: 1, token: 'tok', expiresAt: '2099-01-01' },
    cliente,
    clientes: cliente ? [cliente] : [],
    unidade: cliente?.unidades[0] ?? null,
    unidades: [],
    limiteCredito: null,
    titulosVencidos: null,
    ...over,
  };
}

export function aProduto(over: Partial<Produto> = {}): Produto {
  return {
    produtoId: 1,
    produtoSku: 'CIM00001',
    produtoUM: 'SC',
    produtoPeso: 50,
    produtoDesc: 'CIMENTO CP II-E-32',
    produtoQuant: 0,
    produtoQuantMin: 10,
    produtoMultiplo: null,
    categorias: [],
    imagem: null,
    modalidades: [
      { id: 11, sku: 'CIF', descricao: 'CIF', valor: 34.9, ativo: true },
      { id: 12, sku: 'FOB', descricao: 'FOB', valor: 33.1, ativo: true },
    ],
    ...over,
  };
}
