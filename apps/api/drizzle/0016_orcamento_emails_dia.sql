CREATE TABLE "orcamento_emails_dia" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"dia" date NOT NULL,
	"enviados" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orcamento_emails_dia" ADD CONSTRAINT "orcamento_emails_dia_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- How many quotes each user may e-mail a day (managed on the Parâmetros screen). An existing value
-- is kept; the seed inserts the same default on a fresh database.
INSERT INTO "parametros" ("nome", "valor", "descricao", "publico") VALUES
  ('ORCAMENTO_EMAILS_DIA', '20', 'Envios de orçamento por e-mail por usuário e dia.', false)
ON CONFLICT ("nome") DO NOTHING;
