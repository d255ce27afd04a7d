-- Catalogue search (modules/catalogo/search): the name and description normalised apart (ranking), and
-- the version of the normalisation of busca/busca_nome; the application rewrites older rows at start
-- (refreshProdutoBusca in db/produto-busca.ts), since the normalisation lives in packages/shared.
ALTER TABLE "produtos" ADD COLUMN "busca_nome" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "produtos" ADD COLUMN "busca_versao" smallint DEFAULT 0 NOT NULL;