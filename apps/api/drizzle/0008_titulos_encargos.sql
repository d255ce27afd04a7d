ALTER TABLE "titulos" ADD COLUMN "multa_percentual" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "juros_mes_percentual" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "dias_limite" integer;