ALTER TABLE "limites_credito" ADD COLUMN "erp_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "titulos" ADD COLUMN "modified_date" timestamp with time zone DEFAULT now() NOT NULL;