// The portal's data model (docs/product/portal-cliente.md §3, docs/product/gestor-crm-vendas.md §3).
// ERP-owned tables carry the ERP keys (empresaCod/filialCod, codigo/loja) and are written only through
// src/erp.
import { sql } from 'drizzle-orm';
import type { EmpresaInformada } from '@portal/shared/schemas/registro';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
const money = (name: string) => numeric(name, { precision: 15, scale: 2, mode: 'number' });
const qty = (name: string) => numeric(name, { precision: 15, scale: 3, mode: 'number' });
const created = () => timestamp('created_date', { withTimezone: true }).notNull().defaultNow();
const modified = () => timestamp('modified_date', { withTimezone: true });
/** P pending, L released, B blocked. */
const status = () => char('status', { length: 1 }).notNull().default('P');

// ---------------------------------------------------------------- brands and configuration

export const marcas = pgTable('marcas', {
  id: serial('id').primaryKey(),
  sku: varchar('sku', { length: 40 }).notNull().unique(),
  nome: varchar('nome', { length: 120 }).notNull(),
  razaoSocial: varchar('razao_social', { length: 160 }).notNull(),
  duasLogos: boolean('duas_logos').notNull().default(false),
  ajudaLogin: varchar('ajuda_login', { length: 3 }).notNull().default('NAO'),
  logoEsquerdaAlt: varchar('logo_esquerda_alt', { length: 120 }),
  logoDireitaAlt: varchar('logo_direita_alt', { length: 120 }),
  logoEsquerda: varchar('logo_esquerda', { length: 200 }),
  logoDireita: varchar('logo_direita', { length: 200 }),
  loginFundo: varchar('login_fundo', { length: 200 }),
  loginCabecalho: varchar('login_cabecalho', { length: 200 }),
  cadastroCabecalho: varchar('cadastro_cabecalho', { length: 200 }),
  favicon: varchar('favicon', { length: 200 }),
  hosts: text('hosts')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  padrao: boolean('padrao').notNull().default(false),
});

export const parametros = pgTable('parametros', {
  nome: varchar('nome', { length: 60 }).primaryKey(),
  valor: text('valor').notNull(),
  descricao: text('descricao'),
  publico: boolean('publico').notNull().default(false),
});

/** Configured forms: the manager side menu (docs/product/gestor-crm-vendas.md §2.2). */
export const formularios = pgTable('formularios', {
  id: serial('id').primaryKey(),
  root: integer('root'),
  ordem: integer('ordem').notNull().default(0),
  descricao: varchar('descricao', { length: 80 }).notNull(),
  icone: varchar('icone', { length: 60 }),
  url: varchar('url', { length: 200 }),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

// ---------------------------------------------------------------- units, users, customers

export const unidades = pgTable(
  'unidades',
  {
    id: serial('id').primaryKey(),
    empresaCod: varchar('empresa_cod', { length: 10 }).notNull(),
    filialCod: varchar('filial_cod', { length: 10 }).notNull(),
    descricao: varchar('descricao', { length: 120 }).notNull(),
    uf: char('uf', { length: 2 }),
    cidade: varchar('cidade', { length: 80 }),
    cnpj: varchar('cnpj', { length: 14 }),
    ativo: boolean('ativo').notNull().default(true),
    /** The unit's Pix key for the portal's static BR Codes (null: no Pix of the portal's own). */
    pixChave: varchar('pix_chave', { length: 77 }),
    /** Receiver name and city of those BR Codes (field 59 ≤ 25, field 60 ≤ 15). */
    pixNome: varchar('pix_nome', { length: 25 }),
    pixCidade: varchar('pix_cidade', { length: 15 }),
  },
  (t) => [uniqueIndex('unidades_erp_uk').on(t.empresaCod, t.filialCod)],
);

/** Price tables of a unit (tabelasPreco); the modality (CIF/FOB) is the table's sku. */
export const tabelasPreco = pgTable(
  'tabelas_preco',
  {
    id: serial('id').primaryKey(),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidades.id),
    sku: varchar('sku', { length: 20 }).notNull(),
    descricao: varchar('descricao', { length: 120 }).notNull(),
    valor: money('valor').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [uniqueIndex('tabelas_preco_uk').on(t.unidadeId, t.sku)],
);

export const perfis = pgTable('perfis', {
  id: serial('id').primaryKey(),
  role: varchar('role', { length: 30 }).notNull().unique(),
  descricao: varchar('descricao', { length: 60 }).notNull(),
});

export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    nome: varchar('nome', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    senhaHash: text('senha_hash'),
    cpf: varchar('cpf', { length: 14 }),
    telefone: varchar('telefone', { length: 11 }),
    status: status(),
    /** Seller code in the ERP (vendedor). */
    vendedorCodigo: varchar('vendedor_codigo', { length: 20 }),
    createdDate: created(),
    modifiedDate: modified(),
  },
  (t) => [
    uniqueIndex('usuarios_email_uk').on(sql`lower(${t.email})`),
    index('usuarios_nome_trgm').using('gin', sql`upper(${t.nome}) gin_trgm_ops`),
    index('usuarios_status_idx').on(t.status),
    index('usuarios_cpf_idx').on(t.cpf),
  ],
);

export const usuarioPerfis = pgTable(
  'usuario_perfis',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    perfilId: integer('perfil_id')
      .notNull()
      .references(() => perfis.id),
  },
  (t) => [
    uniqueIndex('usuario_perfis_uk').on(t.usuarioId, t.perfilId),
    index('usuario_perfis_perfil_idx').on(t.perfilId),
  ],
);

export const usuarioUnidades = pgTable(
  'usuario_unidades',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidades.id),
  },
  (t) => [uniqueIndex('usuario_unidades_uk').on(t.usuarioId, t.unidadeId)],
);

export const clientes = pgTable(
  'clientes',
  {
    id: serial('id').primaryKey(),
    codigo: varchar('codigo', { length: 20 }).notNull(),
    loja: varchar('loja', { length: 4 }).notNull().default('01'),
    razao: varchar('razao', { length: 160 }).notNull(),
    nome: varchar('nome', { length: 120 }),
    cgc: varchar('cgc', { length: 14 }),
    tipoPessoa: char('tipo_pessoa', { length: 1 }).notNull().default('J'),
    ramoAtuacao: integer('ramo_atuacao').notNull().default(1),
    telefone: varchar('telefone', { length: 20 }),
    email: varchar('email', { length: 254 }),
    inscricaoEstadual: varchar('inscricao_estadual', { length: 20 }),
    status: status(),
    logradouro: varchar('logradouro', { length: 160 }),
    numero: varchar('numero', { length: 20 }),
    complemento: varchar('complemento', { length: 80 }),
    bairro: varchar('bairro', { length: 80 }),
    cidade: varchar('cidade', { length: 80 }),
    cep: varchar('cep', { length: 8 }),
    uf: char('uf', { length: 2 }),
    /** ERP seller serving this customer. */
    vendedorId: integer('vendedor_id').references(() => usuarios.id),
    /** Delivery customers only serve as clienteEntrega targets. */
    entrega: boolean('entrega').notNull().default(false),
    createdDate: created(),
    modifiedDate: modified(),
  },
  (t) => [
    uniqueIndex('clientes_erp_uk').on(t.codigo, t.loja),
    index('clientes_cgc_idx').on(t.cgc),
    index('clientes_razao_trgm').using('gin', sql`upper(${t.razao}) gin_trgm_ops`),
    index('clientes_vendedor_idx').on(t.vendedorId),
    index('clientes_created_idx').on(t.createdDate),
  ],
);

export const usuarioClientes = pgTable(
  'usuario_clientes',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('usuario_clientes_uk').on(t.usuarioId, t.clienteId),
    index('usuario_clientes_cliente_idx').on(t.clienteId),
  ],
);

export const clienteUnidades = pgTable(
  'cliente_unidades',
  {
    id: serial('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidades.id),
  },
  (t) => [
    uniqueIndex('cliente_unidades_uk').on(t.clienteId, t.unidadeId),
    index('cliente_unidades_unidade_idx').on(t.unidadeId),
  ],
);

/** Credit figures per customer and unit (ERP-owned). */
export const limitesCredito = pgTable(
  'limites_credito',
  {
    id: serial('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidades.id),
    risco: varchar('risco', { length: 2 }).notNull().default('A'),
    limite: money('limite').notNull().default(0),
    devedor: money('devedor').notNull().default(0),
    saldo: money('saldo').notNull().default(0),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the ERP last sent devedor/saldo through its credit-limit upsert; null = never (the
     * figures are then the customer's open titles, see modules/clientes/credit-figures.ts).
     */
    erpDate: timestamp('erp_date', { withTimezone: true }),
  },
  (t) => [uniqueIndex('limites_credito_uk').on(t.clienteId, t.unidadeId)],
);

// ---------------------------------------------------------------- catalogue

export const categorias = pgTable(
  'categorias',
  {
    id: serial('id').primaryKey(),
    descricao: varchar('descricao', { length: 120 }).notNull(),
    role: varchar('role', { length: 30 }).notNull().default('PRODUTO'),
    erpCodigo: varchar('erp_codigo', { length: 20 }),
  },
  (t) => [
    index('categorias_descricao_trgm').using('gin', sql`upper(${t.descricao}) gin_trgm_ops`),
    uniqueIndex('categorias_erp_uk').on(t.erpCodigo),
  ],
);

export const produtos = pgTable(
  'produtos',
  {
    id: serial('id').primaryKey(),
    sku: varchar('sku', { length: 30 }).notNull(),
    descricao: varchar('descricao', { length: 200 }).notNull(),
    nome: varchar('nome', { length: 120 }),
    um: varchar('um', { length: 2 }).notNull().default('UN'),
    peso: numeric('peso', { precision: 12, scale: 3, mode: 'number' }).notNull().default(0),
    /**
     * The least quantity of an order line, in the product's unit: whole for a counted unit, up to
     * three decimals for a measured one (1,5 t). double precision (0018), not numeric, so a node of
     * the previous version, which read an integer, still reads a number during a rolling upgrade.
     */
    quantMin: doublePrecision('quant_min').notNull().default(1),
    /**
     * The product's own multiple of a measured unit (0,5 t: quantities of 0,5 in 0,5); null: none.
     * Counted units round to FATOR_MULTI instead (@portal/shared/unidades regraQuantidade).
     */
    multiplo: numeric('multiplo', { precision: 12, scale: 3, mode: 'number' }),
    ncm: varchar('ncm', { length: 8 }),
    ativo: boolean('ativo').notNull().default(true),
    /** Text searched by the catalogue: code, name, description and weight, normalised (db/produto-busca.ts). */
    busca: text('busca').notNull().default(''),
    /** Name and description alone, normalised: the search ranks first the products with every word here. */
    buscaNome: text('busca_nome').notNull().default(''),
    /** PRODUTO_BUSCA_VERSAO of the normalisation that wrote busca and busca_nome (older ones are rewritten at start). */
    buscaVersao: smallint('busca_versao').notNull().default(0),
    createdDate: created(),
    modifiedDate: modified(),
  },
  (t) => [
    uniqueIndex('produtos_sku_uk').on(t.sku),
    index('produtos_busca_trgm')
      .using('gin', sql`${t.busca} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    // Search ranking (migration 0005): description order of the active products, code prefixes.
    index('produtos_descricao_ordem')
      .using('btree', sql`(upper(${t.descricao}) collate "C")`, t.id)
      .where(sql`${t.ativo}`),
    index('produtos_sku_prefixo').using('btree', sql`${t.sku} varchar_pattern_ops`),
    check('produtos_multiplo_check', sql`${t.multiplo} is null or ${t.multiplo} > 0`),
  ],
);

/**
 * Stock of a product at a unit (branch), as the ERP last sent it, in the product's unit of measure:
 * what is available, optionally what is on order and the day it is expected (available-to-promise).
 * `reservado` is what the portal's orders took since that figure (available = quantidade − reservado);
 * a newer figure from the ERP (erp_atualizado_em) already counts them and sets it back to 0. A
 * product with no row at a unit reads 'sob consulta'.
 */
export const estoques = pgTable(
  'estoques',
  {
    produtoId: integer('produto_id')
      .notNull()
      .references(() => produtos.id, { onDelete: 'cascade' }),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidades.id, { onDelete: 'cascade' }),
    quantidade: numeric('quantidade', { precision: 15, scale: 3, mode: 'number' }).notNull(),
    quantidadePedida: numeric('quantidade_pedida', { precision: 15, scale: 3, mode: 'number' }),
    previsao: date('previsao', { mode: 'string' }),
    reservado: numeric('reservado', { precision: 15, scale: 3, mode: 'number' }).notNull().default(0),
    erpAtualizadoEm: timestamp('erp_atualizado_em', { withTimezone: true }).notNull(),
    modifiedDate: modified(),
  },
  (t) => [
    primaryKey({ columns: [t.produtoId, t.unidadeId] }),
    index('estoques_unidade_idx').on(t.unidadeId, t.produtoId),
  ],
);

/**
 * What a portal order took from a unit's stock, kept until the ERP sends a figure newer than the
 * order (which already counts it): estoques.reservado is the sum of the rows newer than its figure.
 */
export const estoqueReservas = pgTable(
  'estoque_reservas',
  {
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    produtoId: integer('produto_id')
      .notNull()
      .references(() => produtos.id, { onDelete: 'cascade' }),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidades.id, { onDelete: 'cascade' }),
    quantidade: numeric('quantidade', { precision: 15, scale: 3, mode: 'number' }).notNull(),
    createdDate: created(),
  },
  (t) => [
    primaryKey({ columns: [t.pedidoId, t.produtoId] }),
    index('estoque_reservas_produto_idx').on(t.produtoId, t.unidadeId, t.createdDate),
  ],
);

/**
 * The words of the products' names and descriptions (busca_nome, normalised; letters only, 4 or more):
 * the dictionary a search that finds nothing is corrected from ('cimeto' -> CIMENTO), by trigram
 * similarity. Written by triggers on produtos (migration 0017), never deleted (a correction is only
 * offered when it finds products).
 */
export const buscaPalavras = pgTable('busca_palavras', { palavra: text('palavra').primaryKey() }, (t) => [
  index('busca_palavras_trgm').using('gin', sql`${t.palavra} gin_trgm_ops`),
]);

/**
 * Synonyms of the search (beyond the spec), kept by the managers: the trade's words (termo, as
 * typed; termoBusca normalised, unique) and the catalogue's words to look for (substituto). The
 * search adds the products of the substituted text after those of the text as typed.
 */
export const buscaSinonimos = pgTable(
  'busca_sinonimos',
  {
    id: serial('id').primaryKey(),
    termo: varchar('termo', { length: 60 }).notNull(),
    termoBusca: varchar('termo_busca', { length: 240 }).notNull(),
    substituto: varchar('substituto', { length: 120 }).notNull(),
    createdDate: created(),
    modifiedDate: modified(),
  },
  (t) => [uniqueIndex('busca_sinonimos_termo_uk').on(t.termoBusca)],
);

export const produtoCategorias = pgTable(
  'produto_categorias',
  {
    produtoId: integer('produto_id')
      .notNull()
      .references(() => produtos.id, { onDelete: 'cascade' }),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categorias.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.produtoId, t.categoriaId] }),
    index('produto_categorias_cat_idx').on(t.categoriaId),
  ],
);

export const produtoImagens = pgTable('produto_imagens', {
  produtoId: integer('produto_id')
    .primaryKey()
    .references(() => produtos.id, { onDelete: 'cascade' }),
  contentType: varchar('content_type', { length: 60 }).notNull(),
  dados: bytea('dados').notNull(),
  etag: varchar('etag', { length: 64 }).notNull(),
  updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Prices per unit and price table (modality), optionally specific to a customer (clienteId null =
 * the unit's general price). ERP-owned.
 */
export const precos = pgTable(
  'precos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    produtoId: integer('produto_id')
      .notNull()
      .references(() => produtos.id, { onDelete: 'cascade' }),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidades.id),
    tabelaPrecoId: integer('tabela_preco_id')
      .notNull()
      .references(() => tabelasPreco.id),
    clienteId: integer('cliente_id').references(() => clientes.id, { onDelete: 'cascade' }),
    valor: money('valor').notNull(),
  },
  (t) => [
    uniqueIndex('precos_uk').on(t.produtoId, t.tabelaPrecoId, sql`coalesce(${t.clienteId}, 0)`),
    index('precos_unidade_cliente_idx').on(t.unidadeId, t.clienteId),
  ],
);

/** A customer's synced catalogue for a unit (docs/product/portal-cliente.md §7 sync calls). */
export const catalogoCliente = pgTable(
  'catalogo_cliente',
  {
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidades.id),
    produtoId: integer('produto_id')
      .notNull()
      .references(() => produtos.id, { onDelete: 'cascade' }),
    syncedDate: timestamp('synced_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clienteId, t.unidadeId, t.produtoId] })],
);

// ---------------------------------------------------------------- payment, works, logistics (ERP-owned)

export const pagamentoFormas = pgTable(
  'pagamento_formas',
  {
    id: serial('id').primaryKey(),
    sku: varchar('sku', { length: 10 }).notNull(),
    descricao: varchar('descricao', { length: 80 }).notNull(),
    status: char('status', { length: 1 }).notNull().default('L'),
  },
  (t) => [uniqueIndex('pagamento_formas_sku_uk').on(t.sku)],
);

export const pagamentoCondicoes = pgTable(
  'pagamento_condicoes',
  {
    id: serial('id').primaryKey(),
    pgtoFormaId: integer('pgto_forma_id')
      .notNull()
      .references(() => pagamentoFormas.id),
    sku: varchar('sku', { length: 10 }).notNull(),
    descricao: varchar('descricao', { length: 80 }).notNull(),
    /** Installment due days, e.g. {28,56,84}; empty = cash. */
    parcelasDias: integer('parcelas_dias')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [uniqueIndex('pagamento_condicoes_sku_uk').on(t.pgtoFormaId, t.sku)],
);

/** Payment methods enabled for a customer. */
export const clientePagamentos = pgTable(
  'cliente_pagamentos',
  {
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    pgtoFormaId: integer('pgto_forma_id')
      .notNull()
      .references(() => pagamentoFormas.id),
  },
  (t) => [primaryKey({ columns: [t.clienteId, t.pgtoFormaId] })],
);

export const obras = pgTable(
  'obras',
  {
    id: serial('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidades.id),
    obra: varchar('obra', { length: 20 }).notNull(),
    nome: varchar('nome', { length: 120 }).notNull(),
    logradouro: varchar('logradouro', { length: 160 }),
    bairro: varchar('bairro', { length: 80 }),
    municipio: varchar('municipio', { length: 80 }),
    produtoId: integer('produto_id').references(() => produtos.id),
    precoCif: money('preco_cif').notNull().default(0),
    precoFob: money('preco_fob').notNull().default(0),
    obsnf: varchar('obsnf', { length: 254 }),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [uniqueIndex('obras_erp_uk').on(t.clienteId, t.unidadeId, t.obra, t.produtoId)],
);

export const motoristas = pgTable(
  'motoristas',
  {
    id: serial('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    sku: varchar('sku', { length: 20 }).notNull(),
    nome: varchar('nome', { length: 120 }).notNull(),
    cpf: varchar('cpf', { length: 11 }),
  },
  (t) => [uniqueIndex('motoristas_uk').on(t.clienteId, t.sku)],
);

export const veiculos = pgTable(
  'veiculos',
  {
    id: serial('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    placa: varchar('placa', { length: 7 }).notNull(),
    eixos: smallint('eixos').notNull().default(2),
    descricao: varchar('descricao', { length: 120 }).notNull(),
  },
  (t) => [uniqueIndex('veiculos_uk').on(t.clienteId, t.placa)],
);

// ---------------------------------------------------------------- orders

export const pedidos = pgTable(
  'pedidos',
  {
    id: serial('id').primaryKey(),
    /** Reference shown to people and used by the ERP (pedidoRef). */
    ref: varchar('ref', { length: 20 }).notNull(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidades.id),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    /** Seller who served the order, when placed by a seller or the customer has one. */
    vendedorId: integer('vendedor_id').references(() => usuarios.id),
    statusId: smallint('status_id').notNull().default(1),
    origem: varchar('origem', { length: 10 }).notNull().default('PORTAL'),
    emissao: timestamp('emissao', { withTimezone: true }).notNull().defaultNow(),
    total: money('total').notNull(),
    qtdItens: integer('qtd_itens').notNull(),
    qtdPeso: numeric('qtd_peso', { precision: 15, scale: 3, mode: 'number' }).notNull(),
    obsnf: varchar('obsnf', { length: 254 }),
    clienteEntregaCodigo: varchar('cliente_entrega_codigo', { length: 20 }),
    clienteEntregaLoja: varchar('cliente_entrega_loja', { length: 4 }),
    clienteEntregaCgc: varchar('cliente_entrega_cgc', { length: 14 }),
    clienteEntregaDescricao: varchar('cliente_entrega_descricao', { length: 160 }),
    message: text('message'),
    log: text('log'),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    /** ERP order feed: set when the ERP acknowledges the order. */
    erpAckDate: timestamp('erp_ack_date', { withTimezone: true }),
    erpNumero: varchar('erp_numero', { length: 30 }),
    /** ERP cancellation feed: set when the ERP acknowledges a portal cancellation of an acknowledged order. */
    erpCancelAckDate: timestamp('erp_cancel_ack_date', { withTimezone: true }),
    createdDate: created(),
    modifiedDate: modified(),
  },
  (t) => [
    uniqueIndex('pedidos_ref_uk').on(t.ref, t.unidadeId),
    index('pedidos_cliente_unidade_idx').on(t.clienteId, t.unidadeId, t.emissao.desc()),
    index('pedidos_status_idx').on(t.clienteId, t.unidadeId, t.statusId),
    index('pedidos_usuario_idx').on(t.usuarioId, t.emissao.desc()),
    index('pedidos_vendedor_idx').on(t.vendedorId, t.emissao.desc()),
    index('pedidos_emissao_idx').on(t.emissao),
    /** The dashboard's business panel: a period's orders read from the index alone (painel-negocios.ts). */
    index('pedidos_painel_idx').on(
      t.emissao,
      t.statusId,
      t.unidadeId,
      t.clienteId,
      t.vendedorId,
      t.total,
      t.id,
    ),
    index('pedidos_feed_idx')
      .on(t.id)
      .where(sql`erp_ack_date is null`),
    index('pedidos_cancel_feed_idx')
      .on(t.id)
      .where(sql`status_id = 7 and erp_ack_date is not null and erp_cancel_ack_date is null`),
  ],
);

export const pedidoItens = pgTable(
  'pedido_itens',
  {
    id: serial('id').primaryKey(),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    item: smallint('item').notNull(),
    statusId: smallint('status_id').notNull().default(1),
    produtoId: integer('produto_id')
      .notNull()
      .references(() => produtos.id),
    produtoSku: varchar('produto_sku', { length: 30 }).notNull(),
    produtoDesc: varchar('produto_desc', { length: 200 }).notNull(),
    produtoUM: varchar('produto_um', { length: 2 }).notNull(),
    produtoPesoUnit: numeric('produto_peso_unit', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    produtoQuant: qty('produto_quant').notNull(),
    produtoValorUnit: money('produto_valor_unit').notNull(),
    produtoValorTotal: money('produto_valor_total').notNull(),
    isObra: boolean('is_obra').notNull().default(false),
    obraId: integer('obra_id').references(() => obras.id),
    modalidadeId: integer('modalidade_id').references(() => tabelasPreco.id),
    modalidadeSku: varchar('modalidade_sku', { length: 20 }).notNull().default('CIF'),
    pagamentoFormaId: integer('pagamento_forma_id').references(() => pagamentoFormas.id),
    pagamentoFormaSku: varchar('pagamento_forma_sku', { length: 10 }),
    pagamentoFormaDescricao: varchar('pagamento_forma_descricao', { length: 80 }),
    pagamentoCondicaoId: integer('pagamento_condicao_id').references(() => pagamentoCondicoes.id),
    pagamentoCondicaoSku: varchar('pagamento_condicao_sku', { length: 10 }),
    pagamentoCondicaoDescricao: varchar('pagamento_condicao_descricao', { length: 80 }),
    motoristaSku: varchar('motorista_sku', { length: 20 }),
    veiculoPlaca: varchar('veiculo_placa', { length: 7 }),
    fobVeiculoModelo: varchar('fob_veiculo_modelo', { length: 60 }),
    fobVeiculoMarca: varchar('fob_veiculo_marca', { length: 60 }),
    fobVeiculoPlaca: varchar('fob_veiculo_placa', { length: 7 }),
    fobVeiculoPlacaCarreta: varchar('fob_veiculo_placa_carreta', { length: 7 }),
    fobMotoristaNome: varchar('fob_motorista_nome', { length: 120 }),
    fobMotoristaCpf: varchar('fob_motorista_cpf', { length: 11 }),
    fobEmpresaNome: varchar('fob_empresa_nome', { length: 120 }),
    fobCompradorNome: varchar('fob_comprador_nome', { length: 120 }),
    dataEmbarque: date('data_embarque', { mode: 'string' }),
    /**
     * Whether the line was within the unit's stock when ordered (the lines of a product counted in
     * cart order); null: the ERP had sent no stock for it ('sob consulta').
     */
    dentroEstoque: boolean('dentro_estoque'),
    /** For a line above stock: the day the ERP expected what it had on order (delivered from then). */
    estoquePrevisao: date('estoque_previsao', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('pedido_itens_uk').on(t.pedidoId, t.item),
    /** The business panel's top products: the items of a period's orders from the index alone. */
    index('pedido_itens_painel_idx').on(
      t.pedidoId,
      t.statusId,
      t.produtoId,
      t.produtoQuant,
      t.produtoValorTotal,
    ),
  ],
);

/** ERP updates of an order item (docs/product/portal-cliente.md §3 updates). */
export const pedidoItemUpdates = pgTable(
  'pedido_item_updates',
  {
    id: serial('id').primaryKey(),
    pedidoItemId: integer('pedido_item_id')
      .notNull()
      .references(() => pedidoItens.id, { onDelete: 'cascade' }),
    datacad: timestamp('datacad', { withTimezone: true }).notNull().defaultNow(),
    agendamento: timestamp('agendamento', { withTimezone: true }),
    ordemcarreg: varchar('ordemcarreg', { length: 30 }),
    nota1: varchar('nota1', { length: 9 }),
    serie1: varchar('serie1', { length: 3 }),
    chave1: varchar('chave1', { length: 44 }),
    nota2: varchar('nota2', { length: 9 }),
    serie2: varchar('serie2', { length: 3 }),
    chave2: varchar('chave2', { length: 44 }),
  },
  (t) => [index('pedido_item_updates_item_idx').on(t.pedidoItemId)],
);

export const pedidoStatusHistorico = pgTable(
  'pedido_status_historico',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    statusId: smallint('status_id').notNull(),
    observacao: text('observacao'),
    origem: varchar('origem', { length: 10 }).notNull().default('PORTAL'),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    createdDate: created(),
  },
  (t) => [index('pedido_status_historico_pedido_idx').on(t.pedidoId, t.createdDate)],
);

export const pedidosPadrao = pgTable(
  'pedidos_padrao',
  {
    id: serial('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    pedidoId: integer('pedido_id').references(() => pedidos.id, { onDelete: 'set null' }),
    descricao: varchar('descricao', { length: 120 }).notNull(),
    observacao: varchar('observacao', { length: 254 }),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    createdDate: created(),
  },
  (t) => [index('pedidos_padrao_cliente_idx').on(t.clienteId)],
);

export const pedidoPadraoItens = pgTable('pedido_padrao_itens', {
  id: serial('id').primaryKey(),
  pedidoPadraoId: integer('pedido_padrao_id')
    .notNull()
    .references(() => pedidosPadrao.id, { onDelete: 'cascade' }),
  produtoId: integer('produto_id')
    .notNull()
    .references(() => produtos.id),
  quantidade: qty('quantidade').notNull(),
  tabelaPrecoSku: varchar('tabela_preco_sku', { length: 20 }).notNull().default('CIF'),
  tabelaPrecoDescricao: varchar('tabela_preco_descricao', { length: 120 }),
  pagamentoCondicaoId: integer('pagamento_condicao_id').references(() => pagamentoCondicoes.id),
  pagamentoCondicaoDescricao: varchar('pagamento_condicao_descricao', { length: 80 }),
});

// ---------------------------------------------------------------- fiscal and finance (ERP-owned)

export const notasFiscais = pgTable(
  'notas_fiscais',
  {
    id: serial('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidades.id),
    pedidoId: integer('pedido_id').references(() => pedidos.id),
    doc: varchar('doc', { length: 9 }).notNull(),
    serie: varchar('serie', { length: 3 }).notNull(),
    emissao: timestamp('emissao', { withTimezone: true }).notNull(),
    valbrut: money('valbrut').notNull(),
    chave: varchar('chave', { length: 44 }).notNull(),
    protocolo: varchar('protocolo', { length: 20 }),
    /** The authorized nfeProc XML, served as stored. */
    xml: text('xml').notNull(),
    createdDate: created(),
  },
  (t) => [
    uniqueIndex('notas_fiscais_chave_uk').on(t.chave),
    uniqueIndex('notas_fiscais_doc_uk').on(t.unidadeId, t.doc, t.serie),
    index('notas_fiscais_cliente_idx').on(t.clienteId, t.unidadeId, t.emissao),
    index('notas_fiscais_pedido_idx').on(t.pedidoId),
  ],
);

export const titulos = pgTable(
  'titulos',
  {
    id: serial('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidades.id),
    pedidoId: integer('pedido_id').references(() => pedidos.id),
    notaFiscalId: integer('nota_fiscal_id').references(() => notasFiscais.id),
    prefixo: varchar('prefixo', { length: 3 }).notNull().default('NF'),
    titulo: varchar('titulo', { length: 9 }).notNull(),
    parcela: varchar('parcela', { length: 2 }).notNull().default('A'),
    /** Bank account the boleto is drawn on; null = blocked in the ERP. */
    numeroConta: varchar('numero_conta', { length: 20 }),
    bancoCodigo: varchar('banco_codigo', { length: 3 }),
    agencia: varchar('agencia', { length: 5 }),
    carteira: varchar('carteira', { length: 3 }),
    convenio: varchar('convenio', { length: 7 }),
    nossoNumero: varchar('nosso_numero', { length: 17 }),
    valorOri: money('valor_ori').notNull(),
    valor: money('valor').notNull(),
    saldo: money('saldo').notNull(),
    emissao: date('emissao', { mode: 'string' }).notNull(),
    vencrea: date('vencrea', { mode: 'string' }).notNull(),
    baixa: date('baixa', { mode: 'string' }),
    /** The ERP's own late-payment terms of the title; null = the portal's BOLETO_* parameters. */
    multaPercentual: numeric('multa_percentual', { precision: 5, scale: 2, mode: 'number' }),
    jurosMesPercentual: numeric('juros_mes_percentual', { precision: 5, scale: 2, mode: 'number' }),
    diasLimite: integer('dias_limite'),
    /** The bank's Pix BR Code ('copia e cola') the ERP sent for the title; null when none. */
    pixPayload: varchar('pix_payload', { length: 512 }),
    createdDate: created(),
    /** Last change of the title (ERP upsert or payment); credit figures newer than it are the ERP's. */
    modifiedDate: timestamp('modified_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('titulos_uk').on(t.unidadeId, t.prefixo, t.titulo, t.parcela),
    index('titulos_cliente_venc_idx').on(t.clienteId, t.unidadeId, t.vencrea),
    index('titulos_pedido_idx').on(t.pedidoId),
  ],
);

/**
 * A payment intent: one Pix for the exact sum of several open titles of one customer and unit. The ERP
 * lists the open ones and confirms or rejects them; an expired one is never reused (its txid is unique).
 */
export const pixIntencoes = pgTable(
  'pix_intencoes',
  {
    id: serial('id').primaryKey(),
    txid: varchar('txid', { length: 25 }).notNull(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidades.id),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    valor: money('valor').notNull(),
    payload: varchar('payload', { length: 512 }).notNull(),
    /** ABERTA, CONFIRMADA, REJEITADA or EXPIRADA. */
    status: varchar('status', { length: 10 }).notNull().default('ABERTA'),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    decididoEm: timestamp('decidido_em', { withTimezone: true }),
    motivo: varchar('motivo', { length: 200 }),
    createdDate: created(),
  },
  (t) => [
    uniqueIndex('pix_intencoes_txid_uk').on(t.txid),
    index('pix_intencoes_cliente_idx').on(t.clienteId, t.unidadeId, t.createdDate),
    index('pix_intencoes_status_idx').on(t.status, t.id),
  ],
);

/** The titles an intent pays, each with the amount it pays of it. */
export const pixIntencaoTitulos = pgTable(
  'pix_intencao_titulos',
  {
    intencaoId: integer('intencao_id')
      .notNull()
      .references(() => pixIntencoes.id, { onDelete: 'cascade' }),
    tituloId: integer('titulo_id')
      .notNull()
      .references(() => titulos.id),
    valor: money('valor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.intencaoId, t.tituloId] }),
    index('pix_intencao_titulos_titulo_idx').on(t.tituloId),
  ],
);

export const rastreioEventos = pgTable(
  'rastreio_eventos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chave: varchar('chave', { length: 44 }).notNull(),
    dataHora: timestamp('data_hora', { withTimezone: true }).notNull(),
    dominio: varchar('dominio', { length: 10 }),
    filial: varchar('filial', { length: 10 }),
    cidade: varchar('cidade', { length: 80 }),
    ocorrencia: varchar('ocorrencia', { length: 120 }).notNull(),
    descricao: text('descricao'),
    tipo: varchar('tipo', { length: 40 }),
    nomeRecebedor: varchar('nome_recebedor', { length: 120 }),
    nroDocRecebedor: varchar('nro_doc_recebedor', { length: 20 }),
  },
  (t) => [index('rastreio_eventos_chave_idx').on(t.chave, t.dataHora)],
);

// ---------------------------------------------------------------- events and dashboard

export const eventosTipos = pgTable('eventos_tipos', {
  id: integer('id').primaryKey(),
  descricao: varchar('descricao', { length: 80 }).notNull(),
  cor: varchar('cor', { length: 20 }).notNull(),
  icon: varchar('icon', { length: 40 }).notNull(),
  textTitle: varchar('text_title', { length: 80 }).notNull(),
  textCenterSub: varchar('text_center_sub', { length: 80 }),
  footer: varchar('footer', { length: 120 }),
  extraStatus: char('extra_status', { length: 1 }).notNull().default('L'),
  extraOrdem: integer('extra_ordem').notNull().default(0),
});

export const eventos = pgTable(
  'eventos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventosTiposId: integer('eventos_tipos_id')
      .notNull()
      .references(() => eventosTipos.id),
    clienteId: integer('cliente_id').notNull(),
    filialId: integer('filial_id').notNull(),
    geoLat: doublePrecision('geo_lat').notNull().default(0),
    geoLon: doublePrecision('geo_lon').notNull().default(0),
    createdBy: integer('created_by').notNull(),
    createdDate: created(),
  },
  (t) => [
    index('eventos_tipo_data_idx').on(t.createdDate, t.eventosTiposId, t.filialId),
    index('eventos_filial_data_idx').on(t.filialId, t.createdDate),
  ],
);

/**
 * Daily event counts (Brasília days) for the dashboard cards, per customer and over every customer,
 * of the closed days up to `eventos_diarios_fechados.ate` (later days are counted from `eventos`).
 * Kept by triggers on `eventos` in the writing transaction and by the dashboard's roll-up
 * (migration 0003, modules/dashboard/rollup-eventos-diarios.ts). Only in migration 0003, which
 * drizzle cannot describe: the tables' fillfactor 80, the functions `dia_brasilia`,
 * `inicio_dia_brasilia`, `eventos_diarios_manter` and the four `eventos_diarios_*` triggers.
 */
export const eventosDiarios = pgTable(
  'eventos_diarios',
  {
    clienteId: integer('cliente_id').notNull(),
    dia: date('dia', { mode: 'string' }).notNull(),
    eventosTiposId: integer('eventos_tipos_id').notNull(),
    filialId: integer('filial_id').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [
    primaryKey({ name: 'eventos_diarios_pk', columns: [t.clienteId, t.dia, t.eventosTiposId, t.filialId] }),
  ],
);
export const eventosDiariosFiliais = pgTable(
  'eventos_diarios_filiais',
  {
    dia: date('dia', { mode: 'string' }).notNull(),
    eventosTiposId: integer('eventos_tipos_id').notNull(),
    filialId: integer('filial_id').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ name: 'eventos_diarios_filiais_pk', columns: [t.dia, t.eventosTiposId, t.filialId] })],
);
/** One row: the last closed day of the daily counts. */
export const eventosDiariosFechados = pgTable(
  'eventos_diarios_fechados',
  {
    id: boolean('id').primaryKey().default(true),
    ate: date('ate', { mode: 'string' }).notNull(),
  },
  // The name PostgreSQL gave the column check of migration 0003 (`CHECK ("id")`): a single row.
  (t) => [check('eventos_diarios_fechados_id_check', sql`${t.id}`)],
);

// ---------------------------------------------------------------- approvals

export const aprovadores = pgTable(
  'aprovadores',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    filialId: integer('filial_id')
      .notNull()
      .references(() => unidades.id),
    master: boolean('master').notNull().default(false),
    status: char('status', { length: 1 }).notNull().default('L'),
    createdDate: created(),
  },
  (t) => [uniqueIndex('aprovadores_uk').on(t.usuarioId, t.filialId)],
);

export const usuarioAprovacoes = pgTable(
  'usuario_aprovacoes',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    filialId: integer('filial_id').references(() => unidades.id),
    clienteId: integer('cliente_id').references(() => clientes.id, { onDelete: 'cascade' }),
    aprovadorId: integer('aprovador_id').references(() => aprovadores.id, { onDelete: 'set null' }),
    aprovadorUsuarioId: integer('aprovador_usuario_id').references(() => usuarios.id),
    status: char('status', { length: 1 }).notNull().default('P'),
    motivo: text('motivo'),
    /** Hash of the single-use token carried by the approval e-mail link (apro). */
    tokenHash: varchar('token_hash', { length: 64 }),
    /**
     * The registration created its customer (a new CNPJ): its decision also decides the customer.
     * Otherwise the customer existed before and only the new user and its link are decided.
     */
    clienteNovo: boolean('cliente_novo').notNull().default(false),
    /** The company data the registrant typed, shown beside the ERP's on the approval form. */
    empresaInformada: jsonb('empresa_informada').$type<EmpresaInformada>(),
    createdDate: created(),
    decidedDate: timestamp('decided_date', { withTimezone: true }),
  },
  (t) => [
    index('usuario_aprovacoes_usuario_idx').on(t.usuarioId),
    index('usuario_aprovacoes_status_idx').on(t.status),
  ],
);

// ---------------------------------------------------------------- CRM

export const crmContatos = pgTable(
  'crm_contatos',
  {
    id: serial('id').primaryKey(),
    entidadeId: integer('entidade_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    setor: varchar('setor', { length: 9 }).notNull(),
    tipo: varchar('tipo', { length: 20 }).notNull().default('CLIENTE'),
    codigo: varchar('codigo', { length: 20 }),
    cgc: varchar('cgc', { length: 11 }),
    nome: varchar('nome', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }),
    telefone: varchar('telefone', { length: 11 }),
    niver: date('niver', { mode: 'string' }),
    contatoPrincipal: boolean('contato_principal').notNull().default(false),
    recebeEmail: boolean('recebe_email').notNull().default(false),
    recebeWhatsapp: boolean('recebe_whatsapp').notNull().default(false),
    status: char('status', { length: 1 }).notNull().default('L'),
    vendedorCodigo: varchar('vendedor_codigo', { length: 20 }),
    createdDate: created(),
    modifiedDate: modified(),
  },
  (t) => [
    index('crm_contatos_entidade_idx').on(t.entidadeId),
    index('crm_contatos_nome_trgm').using('gin', sql`upper(${t.nome}) gin_trgm_ops`),
  ],
);

// ---------------------------------------------------------------- sessions, security, integration

export const sessoes = pgTable(
  'sessoes',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    createdDate: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The login's access event (`eventos`, type 1), written with the session. No foreign key: the
     * events are counted in bulk and may be truncated in a test or benchmark database.
     */
    eventoAcessoId: bigint('evento_acesso_id', { mode: 'number' }),
    /** When the browser's position was put on that event (POST /eventos/posicao: once per session). */
    posicaoEm: timestamp('posicao_em', { withTimezone: true }),
  },
  (t) => [index('sessoes_usuario_idx').on(t.usuarioId)],
);

export const senhaResetTokens = pgTable('senha_reset_tokens', {
  id: serial('id').primaryKey(),
  usuarioId: integer('usuario_id')
    .notNull()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdDate: created(),
});

/** Captcha replay guard: a solved challenge is accepted once. */
export const captchaUsados = pgTable(
  'captcha_usados',
  {
    assinatura: varchar('assinatura', { length: 128 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_usados_exp_idx').on(t.expiresAt)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    chave: varchar('chave', { length: 100 }).notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    rota: varchar('rota', { length: 100 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: smallint('status_code'),
    resposta: jsonb('resposta'),
    createdDate: created(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.chave] })],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    para: varchar('para', { length: 254 }).notNull(),
    assunto: varchar('assunto', { length: 200 }).notNull(),
    texto: text('texto').notNull(),
    html: text('html'),
    status: varchar('status', { length: 10 }).notNull().default('PENDENTE'),
    tentativas: integer('tentativas').notNull().default(0),
    erro: text('erro'),
    /** A failed message (ERRO) is sent again from this time on (lib/mailer.ts, retryOutbox). */
    proximaTentativa: timestamp('proxima_tentativa', { withTimezone: true }),
    /** Files sent with the message (a quote's PDF), base64: kept so a retry sends them too. */
    anexos: jsonb('anexos').$type<{ filename: string; contentType: string; base64: string }[]>(),
    createdDate: created(),
    sentDate: timestamp('sent_date', { withTimezone: true }),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdDate)],
);

/**
 * Quotes (orçamentos) of a cart: what was quoted, at the server's prices, with the names printed on
 * the PDF as they were at issue, so a download later gives the same document. Valid until
 * valido_ate (São Paulo day, ORCAMENTO_VALIDADE_DIAS after issue).
 */
export const orcamentos = pgTable(
  'orcamentos',
  {
    id: serial('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidades.id),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    /** The seller who made it for the customer (null when the customer did). */
    vendedorId: integer('vendedor_id').references(() => usuarios.id, { onDelete: 'set null' }),
    vendedorNome: varchar('vendedor_nome', { length: 120 }),
    emissao: timestamp('emissao', { withTimezone: true }).notNull(),
    validoAte: date('valido_ate', { mode: 'string' }).notNull(),
    total: money('total').notNull(),
    pesoTotal: qty('peso_total').notNull(),
    qtdItens: smallint('qtd_itens').notNull(),
    clienteCodigo: varchar('cliente_codigo', { length: 20 }).notNull(),
    clienteLoja: varchar('cliente_loja', { length: 4 }).notNull(),
    clienteRazao: varchar('cliente_razao', { length: 160 }).notNull(),
    clienteCgc: varchar('cliente_cgc', { length: 14 }),
    unidadeDescricao: varchar('unidade_descricao', { length: 120 }).notNull(),
    marcaNome: varchar('marca_nome', { length: 120 }).notNull(),
    marcaRazaoSocial: varchar('marca_razao_social', { length: 160 }).notNull(),
    createdDate: created(),
  },
  (t) => [index('orcamentos_cliente_idx').on(t.clienteId, t.id)],
);

export const orcamentoItens = pgTable(
  'orcamento_itens',
  {
    id: serial('id').primaryKey(),
    orcamentoId: integer('orcamento_id')
      .notNull()
      .references(() => orcamentos.id, { onDelete: 'cascade' }),
    item: smallint('item').notNull(),
    produtoId: integer('produto_id')
      .notNull()
      .references(() => produtos.id),
    produtoSku: varchar('produto_sku', { length: 30 }).notNull(),
    produtoDesc: varchar('produto_desc', { length: 200 }).notNull(),
    produtoUM: varchar('produto_um', { length: 2 }).notNull(),
    produtoPesoUnit: numeric('produto_peso_unit', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    produtoQuant: qty('produto_quant').notNull(),
    produtoValorUnit: money('produto_valor_unit').notNull(),
    produtoValorTotal: money('produto_valor_total').notNull(),
    /** The seller's adjusted price (ALTERA_PRECO_ITEM) was used, not the table's. */
    precoAlterado: boolean('preco_alterado').notNull().default(false),
    isObra: boolean('is_obra').notNull().default(false),
    obraId: integer('obra_id').references(() => obras.id),
    modalidadeId: integer('modalidade_id').references(() => tabelasPreco.id),
    modalidadeSku: varchar('modalidade_sku', { length: 20 }).notNull(),
    pagamentoFormaId: integer('pagamento_forma_id').references(() => pagamentoFormas.id),
    pagamentoFormaDescricao: varchar('pagamento_forma_descricao', { length: 80 }),
    pagamentoCondicaoId: integer('pagamento_condicao_id').references(() => pagamentoCondicoes.id),
    pagamentoCondicaoDescricao: varchar('pagamento_condicao_descricao', { length: 80 }),
  },
  (t) => [index('orcamento_itens_orcamento_idx').on(t.orcamentoId, t.item)],
);

/**
 * Quote e-mails each user sent on a Brasília day (`dia`; a send on a later day starts again at 1):
 * one row per user, counted by one statement that refuses a send above ORCAMENTO_EMAILS_DIA
 * (modules/orcamentos/take-email-slot.ts), shared by every node.
 */
export const orcamentoEmailsDia = pgTable('orcamento_emails_dia', {
  usuarioId: integer('usuario_id')
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  dia: date('dia', { mode: 'string' }).notNull(),
  enviados: integer('enviados').notNull(),
});

export const integracaoChaves = pgTable('integracao_chaves', {
  id: serial('id').primaryKey(),
  nome: varchar('nome', { length: 80 }).notNull(),
  prefixo: varchar('prefixo', { length: 12 }).notNull().unique(),
  hash: varchar('hash', { length: 64 }).notNull(),
  createdDate: created(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/** Sequence source for order references. */
export const contadores = pgTable('contadores', {
  nome: varchar('nome', { length: 40 }).primaryKey(),
  valor: bigint('valor', { mode: 'number' }).notNull().default(0),
});

// ---------------------------------------------------------------- order news (notifications)

/**
 * One notification per user, order and status (unique: a repeated ERP status call adds nothing),
 * or per user, title and finance event (a title paid: `status_id` = NOTIFICACAO_TITULO_PAGO, unique
 * too, so a repeated payment adds nothing), written in the transaction of the change
 * (modules/notificacoes). Exactly one of pedido_id and titulo_id is set. Ids travel over
 * LISTEN/NOTIFY and as the SSE `id:` of the live stream.
 */
export const notificacoes = pgTable(
  'notificacoes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    pedidoId: integer('pedido_id').references(() => pedidos.id, { onDelete: 'cascade' }),
    tituloId: integer('titulo_id').references(() => titulos.id, { onDelete: 'cascade' }),
    statusId: smallint('status_id').notNull(),
    lidaDate: timestamp('lida_date', { withTimezone: true }),
    createdDate: created(),
  },
  (t) => [
    uniqueIndex('notificacoes_uk').on(t.usuarioId, t.pedidoId, t.statusId),
    uniqueIndex('notificacoes_titulo_uk').on(t.usuarioId, t.tituloId, t.statusId),
    index('notificacoes_usuario_idx').on(t.usuarioId, t.id),
    index('notificacoes_pedido_idx').on(t.pedidoId),
    index('notificacoes_titulo_idx').on(t.tituloId),
    check('notificacoes_alvo_check', sql`(${t.pedidoId} is null) <> (${t.tituloId} is null)`),
  ],
);

/** A user's e-mail choice: the order statuses e-mailed to them (no row = the default ones). */
export const notificacaoPreferencias = pgTable('notificacao_preferencias', {
  usuarioId: integer('usuario_id')
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  emailStatus: smallint('email_status').array().notNull(),
  modifiedDate: modified(),
});
