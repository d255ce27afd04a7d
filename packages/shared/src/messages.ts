// The message catalogue: every user-facing text of the specification, word for word.
// Templated messages are functions. Both apps import from here; never retype a message.

export const MSG = {
  // Generic handling (spec 01 §8)
  serverOffline: 'O servidor está off-line!',
  genericFailure: 'Ocorreu uma falha tente novamente mais tarde.',
  invalidRequest: 'Requisição inválida.',
  notFound: 'Registro não encontrado.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  unauthenticated: 'Você deve fazer o login para continuar.',
  tokenInvalid: 'Seu token está inválido, você deve fazer o login novamente.',
  tooManyRequests: 'Muitas tentativas em pouco tempo, aguarde um instante e tente novamente.',
  databaseUnavailable: 'Serviço temporariamente indisponível, tente novamente em instantes.',
  fieldRequired: 'campo obrigatório.',
  fieldInvalid: 'valor inválido.',
  malformedJson: 'O corpo da requisição não é um JSON válido.',

  // Login (spec 01 §5)
  loginInvalid: 'Usuário ou senha inválido.',
  userNotReleased: 'Seu usuário ainda não foi habilitado para uso, aguarde a liberação.',
  customerNoClients: 'Seu cadastro está incompleto, ele não possui clientes.',
  customerNotReleased: 'Sua empresa ainda não foi liberada, aguarde liberação!',
  adminNoUnits: 'Seu cadastro está incompleto, ele não possui filiais.',
  captchaInvalid: 'reCaptcha inválido!',

  // Expired token (spec 01 §2)
  tokenExpiredTitle: (name: string) => `Olá ${name} sua token infelizmente expirou.`,
  tokenExpiredAction: 'Por favor, faça o login novamente para continuar.',

  // Recovery and reset (spec 01 §5, §8)
  forgotInvalidUser: 'Você deve informar um usuário válido!',
  newPasswordInvalid: (name: string) => `${name}, você deve informar uma senha e re-senha válida!`,
  forgotSuccess: 'Confira a instrução de recuperação de senha que foi enviada para seu e-mail.',
  newPasswordSuccess: 'Sua senha foi alterada com sucesso, parabéns!',
  passwordStrength: ['Muito fraca', 'Fraca', 'Boa', 'Forte', 'Excelente'] as const,

  // Registration (spec 01 §2, §5, §8)
  registrationSuccess: 'Sucesso',
  registrationFieldError: (field: string, message: string) => `O campo ${field}, ${message}`,
  cgcRequired: 'Você deve informar um CGC para realizar a consulta',

  // Client selection and header (spec 01 §2, §8)
  selectClientRequired: 'Para continuar você deve selecionar um cliente.',
  clientInactive: '(INATIVO)',
  noTaxId: 'NENHUM',
  calculating: 'Calculando...',
  wait: 'Aguarde...',
  overdueTitlesTitle: 'ATENÇÃO',
  overdueTitles: (n: number) =>
    `Existe ${n} titulo(s) vencido(s), acesse o menu financeiro para mais detalhes.`,
  syncErrorsTitle: 'Atenção!',
  syncErrors: (email: string) =>
    `Ocorreram um ou mais erros na sincronização dos clientes e o suporte foi informado (${email}).`,
  syncClientNoUnit: (codigo: string, loja: string) => `Cliente ${codigo}/${loja} sem unidade vinculada.`,
  syncClientNoTaxId: (codigo: string, loja: string) => `Cliente ${codigo}/${loja} sem CPF/CNPJ cadastrado.`,
  unitNotFound: (unit: string) => `A unidade ${unit} não foi encontrada.`,

  // Catalogue (spec 01 §2, §5, §8)
  noProducts: 'Nenhum produto localizado, você pode melhorar a pesquisa.',
  searchResult: 'Resultado da pesquisa:',
  minQuantity: (n: number | string) => `A quantidade minima para esse produto é: ${n}.`,
  minQuantityAdjusted: (n: number | string) => `A quantidade minima para esse produto é de: ${n}.`,
  productAdded: (name: string) => `Produto ${name} foi adicionado ao caminhão.`,
  noPriceTable: (unit: string) =>
    `No momento não existe tabela de preço liberada para o produto selecionado, você deve entrar em contato com a unidade ${unit} para solicitar a liberação.`,

  // Cart (spec 01 §2, §4, §5, §8)
  cartEmpty: (term: string) => `Seu ${term} está vazio.`,
  cartSentToAnalysis: 'Carga seguindo para análise...',
  noWorks: 'Nenhuma obra cadastrada.',
  finaliseConfirm: 'Você realmente deseja finalizar o pedido atual?',
  finalising: 'Finalizando pedido',
  finaliseBlocked: 'Não vai ser possível finalizar o seu pedido, favor entrar em contato com setor administrativo!',
  finaliseInvalidShippingDate: 'Verifique se você informou alguma data de embarque inválida.',
  invalidDate: 'Data inválida',
  fobModel: 'Você deve informar o MODELO do veículo',
  fobBrand: 'Você deve informar a MARCA do veículo',
  fobPlate: 'Você deve informar a PLACA do veículo',
  fobDriverName: 'Você deve informar o NOME do motorista',
  fobDriverCpf: 'Você deve informar o CPF do motorista',
  fobDriverCpfInvalid: 'O CPF do motorista está inválido!',
  fobCompany: 'Você deve informar o NOME da empresa',
  fobBuyer: 'Você deve informar o NOME do comprador',

  // Standing orders
  standingOrderDeleteConfirm: (descricao: string) => `Você confirma a exclusão do pedido padrão "${descricao}"?`,
  standingOrderDeleted: 'Pedido padrão excluído com sucesso!',

  // Orders
  noOrders: 'NENHUM PEDIDO ATÉ O MOMENTO.',
  nfeKeyMissing: 'Chave NF-E não informada.',
  trackingUnavailable: (key: string) => `Rastreio não disponível para a CHAVE NFE (${key}).`,

  // Finance
  noBoletos: 'Nenhum boleto.',
  noDocuments: 'Nenhum documento...',
  titleOverdue: (title: string, parcel: string, value: string) =>
    `O Titulo ${title}/${parcel} no valor de R$ ${value} está vencido, você deve entrar em contato com o nosso financeiro.`,
  titlePaid: (title: string, parcel: string, date: string) =>
    `O Titulo ${title}/${parcel} consta como PAGO e foi dado baixa em nosso sistema dia ${date}.`,
  titleBlocked: (title: string, parcel: string, account: string) =>
    `Não é possível gerar o titulo ${title}/${parcel}, pois existe bloqueio no ERP (CONTA: ${account}).`,
  statementDatesRequired: 'Você deve informar a data inicial e a data final do extrato.',

  // Generic
  noRecords: 'Sem registro(s).',
  loading: 'Carregando...',

  // Manager area (spec 02 §5, §7, §8)
  userApproved: 'O usuário foi APROVADO com sucesso!',
  userReproved: 'O usuário foi REPROVADO com sucesso!',
  userUpdated: 'Dados do usuário atualizado com sucesso!',
  userAdded: 'O usuário foi adicionando com sucesso!',
  unitAdded: 'Unidade adicionada com sucesso.',
  unitRemoved: 'Unidade removida com sucesso.',
  clientAdded: 'Cliente adicionado com sucesso.',
  clientRemoved: 'Cliente removido com sucesso.',
  profileAdded: 'Perfil adicionado com sucesso.',
  profileRemoved: 'Perfil removido com sucesso.',
  approverAdded: 'Aprovador adicionado com sucesso!',
  approverEdited: 'Aprovador editado com sucesso!',
  approverRemoved: 'Aprovador removido com sucesso.',
  categoryAdded: 'Categoria adicionada com sucesso.',
  categoryRemoved: 'Categoria removida com sucesso.',
  productUpdated: 'Dados do produto atualizado com sucesso!',
  customerEdited: 'Cliente editado com sucesso!',
  customerAdded: 'Cliente adicionando com sucesso!',
  contactUpdated: 'Dados do CONTATO atualizado com sucesso!',
  contactAdded: 'CONTATO adicionando com sucesso!',
  contactRemoved: 'CONTATO removido com sucesso.',
  failAddClientToUser: 'Não foi possível adicionar o cliente ao usuário.',
  failRemoveProfile: 'Não foi possível remover esse perfil do usuário.',
  failAddProfile: 'Não foi possível adicionar o perfil ao usuário.',
  failRemoveApprover: 'Não foi possível remover o aprovador.',
  failAddCategory: 'Não foi possível adicionar a categoria ao produto.',
  failRemoveCategory: 'Não foi possível remover a categoria ao produto.',
  failAddUnitToCustomer: 'Não foi possível adicionar a unidade ao cliente.',
  failRemoveUnitFromCustomer: 'Não foi possível remover a unidade do cliente.',
  failRemoveContact: 'Não foi possível remover o CONTATO.',
  userIdInvalid: (id: string) => `O Código "${id}" do usuário está inválido!`,
  approverUserRequired: 'Você deve seleciona um usuário!',
  approverBranchRequired: 'Você deve seleciona uma filial!',
  approverLevelRequired: 'Você deve informar o nível de aprovação do usuário MASTER ou NORMAL!',
  approverStatusInvalid: 'O status do usuário está inválido!',
  blockUserTitle: 'Bloquear acesso?',
  blockUserConfirm: (name: string) => `Você confirma o bloqueio do acesso para o usuário: "${name}" ?`,
  removeCategoryTitle: 'Remover?',
  removeCategoryConfirm: (descricao: string) => `Você confirma a remoção da categoria: "${descricao}" ?`,
  approvalLoginRequired: 'Você deve fazer login para realizar a aprovação desse cliente.',
  approvalInvalidUser: 'Usuário inválido.',
  approvalClientRefused: 'Sua conta não tem permissão para realizar a ativação de outra.',
  contactDeleteConfirm: (name: string) => `Você confirma a exclusão do contato ${name} ?`,
  cpfInvalidTyping: 'CPF inválido.',
  cpfInvalidSave: 'CPF inválido!',
  lgpdTerms: 'Termos',
  lgpdPolicy: 'Política',
} as const;

/** Notification titles (spec 01 §8). */
export const TITLES = {
  warning: 'Atenção:',
  info: 'Infomativo:',
  validation: 'Validação:',
  dialogWarning: 'Atenção!',
  success: 'Sucesso!',
  oops: 'Ops!',
} as const;
