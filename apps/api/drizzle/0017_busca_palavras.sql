CREATE TABLE "busca_palavras" (
	"palavra" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "busca_sinonimos" (
	"id" serial PRIMARY KEY NOT NULL,
	"termo" varchar(60) NOT NULL,
	"termo_busca" varchar(240) NOT NULL,
	"substituto" varchar(120) NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "busca_palavras_trgm" ON "busca_palavras" USING gin ("palavra" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "busca_sinonimos_termo_uk" ON "busca_sinonimos" USING btree ("termo_busca");--> statement-breakpoint
-- The dictionary of the typo correction: the words of letters (4 or more) of every product's
-- busca_nome, added by the statement that writes the products (one trigger per event: a trigger
-- with transition tables takes one), and those of the products already there.
CREATE FUNCTION "busca_palavras_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "busca_palavras" ("palavra")
  SELECT DISTINCT w FROM "novos", regexp_split_to_table("novos"."busca_nome", ' ') AS w
  WHERE w ~ '^[A-Z]{4,}$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "produtos_busca_palavras_ins" AFTER INSERT ON "produtos"
  REFERENCING NEW TABLE AS "novos" FOR EACH STATEMENT EXECUTE FUNCTION "busca_palavras_add"();
--> statement-breakpoint
CREATE TRIGGER "produtos_busca_palavras_upd" AFTER UPDATE ON "produtos"
  REFERENCING NEW TABLE AS "novos" FOR EACH STATEMENT EXECUTE FUNCTION "busca_palavras_add"();
--> statement-breakpoint
INSERT INTO "busca_palavras" ("palavra")
SELECT DISTINCT w FROM "produtos", regexp_split_to_table("produtos"."busca_nome", ' ') AS w
WHERE w ~ '^[A-Z]{4,}$'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The trade's common words, to start with (the managers keep the list on the Sinônimos screen).
INSERT INTO "busca_sinonimos" ("termo", "termo_busca", "substituto") VALUES
  ('tijolo baiano', 'TIJOLO BAIANO', 'bloco cerâmico'),
  ('tijolo 8 furos', 'TIJOLO 8 FURO', 'bloco cerâmico'),
  ('tijolo furado', 'TIJOLO FURADO', 'bloco cerâmico'),
  ('pedrisco', 'PEDRISCO', 'brita 0'),
  ('massa pronta', 'MASSA PRONTA', 'argamassa'),
  ('cimento cola', 'CIMENTO COLA', 'argamassa'),
  ('ferro', 'FERRO', 'vergalhão'),
  ('ferragem', 'FERRAGEM', 'vergalhão'),
  ('cano', 'CANO', 'tubo'),
  ('telha eternit', 'TELHA ETERNIT', 'telha fibrocimento'),
  ('cal fina', 'CAL FINA', 'cal hidratada')
ON CONFLICT ("termo_busca") DO NOTHING;
