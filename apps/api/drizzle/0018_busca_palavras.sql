CREATE TABLE "busca_palavras" (
	"palavra" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "busca_palavras_trgm" ON "busca_palavras" USING gin ("palavra" gin_trgm_ops);--> statement-breakpoint
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
