-- Catalogue search (modules/catalogo/search-produtos.ts). The trigram index is written directly:
-- with the pending list (fastupdate) every search also read, row by row, whatever a bulk load had
-- left there until a VACUUM, which PGlite never runs on its own.
ALTER INDEX "produtos_busca_trgm" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('produtos_busca_trgm');
--> statement-breakpoint
-- The ranking's description order (upper-cased, code points) of the active products: a common text
-- walks it and stops at 60 matches; a description prefix is one of its ranges.
CREATE INDEX "produtos_descricao_ordem" ON "produtos" USING btree ((upper("descricao") COLLATE "C"),"id") WHERE "ativo";
--> statement-breakpoint
-- Codes starting with the text (LIKE 'X%' as a range, whatever the database collation).
CREATE INDEX "produtos_sku_prefixo" ON "produtos" USING btree ("sku" varchar_pattern_ops);
