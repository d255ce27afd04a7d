ALTER TABLE "notificacoes" ALTER COLUMN "pedido_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD COLUMN "titulo_id" integer;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_titulo_id_titulos_id_fk" FOREIGN KEY ("titulo_id") REFERENCES "public"."titulos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notificacoes_titulo_uk" ON "notificacoes" USING btree ("usuario_id","titulo_id","status_id");--> statement-breakpoint
CREATE INDEX "notificacoes_titulo_idx" ON "notificacoes" USING btree ("titulo_id");--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_alvo_check" CHECK (("notificacoes"."pedido_id" is null) <> ("notificacoes"."titulo_id" is null));