// Stock per product and unit from the ERP (docs/OPERATIONS.md "Stock"): one batch is resolved with one
// query per key kind and written with one INSERT … ON CONFLICT over unnest, so 100 000 rows take a few
// seconds, not a statement per row. A figure older than the stored one is ignored (with a remark); a
// newer one already counts the portal's orders placed before it, so the reservations it covers go.
import { and, inArray, sql } from 'drizzle-orm';
import type { BatchResult, EstoqueItem } from '@portal/shared/schemas/integracao';
import { parseErpDateTime } from '@portal/shared/schemas/integracao';
import type { Db } from '../db/client';
import { produtos, unidades } from '../db/schema';
import { BatchErrors, ERP_MSG, inTransaction, type ErpContext } from './common';

export const ESTOQUE_MSG = {
  repeated: 'produto e unidade repetidos no lote.',
  previsaoSemPedida: 'informe a quantidade a receber junto com a previsão.',
  older: (sku: string, unidade: string) =>
    `Saldo de ${sku} na unidade ${unidade} mais antigo que o já recebido: ignorado.`,
} as const;

interface Row {
  produtoId: number;
  unidadeId: number;
  quantidade: number;
  quantidadePedida: number | null;
  previsao: string | null;
  erpEm: Date;
  sku: string;
  unidade: string;
}

/** Stock batch: all or nothing; the same batch twice leaves the same state. */
export async function upsertEstoques(ctx: ErpContext, itens: EstoqueItem[]): Promise<BatchResult> {
  return inTransaction(ctx, async (db) => {
    const errors = new BatchErrors();
    const skus = [...new Set(itens.map((it) => it.produtoSku))];
    const found = await db
      .select({ id: produtos.id, sku: produtos.sku })
      .from(produtos)
      .where(inArray(produtos.sku, skus));
    const produtoBySku = new Map(found.map((p) => [p.sku, p.id]));
    const pairs = [...new Set(itens.map((it) => `${it.empresa}\u0000${it.filial}`))].map((k) =>
      k.split('\u0000'),
    );
    const units = await db
      .select({ id: unidades.id, empresa: unidades.empresaCod, filial: unidades.filialCod })
      .from(unidades)
      .where(
        and(
          inArray(unidades.empresaCod, [...new Set(pairs.map((p) => p[0]!))]),
          inArray(unidades.filialCod, [...new Set(pairs.map((p) => p[1]!))]),
        ),
      );
    const unitByKey = new Map(units.map((u) => [`${u.empresa}\u0000${u.filial}`, u.id]));

    const rows: Row[] = [];
    const seen = new Set<string>();
    for (const [i, it] of itens.entries()) {
      const produtoId = produtoBySku.get(it.produtoSku);
      if (!produtoId) errors.item(i, 'produtoSku', ERP_MSG.productNotFound);
      const unidadeId = unitByKey.get(`${it.empresa}\u0000${it.filial}`);
      if (!unidadeId) errors.item(i, 'empresa', ERP_MSG.unitNotFound);
      if (it.previsao && it.quantidadePedida == null)
        errors.item(i, 'previsao', ESTOQUE_MSG.previsaoSemPedida);
      if (!produtoId || !unidadeId) continue;
      const key = `${produtoId}/${unidadeId}`;
      if (seen.has(key)) {
        errors.item(i, 'produtoSku', ESTOQUE_MSG.repeated);
        continue;
      }
      seen.add(key);
      rows.push({
        produtoId,
        unidadeId,
        quantidade: it.quantidade,
        quantidadePedida: it.quantidadePedida ?? null,
        previsao: it.quantidadePedida == null ? null : (it.previsao ?? null),
        erpEm: parseErpDateTime(it.atualizadoEm)!,
        sku: it.produtoSku,
        unidade: `${it.empresa}/${it.filial}`,
      });
    }
    errors.throwIfAny();

    const now = ctx.clock();
    // One statement for the batch. A row is written when it is new, or when its figure is newer than
    // the stored one, or as new with different values (the ERP corrected it); `criado` tells which.
    // The reservations newer than the figure are what it does not count yet.
    const result = await db.execute<{ produto_id: number; unidade_id: number; criado: boolean }>(sql`
      with novo as (
        select * from unnest(
          ${sql.param(rows.map((r) => r.produtoId))}::int[],
          ${sql.param(rows.map((r) => r.unidadeId))}::int[],
          ${sql.param(rows.map((r) => String(r.quantidade)))}::numeric[],
          ${sql.param(rows.map((r) => (r.quantidadePedida === null ? null : String(r.quantidadePedida))))}::numeric[],
          ${sql.param(rows.map((r) => r.previsao))}::date[],
          ${sql.param(rows.map((r) => r.erpEm.toISOString()))}::timestamptz[]
        ) as n(produto_id, unidade_id, quantidade, quantidade_pedida, previsao, erp_atualizado_em)
      )
      insert into estoques as e
        (produto_id, unidade_id, quantidade, quantidade_pedida, previsao, reservado, erp_atualizado_em, modified_date)
      select n.produto_id, n.unidade_id, n.quantidade, n.quantidade_pedida, n.previsao,
        coalesce((select sum(r.quantidade) from estoque_reservas r
          where r.produto_id = n.produto_id and r.unidade_id = n.unidade_id
            and r.created_date > n.erp_atualizado_em), 0),
        n.erp_atualizado_em, ${now.toISOString()}::timestamptz
      from novo n
      on conflict (produto_id, unidade_id) do update set
        quantidade = excluded.quantidade,
        quantidade_pedida = excluded.quantidade_pedida,
        previsao = excluded.previsao,
        reservado = excluded.reservado,
        erp_atualizado_em = excluded.erp_atualizado_em,
        modified_date = excluded.modified_date
      where excluded.erp_atualizado_em > e.erp_atualizado_em
        or (excluded.erp_atualizado_em = e.erp_atualizado_em
          and (excluded.quantidade, excluded.quantidade_pedida, excluded.previsao)
            is distinct from (e.quantidade, e.quantidade_pedida, e.previsao))
      returning e.produto_id, e.unidade_id, (xmax = 0) as criado`);
    const written = new Map(
      result.rows.map((r) => [`${Number(r.produto_id)}/${Number(r.unidade_id)}`, r.criado === true]),
    );
    // The reservations every newer figure covers are gone for good.
    await db.execute(sql`
      delete from estoque_reservas r using estoques e
      where e.produto_id = r.produto_id and e.unidade_id = r.unidade_id
        and r.created_date <= e.erp_atualizado_em
        and e.produto_id = any(${sql.param(rows.map((r) => r.produtoId))}::int[])`);

    const out: BatchResult = { processados: rows.length, criados: 0, atualizados: 0, avisos: [] };
    const stored = await olderFigures(db, rows, written);
    for (const [i, r] of rows.entries()) {
      const w = written.get(`${r.produtoId}/${r.unidadeId}`);
      if (w === true) out.criados++;
      else if (w === false) out.atualizados++;
      else if (stored.has(`${r.produtoId}/${r.unidadeId}`))
        out.avisos.push({ campo: `itens.${i}.atualizadoEm`, mensagem: ESTOQUE_MSG.older(r.sku, r.unidade) });
    }
    return out;
  });
}

/** Of the rows not written, those the stored figure is newer than (the others were the same). */
async function olderFigures(db: Db, rows: Row[], written: Map<string, boolean>): Promise<Set<string>> {
  const skipped = rows.filter((r) => !written.has(`${r.produtoId}/${r.unidadeId}`));
  if (skipped.length === 0) return new Set<string>();
  const res = await db.execute<{ produto_id: number; unidade_id: number }>(sql`
    select e.produto_id, e.unidade_id
    from estoques e
    join unnest(${sql.param(skipped.map((r) => r.produtoId))}::int[],
      ${sql.param(skipped.map((r) => r.unidadeId))}::int[],
      ${sql.param(skipped.map((r) => r.erpEm.toISOString()))}::timestamptz[]) as n(produto_id, unidade_id, em)
      on n.produto_id = e.produto_id and n.unidade_id = e.unidade_id
    where e.erp_atualizado_em > n.em`);
  return new Set(res.rows.map((r) => `${Number(r.produto_id)}/${Number(r.unidade_id)}`));
}
