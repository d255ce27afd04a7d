-- Boleto charges as portal parameters (managed on the Parâmetros screen): fine in % of the
-- balance, interest in % a month (charged per day) and the days after the due date the bank may
-- still receive the boleto. A title's own terms from the ERP win over these. Existing values are
-- kept; the seed inserts the same defaults on a fresh database.
INSERT INTO "parametros" ("nome", "valor", "descricao", "publico") VALUES
  ('BOLETO_MULTA_PERCENTUAL', '2,00', 'Multa por atraso dos boletos, em % do saldo.', false),
  ('BOLETO_JUROS_MES_PERCENTUAL', '1,00', 'Juros de mora dos boletos, em % ao mês (1/30 ao dia).', false),
  ('BOLETO_DIAS_LIMITE', '30', 'Dias após o vencimento em que o boleto ainda pode ser pago.', false)
ON CONFLICT ("nome") DO NOTHING;
