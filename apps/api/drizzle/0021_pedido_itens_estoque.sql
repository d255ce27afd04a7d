ALTER TABLE "pedido_itens" ADD COLUMN "dentro_estoque" boolean;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD COLUMN "estoque_previsao" date;