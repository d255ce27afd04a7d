-- Registrations keep what the registrant typed and whether they created their customer
-- (modules/registro, modules/aprovacoes). A registration against a CNPJ the ERP already knows
-- decides only its new user and the user's link to the customer, never the customer's status; its
-- approval form and e-mail put the typed company data beside the ERP's.
ALTER TABLE "usuario_aprovacoes" ADD COLUMN IF NOT EXISTS "cliente_novo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario_aprovacoes" ADD COLUMN IF NOT EXISTS "empresa_informada" jsonb;--> statement-breakpoint
-- Earlier registrations that created their customer wrote both rows with the same instant.
UPDATE "usuario_aprovacoes" AS a SET "cliente_novo" = true
  FROM "clientes" AS c
 WHERE c."id" = a."cliente_id" AND a."token_hash" IS NOT NULL AND c."created_date" = a."created_date";
