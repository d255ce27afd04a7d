CREATE INDEX "pedido_itens_painel_idx" ON "pedido_itens" USING btree ("pedido_id","status_id","produto_id","produto_quant","produto_valor_total");--> statement-breakpoint
CREATE INDEX "pedidos_painel_idx" ON "pedidos" USING btree ("emissao","status_id","unidade_id","cliente_id","vendedor_id","total","id");--> statement-breakpoint
-- The event types' card texts (textCenterSub, footer) instead of the same filler on every card, where it is still the filler.
UPDATE "eventos_tipos" AS t SET "text_center_sub" = v.sub, "footer" = v.footer FROM (VALUES
  (1, 'entradas de usuários no portal', 'Cada login com sucesso conta uma vez, na filial e no cliente escolhidos.'),
  (2, 'boletos (PDF) baixados pelos clientes', 'Boletos gerados em PDF; o mesmo boleto baixado duas vezes conta duas.'),
  (3, 'arquivos XML de NF-e baixados', 'XML das notas fiscais dos pedidos, baixados pelos clientes.'),
  (4, 'DANFEs (PDF) baixadas', 'DANFEs das notas fiscais dos pedidos, baixadas pelos clientes.'),
  (5, 'extratos financeiros gerados', 'Extratos dos títulos do cliente gerados em PDF no Financeiro.'),
  (6, 'pedidos enviados pelo portal', 'Inclui os cancelados depois; valor vendido e ticket médio estão no painel de negócios.'),
  (7, 'pedidos cancelados no portal', 'Cancelamentos pedidos pelo cliente enquanto o pedido estava realizado ou em análise.'),
  (8, 'faturamentos recebidos do ERP', 'Pedidos que o ERP informou com NF-e emitida.')
) AS v(id, sub, footer)
WHERE t."id" = v.id AND t."text_center_sub" IS NOT DISTINCT FROM 'no período' AND t."footer" IS NOT DISTINCT FROM 'Eventos registrados pelo portal';
