CREATE TABLE "estoque_reservas" (
	"pedido_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"unidade_id" integer NOT NULL,
	"quantidade" numeric(15, 3) NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estoque_reservas_pedido_id_produto_id_pk" PRIMARY KEY("pedido_id","produto_id")
);
--> statement-breakpoint
CREATE TABLE "estoques" (
	"produto_id" integer NOT NULL,
	"unidade_id" integer NOT NULL,
	"quantidade" numeric(15, 3) NOT NULL,
	"quantidade_pedida" numeric(15, 3),
	"previsao" date,
	"reservado" numeric(15, 3) DEFAULT 0 NOT NULL,
	"erp_atualizado_em" timestamp with time zone NOT NULL,
	"modified_date" timestamp with time zone,
	CONSTRAINT "estoques_produto_id_unidade_id_pk" PRIMARY KEY("produto_id","unidade_id")
);
--> statement-breakpoint
ALTER TABLE "estoque_reservas" ADD CONSTRAINT "estoque_reservas_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_reservas" ADD CONSTRAINT "estoque_reservas_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_reservas" ADD CONSTRAINT "estoque_reservas_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoques" ADD CONSTRAINT "estoques_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoques" ADD CONSTRAINT "estoques_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estoque_reservas_produto_idx" ON "estoque_reservas" USING btree ("produto_id","unidade_id","created_date");--> statement-breakpoint
CREATE INDEX "estoques_unidade_idx" ON "estoques" USING btree ("unidade_id","produto_id");