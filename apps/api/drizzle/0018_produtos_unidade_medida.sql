ALTER TABLE "produtos" ALTER COLUMN "quant_min" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "produtos" ALTER COLUMN "quant_min" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "produtos" ADD COLUMN "multiplo" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_multiplo_check" CHECK ("produtos"."multiplo" is null or "produtos"."multiplo" > 0);