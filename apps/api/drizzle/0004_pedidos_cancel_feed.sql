-- ERP cancellation feed: a portal cancellation of an order the ERP already acknowledged stays in
-- the feed (GET /api/integracao/v1/pedidos/cancelados) until the ERP acknowledges it.
ALTER TABLE "pedidos" ADD COLUMN IF NOT EXISTS "erp_cancel_ack_date" timestamp with time zone;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pedidos_cancel_feed_idx" ON "pedidos" USING btree ("id") WHERE status_id = 7 and erp_ack_date is not null and erp_cancel_ack_date is null;--> statement-breakpoint
-- The manager's Parâmetros menu entry, for databases seeded before it existed (a fresh database
-- gets it from the seed, which runs after the migrations).
INSERT INTO "formularios" ("root", "ordem", "descricao", "icone", "url", "roles")
SELECT NULL, 9, 'Parâmetros', 'settings', '/gestor/parametros', '{ROLE_ADMIN,ROLE_AUDITOR}'
WHERE EXISTS (SELECT 1 FROM "formularios") AND NOT EXISTS (SELECT 1 FROM "formularios" WHERE "url" = '/gestor/parametros');
