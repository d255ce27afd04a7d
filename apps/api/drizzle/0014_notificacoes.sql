CREATE TABLE "notificacao_preferencias" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"email_status" smallint[] NOT NULL,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notificacoes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"pedido_id" integer NOT NULL,
	"status_id" smallint NOT NULL,
	"lida_date" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notificacao_preferencias" ADD CONSTRAINT "notificacao_preferencias_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notificacoes_uk" ON "notificacoes" USING btree ("usuario_id","pedido_id","status_id");--> statement-breakpoint
CREATE INDEX "notificacoes_usuario_idx" ON "notificacoes" USING btree ("usuario_id","id");--> statement-breakpoint
CREATE INDEX "notificacoes_pedido_idx" ON "notificacoes" USING btree ("pedido_id");