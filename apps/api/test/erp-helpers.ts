// Helpers of the ERP tests: an API key, and portal orders written straight to the database (as the
// order module would) so the ERP side can be tested on its own.
import { and, asc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import * as t from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { createApiKey } from '../src/erp/api-keys';

export async function apiKeyFor(db: Db, nome = 'ERP de teste'): Promise<string> {
  return (await createApiKey(db, nome, new Date())).chave;
}

export const withKey = (key: string) => ({ 'x-api-key': key });

export interface OrderSpec {
  clienteCodigo?: string;
  empresa?: string;
  filial?: string;
  formaSku?: string;
  condicaoSku?: string;
  modalidade?: 'CIF' | 'FOB';
  statusId?: number;
  emissao?: Date;
  itens?: number;
}

let refSeq = 900000;

/** A portal order as the order module writes it (status REALIZADO, one history row). */
export async function insertOrder(
  db: Db,
  spec: OrderSpec = {},
): Promise<{ id: number; ref: string; empresa: string; filial: string }> {
  const empresa = spec.empresa ?? '03';
  const filial = spec.filial ?? '01';
  const [unit] = await db
    .select()
    .from(t.unidades)
    .where(and(eq(t.unidades.empresaCod, empresa), eq(t.unidades.filialCod, filial)));
  const [cliente] = await db
    .select()
    .from(t.clientes)
    .where(eq(t.clientes.codigo, spec.clienteCodigo ?? '100001'));
  const [usuario] = await db.select().from(t.usuarios).where(eq(t.usuarios.email, DEMO_ACCOUNTS.cliente));
  const [forma] = await db
    .select()
    .from(t.pagamentoFormas)
    .where(eq(t.pagamentoFormas.sku, spec.formaSku ?? 'BOL'));
  const [cond] = await db
    .select()
    .from(t.pagamentoCondicoes)
    .where(
      and(
        eq(t.pagamentoCondicoes.pgtoFormaId, forma.id),
        eq(t.pagamentoCondicoes.sku, spec.condicaoSku ?? '2856'),
      ),
    );
  const modalidade = spec.modalidade ?? 'CIF';
  const [tabela] = await db
    .select()
    .from(t.tabelasPreco)
    .where(and(eq(t.tabelasPreco.unidadeId, unit.id), eq(t.tabelasPreco.sku, modalidade)));
  const prods = await db
    .select({ p: t.produtos, valor: t.precos.valor })
    .from(t.produtos)
    .innerJoin(
      t.precos,
      and(
        eq(t.precos.produtoId, t.produtos.id),
        eq(t.precos.tabelaPrecoId, tabela.id),
        isNull(t.precos.clienteId),
      ),
    )
    .orderBy(asc(t.produtos.id))
    .limit(spec.itens ?? 2);
  const emissao = spec.emissao ?? new Date();
  const lines = prods.map(({ p, valor }, k) => {
    const quant = p.quantMin * (k + 2);
    return { p, valor, quant, total: Math.round(valor * quant * 100) / 100 };
  });
  const ref = String(++refSeq);
  const [pedido] = await db
    .insert(t.pedidos)
    .values({
      ref,
      clienteId: cliente.id,
      unidadeId: unit.id,
      usuarioId: usuario.id,
      vendedorId: cliente.vendedorId,
      statusId: spec.statusId ?? 1,
      emissao,
      total: Math.round(lines.reduce((s, l) => s + l.total, 0) * 100) / 100,
      qtdItens: lines.length,
      qtdPeso: lines.reduce((s, l) => s + l.quant * l.p.peso, 0),
      obsnf: 'ENTREGAR PELA MANHA',
      createdDate: emissao,
    })
    .returning({ id: t.pedidos.id });
  await db.insert(t.pedidoItens).values(
    lines.map((l, k) => ({
      pedidoId: pedido.id,
      item: k + 1,
      statusId: spec.statusId ?? 1,
      produtoId: l.p.id,
      produtoSku: l.p.sku,
      produtoDesc: l.p.descricao,
      produtoUM: l.p.um,
      produtoPesoUnit: l.p.peso,
      produtoQuant: l.quant,
      produtoValorUnit: l.valor,
      produtoValorTotal: l.total,
      modalidadeId: tabela.id,
      modalidadeSku: modalidade,
      pagamentoFormaId: forma.id,
      pagamentoFormaSku: forma.sku,
      pagamentoFormaDescricao: forma.descricao,
      pagamentoCondicaoId: cond.id,
      pagamentoCondicaoSku: cond.sku,
      pagamentoCondicaoDescricao: cond.descricao,
      ...(modalidade === 'FOB'
        ? {
            fobVeiculoPlaca: 'ABC1D23',
            fobMotoristaNome: 'JOSE CARLOS DA SILVA',
            fobEmpresaNome: 'TRANSPORTES DO CLIENTE',
          }
        : {}),
    })),
  );
  await db.insert(t.pedidoStatusHistorico).values({
    pedidoId: pedido.id,
    statusId: 1,
    observacao: 'Pedido realizado pelo portal.',
    usuarioId: usuario.id,
    createdDate: emissao,
  });
  return { id: pedido.id, ref, empresa, filial };
}

/** Every row of a table, for before/after comparisons. */
export async function snapshot(db: Db, table: PgTable): Promise<unknown[]> {
  const cols = Object.values(getTableColumns(table));
  return db
    .select()
    .from(table)
    .orderBy(...cols.slice(0, 3).map((c) => asc(c)));
}

/** GET through inject with the key. */
export async function erpGet(app: FastifyInstance, key: string, url: string) {
  return app.inject({ method: 'GET', url, headers: withKey(key) });
}

export async function erpSend(
  app: FastifyInstance,
  key: string,
  method: 'PUT' | 'POST',
  url: string,
  payload: unknown,
) {
  return app.inject({ method, url, headers: withKey(key), payload: payload as object });
}
