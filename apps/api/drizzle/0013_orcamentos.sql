CREATE TABLE "orcamento_itens" (
	"id" serial PRIMARY KEY NOT NULL,
	"orcamento_id" integer NOT NULL,
	"item" smallint NOT NULL,
	"produto_id" integer NOT NULL,
	"produto_sku" varchar(30) NOT NULL,
	"produto_desc" varchar(200) NOT NULL,
	"produto_um" varchar(2) NOT NULL,
	"produto_peso_unit" numeric(12, 3) NOT NULL,
	"produto_quant" numeric(15, 3) NOT NULL,
	"produto_valor_unit" numeric(15, 2) NOT NULL,
	"produto_valor_total" numeric(15, 2) NOT NULL,
	"preco_alterado" boolean DEFAULT false NOT NULL,
	"is_obra" boolean DEFAULT false NOT NULL,
	"obra_id" integer,
	"modalidade_id" integer,
	"modalidade_sku" varchar(20) NOT NULL,
	"pagamento_forma_id" integer,
	"pagamento_forma_descricao" varchar(80),
	"pagamento_condicao_id" integer,
	"pagamento_condicao_descricao" varchar(80)
);
--> statement-breakpoint
CREATE TABLE "orcamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"unidade_id" integer NOT NULL,
	"usuario_id" integer,
	"vendedor_id" integer,
	"vendedor_nome" varchar(120),
	"emissao" timestamp with time zone NOT NULL,
	"valido_ate" date NOT NULL,
	"total" numeric(15, 2) NOT NULL,
	"peso_total" numeric(15, 3) NOT NULL,
	"qtd_itens" smallint NOT NULL,
	"cliente_codigo" varchar(20) NOT NULL,
	"cliente_loja" varchar(4) NOT NULL,
	"cliente_razao" varchar(160) NOT NULL,
	"cliente_cgc" varchar(14),
	"unidade_descricao" varchar(120) NOT NULL,
	"marca_nome" varchar(120) NOT NULL,
	"marca_razao_social" varchar(160) NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "anexos" jsonb;--> statement-breakpoint
ALTER TABLE "orcamento_itens" ADD CONSTRAINT "orcamento_itens_orcamento_id_orcamentos_id_fk" FOREIGN KEY ("orcamento_id") REFERENCES "public"."orcamentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamento_itens" ADD CONSTRAINT "orcamento_itens_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamento_itens" ADD CONSTRAINT "orcamento_itens_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamento_itens" ADD CONSTRAINT "orcamento_itens_modalidade_id_tabelas_preco_id_fk" FOREIGN KEY ("modalidade_id") REFERENCES "public"."tabelas_preco"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamento_itens" ADD CONSTRAINT "orcamento_itens_pagamento_forma_id_pagamento_formas_id_fk" FOREIGN KEY ("pagamento_forma_id") REFERENCES "public"."pagamento_formas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamento_itens" ADD CONSTRAINT "orcamento_itens_pagamento_condicao_id_pagamento_condicoes_id_fk" FOREIGN KEY ("pagamento_condicao_id") REFERENCES "public"."pagamento_condicoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamentos" ADD CONSTRAINT "orcamentos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamentos" ADD CONSTRAINT "orcamentos_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamentos" ADD CONSTRAINT "orcamentos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamentos" ADD CONSTRAINT "orcamentos_vendedor_id_usuarios_id_fk" FOREIGN KEY ("vendedor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orcamento_itens_orcamento_idx" ON "orcamento_itens" USING btree ("orcamento_id","item");--> statement-breakpoint
CREATE INDEX "orcamentos_cliente_idx" ON "orcamentos" USING btree ("cliente_id","id");--> statement-breakpoint
-- How many days a quote stays valid (managed on the Parâmetros screen). An existing value is kept;
-- the seed inserts the same default on a fresh database.
INSERT INTO "parametros" ("nome", "valor", "descricao", "publico") VALUES
  ('ORCAMENTO_VALIDADE_DIAS', '7', 'Dias de validade do orçamento do carrinho.', false)
ON CONFLICT ("nome") DO NOTHING;
