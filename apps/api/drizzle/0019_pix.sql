CREATE TABLE "pix_intencao_titulos" (
	"intencao_id" integer NOT NULL,
	"titulo_id" integer NOT NULL,
	"valor" numeric(15, 2) NOT NULL,
	CONSTRAINT "pix_intencao_titulos_intencao_id_titulo_id_pk" PRIMARY KEY("intencao_id","titulo_id")
);
--> statement-breakpoint
CREATE TABLE "pix_intencoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"txid" varchar(25) NOT NULL,
	"cliente_id" integer NOT NULL,
	"unidade_id" integer NOT NULL,
	"usuario_id" integer,
	"valor" numeric(15, 2) NOT NULL,
	"payload" varchar(512) NOT NULL,
	"status" varchar(10) DEFAULT 'ABERTA' NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"decidido_em" timestamp with time zone,
	"motivo" varchar(200),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "pix_payload" varchar(512);--> statement-breakpoint
ALTER TABLE "unidades" ADD COLUMN "pix_chave" varchar(77);--> statement-breakpoint
ALTER TABLE "unidades" ADD COLUMN "pix_nome" varchar(25);--> statement-breakpoint
ALTER TABLE "unidades" ADD COLUMN "pix_cidade" varchar(15);--> statement-breakpoint
ALTER TABLE "pix_intencao_titulos" ADD CONSTRAINT "pix_intencao_titulos_intencao_id_pix_intencoes_id_fk" FOREIGN KEY ("intencao_id") REFERENCES "public"."pix_intencoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_intencao_titulos" ADD CONSTRAINT "pix_intencao_titulos_titulo_id_titulos_id_fk" FOREIGN KEY ("titulo_id") REFERENCES "public"."titulos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_intencoes" ADD CONSTRAINT "pix_intencoes_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_intencoes" ADD CONSTRAINT "pix_intencoes_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_intencoes" ADD CONSTRAINT "pix_intencoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pix_intencao_titulos_titulo_idx" ON "pix_intencao_titulos" USING btree ("titulo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_intencoes_txid_uk" ON "pix_intencoes" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "pix_intencoes_cliente_idx" ON "pix_intencoes" USING btree ("cliente_id","unidade_id","created_date");--> statement-breakpoint
CREATE INDEX "pix_intencoes_status_idx" ON "pix_intencoes" USING btree ("status","id");