// The demo data holds together: an order linked to an invoice sold what the invoice sold, so its
// total is the invoice's value and its titles add up to it (the seller's consultation shows sold
// and paid amounts from the same order).
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notasFiscais, pedidoItens, pedidos, titulos } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('demo seed', () => {
  it('invoiced demo orders carry the invoice items: order total = invoice value = sum of its titles', async () => {
    const db = t.database.db;
    const linked = await db
      .select({
        pedidoId: pedidos.id,
        total: pedidos.total,
        valbrut: notasFiscais.valbrut,
        notaId: notasFiscais.id,
      })
      .from(notasFiscais)
      .innerJoin(pedidos, eq(pedidos.id, notasFiscais.pedidoId))
      .where(isNotNull(notasFiscais.pedidoId));
    expect(linked.length).toBeGreaterThan(5);
    for (const l of linked) {
      expect(l.total, `pedido ${l.pedidoId}`).toBeCloseTo(l.valbrut, 2);
      const [items] = await db
        .select({
          sum: sql<number>`sum(${pedidoItens.produtoValorTotal})::float8`,
          n: sql<number>`count(*)::int`,
        })
        .from(pedidoItens)
        .where(eq(pedidoItens.pedidoId, l.pedidoId));
      expect(Number(items.sum)).toBeCloseTo(l.total, 2);
      const [tit] = await db
        .select({ sum: sql<number>`sum(${titulos.valorOri})::float8` })
        .from(titulos)
        .where(eq(titulos.notaFiscalId, l.notaId));
      expect(Number(tit.sum)).toBeCloseTo(l.valbrut, 2);
    }
  });
});
