ALTER TABLE "sessoes" ADD COLUMN "evento_acesso_id" bigint;--> statement-breakpoint
ALTER TABLE "sessoes" ADD COLUMN "posicao_em" timestamp with time zone;