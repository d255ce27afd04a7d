// The message catalogue: every user-facing text of the specification, word for word.
// Templated messages are functions. Both apps import from here; never retype a message.

export const MSG = {
  /** GET /api/notificacoes/stream without Accept: text/event-stream. */
  streamAcceptRequired: 'Esta rota envia somente eventos ao vivo: peça com Accept: text/event-stream.',
  /** GET /api/notificacoes/stream on a node that holds its maximum of open streams (503, Retry-After). */
  streamsBusy: 'Muitas conexões ao vivo neste servidor: tente novamente em instantes.',
  /** A request whose head did not arrive in time (408, the connection is closed). */
  requestTimeout: 'A requisição demorou demais para chegar e a conexão foi encerrada.',
  /** A request whose head is larger than the server takes (431). */
  headersTooLarge: 'Os cabeçalhos da requisição são grandes demais.',
  // Generic handling (docs/product/portal-cliente.md §8)
  serverOffline: 'O servidor está off-line!',
  /** The installable app without network (beyond the spec): a banner while the browser is off-line. */
  appOffline:
    'Você está off-line. O CAMINHÃO continua guardado neste aparelho; FINALIZAR e outras alterações voltam quando a conexão voltar.',
  /** A write tried while off-line: nothing is sent. */
  appOfflineWrite: 'Você está off-line: nada foi enviado. Tente de novo quando a conexão voltar.',
  /** A new version of the app was installed in the background. */
  appNewVersion: 'Nova versão do portal instalada: ela passa a valer na próxima tela que você abrir.',
  /** A screen failed to render (the browser's error boundary): the shell stays, the screen offers a retry. */
  screenFailed: 'Não foi possível mostrar esta tela. Tente novamente ou volte ao início.',
  /** A screen's code could not be loaded even after reloading once (a new version was published). */
  screenCodeMissing:
    'Esta tela mudou numa nova versão do portal e não pôde ser carregada. Recarregue a página para usar a nova versão.',
  genericFailure: 'Ocorreu uma falha tente novamente mais tarde.',
  invalidRequest: 'Requisição inválida.',
  notFound: 'Registro não encontrado.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  /** A screen the user's profiles may not open (screens.ts): they are taken to their own home. */
  screenNotAllowed: 'Seu perfil não tem acesso a essa página; você foi levado para a sua página inicial.',
  unauthenticated: 'Você deve fazer o login para continuar.',
  tokenInvalid: 'Seu token está inválido, você deve fazer o login novamente.',
  /** 9002 for a session whose user was blocked meanwhile (the login then says 'aguarde a liberação'). */
  sessionUserBlocked:
    'Seu acesso ao portal foi bloqueado e a sua sessão foi encerrada. Procure o administrador do portal.',
  tooManyRequests: 'Muitas tentativas em pouco tempo, aguarde um instante e tente novamente.',
  databaseUnavailable: 'Serviço temporariamente indisponível, tente novamente em instantes.',
  fieldRequired: 'campo obrigatório.',
  fieldInvalid: 'valor inválido.',
  malformedJson: 'O corpo da requisição não é um JSON válido.',

  // Login (docs/product/portal-cliente.md §5)
  loginInvalid: 'Usuário ou senha inválido.',
  userNotReleased: 'Seu usuário ainda não foi habilitado para uso, aguarde a liberação.',
  customerNoClients: 'Seu cadastro está incompleto, ele não possui clientes.',
  customerNotReleased: 'Sua empresa ainda não foi liberada, aguarde liberação!',
  adminNoUnits: 'Seu cadastro está incompleto, ele não possui filiais.',
  captchaInvalid: 'reCaptcha inválido!',

  // Expired token (docs/product/portal-cliente.md §2)
  tokenExpiredTitle: (name: string) => `Olá ${name} sua token infelizmente expirou.`,
  tokenExpiredAction: 'Por favor, faça o login novamente para continuar.',

  // Recovery and reset (docs/product/portal-cliente.md §5, §8)
  forgotInvalidUser: 'Você deve informar um usuário válido!',
  newPasswordInvalid: (name: string) => `${name}, você deve informar uma senha e re-senha válida!`,
  forgotSuccess: 'Confira a instrução de recuperação de senha que foi enviada para seu e-mail.',
  newPasswordSuccess: 'Sua senha foi alterada com sucesso, parabéns!',
  passwordStrength: ['Muito fraca', 'Fraca', 'Boa', 'Forte', 'Excelente'] as const,
  resetLinkInvalid: 'Este link de recuperação de senha é inválido. Solicite uma nova recuperação de senha.',
  resetLinkUsed:
    'Este link de recuperação de senha já foi utilizado. Solicite uma nova recuperação de senha.',
  resetLinkExpired: 'Este link de recuperação de senha expirou. Solicite uma nova recuperação de senha.',
  passwordTooLong: (max: number) => `A senha deve ter no máximo ${max} caracteres.`,
  passwordTooWeak:
    'Sua senha está fraca: ela deve ser pelo menos Boa. Combine letras maiúsculas e minúsculas, números e símbolos.',
  passwordStrengthTitle: (label: string) => `Força da senha: ${label}`,

  // Registration (docs/product/portal-cliente.md §2, §5, §8)
  registrationSuccess: 'Sucesso',
  registrationFieldError: (field: string, message: string) => `O campo ${field}, ${message}`,
  cgcRequired: 'Você deve informar um CGC para realizar a consulta',
  registrationInvalid: 'Verifique os dados do cadastro.',
  registrationSent:
    'Seu cadastro foi enviado para análise. Você receberá um e-mail assim que o acesso for liberado.',
  registrationCgcInvalid: 'informe um CNPJ (ou CPF) válido.',
  registrationCpfInvalid: 'informe um CPF válido.',
  registrationEmailInvalid: 'informe um e-mail válido.',
  registrationPhoneInvalid: 'informe um celular válido com DDD: (DD) NNNNN-NNNN.',
  registrationCepInvalid: 'informe um CEP válido com 8 dígitos.',
  registrationUfInvalid: 'informe uma UF válida.',
  registrationMaxLength: (max: number) => `deve ter no máximo ${max} caracteres.`,
  registrationPasswordsDiffer: 'a senha e a re-senha devem ser iguais.',
  registrationPasswordWeak:
    'a senha está fraca, ela deve ser pelo menos Boa (combine letras maiúsculas e minúsculas, números e símbolos).',
  registrationCgcDuplicate: 'este CNPJ já está cadastrado no portal.',
  registrationEmailDuplicate: 'este e-mail já está cadastrado no portal.',
  registrationCpfDuplicate: 'este CPF já está cadastrado no portal.',
  registrationDefaultUnitMissing:
    'A unidade padrão de cadastro não está configurada, tente novamente mais tarde.',

  // Client selection and header (docs/product/portal-cliente.md §2, §8)
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
  syncingClients: 'Sincronizando clientes...',
  branchSwitchConfirm: (term: string) => `Ao trocar de filial o seu ${term} será ZERADO. Deseja continuar?`,
  customerSwitchConfirm: (term: string) =>
    `Ao trocar a empresa para a qual você compra, o seu ${term} será ZERADO. Deseja continuar?`,
  branchPreparing: 'Estamos preparando a nova filial, por favor aguarde.',
  creditUnavailable: 'Indisponível',

  // Catalogue (docs/product/portal-cliente.md §2, §5, §8)
  noProducts: 'Nenhum produto localizado, você pode melhorar a pesquisa.',
  searchResult: 'Resultado da pesquisa:',
  minQuantity: (n: number | string) => `A quantidade minima para esse produto é: ${n}.`,
  minQuantityAdjusted: (n: number | string) => `A quantidade minima para esse produto é de: ${n}.`,
  productAdded: (name: string) => `Produto ${name} foi adicionado ao caminhão.`,
  /** Successes in a row merge into the notice on screen: the newest message and how many so far. */
  noticeRepeated: (message: string, count: number) => `${message} (${count})`,
  syncingProducts: 'Sincronizando produtos...',
  searchingProducts: 'Pesquisando produtos...',
  roundingTitle: 'Arredondar quantidade',
  /** Beside the field after CANCELAR of the rounding popup: the typed quantity stays, not added. */
  roundingCancelled: (quantity: string, multiplo: string) =>
    `${quantity} não foi adicionado: a quantidade deve ser múltipla de ${multiplo}.`,
  /** Beside a cart line's field after CANCELAR: the line keeps its quantity. */
  roundingCancelledLine: (quantity: string, multiplo: string, kept: string) =>
    `${quantity} não foi aplicado: a quantidade deve ser múltipla de ${multiplo}. O item continua com ${kept}.`,
  roundingQuestion: (quantity: number | string, factor: number | string) =>
    `A quantidade ${quantity} não é múltipla de ${factor}. Escolha uma das quantidades sugeridas:`,
  alreadyInCartTitle: 'Produto já adicionado',
  alreadyInCart: (name: string, term: string) =>
    `O produto ${name} já está no seu ${term}. Você deseja somar a quantidade ao item existente ou adicionar outro item?`,
  noPriceTable: (unit: string) =>
    `No momento não existe tabela de preço liberada para o produto selecionado, você deve entrar em contato com a unidade ${unit} para solicitar a liberação.`,

  // Cart (docs/product/portal-cliente.md §2, §4, §5, §8)
  cartEmpty: (term: string) => `Seu ${term} está vazio.`,
  cartSentToAnalysis: 'Carga seguindo para análise...',
  noWorks: 'Nenhuma obra cadastrada.',
  finaliseConfirm: 'Você realmente deseja finalizar o pedido atual?',
  finalising: 'Finalizando pedido',
  /** Why nothing can be ordered for the company (pedido-rules clientePodeComprar), said up front. */
  clientOrderingRefused: (status: string | null | undefined) =>
    status === 'P'
      ? 'O cadastro desta empresa ainda aguarda liberação: não é possível fazer pedidos para ela por enquanto.'
      : 'Esta empresa está inativa: não é possível fazer pedidos nem orçamentos para ela. Favor entrar em contato com o setor administrativo.',
  finaliseBlocked:
    'Não vai ser possível finalizar o seu pedido, favor entrar em contato com setor administrativo!',
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
  // Cart screen: texts the spec does not give (confirmations, dialog titles, client-side refusals)
  cartRemoveItemTitle: 'Remover item',
  cartRemoveItem: (name: string, term: string) => `Você deseja remover o item ${name} do seu ${term}?`,
  cartCancelTitle: 'Cancelar pedido',
  cartCancel: (term: string) =>
    `Você deseja cancelar o pedido atual? Todos os itens do seu ${term} serão removidos.`,
  cartPaymentRequired: 'Você deve informar a forma e a condição de pagamento de todos os itens.',
  cartModalityUnavailable: (modalidade: string, produto: string) =>
    `O item ${produto} não possui preço ${modalidade} liberado, ele continua com a modalidade atual.`,
  cartPriceInvalid: 'O preço deve ser maior que zero.',
  cartWorkProductMissing: 'A obra não possui um produto do seu catálogo nesta unidade.',
  cartFinaliseMixed:
    'Alguns pedidos não foram realizados. Os pedidos realizados saíram do carrinho; corrija os itens que ficaram e finalize novamente.',
  cartFinaliseErrorFields: (n: number) => `${n} item(ns) com problema:`,
  cartNoDeliveryCustomers: 'Nenhum cliente de entrega encontrado.',

  // Standing orders
  standingOrderDeleteConfirm: (descricao: string) =>
    `Você confirma a exclusão do pedido padrão "${descricao}"?`,
  standingOrderDeleted: 'Pedido padrão excluído com sucesso!',
  // Standing orders: texts the spec does not give (feature off, loading into the cart)
  standingOrderOff: 'O pedido padrão não está habilitado neste portal (parâmetro USA_PEDIDO_PADRAO).',
  standingOrderLoaded: (descricao: string, n: number, term: string) =>
    `Pedido padrão "${descricao}": ${n} item(ns) colocado(s) no ${term}.`,
  standingOrderNothingLoaded: (descricao: string) =>
    `Nenhum item do pedido padrão "${descricao}" está disponível para compra nesta filial.`,
  standingOrderItemNotLoaded: (sku: string, descricao: string, message: string) =>
    `${sku} - ${descricao}: ${message}`,
  standingOrderCartNotEmpty: (term: string, n: number) =>
    `O seu ${term} já tem ${n} item(ns). Deseja substituir os itens pelos do pedido padrão ou adicioná-los aos que já estão no ${term}?`,

  // Quotes (orçamentos): a PDF of the cart, stored, e-mailed and reopened while valid
  quoteCreated: (numero: string) => `Orçamento ${numero} gerado com sucesso!`,
  quoteNone: 'Nenhum orçamento até o momento.',
  quoteEmailInvalid: 'Informe um e-mail válido.',
  quoteEmailSent: (email: string) => `Orçamento enviado para ${email}.`,
  quoteExpired: (numero: string, validoAte: string) =>
    `O orçamento ${numero} venceu em ${validoAte} e não pode mais ser reaberto. Gere um novo orçamento a partir do carrinho.`,
  quoteOtherOwner: (numero: string, cliente: string, filial: string) =>
    `O orçamento ${numero} é do cliente ${cliente} na filial ${filial}. Selecione esse cliente e essa filial para reabri-lo.`,
  quoteReopened: (numero: string, n: number, term: string) =>
    `Orçamento ${numero}: ${n} item(ns) colocado(s) no ${term}.`,
  quoteNothingReopened: (numero: string) =>
    `Nenhum item do orçamento ${numero} está disponível para compra nesta filial.`,
  quoteCartNotEmpty: (term: string, n: number) =>
    `O seu ${term} já tem ${n} item(ns). Deseja substituir os itens pelos do orçamento ou adicioná-los aos que já estão no ${term}?`,
  quoteLineRefused: (label: string, message: string) => `Orçamento não gerado. ${label}: ${message}`,
  quoteEmailDailyLimit: (n: number) =>
    `Limite de ${n} ${n === 1 ? 'envio' : 'envios'} de orçamento por e-mail por dia atingido. Tente novamente amanhã.`,
  quoteIdempotencyKeyRequired:
    'Informe o cabeçalho Idempotency-Key (um identificador único por orçamento) para gerar o orçamento.',
  quoteIdempotencyKeyConflict:
    'Esta chave (Idempotency-Key) já foi usada em outra requisição; gere uma nova chave para gerar um orçamento diferente.',

  // Orders
  noOrders: 'NENHUM PEDIDO ATÉ O MOMENTO.',
  nfeKeyMissing: 'Chave NF-E não informada.',
  trackingUnavailable: (key: string) => `Rastreio não disponível para a CHAVE NFE (${key}).`,
  // Orders: texts the spec does not give (cancel confirmation and result, list filter)
  orderCancelConfirm: (ref: string) => `Você confirma o cancelamento do pedido ${ref}?`,
  orderCancelled: (ref: string) => `Pedido ${ref} cancelado com sucesso!`,
  orderFilterRefInvalid: 'Informe somente os números do pedido.',
  orderCreated: (ref: string) => `Pedido ${ref} realizado com sucesso!`,
  orderIdempotencyKeyRequired:
    'Informe o cabeçalho Idempotency-Key (um identificador único por finalização) para enviar o pedido.',
  orderIdempotencyKeyConflict:
    'Esta chave (Idempotency-Key) já foi usada em outro pedido; gere uma nova chave para enviar um pedido diferente.',
  orderUnitInvalid: 'O cliente não está vinculado à unidade informada.',
  orderDeliveryCustomerNotFound: 'Cliente de entrega não encontrado.',
  orderStandingDescriptionRequired: 'Informe a descrição do pedido padrão.',
  orderProductNotFound: (sku: string) => `O produto ${sku} não foi encontrado ou está inativo.`,
  orderPaymentNotAllowed: 'A forma de pagamento informada não está liberada para este cliente.',
  orderPaymentConditionMismatch:
    'A condição de pagamento informada não pertence à forma de pagamento escolhida.',
  orderDriverVehicleInvalid: 'Você deve escolher um motorista e um veículo cadastrados para o cliente.',
  orderTrailerPlateInvalid: 'A PLACA da carreta está inválida!',
  eventTypeServerOnly:
    'Os eventos são registrados pelo próprio servidor (o acesso, no login); pelo portal só se informa a posição do acesso.',
  eventLatitudeOutside: 'A latitude informada está fora do Brasil.',
  eventLongitudeOutside: 'A longitude informada está fora do Brasil.',
  eventPositionTaken: 'A posição deste acesso já foi registrada; ela é informada uma vez, logo após o login.',
  orderAdjustedPriceInvalid: (sku: string) =>
    `O preço ajustado do produto ${sku} deve ser de pelo menos R$ 0,01.`,
  orderQuantityWhole: (sku: string, um: string) =>
    `A quantidade do produto ${sku} deve ser um número inteiro de ${um}.`,
  orderQuantityMultiple: (sku: string, multiplo: string) =>
    `A quantidade do produto ${sku} deve ser múltipla de ${multiplo}.`,
  orderAmountTooLarge:
    'O valor ou o peso do pedido ultrapassa o limite permitido; divida a compra em pedidos menores.',
  /** The review before FINALIZAR: the order's total against the available credit (the header's Saldo). */
  orderOverCredit: (total: string, disponivel: string) =>
    `Este pedido (${total}) ultrapassa o seu limite disponível (${disponivel}).`,
  /** BLOQUEIA_PEDIDO_SEM_LIMITE SIM: the refusal, on the screen and from POST /pedidos. */
  orderOverCreditRefused: (total: string, disponivel: string) =>
    `Este pedido (${total}) ultrapassa o seu limite disponível (${disponivel}). Pedidos acima do limite não podem ser finalizados; reduza o pedido ou entre em contato com o setor financeiro.`,
  /** A cart line above the unit's stock (@portal/shared/estoque): the warning beside the line. */
  orderAboveStock: (disponivel: string) =>
    `Acima do estoque desta filial (${disponivel}): reduza ao disponível, mantenha para entrega a partir da previsão ou escolha outra filial.`,
  /** PERMITE_PEDIDO_ACIMA_ESTOQUE NAO: the refusal of a line above stock, on the screen and from POST /pedidos. */
  orderAboveStockRefused: (produto: string, disponivel: string) =>
    `O item ${produto} ultrapassa o estoque desta filial (${disponivel}). Reduza a quantidade ao disponível ou escolha outra filial.`,
  orderWorkInvalid: 'A obra informada não pertence ao cliente, à unidade ou ao produto.',
  orderWorkPriceUnavailable: (modalidade: string) => `A obra não possui preço ${modalidade} liberado.`,
  orderGroupNotPlaced: (condicao: string, modalidade: string) =>
    `O pedido da condição ${condicao} (${modalidade}) não foi realizado; corrija o item e finalize novamente.`,
  orderNotCancellable: (ref: string, status: string) =>
    `O pedido ${ref} não pode mais ser cancelado, ele está ${status}.`,
  standingOrderCreated: 'Pedido padrão criado com sucesso!',
  standingOrderItemUnavailable: (unit: string) =>
    `Produto sem preço liberado na unidade ${unit}, ele não foi incluído.`,
  standingOrderProductInactive: 'Produto inativo, ele não foi incluído.',

  // Quick order and repeat order: texts the spec does not give
  quickOrderTooManyLines: (max: number, n: number) =>
    `Envie no máximo ${max} linhas por vez (foram ${n}); divida a lista em partes.`,
  quickOrderNoLines: 'Nenhuma linha com código e quantidade foi encontrada.',
  quickOrderNoCode: 'Código não informado.',
  quickOrderUnknown: (sku: string) => `Código ${sku} não encontrado no catálogo.`,
  quickOrderNameNotFound: (busca: string) => `Nenhum produto encontrado para "${busca}".`,
  quickOrderNamesOverCap: (max: number) =>
    `Cada verificação busca no máximo ${max} linhas escritas pelo nome do produto; informe o código desta linha ou verifique-a em outra lista.`,
  quickOrderInactive: 'Produto inativo.',
  quickOrderNoPrice: (unit: string) => `Produto sem preço liberado na unidade ${unit}.`,
  quickOrderQuantityEmpty: 'Quantidade não informada.',
  quickOrderQuantityInvalid: (raw: string) =>
    `Quantidade inválida: "${raw}". Informe um número maior que zero (ex.: 10 ou 2,5).`,
  quickOrderQuantityTooLarge: (max: string) => `A quantidade deve ser de no máximo ${max}.`,
  quickOrderRounded: (from: string, to: string, factor: number | string) =>
    `Quantidade arredondada de ${from} para ${to} (múltiplo de ${factor}).`,
  quickOrderFileUnreadable:
    'Não foi possível ler o arquivo. Envie uma planilha .xlsx ou um arquivo .csv com o código na primeira coluna e a quantidade na segunda.',
  quickOrderFileEmpty: 'A planilha não tem linhas com código e quantidade.',
  quickOrderFileTooLarge: (mb: number, linhas: number) =>
    `A planilha passa de ${mb} MB descompactada. Envie só os códigos e as quantidades, no máximo ${linhas} linhas por vez.`,
  quickOrderFileTooManyLines: (max: number) =>
    `A planilha tem mais de ${max} linhas. Envie no máximo ${max} linhas por vez; divida a lista em partes.`,
  quickOrderFileTooManyColumns: (max: number, onde: string) =>
    `A planilha tem dados além da coluna ${max} (${onde}). Use no máximo ${max} colunas, com o código na primeira e a quantidade na segunda.`,
  quickOrderFileCellTooLong: (max: string, onde: string) =>
    `Uma célula da planilha passa de ${max} caracteres (${onde}); cada célula pode ter no máximo ${max}.`,
  quickOrderFileCell: (ref: string) => `célula ${ref}`,
  quickOrderFileLineColumn: (linha: number, coluna: number) => `linha ${linha}, coluna ${coluna}`,
  quickOrderAdded: (n: number, term: string) => `${n} item(ns) colocado(s) no ${term}.`,
  quickOrderNothingValid: 'Nenhuma linha válida para adicionar.',
  quickOrderAlreadyInCart: (n: number, term: string) =>
    `${n} produto(s) da lista já está(ão) no seu ${term}. Você deseja somar as quantidades aos itens existentes ou adicionar outros itens?`,
  repeatOrderOtherClient: (ref: string, cliente: string, term: string) =>
    `O pedido ${ref} é do cliente ${cliente}, que não é o cliente selecionado. Para repeti-lo, troque para esse cliente (o seu ${term} será ZERADO, como em toda troca de cliente) e repita o pedido.`,
  repeatOrderOtherBranch: (ref: string, unidadePedido: string, unidadeAtual: string, term: string) =>
    `O pedido ${ref} foi feito na filial ${unidadePedido}. Os itens serão colocados no seu ${term} com os preços de hoje da filial atual, ${unidadeAtual}. Deseja continuar?`,
  repeatOrderAdded: (ref: string, n: number, term: string) =>
    `Pedido ${ref}: ${n} item(ns) colocado(s) no ${term} com os preços de hoje.`,
  repeatOrderNothingAvailable: (ref: string) =>
    `Nenhum item do pedido ${ref} está disponível para compra nesta filial.`,
  repeatOrderUnavailable: 'Itens que não estão mais disponíveis',
  repeatOrderPriceChanged: 'Preços que mudaram',

  // Finance
  noBoletos: 'Nenhum boleto.',
  noDocuments: 'Nenhum documento...',
  titleOverdue: (title: string, parcel: string, value: string) =>
    `O Titulo ${title}/${parcel} no valor de R$ ${value} está vencido, você deve entrar em contato com o nosso financeiro.`,
  titlePaid: (title: string, parcel: string, date: string) =>
    `O Titulo ${title}/${parcel} consta como PAGO e foi dado baixa em nosso sistema dia ${date}.`,
  titleBlocked: (title: string, parcel: string, account: string) =>
    `Não é possível gerar o titulo ${title}/${parcel}, pois existe bloqueio no ERP (CONTA: ${account}).`,
  titleNoPix: (title: string, parcel: string) =>
    `O título ${title}/${parcel} não tem Pix: pague pelo boleto ou fale com o nosso financeiro.`,
  pixCopied: 'Código Pix copiado. Cole no app do seu banco, em Pix Copia e Cola.',
  pixCopyFailed: 'Não foi possível copiar: selecione o código e copie.',
  pixUnitSaved: 'Pix da unidade salvo.',
  pixUnitRemoved: 'Pix da unidade removido: os títulos sem Pix do ERP ficam sem Pix.',
  statementDatesRequired: 'Você deve informar a data inicial e a data final do extrato.',
  statementDateInvalid: 'Data inválida para o extrato: informe um dia que existe, no formato DD/MM/AAAA.',
  statementPeriodInverted: 'A data inicial do extrato deve ser igual ou anterior à data final.',
  invalidAmount: 'Valor inválido',

  // Generic
  noRecords: 'Sem registro(s).',
  sortColumnInvalid: (allowed: readonly string[]) =>
    `Esta lista não pode ser ordenada por essa coluna; use uma destas: ${allowed.join(', ')}.`,
  sortDirectionInvalid: 'Direção de ordenação inválida; use asc (crescente) ou desc (decrescente).',
  loading: 'Carregando...',

  // Manager area (docs/product/gestor-crm-vendas.md §5, §7, §8)
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
  // The same confirmation for every removal of the manager area (title removeCategoryTitle, SIM/NÃO).
  removeUnitConfirm: (descricao: string) => `Você confirma a remoção da unidade: "${descricao}" ?`,
  removeClientConfirm: (razao: string) => `Você confirma a remoção do cliente: "${razao}" ?`,
  removeProfileConfirm: (descricao: string) => `Você confirma a remoção do perfil: "${descricao}" ?`,
  removePictureConfirm: (produto: string) => `Você confirma a remoção da imagem do produto: "${produto}" ?`,
  /** Why a read-only manager profile (USUARIO, AUDITOR) is not offered a change. */
  managerReadOnly: 'O seu perfil consulta, mas não altera usuários.',
  approvalLoginRequired: 'Você deve fazer login para realizar a aprovação desse cliente.',
  approvalInvalidUser: 'Usuário inválido.',
  approvalClientRefused: 'Sua conta não tem permissão para realizar a ativação de outra.',
  approvalLinkInvalid: 'Este link de aprovação é inválido.',
  approvalLinkUsed: 'Este link de aprovação já foi utilizado: o cadastro já foi analisado.',
  approvalReasonRequired: 'Você deve informar o motivo do bloqueio.',
  approvalNotApprover: 'Você não é aprovador desta unidade.',
  approvalNotFound: 'Não foi encontrado o cadastro do usuário com este cliente.',
  approvalNotPending: 'Não há cadastro pendente de aprovação para este usuário e cliente.',
  approvalExistingCustomer:
    'Este CNPJ já é de um cliente cadastrado: a decisão vale só para o novo usuário e o seu vínculo com o cliente. Confira os dados informados com os do cadastro.',
  approvalDifferences: (n: number) =>
    n === 1 ? '1 campo diferente do cadastro.' : `${n} campos diferentes do cadastro.`,
  approvalDecided: (status: string, motivo?: string | null) =>
    `Este cadastro já foi analisado: ${status}${motivo ? ` (motivo: ${motivo})` : ''}.`,
  contactDeleteConfirm: (name: string) => `Você confirma a exclusão do contato ${name} ?`,
  cpfInvalidTyping: 'CPF inválido.',
  cpfInvalidSave: 'CPF inválido!',
  // CRM contacts and sales consultation: texts the spec does not give (server rules, screen states)
  // Search synonyms (manager): the trade's words the search reads as the catalogue's
  synonymTermRequired: 'Informe o termo que os clientes digitam (ao menos 2 letras ou números).',
  synonymTermTooLong: (max: number) => `O termo deve ter no máximo ${max} caracteres.`,
  synonymTargetRequired: 'Informe o que a busca deve procurar no catálogo (ao menos 2 letras ou números).',
  synonymTargetTooLong: (max: number) => `O texto do catálogo deve ter no máximo ${max} caracteres.`,
  synonymSame: 'O termo e o texto do catálogo são iguais: nada a trocar.',
  synonymExists: (termo: string) => `Já existe um sinônimo para “${termo}”.`,
  synonymNotFound: 'Sinônimo não encontrado.',
  synonymTooMany: (max: number) => `Limite de ${max} sinônimos atingido: exclua um antes de cadastrar outro.`,
  synonymSaved: 'Sinônimo salvo.',
  synonymDeleted: 'Sinônimo excluído.',
  synonymDeleteConfirm: (termo: string) => `Excluir o sinônimo “${termo}”? A busca deixa de entendê-lo.`,
  contactNameRequired: 'Você deve informar o NOME do contato.',
  contactNameTooLong: (max: number) => `O NOME do contato deve ter no máximo ${max} caracteres.`,
  contactSectorInvalid: 'Você deve selecionar um SETOR válido.',
  contactTypeInvalid: 'O TIPO do contato deve ser CLIENTE.',
  contactPhoneInvalid: 'O TELEFONE deve ter somente números (DDD e número), no máximo 11.',
  contactEmailInvalid: 'O E-MAIL do contato está inválido.',
  contactBirthdayInvalid: 'A data de aniversário está inválida.',
  contactStatusInvalid: 'O STATUS do contato está inválido!',
  salesCgcForbidden: 'O CPF informado não é o do vendedor logado.',
  salesPeriodInvalid: 'Informe datas válidas (AAAA-MM-DD) para o período.',
  // Manager area I: texts the spec does not give (dashboard filter rules, server refusals)
  dashboardStartTooEarly: 'A data inicial não pode ser anterior a 03/06/2021.',
  dashboardEndBeforeStart: 'A data final não pode ser anterior à data inicial.',
  userBlocked: (name: string) => `O acesso do usuário "${name}" foi bloqueado.`,
  userReleased: (name: string) => `O acesso do usuário "${name}" foi liberado.`,
  releaseUserTitle: 'Liberar acesso?',
  releaseUserConfirm: (name: string) => `Você confirma a liberação do acesso para o usuário: "${name}" ?`,
  releaseReasonRequired: 'Você deve informar o motivo da liberação.',
  statusReasonTooLong: (max: number) => `O motivo deve ter no máximo ${max} caracteres.`,
  userAlreadyInStatus: (status: string) => `O acesso desse usuário já está ${status}.`,
  userEmailInUse: 'Já existe um usuário com esse e-mail.',
  userCpfInUse: 'Já existe um usuário com esse CPF/CNPJ.',
  userBlockSelf: 'Você não pode bloquear o seu próprio usuário.',
  userAdminOnly: 'Somente um administrador pode alterar usuários ou perfis de administrador.',
  userLinkExists: 'Esse vínculo já existe para o usuário.',
  userLinkTargetNotFound: 'Registro a vincular não encontrado.',
  approverDuplicate: 'Esse usuário já é aprovador dessa filial.',
  approverUserNotManager: 'O aprovador deve ter um perfil ADMIN, GESTOR, USUARIO ou AUDITOR.',
  // Manager area II: texts the spec does not give (customers, units, products, pictures, parameters)
  customerIdInvalid: (id: string) => `O Código "${id}" do cliente está inválido!`,
  customerCodeInUse: 'Já existe um cliente com esse código e loja.',
  customerCgcInvalid: 'informe um CNPJ (ou CPF) válido.',
  customerPhoneInvalid: 'informe um telefone válido com DDD (10 ou 11 dígitos).',
  customerCepInvalid: 'informe um CEP válido com 8 dígitos.',
  customerUfInvalid: 'informe uma UF válida.',
  customerUnitExists: 'Essa unidade já está vinculada ao cliente.',
  unitIdInvalid: (id: string) => `O Código "${id}" da unidade está inválido!`,
  priceTableUpdated: (sku: string, ativo: boolean) =>
    `Tabela de preço ${sku} ${ativo ? 'ativada' : 'desativada'} com sucesso!`,
  productIdInvalid: (id: string) => `O Código "${id}" do produto está inválido!`,
  productSkuInUse: 'Já existe um produto com esse código.',
  productUmRequired: 'Você deve selecionar a unidade de medida (SC, TL ou UN).',
  productQuantityDecimals: 'Informe um número maior que zero com no máximo 3 casas decimais (ex.: 1 ou 0,5).',
  productQuantMinWhole: (um: string) =>
    `A quantidade mínima de um produto vendido por unidade (${um}) deve ser um número inteiro.`,
  productMultiploCounted: (um: string) =>
    `O múltiplo vale só para produtos vendidos por peso ou medida (t, m³, kg...); os vendidos por unidade (${um}) seguem o parâmetro FATOR_MULTI.`,
  productCategoryExists: 'Essa categoria já está vinculada ao produto.',
  productImageType: 'A imagem deve ser PNG, JPEG, SVG ou WebP.',
  productImageTooLarge: (max: string) => `A imagem deve ter no máximo ${max}.`,
  productImageInvalid: 'O arquivo não é uma imagem válida do tipo informado.',
  productImageUnsafe: 'A imagem SVG contém scripts ou referências externas e foi recusada.',
  productImageSaved: 'Imagem do produto atualizada com sucesso!',
  productImageRemoved: 'Imagem do produto removida com sucesso.',
  productSaveFirst: 'Salve o produto antes de enviar a imagem.',
  parameterUpdated: (nome: string) => `Parâmetro ${nome} alterado com sucesso!`,
  parameterUnknown: (nome: string) => `O parâmetro ${nome} não existe.`,
  parameterToggleInvalid: (sim: string, nao: string) => `Informe ${sim} ou ${nao}.`,
  parameterIntegerInvalid: (min: number, max: number) => `Informe um número inteiro de ${min} a ${max}.`,
  parameterPercentInvalid: (min: number, max: number) =>
    `Informe um percentual de ${min} a ${max}, com até duas casas decimais (ex.: 2,00).`,
  parameterOptionInvalid: (opcoes: string) => `Escolha um destes valores: ${opcoes}.`,
  parameterTextInvalid: (max: number) => `Informe um texto de 1 a ${max} caracteres.`,
  parameterCodeInvalid: (max: number) => `Informe um código de 1 a ${max} dígitos.`,
  parameterEmailInvalid: 'Informe um e-mail válido.',
  parameterSetoresInvalid:
    'Informe a lista no formato CODIGO=DESCRICAO, separada por ";" (código com até 9 dígitos).',
  lgpdTerms: 'Termos',
  lgpdPolicy: 'Política',
} as const;

/** Notification titles (docs/product/portal-cliente.md §8). */
export const TITLES = {
  warning: 'Atenção:',
  info: 'Infomativo:',
  validation: 'Validação:',
  dialogWarning: 'Atenção!',
  success: 'Sucesso!',
  oops: 'Ops!',
} as const;

/** E-mails sent by the portal (password recovery, registration approval). */
export const EMAILS = {
  quoteSubject: (brand: string, numero: string) => `Orçamento ${numero} - ${brand}`,
  quoteText: (p: { brand: string; numero: string; cliente: string; total: string; validoAte: string }) =>
    'Olá,\n\n' +
    `Segue em anexo o orçamento ${p.numero} do portal ${p.brand} para ${p.cliente}.\n` +
    `Total: ${p.total}. Válido até ${p.validoAte}.\n\n` +
    'Os preços podem mudar depois da validade; o pedido é feito pelo portal.\n',
  resetSubject: (brand: string) => `Recuperação de senha - ${brand}`,
  resetText: (p: { nome: string; brand: string; link: string; hours: number }) =>
    `Olá ${p.nome},\n\n` +
    `Recebemos um pedido para criar uma nova senha no portal ${p.brand}.\n` +
    `Para criar a nova senha, acesse o link abaixo. Ele vale por ${p.hours} hora(s) e pode ser usado uma única vez:\n\n` +
    `${p.link}\n\n` +
    'Se você não fez este pedido, ignore este e-mail: a sua senha continua a mesma.\n',
  approvalSubject: (razao: string) => `Novo cadastro para aprovação: ${razao}`,
  approvalText: (p: {
    aprovador: string;
    brand: string;
    razao: string;
    cgc: string;
    unidade: string;
    nome: string;
    email: string;
    link: string;
    comparacao?: string;
  }) =>
    `Olá ${p.aprovador},\n\n` +
    `A empresa ${p.razao} (${p.cgc}) se cadastrou no portal ${p.brand} pela unidade ${p.unidade}.\n` +
    `Usuário: ${p.nome} <${p.email}>\n\n` +
    (p.comparacao ? `${p.comparacao}\n` : '') +
    `Para liberar ou bloquear o cadastro, acesse:\n${p.link}\n`,
  /** The typed data beside the customer's, for a registration against a CNPJ already known. */
  approvalComparison: (p: {
    codigo: string;
    loja: string;
    razao: string;
    linhas: { campo: string; informado: string; cadastro: string; diferente: boolean }[];
  }) =>
    `ATENÇÃO: este CNPJ já é do cliente ${p.codigo}/${p.loja} - ${p.razao}. A decisão vale só para o novo usuário e o seu vínculo com o cliente.\n` +
    'Informado no cadastro x cadastro do cliente:\n' +
    p.linhas
      .map(
        (l) =>
          `- ${l.campo}: informado "${l.informado}"; cadastro "${l.cadastro}"${l.diferente ? ' (diferente do cadastro)' : ''}\n`,
      )
      .join(''),
  releasedSubject: (brand: string) => `Seu acesso ao portal ${brand} foi liberado`,
  releasedText: (p: { nome: string; brand: string; razao: string; link: string }) =>
    `Olá ${p.nome},\n\n` +
    `O cadastro da empresa ${p.razao} foi aprovado e o seu acesso ao portal ${p.brand} está liberado.\n` +
    `Entre com o seu e-mail e a senha que você cadastrou em:\n${p.link}\n`,
  blockedSubject: (brand: string) => `Seu cadastro no portal ${brand} não foi aprovado`,
  blockedText: (p: { nome: string; brand: string; razao: string; motivo: string }) =>
    `Olá ${p.nome},\n\n` +
    `O cadastro da empresa ${p.razao} no portal ${p.brand} não foi aprovado.\n` +
    `Motivo: ${p.motivo}\n\n` +
    'Em caso de dúvida, entre em contato com a nossa equipe.\n',
  /** A change of status of an order (the user's e-mail choices in Meus dados). */
  orderStatusSubject: (p: { ref: string; status: string }) => `Pedido ${p.ref}: ${p.status}`,
  orderStatusText: (p: { ref: string; status: string; cliente: string; link: string }) =>
    `Olá,\n\n` +
    `O pedido ${p.ref} do cliente ${p.cliente} mudou de situação: ${p.status}.\n\n` +
    `Para ver o pedido, acesse:\n${p.link}\n\n` +
    'Você recebe este aviso porque escolheu ser avisado desta situação em Meus dados, no portal.\n',
  tituloPagoSubject: (p: { numero: string }) => `Título ${p.numero}: pagamento confirmado`,
  tituloPagoText: (p: { numero: string; valor: string; cliente: string; link: string }) =>
    `Olá,\n\n` +
    `O pagamento do título ${p.numero} (${p.valor}) do cliente ${p.cliente} foi confirmado pelo financeiro.\n\n` +
    `Para ver os títulos, acesse:\n${p.link}\n\n` +
    'Você recebe este aviso porque escolheu ser avisado de títulos pagos em Meus dados, no portal.\n',
} as const;
