// The screen label of each field the API can name in a validation answer (`fields`), so a message
// reads 'O campo Filial, ...' and never 'O campo filialId, ...'. The generic response handling of
// the web app (docs/product/portal-cliente.md §8) uses it for every screen; field-labels.test.ts keeps it
// complete for the request bodies the screens send.

export const FIELD_LABELS: Record<string, string> = {
  // people and access
  id: 'ID',
  nome: 'Nome',
  email: 'E-mail',
  cpf: 'CPF/CNPJ',
  cgc: 'CPF/CNPJ',
  telefone: 'Telefone',
  status: 'Status',
  statusDescricao: 'Status',
  motivo: 'Motivo',
  filialId: 'Filial',
  unidadeId: 'Filial',
  usuarioId: 'Usuário',
  clienteId: 'Cliente',
  entidadeId: 'Cliente',
  pk: 'Registro',
  fk: 'Item',
  master: 'Nível',
  // customers
  codigo: 'Código',
  loja: 'Loja',
  razao: 'Razão social',
  endereco: 'Endereço',
  logradouro: 'Logradouro',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  cidade: 'Cidade',
  cep: 'CEP',
  uf: 'UF',
  vendedorCodigo: 'Vendedor',
  // a unit's Pix receiver
  pixChave: 'Chave Pix',
  pixNome: 'Nome do recebedor',
  pixCidade: 'Cidade do recebedor',
  // products and categories
  produtoId: 'Produto',
  produtoSku: 'Código',
  produtoDesc: 'Descrição',
  produtoUM: 'Unidade de medida',
  produtoPeso: 'Peso',
  produtoQuantMin: 'Qtd. Minima',
  produtoMultiplo: 'Múltiplo',
  produtoQuant: 'Quantidade',
  produtoPesoUnit: 'Peso',
  produtoValorUnit: 'Preço',
  produtoValorTotal: 'Total',
  // quick order
  linhas: 'Linhas',
  sku: 'Código',
  quantidade: 'Quantidade',
  arquivo: 'Arquivo',
  descricao: 'Descrição',
  ativo: 'Ativo',
  valor: 'Valor',
  // contacts
  setor: 'Setor',
  tipo: 'Tipo',
  niver: 'Aniversário',
  aniversario: 'Aniversário',
  contatoPrincipal: 'Contato principal',
  recebeEmail: 'Recebe e-mail',
  recebeWhatsapp: 'Recebe WhatsApp',
  // orders
  itens: 'Itens',
  item: 'Item',
  total: 'Total',
  isObra: 'Obra',
  obraId: 'Obra',
  modalidadeId: 'Modalidade',
  modalidadeSku: 'Modalidade',
  pagamentoFormaId: 'Forma de pagamento',
  pagamentoFormaSku: 'Forma de pagamento',
  pagamentoCondicaoId: 'Condição de pagamento',
  pagamentoCondicaoSku: 'Condição de pagamento',
  motoristaSku: 'Motorista',
  veiculoPlaca: 'Veículo',
  fobVeiculoModelo: 'Modelo do veículo',
  fobVeiculoMarca: 'Marca do veículo',
  fobVeiculoPlaca: 'Placa do veículo',
  fobVeiculoPlacaCarreta: 'Placa da carreta',
  fobMotoristaNome: 'Nome do motorista',
  fobMotoristaCpf: 'CPF do motorista',
  fobEmpresaNome: 'Empresa',
  fobCompradorNome: 'Comprador',
  dataEmbarque: 'Data de embarque',
  obsnf: 'Observação da nota fiscal',
  clienteEntregaCodigo: 'Cliente de entrega',
  clienteEntregaLoja: 'Cliente de entrega',
  clienteEntregaCgc: 'Cliente de entrega',
  clienteEntregaDescricao: 'Cliente de entrega',
  pedidoPadrao: 'Pedido padrão',
  pedidoPadraoDescricao: 'Descrição do pedido padrão',
  pedidoId: 'Pedido',
  // report filter
  dataInicial: 'Data inicial',
  dataFinal: 'Data final',
  dataInicialPedido: 'Data inicial do pedido',
  dataFinalPedido: 'Data final do pedido',
  clienteCreatedStart: 'Data inicial',
  clienteCreatedEnd: 'Data final',
  pedidoCreatedStart: 'Data inicial do pedido',
  pedidoCreatedEnd: 'Data final do pedido',
};

/**
 * The label of a field as the API names it: 'filialId' -> 'Filial'; a path into a list names the
 * line too: 'itens.2.produtoSku' -> 'Código (item 3)'. An unknown name stays as sent.
 */
export function fieldLabel(key: string): string {
  const parts = key.split('.');
  const name = [...parts].reverse().find((p) => !/^\d+$/.test(p)) ?? key;
  const index = parts.find((p) => /^\d+$/.test(p));
  const label = FIELD_LABELS[name] ?? name;
  return index === undefined ? label : `${label} (item ${Number(index) + 1})`;
}
