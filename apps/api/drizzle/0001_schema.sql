CREATE TABLE "aprovadores" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"master" boolean DEFAULT false NOT NULL,
	"status" char(1) DEFAULT 'L' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_usados" (
	"assinatura" varchar(128) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogo_cliente" (
	"cliente_id" integer NOT NULL,
	"unidade_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"synced_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogo_cliente_cliente_id_unidade_id_produto_id_pk" PRIMARY KEY("cliente_id","unidade_id","produto_id")
);
--> statement-breakpoint
CREATE TABLE "categorias" (
	"id" serial PRIMARY KEY NOT NULL,
	"descricao" varchar(120) NOT NULL,
	"role" varchar(30) DEFAULT 'PRODUTO' NOT NULL,
	"erp_codigo" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "cliente_pagamentos" (
	"cliente_id" integer NOT NULL,
	"pgto_forma_id" integer NOT NULL,
	CONSTRAINT "cliente_pagamentos_cliente_id_pgto_forma_id_pk" PRIMARY KEY("cliente_id","pgto_forma_id")
);
--> statement-breakpoint
CREATE TABLE "cliente_unidades" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"unidade_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(20) NOT NULL,
	"loja" varchar(4) DEFAULT '01' NOT NULL,
	"razao" varchar(160) NOT NULL,
	"nome" varchar(120),
	"cgc" varchar(14),
	"tipo_pessoa" char(1) DEFAULT 'J' NOT NULL,
	"ramo_atuacao" integer DEFAULT 1 NOT NULL,
	"telefone" varchar(20),
	"email" varchar(254),
	"inscricao_estadual" varchar(20),
	"status" char(1) DEFAULT 'P' NOT NULL,
	"logradouro" varchar(160),
	"numero" varchar(20),
	"complemento" varchar(80),
	"bairro" varchar(80),
	"cidade" varchar(80),
	"cep" varchar(8),
	"uf" char(2),
	"vendedor_id" integer,
	"entrega" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contadores" (
	"nome" varchar(40) PRIMARY KEY NOT NULL,
	"valor" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_contatos" (
	"id" serial PRIMARY KEY NOT NULL,
	"entidade_id" integer NOT NULL,
	"setor" varchar(9) NOT NULL,
	"tipo" varchar(20) DEFAULT 'CLIENTE' NOT NULL,
	"codigo" varchar(20),
	"cgc" varchar(11),
	"nome" varchar(120) NOT NULL,
	"email" varchar(254),
	"telefone" varchar(11),
	"niver" date,
	"contato_principal" boolean DEFAULT false NOT NULL,
	"recebe_email" boolean DEFAULT false NOT NULL,
	"recebe_whatsapp" boolean DEFAULT false NOT NULL,
	"status" char(1) DEFAULT 'L' NOT NULL,
	"vendedor_codigo" varchar(20),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"para" varchar(254) NOT NULL,
	"assunto" varchar(200) NOT NULL,
	"texto" text NOT NULL,
	"html" text,
	"status" varchar(10) DEFAULT 'PENDENTE' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"erro" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "eventos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"eventos_tipos_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"geo_lat" double precision DEFAULT 0 NOT NULL,
	"geo_lon" double precision DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eventos_tipos" (
	"id" integer PRIMARY KEY NOT NULL,
	"descricao" varchar(80) NOT NULL,
	"cor" varchar(20) NOT NULL,
	"icon" varchar(40) NOT NULL,
	"text_title" varchar(80) NOT NULL,
	"text_center_sub" varchar(80),
	"footer" varchar(120),
	"extra_status" char(1) DEFAULT 'L' NOT NULL,
	"extra_ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "formularios" (
	"id" serial PRIMARY KEY NOT NULL,
	"root" integer,
	"ordem" integer DEFAULT 0 NOT NULL,
	"descricao" varchar(80) NOT NULL,
	"icone" varchar(60),
	"url" varchar(200),
	"roles" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"chave" varchar(100) NOT NULL,
	"usuario_id" integer NOT NULL,
	"rota" varchar(100) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status_code" smallint,
	"resposta" jsonb,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_usuario_id_chave_pk" PRIMARY KEY("usuario_id","chave")
);
--> statement-breakpoint
CREATE TABLE "integracao_chaves" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(80) NOT NULL,
	"prefixo" varchar(12) NOT NULL,
	"hash" varchar(64) NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "integracao_chaves_prefixo_unique" UNIQUE("prefixo")
);
--> statement-breakpoint
CREATE TABLE "limites_credito" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"unidade_id" integer NOT NULL,
	"risco" varchar(2) DEFAULT 'A' NOT NULL,
	"limite" numeric(15, 2) DEFAULT 0 NOT NULL,
	"devedor" numeric(15, 2) DEFAULT 0 NOT NULL,
	"saldo" numeric(15, 2) DEFAULT 0 NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marcas" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" varchar(40) NOT NULL,
	"nome" varchar(120) NOT NULL,
	"razao_social" varchar(160) NOT NULL,
	"duas_logos" boolean DEFAULT false NOT NULL,
	"ajuda_login" varchar(3) DEFAULT 'NAO' NOT NULL,
	"logo_esquerda_alt" varchar(120),
	"logo_direita_alt" varchar(120),
	"logo_esquerda" varchar(200),
	"logo_direita" varchar(200),
	"login_fundo" varchar(200),
	"login_cabecalho" varchar(200),
	"cadastro_cabecalho" varchar(200),
	"favicon" varchar(200),
	"hosts" text[] DEFAULT '{}'::text[] NOT NULL,
	"padrao" boolean DEFAULT false NOT NULL,
	CONSTRAINT "marcas_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "motoristas" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"sku" varchar(20) NOT NULL,
	"nome" varchar(120) NOT NULL,
	"cpf" varchar(11)
);
--> statement-breakpoint
CREATE TABLE "notas_fiscais" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"unidade_id" integer NOT NULL,
	"pedido_id" integer,
	"doc" varchar(9) NOT NULL,
	"serie" varchar(3) NOT NULL,
	"emissao" timestamp with time zone NOT NULL,
	"valbrut" numeric(15, 2) NOT NULL,
	"chave" varchar(44) NOT NULL,
	"protocolo" varchar(20),
	"xml" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "obras" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"unidade_id" integer NOT NULL,
	"obra" varchar(20) NOT NULL,
	"nome" varchar(120) NOT NULL,
	"logradouro" varchar(160),
	"bairro" varchar(80),
	"municipio" varchar(80),
	"produto_id" integer,
	"preco_cif" numeric(15, 2) DEFAULT 0 NOT NULL,
	"preco_fob" numeric(15, 2) DEFAULT 0 NOT NULL,
	"obsnf" varchar(254),
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagamento_condicoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"pgto_forma_id" integer NOT NULL,
	"sku" varchar(10) NOT NULL,
	"descricao" varchar(80) NOT NULL,
	"parcelas_dias" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagamento_formas" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" varchar(10) NOT NULL,
	"descricao" varchar(80) NOT NULL,
	"status" char(1) DEFAULT 'L' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parametros" (
	"nome" varchar(60) PRIMARY KEY NOT NULL,
	"valor" text NOT NULL,
	"descricao" text,
	"publico" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_item_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_item_id" integer NOT NULL,
	"datacad" timestamp with time zone DEFAULT now() NOT NULL,
	"agendamento" timestamp with time zone,
	"ordemcarreg" varchar(30),
	"nota1" varchar(9),
	"serie1" varchar(3),
	"chave1" varchar(44),
	"nota2" varchar(9),
	"serie2" varchar(3),
	"chave2" varchar(44)
);
--> statement-breakpoint
CREATE TABLE "pedido_itens" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"item" smallint NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"produto_id" integer NOT NULL,
	"produto_sku" varchar(30) NOT NULL,
	"produto_desc" varchar(200) NOT NULL,
	"produto_um" varchar(2) NOT NULL,
	"produto_peso_unit" numeric(12, 3) NOT NULL,
	"produto_quant" numeric(15, 3) NOT NULL,
	"produto_valor_unit" numeric(15, 2) NOT NULL,
	"produto_valor_total" numeric(15, 2) NOT NULL,
	"is_obra" boolean DEFAULT false NOT NULL,
	"obra_id" integer,
	"modalidade_id" integer,
	"modalidade_sku" varchar(20) DEFAULT 'CIF' NOT NULL,
	"pagamento_forma_id" integer,
	"pagamento_forma_sku" varchar(10),
	"pagamento_forma_descricao" varchar(80),
	"pagamento_condicao_id" integer,
	"pagamento_condicao_sku" varchar(10),
	"pagamento_condicao_descricao" varchar(80),
	"motorista_sku" varchar(20),
	"veiculo_placa" varchar(7),
	"fob_veiculo_modelo" varchar(60),
	"fob_veiculo_marca" varchar(60),
	"fob_veiculo_placa" varchar(7),
	"fob_veiculo_placa_carreta" varchar(7),
	"fob_motorista_nome" varchar(120),
	"fob_motorista_cpf" varchar(11),
	"fob_empresa_nome" varchar(120),
	"fob_comprador_nome" varchar(120),
	"data_embarque" date
);
--> statement-breakpoint
CREATE TABLE "pedido_padrao_itens" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_padrao_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"quantidade" numeric(15, 3) NOT NULL,
	"tabela_preco_sku" varchar(20) DEFAULT 'CIF' NOT NULL,
	"tabela_preco_descricao" varchar(120),
	"pagamento_condicao_id" integer,
	"pagamento_condicao_descricao" varchar(80)
);
--> statement-breakpoint
CREATE TABLE "pedido_status_historico" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"status_id" smallint NOT NULL,
	"observacao" text,
	"origem" varchar(10) DEFAULT 'PORTAL' NOT NULL,
	"usuario_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedidos" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" varchar(20) NOT NULL,
	"cliente_id" integer NOT NULL,
	"unidade_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"vendedor_id" integer,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"origem" varchar(10) DEFAULT 'PORTAL' NOT NULL,
	"emissao" timestamp with time zone DEFAULT now() NOT NULL,
	"total" numeric(15, 2) NOT NULL,
	"qtd_itens" integer NOT NULL,
	"qtd_peso" numeric(15, 3) NOT NULL,
	"obsnf" varchar(254),
	"cliente_entrega_codigo" varchar(20),
	"cliente_entrega_loja" varchar(4),
	"cliente_entrega_cgc" varchar(14),
	"cliente_entrega_descricao" varchar(160),
	"message" text,
	"log" text,
	"idempotency_key" varchar(100),
	"erp_ack_date" timestamp with time zone,
	"erp_numero" varchar(30),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pedidos_padrao" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"pedido_id" integer,
	"descricao" varchar(120) NOT NULL,
	"observacao" varchar(254),
	"usuario_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perfis" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" varchar(30) NOT NULL,
	"descricao" varchar(60) NOT NULL,
	CONSTRAINT "perfis_role_unique" UNIQUE("role")
);
--> statement-breakpoint
CREATE TABLE "precos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"produto_id" integer NOT NULL,
	"unidade_id" integer NOT NULL,
	"tabela_preco_id" integer NOT NULL,
	"cliente_id" integer,
	"valor" numeric(15, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produto_categorias" (
	"produto_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	CONSTRAINT "produto_categorias_produto_id_categoria_id_pk" PRIMARY KEY("produto_id","categoria_id")
);
--> statement-breakpoint
CREATE TABLE "produto_imagens" (
	"produto_id" integer PRIMARY KEY NOT NULL,
	"content_type" varchar(60) NOT NULL,
	"dados" "bytea" NOT NULL,
	"etag" varchar(64) NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produtos" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" varchar(30) NOT NULL,
	"descricao" varchar(200) NOT NULL,
	"nome" varchar(120),
	"um" varchar(2) DEFAULT 'UN' NOT NULL,
	"peso" numeric(12, 3) DEFAULT 0 NOT NULL,
	"quant_min" integer DEFAULT 1 NOT NULL,
	"ncm" varchar(8),
	"ativo" boolean DEFAULT true NOT NULL,
	"busca" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rastreio_eventos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chave" varchar(44) NOT NULL,
	"data_hora" timestamp with time zone NOT NULL,
	"dominio" varchar(10),
	"filial" varchar(10),
	"cidade" varchar(80),
	"ocorrencia" varchar(120) NOT NULL,
	"descricao" text,
	"tipo" varchar(40),
	"nome_recebedor" varchar(120),
	"nro_doc_recebedor" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "senha_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "senha_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessoes" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tabelas_preco" (
	"id" serial PRIMARY KEY NOT NULL,
	"unidade_id" integer NOT NULL,
	"sku" varchar(20) NOT NULL,
	"descricao" varchar(120) NOT NULL,
	"valor" numeric(15, 2) DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "titulos" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"unidade_id" integer NOT NULL,
	"pedido_id" integer,
	"nota_fiscal_id" integer,
	"prefixo" varchar(3) DEFAULT 'NF' NOT NULL,
	"titulo" varchar(9) NOT NULL,
	"parcela" varchar(2) DEFAULT 'A' NOT NULL,
	"numero_conta" varchar(20),
	"banco_codigo" varchar(3),
	"agencia" varchar(5),
	"carteira" varchar(3),
	"convenio" varchar(7),
	"nosso_numero" varchar(17),
	"valor_ori" numeric(15, 2) NOT NULL,
	"valor" numeric(15, 2) NOT NULL,
	"saldo" numeric(15, 2) NOT NULL,
	"emissao" date NOT NULL,
	"vencrea" date NOT NULL,
	"baixa" date,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unidades" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_cod" varchar(10) NOT NULL,
	"filial_cod" varchar(10) NOT NULL,
	"descricao" varchar(120) NOT NULL,
	"uf" char(2),
	"cidade" varchar(80),
	"cnpj" varchar(14),
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_aprovacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"filial_id" integer,
	"cliente_id" integer,
	"aprovador_id" integer,
	"aprovador_usuario_id" integer,
	"status" char(1) DEFAULT 'P' NOT NULL,
	"motivo" text,
	"token_hash" varchar(64),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usuario_clientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"cliente_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_perfis" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"perfil_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_unidades" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"unidade_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"senha_hash" text,
	"cpf" varchar(14),
	"telefone" varchar(11),
	"status" char(1) DEFAULT 'P' NOT NULL,
	"vendedor_codigo" varchar(20),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "veiculos" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"placa" varchar(7) NOT NULL,
	"eixos" smallint DEFAULT 2 NOT NULL,
	"descricao" varchar(120) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aprovadores" ADD CONSTRAINT "aprovadores_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aprovadores" ADD CONSTRAINT "aprovadores_filial_id_unidades_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogo_cliente" ADD CONSTRAINT "catalogo_cliente_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogo_cliente" ADD CONSTRAINT "catalogo_cliente_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogo_cliente" ADD CONSTRAINT "catalogo_cliente_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_pagamentos" ADD CONSTRAINT "cliente_pagamentos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_pagamentos" ADD CONSTRAINT "cliente_pagamentos_pgto_forma_id_pagamento_formas_id_fk" FOREIGN KEY ("pgto_forma_id") REFERENCES "public"."pagamento_formas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_unidades" ADD CONSTRAINT "cliente_unidades_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_unidades" ADD CONSTRAINT "cliente_unidades_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_vendedor_id_usuarios_id_fk" FOREIGN KEY ("vendedor_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_contatos" ADD CONSTRAINT "crm_contatos_entidade_id_clientes_id_fk" FOREIGN KEY ("entidade_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eventos" ADD CONSTRAINT "eventos_eventos_tipos_id_eventos_tipos_id_fk" FOREIGN KEY ("eventos_tipos_id") REFERENCES "public"."eventos_tipos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limites_credito" ADD CONSTRAINT "limites_credito_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limites_credito" ADD CONSTRAINT "limites_credito_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motoristas" ADD CONSTRAINT "motoristas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento_condicoes" ADD CONSTRAINT "pagamento_condicoes_pgto_forma_id_pagamento_formas_id_fk" FOREIGN KEY ("pgto_forma_id") REFERENCES "public"."pagamento_formas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_item_updates" ADD CONSTRAINT "pedido_item_updates_pedido_item_id_pedido_itens_id_fk" FOREIGN KEY ("pedido_item_id") REFERENCES "public"."pedido_itens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD CONSTRAINT "pedido_itens_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD CONSTRAINT "pedido_itens_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD CONSTRAINT "pedido_itens_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD CONSTRAINT "pedido_itens_modalidade_id_tabelas_preco_id_fk" FOREIGN KEY ("modalidade_id") REFERENCES "public"."tabelas_preco"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD CONSTRAINT "pedido_itens_pagamento_forma_id_pagamento_formas_id_fk" FOREIGN KEY ("pagamento_forma_id") REFERENCES "public"."pagamento_formas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD CONSTRAINT "pedido_itens_pagamento_condicao_id_pagamento_condicoes_id_fk" FOREIGN KEY ("pagamento_condicao_id") REFERENCES "public"."pagamento_condicoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_padrao_itens" ADD CONSTRAINT "pedido_padrao_itens_pedido_padrao_id_pedidos_padrao_id_fk" FOREIGN KEY ("pedido_padrao_id") REFERENCES "public"."pedidos_padrao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_padrao_itens" ADD CONSTRAINT "pedido_padrao_itens_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_padrao_itens" ADD CONSTRAINT "pedido_padrao_itens_pagamento_condicao_id_pagamento_condicoes_id_fk" FOREIGN KEY ("pagamento_condicao_id") REFERENCES "public"."pagamento_condicoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_status_historico" ADD CONSTRAINT "pedido_status_historico_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_status_historico" ADD CONSTRAINT "pedido_status_historico_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_vendedor_id_usuarios_id_fk" FOREIGN KEY ("vendedor_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos_padrao" ADD CONSTRAINT "pedidos_padrao_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos_padrao" ADD CONSTRAINT "pedidos_padrao_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos_padrao" ADD CONSTRAINT "pedidos_padrao_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precos" ADD CONSTRAINT "precos_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precos" ADD CONSTRAINT "precos_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precos" ADD CONSTRAINT "precos_tabela_preco_id_tabelas_preco_id_fk" FOREIGN KEY ("tabela_preco_id") REFERENCES "public"."tabelas_preco"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precos" ADD CONSTRAINT "precos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_categorias" ADD CONSTRAINT "produto_categorias_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_categorias" ADD CONSTRAINT "produto_categorias_categoria_id_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_imagens" ADD CONSTRAINT "produto_imagens_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha_reset_tokens" ADD CONSTRAINT "senha_reset_tokens_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabelas_preco" ADD CONSTRAINT "tabelas_preco_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos" ADD CONSTRAINT "titulos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos" ADD CONSTRAINT "titulos_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos" ADD CONSTRAINT "titulos_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos" ADD CONSTRAINT "titulos_nota_fiscal_id_notas_fiscais_id_fk" FOREIGN KEY ("nota_fiscal_id") REFERENCES "public"."notas_fiscais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_aprovacoes" ADD CONSTRAINT "usuario_aprovacoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_aprovacoes" ADD CONSTRAINT "usuario_aprovacoes_filial_id_unidades_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_aprovacoes" ADD CONSTRAINT "usuario_aprovacoes_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_aprovacoes" ADD CONSTRAINT "usuario_aprovacoes_aprovador_id_aprovadores_id_fk" FOREIGN KEY ("aprovador_id") REFERENCES "public"."aprovadores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_aprovacoes" ADD CONSTRAINT "usuario_aprovacoes_aprovador_usuario_id_usuarios_id_fk" FOREIGN KEY ("aprovador_usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_clientes" ADD CONSTRAINT "usuario_clientes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_clientes" ADD CONSTRAINT "usuario_clientes_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_perfis" ADD CONSTRAINT "usuario_perfis_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_perfis" ADD CONSTRAINT "usuario_perfis_perfil_id_perfis_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_unidades" ADD CONSTRAINT "usuario_unidades_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_unidades" ADD CONSTRAINT "usuario_unidades_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veiculos" ADD CONSTRAINT "veiculos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aprovadores_uk" ON "aprovadores" USING btree ("usuario_id","filial_id");--> statement-breakpoint
CREATE INDEX "captcha_usados_exp_idx" ON "captcha_usados" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "categorias_descricao_trgm" ON "categorias" USING gin (upper("descricao") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "categorias_erp_uk" ON "categorias" USING btree ("erp_codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "cliente_unidades_uk" ON "cliente_unidades" USING btree ("cliente_id","unidade_id");--> statement-breakpoint
CREATE INDEX "cliente_unidades_unidade_idx" ON "cliente_unidades" USING btree ("unidade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clientes_erp_uk" ON "clientes" USING btree ("codigo","loja");--> statement-breakpoint
CREATE INDEX "clientes_cgc_idx" ON "clientes" USING btree ("cgc");--> statement-breakpoint
CREATE INDEX "clientes_razao_trgm" ON "clientes" USING gin (upper("razao") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clientes_vendedor_idx" ON "clientes" USING btree ("vendedor_id");--> statement-breakpoint
CREATE INDEX "clientes_created_idx" ON "clientes" USING btree ("created_date");--> statement-breakpoint
CREATE INDEX "crm_contatos_entidade_idx" ON "crm_contatos" USING btree ("entidade_id");--> statement-breakpoint
CREATE INDEX "crm_contatos_nome_trgm" ON "crm_contatos" USING gin (upper("nome") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status","created_date");--> statement-breakpoint
CREATE INDEX "eventos_tipo_data_idx" ON "eventos" USING btree ("created_date","eventos_tipos_id","filial_id");--> statement-breakpoint
CREATE INDEX "eventos_filial_data_idx" ON "eventos" USING btree ("filial_id","created_date");--> statement-breakpoint
CREATE UNIQUE INDEX "limites_credito_uk" ON "limites_credito" USING btree ("cliente_id","unidade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "motoristas_uk" ON "motoristas" USING btree ("cliente_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_chave_uk" ON "notas_fiscais" USING btree ("chave");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_doc_uk" ON "notas_fiscais" USING btree ("unidade_id","doc","serie");--> statement-breakpoint
CREATE INDEX "notas_fiscais_cliente_idx" ON "notas_fiscais" USING btree ("cliente_id","unidade_id","emissao");--> statement-breakpoint
CREATE INDEX "notas_fiscais_pedido_idx" ON "notas_fiscais" USING btree ("pedido_id");--> statement-breakpoint
CREATE UNIQUE INDEX "obras_erp_uk" ON "obras" USING btree ("cliente_id","unidade_id","obra","produto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pagamento_condicoes_sku_uk" ON "pagamento_condicoes" USING btree ("pgto_forma_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "pagamento_formas_sku_uk" ON "pagamento_formas" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "pedido_item_updates_item_idx" ON "pedido_item_updates" USING btree ("pedido_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pedido_itens_uk" ON "pedido_itens" USING btree ("pedido_id","item");--> statement-breakpoint
CREATE INDEX "pedido_status_historico_pedido_idx" ON "pedido_status_historico" USING btree ("pedido_id","created_date");--> statement-breakpoint
CREATE UNIQUE INDEX "pedidos_ref_uk" ON "pedidos" USING btree ("ref","unidade_id");--> statement-breakpoint
CREATE INDEX "pedidos_cliente_unidade_idx" ON "pedidos" USING btree ("cliente_id","unidade_id","emissao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pedidos_status_idx" ON "pedidos" USING btree ("cliente_id","unidade_id","status_id");--> statement-breakpoint
CREATE INDEX "pedidos_usuario_idx" ON "pedidos" USING btree ("usuario_id","emissao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pedidos_vendedor_idx" ON "pedidos" USING btree ("vendedor_id","emissao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pedidos_emissao_idx" ON "pedidos" USING btree ("emissao");--> statement-breakpoint
CREATE INDEX "pedidos_feed_idx" ON "pedidos" USING btree ("id") WHERE erp_ack_date is null;--> statement-breakpoint
CREATE INDEX "pedidos_padrao_cliente_idx" ON "pedidos_padrao" USING btree ("cliente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "precos_uk" ON "precos" USING btree ("produto_id","tabela_preco_id",coalesce("cliente_id", 0));--> statement-breakpoint
CREATE INDEX "precos_unidade_cliente_idx" ON "precos" USING btree ("unidade_id","cliente_id");--> statement-breakpoint
CREATE INDEX "produto_categorias_cat_idx" ON "produto_categorias" USING btree ("categoria_id");--> statement-breakpoint
CREATE UNIQUE INDEX "produtos_sku_uk" ON "produtos" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "produtos_busca_trgm" ON "produtos" USING gin ("busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rastreio_eventos_chave_idx" ON "rastreio_eventos" USING btree ("chave","data_hora");--> statement-breakpoint
CREATE INDEX "sessoes_usuario_idx" ON "sessoes" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tabelas_preco_uk" ON "tabelas_preco" USING btree ("unidade_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "titulos_uk" ON "titulos" USING btree ("unidade_id","prefixo","titulo","parcela");--> statement-breakpoint
CREATE INDEX "titulos_cliente_venc_idx" ON "titulos" USING btree ("cliente_id","unidade_id","vencrea");--> statement-breakpoint
CREATE INDEX "titulos_pedido_idx" ON "titulos" USING btree ("pedido_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unidades_erp_uk" ON "unidades" USING btree ("empresa_cod","filial_cod");--> statement-breakpoint
CREATE INDEX "usuario_aprovacoes_usuario_idx" ON "usuario_aprovacoes" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "usuario_aprovacoes_status_idx" ON "usuario_aprovacoes" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_clientes_uk" ON "usuario_clientes" USING btree ("usuario_id","cliente_id");--> statement-breakpoint
CREATE INDEX "usuario_clientes_cliente_idx" ON "usuario_clientes" USING btree ("cliente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_perfis_uk" ON "usuario_perfis" USING btree ("usuario_id","perfil_id");--> statement-breakpoint
CREATE INDEX "usuario_perfis_perfil_idx" ON "usuario_perfis" USING btree ("perfil_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_unidades_uk" ON "usuario_unidades" USING btree ("usuario_id","unidade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_uk" ON "usuarios" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "usuarios_nome_trgm" ON "usuarios" USING gin (upper("nome") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "usuarios_status_idx" ON "usuarios" USING btree ("status");--> statement-breakpoint
CREATE INDEX "usuarios_cpf_idx" ON "usuarios" USING btree ("cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "veiculos_uk" ON "veiculos" USING btree ("cliente_id","placa");