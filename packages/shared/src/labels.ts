// UI labels (screen titles, buttons, field labels) shared by the screens and the browser tests.
// Messages of the spec live in messages.ts (MSG/TITLES); this file holds the other visible words.

export const APP_NAME = 'Portal B2B';

export const LABELS = {
  email: 'E-mail',
  password: 'Senha',
  enter: 'Entrar',
  forgotPassword: 'Esqueci minha senha',
  registerCompany: 'Cadastre sua empresa',
  help: 'Ajuda',
  logout: 'Sair',
  close: 'Fechar',
  backToLogin: 'Ir para o login',
  mainMenu: 'Menu principal',
  openMenu: 'Abrir menu',
  captcha: 'Verificação de segurança',
  creditLimit: 'Limite',
  debt: 'Devedor',
  balance: 'Saldo',
  notAvailable: 'Esta tela ainda não está disponível.',
} as const;

/** Titles of the screens (route table, spec 02 §2.1). */
export const SCREEN_TITLES = {
  recovery: 'Recuperação de senha',
  forgot: 'Nova senha',
  novoCliente: 'Cadastre sua empresa',
  selecionarCliente: 'Selecionar cliente',
  productSearch: 'Pesquisa de produtos',
  pedidos: 'Pedidos',
  pedidoDetalhe: 'Detalhe do pedido',
  financeiro: 'Financeiro',
  pedidoPadrao: 'Pedido Padrão',
  contatos: 'Contatos',
  contatoNovo: 'Novo contato',
  contatoDetalhe: 'Detalhe do contato',
  consultaVendas: 'Consulta Vendas',
  gestor: 'Gestor',
  dashboard: 'Dashboard',
  produtos: 'Produtos',
  produtoNovo: 'Novo produto',
  produtoDetalhe: 'Detalhe do produto',
  clientes: 'Clientes',
  clienteNovo: 'Novo cliente',
  clienteDetalhe: 'Detalhe do cliente',
  clienteAprovacao: 'Aprovação de cliente',
  alcadas: 'Alçadas',
  aprovadores: 'Aprovadores',
  aprovacaoDetalhe: 'Detalhe da aprovação',
  usuarios: 'Usuários',
  usuarioNovo: 'Novo usuário',
  usuarioDetalhe: 'Detalhe do usuário',
  meusDados: 'Meus dados',
  relatorios: 'Relatórios',
} as const;
