// Every column of `pedidos` and `pedido_itens` is written by order creation (POST /api/pedidos), or
// is on the commented list below of the columns creation leaves alone. An order that uses every
// optional feature (FOB with a registered driver and vehicle and with the pre-registration, a work
// line, shipping dates, delivery customer, invoice note, a seller, a line within the unit's stock and
// one above it) is made through the API, then each
// column of the database (information_schema, so a column only a migration added counts too) must
// hold a value other than NULL and its default in at least one of the order's rows. A column added
// without its place in creation (docs/HOW-TO-ADD-A-FIELD.md) fails here.
import { and, eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spDay } from '../src/modules/pedidos/dates';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import * as s from '../src/db/schema';
import { bearer, createTestApp, tokenFor, type TestApp } from './helpers';

/**
 * Columns creation leaves at NULL or at their default, and why. Nothing else may be.
 */
const LEFT_BY_CREATION: Record<string, Record<string, string>> = {
  pedidos: {
    status_id: 'REALIZADO (1), written by creation, is also the default',
    origem: "'PORTAL', the default: every portal order has it",
    log: 'no writer yet: the ERP integration may fill it',
    erp_ack_date: 'set when the ERP acknowledges the order (src/erp, new-order feed)',
    erp_numero: "the ERP's own number, given when it acknowledges the order",
    erp_cancel_ack_date: 'set when the ERP acknowledges a portal cancellation',
    modified_date: 'set by later changes (status, cancellation)',
  },
  pedido_itens: {
    status_id: 'REALIZADO (1), the default; the ERP moves each line later',
  },
};

let t: TestApp;
const db = () => t.database.db;

async function setParam(nome: string, valor: string) {
  await db().update(s.parametros).set({ valor }).where(eq(s.parametros.nome, nome));
}

/** The table's columns in the database, with their default expressions. */
async function databaseColumns(table: string) {
  const { rows } = await db().execute<{ column_name: string; column_default: string | null }>(
    sql`select column_name, column_default from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} order by ordinal_position`,
  );
  return rows;
}

/** Columns of `table` that no row matching `where` holds a value other than NULL and the default. */
async function unwrittenColumns(table: PgTable, where: ReturnType<typeof sql>) {
  const name = getTableName(table);
  const unwritten: string[] = [];
  for (const c of await databaseColumns(name)) {
    const col = sql.identifier(c.column_name);
    // A serial's default (nextval) is not evaluated: it would take a value of the sequence.
    const differs =
      c.column_default === null || c.column_default.startsWith('nextval(')
        ? sql`true`
        : sql`${col} is distinct from (${sql.raw(c.column_default)})`;
    const { rows } = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from ${table} where ${where} and ${col} is not null and ${differs}`,
    );
    if (rows[0].n === 0) unwritten.push(c.column_name);
  }
  return unwritten;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('order creation writes every column of pedidos and pedido_itens', () => {
  it('the database and the drizzle tables have the same columns', async () => {
    for (const table of [s.pedidos, s.pedidoItens]) {
      const drizzle = Object.values(getTableColumns(table)).map((c) => c.name);
      const database = (await databaseColumns(getTableName(table))).map((c) => c.column_name);
      expect(database.sort()).toEqual(drizzle.sort());
    }
  });

  it('an order with every optional feature leaves only the listed columns at NULL or default', async () => {
    const vendedor = await tokenFor(t.app, DEMO_ACCOUNTS.vendedor);
    // A client of the seller's, with a work at a unit, a driver and a vehicle; a released delivery customer with a CNPJ.
    const [obra] = await db()
      .select({ obra: s.obras, cliente: s.clientes })
      .from(s.obras)
      .innerJoin(s.clientes, eq(s.clientes.id, s.obras.clienteId))
      .where(
        and(
          eq(s.clientes.vendedorId, vendedor.id),
          eq(s.obras.ativo, true),
          sql`${s.obras.produtoId} is not null and ${s.obras.precoFob} > 0`,
          sql`exists (select 1 from ${s.motoristas} where ${s.motoristas.clienteId} = ${s.clientes.id})`,
          sql`exists (select 1 from ${s.veiculos} where ${s.veiculos.clienteId} = ${s.clientes.id})`,
        ),
      )
      .limit(1);
    expect(obra, 'a seller client with a work, a driver and a vehicle in the demo data').toBeDefined();
    const clienteId = obra.cliente.id;
    const unidadeId = obra.obra.unidadeId;
    const [motorista] = await db().select().from(s.motoristas).where(eq(s.motoristas.clienteId, clienteId));
    const [veiculo] = await db().select().from(s.veiculos).where(eq(s.veiculos.clienteId, clienteId));
    const [entrega] = await db()
      .select()
      .from(s.clientes)
      .where(
        and(eq(s.clientes.entrega, true), eq(s.clientes.status, 'L'), sql`${s.clientes.cgc} is not null`),
      )
      .limit(1);
    const [fob] = await db()
      .select()
      .from(s.tabelasPreco)
      .where(and(eq(s.tabelasPreco.unidadeId, unidadeId), eq(s.tabelasPreco.sku, 'FOB')));
    const [condicao] = await db()
      .select({ c: s.pagamentoCondicoes, forma: s.pagamentoFormas })
      .from(s.clientePagamentos)
      .innerJoin(s.pagamentoFormas, eq(s.pagamentoFormas.id, s.clientePagamentos.pgtoFormaId))
      .innerJoin(s.pagamentoCondicoes, eq(s.pagamentoCondicoes.pgtoFormaId, s.pagamentoFormas.id))
      .where(and(eq(s.clientePagamentos.clienteId, clienteId), eq(s.pagamentoFormas.status, 'L')))
      .limit(1);
    // A product with a FOB price at the unit for the pre-registered line.
    const [preco] = await db()
      .select({ produto: s.produtos })
      .from(s.precos)
      .innerJoin(s.produtos, eq(s.produtos.id, s.precos.produtoId))
      .where(
        and(
          eq(s.precos.tabelaPrecoId, fob.id),
          eq(s.produtos.ativo, true),
          sql`${s.precos.valor} > 0`,
          sql`${s.produtos.id} <> ${obra.obra.produtoId}`,
        ),
      )
      .limit(1);
    const [produtoObra] = await db().select().from(s.produtos).where(eq(s.produtos.id, obra.obra.produtoId!));
    const today = spDay(t.clock.now);
    const line = (produto: typeof s.produtos.$inferSelect, over: Record<string, unknown>) => ({
      produtoId: produto.id,
      produtoSku: produto.sku,
      produtoQuant: Math.max(Number(produto.quantMin), 1) * 10,
      modalidadeId: fob.id,
      modalidadeSku: 'FOB',
      pagamentoFormaId: condicao.forma.id,
      pagamentoFormaSku: condicao.forma.sku,
      pagamentoCondicaoId: condicao.c.id,
      pagamentoCondicaoSku: condicao.c.sku,
      dataEmbarque: `${today} 00:00:00`,
      ...over,
    });

    // Stock at the unit: the work line within it, the other above it with the ERP's expected day.
    await db()
      .insert(s.estoques)
      .values([
        {
          produtoId: produtoObra.id,
          unidadeId,
          quantidade: 100_000,
          erpAtualizadoEm: new Date('2026-01-01'),
        },
        {
          produtoId: preco.produto.id,
          unidadeId,
          quantidade: 1,
          quantidadePedida: 500,
          previsao: '2099-12-12',
          erpAtualizadoEm: new Date('2026-01-01'),
        },
      ])
      .onConflictDoNothing();
    await setParam('CLIENTES_ENTREGAS', 'SIM');
    await setParam('DATA_EMBARQUE', 'SIM');
    let pedidoId: number;
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/pedidos',
        headers: { ...bearer(vendedor.token), 'idempotency-key': `colunas-${Date.now()}` },
        payload: {
          clienteId,
          unidadeId,
          obsnf: 'ENTREGAR PELA MANHA',
          clienteEntregaCodigo: entrega.codigo,
          clienteEntregaLoja: entrega.loja,
          itens: [
            // A work line carried by the client's registered driver and vehicle.
            line(produtoObra, {
              isObra: true,
              obraId: obra.obra.id,
              motoristaSku: motorista.sku,
              veiculoPlaca: veiculo.placa,
            }),
            // A line carried by a pre-registered vehicle with its trailer.
            line(preco.produto, {
              fobVeiculoModelo: 'ATEGO 1719',
              fobVeiculoMarca: 'MERCEDES-BENZ',
              fobVeiculoPlaca: 'ABC1D23',
              fobVeiculoPlacaCarreta: 'DEF4G56',
              fobMotoristaNome: 'JOAO DA SILVA',
              fobMotoristaCpf: '529.982.247-25',
              fobEmpresaNome: 'TRANSPORTES JOAO',
              fobCompradorNome: 'FERNANDA',
            }),
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toHaveLength(1);
      pedidoId = res.json()[0].pedidoId;
    } finally {
      await setParam('CLIENTES_ENTREGAS', 'NAO');
      await setParam('DATA_EMBARQUE', 'NAO');
    }

    const unwritten = {
      pedidos: (await unwrittenColumns(s.pedidos, sql`id = ${pedidoId}`)).sort(),
      pedido_itens: (await unwrittenColumns(s.pedidoItens, sql`pedido_id = ${pedidoId}`)).sort(),
    };
    expect(unwritten).toEqual({
      pedidos: Object.keys(LEFT_BY_CREATION.pedidos).sort(),
      pedido_itens: Object.keys(LEFT_BY_CREATION.pedido_itens).sort(),
    });
  });
});
