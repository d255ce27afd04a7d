// Domain constants of the portal (docs/product/portal-cliente.md §3-§9,
// docs/product/gestor-crm-vendas.md §3-§9). One source for API and web.

export const ROLES = [
  'ROLE_ADMIN',
  'ROLE_GESTOR',
  'ROLE_USUARIO',
  'ROLE_AUDITOR',
  'ROLE_CLIENTE',
  'ROLE_VENDEDOR',
] as const;
export type Role = (typeof ROLES)[number];
/** Roles that use the manager area. */
export const MANAGER_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_GESTOR', 'ROLE_USUARIO', 'ROLE_AUDITOR'];
/**
 * Who may change things in manager area I: ADMIN and GESTOR ("only the manager blocks users",
 * docs/product/gestor-crm-vendas.md §6). USUARIO and AUDITOR read (dashboard, lists, details) but do not
 * write.
 */
export const GESTOR_WRITE_ROLES = ['ROLE_ADMIN', 'ROLE_GESTOR'] as const;
/**
 * 'Only the manager ... runs reports' (docs/product/gestor-crm-vendas.md §6): ADMIN and GESTOR, and AUDITOR
 * (who audits); not USUARIO.
 */
export const RELATORIO_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_GESTOR', 'ROLE_AUDITOR'];
/** The parameters screen: ADMIN changes, AUDITOR reads. */
export const PARAMETROS_READ_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_AUDITOR'];
export const PARAMETROS_WRITE_ROLES: readonly Role[] = ['ROLE_ADMIN'];
/** Roles that buy (act for a customer). */
export const BUYER_ROLES: readonly Role[] = ['ROLE_CLIENTE', 'ROLE_VENDEDOR'];
/** The contacts area (CRM): a customer's own contacts, a seller's for the customers it serves. */
export const CRM_ROLES: readonly Role[] = ['ROLE_CLIENTE', 'ROLE_VENDEDOR'];
/** The seller's sales consultation and client sync. */
export const VENDEDOR_ROLES: readonly Role[] = ['ROLE_VENDEDOR'];
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  ROLE_ADMIN: 'ADMINISTRADOR',
  ROLE_GESTOR: 'GESTOR',
  ROLE_USUARIO: 'USUÁRIO',
  ROLE_AUDITOR: 'AUDITOR',
  ROLE_CLIENTE: 'CLIENTE',
  ROLE_VENDEDOR: 'VENDEDOR',
};

/** User, customer, approval and contact status: P pending, L released, B blocked or reproved. */
export const STATUSES = ['P', 'L', 'B'] as const;
export type Status = (typeof STATUSES)[number];
export const STATUS_DESCRIPTIONS: Record<Status, string> = { P: 'PENDENTE', L: 'LIBERADO', B: 'BLOQUEADO' };

/**
 * Order statuses (docs/product/portal-cliente.md §4). step = position in the seven-step detail progress bar,
 * null = none.
 */
export const ORDER_STATUSES = [
  { id: 0, code: 'S/D', label: 'S/D', step: 1 },
  { id: 1, code: 'REALIZADO', label: 'REALIZADO', step: 1 },
  { id: 2, code: 'EM_ANALISE', label: 'EM ANALISE', step: 2 },
  { id: 3, code: 'LIBERADO', label: 'LIBERADO', step: 3 },
  { id: 4, code: 'CARREGAMENTO', label: 'EM CARREGAMENTO', step: 4 },
  { id: 5, code: 'NFE_EMITIDA', label: 'NF-e EMITIDA', step: 5 },
  { id: 6, code: 'TRANSPORTE', label: 'EM TRANSPORTE', step: 6 },
  { id: 7, code: 'CANCELADO', label: 'CANCELADO', step: null },
  { id: 8, code: 'ENTREGUE', label: 'ENTREGUE', step: 7 },
  { id: 9, code: 'CONCLUIDO', label: 'CONCLUIDO', step: null },
  { id: 10, code: 'PENDENTE_ENVIO', label: 'PENDENTE DE ENVIO', step: null },
] as const;
export const ORDER_STATUS = {
  SD: 0,
  REALIZADO: 1,
  EM_ANALISE: 2,
  LIBERADO: 3,
  CARREGAMENTO: 4,
  NFE_EMITIDA: 5,
  TRANSPORTE: 6,
  CANCELADO: 7,
  ENTREGUE: 8,
  CONCLUIDO: 9,
  PENDENTE_ENVIO: 10,
} as const;
/** Orders can be cancelled while statusId <= this. */
export const ORDER_CANCELLABLE_MAX_STATUS = 2;
/** Pseudo status id of the "last orders" badge. */
export const LAST_ORDERS_STATUS_ID = 999;
export const LAST_ORDERS_DAYS = 30;
export const ORDER_PAGE_SIZE = 30;

/** Event types (docs/product/portal-cliente.md §3). */
export const EVENT_TYPES = {
  LOGIN: 1,
  BOLETO_DOWNLOAD: 2,
  XML_DOWNLOAD: 3,
  DANFE_DOWNLOAD: 4,
  EXTRATO_DOWNLOAD: 5,
  PEDIDO_CRIADO: 6,
  PEDIDO_CANCELADO: 7,
  FATURAMENTO: 8,
} as const;
export const EVENT_TYPE_DESCRIPTIONS: Record<number, string> = {
  1: 'Login no portal',
  2: 'Download de boleto',
  3: 'Download de XML',
  4: 'Download de DANFE',
  5: 'Download de extrato financeiro',
  6: 'Pedido criado',
  7: 'Pedido cancelado',
  8: 'Faturamento',
};
/**
 * What each event type's dashboard card says under its count (textCenterSub) and in its footer, and
 * the spreadsheet's columns of the same (seed and migration 0010 write them to eventos_tipos).
 */
export const EVENT_TYPE_CARD_TEXTS: Record<number, { textCenterSub: string; footer: string }> = {
  1: {
    textCenterSub: 'entradas de usuários no portal',
    footer: 'Cada login com sucesso conta uma vez, na filial e no cliente escolhidos.',
  },
  2: {
    textCenterSub: 'boletos (PDF) baixados pelos clientes',
    footer: 'Boletos gerados em PDF; o mesmo boleto baixado duas vezes conta duas.',
  },
  3: {
    textCenterSub: 'arquivos XML de NF-e baixados',
    footer: 'XML das notas fiscais dos pedidos, baixados pelos clientes.',
  },
  4: {
    textCenterSub: 'DANFEs (PDF) baixadas',
    footer: 'DANFEs das notas fiscais dos pedidos, baixadas pelos clientes.',
  },
  5: {
    textCenterSub: 'extratos financeiros gerados',
    footer: 'Extratos dos títulos do cliente gerados em PDF no Financeiro.',
  },
  6: {
    textCenterSub: 'pedidos enviados pelo portal',
    footer: 'Inclui os cancelados depois; valor vendido e ticket médio estão no painel de negócios.',
  },
  7: {
    textCenterSub: 'pedidos cancelados no portal',
    footer: 'Cancelamentos pedidos pelo cliente enquanto o pedido estava realizado ou em análise.',
  },
  8: {
    textCenterSub: 'faturamentos recebidos do ERP',
    footer: 'Pedidos que o ERP informou com NF-e emitida.',
  },
};
/**
 * Where a login's position may lie (Brazil, its islands included, with a small margin): the browser
 * sends its position once per login session (POST /eventos/posicao) and the manager's map shows it.
 * Every event itself is recorded by the server: the login (1) by POST /login, downloads (2-5),
 * orders created and cancelled (6, 7) and billing from the ERP (8) where they happen.
 */
export const EVENT_POSITION_BOUNDS = { latMin: -34.5, latMax: 5.5, lonMin: -74.5, lonMax: -28.5 } as const;
/** Fallback ids for events without customer or branch (docs/product/portal-cliente.md §4). */
export const EVENT_FALLBACK_ID = 1;

/** Boleto situations. */
export const TITLE_SITUATIONS = ['EMDIA', 'VENCIDO', 'QUITADO'] as const;
export type TitleSituation = (typeof TITLE_SITUATIONS)[number];

/** Price modalities. */
export const MODALIDADES = ['CIF', 'FOB'] as const;
export type Modalidade = (typeof MODALIDADES)[number];
export const DEFAULT_MODALIDADE: Modalidade = 'CIF';
/** Payment method sku meaning advance payment. */
export const PAGAMENTO_ANTECIPADO_SKU = 'ANT';

/**
 * Database bounds the API checks before a value reaches a column: ids and counts are int4, money is
 * numeric(15,2) (prices, totals, balances) and quantities numeric(15,3).
 */
export const DB_LIMITS = {
  MAX_INT: 2_147_483_647,
  MONEY_MAX: 9_999_999_999_999.99,
  QUANTITY_DECIMALS: 3,
  /** numeric(15,3): an order's total weight in kg. */
  QUANTITY_MAX: 999_999_999_999.999,
} as const;

/** Product units of measure. */
export const PRODUCT_UMS = ['SC', 'TL', 'UN'] as const;

/** Approver levels. */
export const APPROVER_LEVELS = ['MASTER', 'NORMAL'] as const;

/**
 * Parameters (feature toggles) and their defaults (docs/product/portal-cliente.md §9,
 * docs/product/gestor-crm-vendas.md §9).
 */
export const PARAMETER_DEFAULTS = {
  REALIZA_VENDAS: 'SIM',
  DESC_CARRINHO: 'CAMINHÃO',
  USA_PEDIDO_PADRAO: 'NAO',
  DATA_EMBARQUE: 'NAO',
  CONSULTA_OBRAS: 'NAO',
  CLIENTES_ENTREGAS: 'NAO',
  ALTERA_PRECO_ITEM: 'NAO',
  CAD_MOTORISTA_CARRINHO: 'NAO',
  QTD_CARRINHO_SIMPLES: 'NAO',
  UTILIZA_BANNER: 'N',
  IS_EXIBE_AJUDA: 'NAO',
  USA_PSW_FORTE: 'SIM',
  TRACKING_DANFE: 'NAO',
  PED_DET_ETAPA_2: 'EM PROCESSAMENTO',
  SM_TEMPLATE: '0',
  DIAS_BOLETO: '30',
  BOLETO_MULTA_PERCENTUAL: '2,00',
  BOLETO_JUROS_MES_PERCENTUAL: '1,00',
  BOLETO_DIAS_LIMITE: '30',
  FATOR_MULTI: '10',
  VENDEDOR_EMP_DEFAULT: '03',
  VENDEDOR_FIL_DEFAULT: '01',
  VENDEDOR_TPL_DEFAULT: '0',
  EMAIL_SUPORTE0: 'suporte@portalb2b.com.br',
  CRM_LISTA_SETORES: '000000001=COMERCIAL;000000002=FINANCEIRO',
  ORCAMENTO_VALIDADE_DIAS: '7',
  ORCAMENTO_EMAILS_DIA: '20',
  BLOQUEIA_PEDIDO_SEM_LIMITE: 'NAO',
  PERMITE_PEDIDO_ACIMA_ESTOQUE: 'SIM',
  ESTOQUE_IDADE_HORAS: '24',
  PIX_INTENCAO_HORAS: '24',
} as const;
export type ParameterName = keyof typeof PARAMETER_DEFAULTS;
export type Parameters = Record<ParameterName, string> & Record<string, string>;

/** Yes-values of toggles ('SIM'; UTILIZA_BANNER uses 'S'). */
export function isOn(value: string | undefined): boolean {
  return value === 'SIM' || value === 'S';
}

/** Limits (docs/product/portal-cliente.md §9, docs/product/gestor-crm-vendas.md §9). */
export const LIMITS = {
  PASSWORD_MAX: 10,
  CNPJ_MAX: 14,
  CPF_MAX: 11,
  CEP_MAX: 8,
  UF_MAX: 2,
  OBSNF_MAX: 254,
  OBSNF_ROWS: 10,
  OBRA_DESC_CART: 30,
  USER_CPF_CNPJ_MAX: 14,
  CONTACT_PHONE_MAX: 11,
  /** The reason of a manager's block or release of a user (kept with the approval records). */
  STATUS_REASON_MAX: 500,
} as const;

/**
 * Timings and notification durations in ms (docs/product/portal-cliente.md §9,
 * docs/product/gestor-crm-vendas.md §9).
 */
export const TIMINGS = {
  DIALOG_CLOSE_RESET: 100,
  MIN_QTY_DEBOUNCE: 1000,
  CART_RECALC: 300,
  FINALISED_DIALOG_AUTOCLOSE: 20_000,
  SWITCH_CUSTOMER_STEP: 1000,
  SELECT_CLIENT_CREDIT_RELOAD: 200,
  TOKEN_EXPIRED_REDIRECT: 3000,
  APPROVAL_FORM_REDIRECT: 500,
  MANAGER_LIST_SEARCH_DELAY: 1000,
  MANAGER_RECORD_SEARCH_DELAY: 200,
  GEO_TIMEOUT: 15_000,
  GEO_FALLBACK: 16_000,
} as const;
export const NOTIFY_DURATIONS = {
  SHORT: 3000,
  APPROVAL: 4000,
  TYPICAL: 8000,
  CPF_CHECK: 9000,
  VALIDATION: 10_000,
  LONG: 12_000,
  NO_PRICE_TABLE: 18_000,
} as const;

/** Most products a catalogue search returns. */
export const PRODUTO_FILTER_LIMIT = 60;
/**
 * Header of a product search answered for a corrected text (a typo: 'cimeto' found nothing, the
 * products of CIMENTO are listed): the corrected words, for the screen's 'Você quis dizer'.
 */
export const BUSCA_CORRIGIDA_HEADER = 'X-Busca-Corrigida';
/** Most products of the customer's recent purchases ('Comprados recentemente' on the search page). */
export const PRODUTOS_COMPRADOS_LIMIT = 12;
export const CUSTOMER_MENU_DIALOG_THRESHOLD = 10;
export const MANAGER_PAGE_ROWS = 50;
export const DASHBOARD_DEFAULT_DAYS = 60;
export const DASHBOARD_EARLIEST_DATE = '2021-06-03';
export const DASHBOARD_MAP = { lat: -12.2, lon: -46.8, zoom: 4 } as const;
export const SALES_DEFAULT_DAYS = 90;
export const SALES_PAGE_SIZES = [10, 25, 50, -1] as const;
export const PAGINATION = { RANGE: 5, MARGIN: 2 } as const;
export const DEFAULT_EMPRESA_RAMO = 1;

/** Error codes of the error shape (docs/product/arquitetura.md §4). */
export const ERROR_CODES = { BUSINESS_WARNING: 9001, TOKEN_EXPIRED: 9002 } as const;
