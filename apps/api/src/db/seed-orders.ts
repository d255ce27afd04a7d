// Demo orders (docs/product/arquitetura.md §8): ~40 orders of the main customer (100001, cliente@) at unit
// 03/01 over the last 90 days, in every status 0–10, with items, status history and ERP item updates
// (datacad, agendamento, ordemcarreg; nota/serie/chave from status 5 on), a few orders of the
// seller's clients placed by vendedor@, and two standing orders. Invoiced orders are linked to the
// customer's seeded NF-e (and their titles) when there are any; otherwise a valid access key is
// built. Deterministic for a given PRNG.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@portal/shared/constants';
import { issueDemoInvoice } from '../erp/simulator-invoice';
import type { Db } from './client';
import type { InvoiceLines } from './seed-finance';
import * as t from './schema';

interface Rnd {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(arr: readonly T[]): T;
}

const DAY = 86_400_000;
/** Brasília calendar day of an instant, 'YYYY-MM-DD'. */
const isoToday = (d: Date) => new Date(d.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
const HOUR = 3_600_000;

/** Statuses of the main customer's orders, newest first: recent ones in progress, old ones closed; every id 0–10 appears. */
const MAIN_STATUSES = [
  1, 10, 1, 2, 0, 2, 3, 1, 4, 7, 3, 5, 6, 4, 5, 6, 8, 2, 7, 5, 6, 8, 8, 9, 8, 9, 5, 8, 9, 7, 8, 9, 9, 8, 9, 9,
  8, 9, 9, 9,
];
/** The path an order walks to reach each status (docs/product/portal-cliente.md §4 Order statuses). */
const PATH: Record<number, number[]> = {
  0: [0],
  1: [1],
  2: [1, 2],
  3: [1, 2, 3],
  4: [1, 2, 3, 4],
  5: [1, 2, 3, 4, 5],
  6: [1, 2, 3, 4, 5, 6],
  7: [1, 2, 7],
  8: [1, 2, 3, 4, 5, 6, 8],
  9: [1, 2, 3, 4, 5, 6, 8, 9],
  10: [1, 10],
};
const OBS = [
  'ENTREGAR EM HORARIO COMERCIAL',
  'PROCURAR O MESTRE DE OBRAS',
  null,
  null,
  'DESCARGA POR CONTA DO CLIENTE',
  null,
];

/**
 * `sold` is what each seeded invoice sold (from seedFinance): an order that takes an invoice carries
 * exactly those items, quantities and prices, so the order total matches the invoice.
 */
export async function seedOrders(
  db: Db,
  rnd: Rnd,
  now: Date = new Date(),
  sold: InvoiceLines = new Map(),
): Promise<void> {
  const [main] = await db.select().from(t.clientes).where(eq(t.clientes.codigo, '100001')).limit(1);
  const [uCliente] = await db
    .select()
    .from(t.usuarios)
    .where(eq(t.usuarios.email, 'cliente@demo.com.br'))
    .limit(1);
  const [uVendedor] = await db
    .select()
    .from(t.usuarios)
    .where(eq(t.usuarios.email, 'vendedor@demo.com.br'))
    .limit(1);
  if (!main || !uCliente) return;
  const units = await db.select().from(t.unidades).orderBy(asc(t.unidades.id));
  const matriz = units.find((u) => u.empresaCod === '03' && u.filialCod === '01') ?? units[0];
  const tables = await db.select().from(t.tabelasPreco).orderBy(asc(t.tabelasPreco.id));
  const prods = await db.select().from(t.produtos).orderBy(asc(t.produtos.id)).limit(60);
  const soldSkus = [...new Set([...sold.values()].flatMap((v) => v.itens.map((i) => i.sku)))];
  const soldProds = soldSkus.length
    ? await db.select().from(t.produtos).where(inArray(t.produtos.sku, soldSkus))
    : [];
  const conds = await db
    .select({ c: t.pagamentoCondicoes, f: t.pagamentoFormas })
    .from(t.pagamentoCondicoes)
    .innerJoin(t.pagamentoFormas, eq(t.pagamentoFormas.id, t.pagamentoCondicoes.pgtoFormaId))
    .orderBy(asc(t.pagamentoCondicoes.id));
  const enabled = await db.select().from(t.clientePagamentos);
  const prices = await db
    .select()
    .from(t.precos)
    .where(
      inArray(
        t.precos.produtoId,
        prods.map((p) => p.id),
      ),
    );
  const drivers = await db.select().from(t.motoristas);
  const vehicles = await db.select().from(t.veiculos);
  const links = await db.select().from(t.clienteUnidades);
  const sellerClients = uVendedor
    ? (
        await db
          .select()
          .from(t.clientes)
          .where(and(eq(t.clientes.vendedorId, uVendedor.id), eq(t.clientes.status, 'L')))
          .orderBy(asc(t.clientes.id))
      ).filter((c) => c.id !== main.id)
    : [];
  // The customer's invoices issued by the finance seed, oldest first, to attach to invoiced orders.
  const invoices = await db
    .select()
    .from(t.notasFiscais)
    .where(
      and(
        eq(t.notasFiscais.clienteId, main.id),
        eq(t.notasFiscais.unidadeId, matriz.id),
        isNull(t.notasFiscais.pedidoId),
      ),
    )
    .orderBy(asc(t.notasFiscais.emissao));

  interface Plan {
    cliente: typeof main;
    unidade: typeof matriz;
    usuarioId: number;
    vendedorId: number | null;
    status: number;
    emissao: Date;
    invoice?: (typeof invoices)[number];
  }
  const plans: Plan[] = [];
  MAIN_STATUSES.forEach((status, i) => {
    const daysAgo = Math.min(89, Math.floor((i * 90) / MAIN_STATUSES.length) + rnd.int(0, 1));
    plans.push({
      cliente: main,
      unidade: matriz,
      usuarioId: uCliente.id,
      vendedorId: main.vendedorId,
      status,
      emissao: new Date(now.getTime() - daysAgo * DAY - rnd.int(1, 9) * HOUR - rnd.int(0, 59) * 60_000),
    });
  });
  // Invoiced orders (5, 6, 8, 9) take the customer's invoices, newest order with newest invoice; the
  // order is dated a few days before its invoice.
  const invoiced = plans.filter((p) => [5, 6, 8, 9].includes(p.status));
  const usable = invoices.filter((nf) => nf.emissao.getTime() <= now.getTime()).reverse();
  invoiced.forEach((p, k) => {
    const nf = usable[k];
    if (!nf) return;
    p.invoice = nf;
    p.emissao = new Date(nf.emissao.getTime() - (2 + rnd.int(0, 3)) * DAY - rnd.int(1, 6) * HOUR);
  });
  sellerClients.slice(0, 4).forEach((c, k) => {
    const unitId = links.find((l) => l.clienteId === c.id)?.unidadeId ?? matriz.id;
    for (const status of [
      [1, 5, 9],
      [2, 8],
      [3, 7],
      [1, 6],
    ][k]) {
      plans.push({
        cliente: c,
        unidade: units.find((u) => u.id === unitId) ?? matriz,
        usuarioId: uVendedor!.id,
        vendedorId: uVendedor!.id,
        status,
        emissao: new Date(now.getTime() - rnd.int(1, 80) * DAY - rnd.int(1, 9) * HOUR),
      });
    }
  });
  plans.sort((a, b) => a.emissao.getTime() - b.emissao.getTime());

  // References: continue the counter, one per order.
  const [counter] = await db
    .update(t.contadores)
    .set({ valor: sql`${t.contadores.valor} + ${plans.length}` })
    .where(eq(t.contadores.nome, 'pedido_ref'))
    .returning({ valor: t.contadores.valor });
  let nextRef = (counter ? Number(counter.valor) : 100000 + plans.length) - plans.length + 1;
  let carga = 3100;
  const saved: {
    pedidoId: number;
    clienteId: number;
    itens: (typeof t.pedidoItens.$inferSelect)[];
    obsnf: string | null;
  }[] = [];

  for (const plan of plans) {
    const { cliente, unidade, status } = plan;
    const unitTables = tables.filter((x) => x.unidadeId === unidade.id);
    const fob = unitTables.find((x) => x.sku === 'FOB');
    const cif = unitTables.find((x) => x.sku === 'CIF') ?? unitTables[0];
    const invoiceSale = plan.invoice ? sold.get(plan.invoice.id) : undefined;
    const fobDraw = rnd.next() < 0.25;
    const useFob = !!fob && (invoiceSale ? invoiceSale.modFrete === 1 : fobDraw);
    const tabela = useFob ? fob! : cif;
    const myFormas = enabled.filter((e) => e.clienteId === cliente.id).map((e) => e.pgtoFormaId);
    const drawn = rnd.pick(conds.filter((x) => myFormas.includes(x.f.id)));
    // an order that takes a seeded invoice was sold under the invoice's condition
    const cond = (invoiceSale && conds.find((x) => x.c.id === invoiceSale.condicaoId)) || drawn;
    const driver = drivers.find((d) => d.clienteId === cliente.id);
    const vehicle = vehicles.find((v) => v.clienteId === cliente.id);
    const chosen = new Set<number>();
    const nItems = rnd.int(1, 4);
    while (chosen.size < nItems) chosen.add(rnd.pick(prods).id);
    const invoiced = invoiceSale?.itens.flatMap((it) => {
      const p = soldProds.find((x) => x.sku === it.sku);
      return p
        ? [{ p, valor: it.valor, quant: it.quant, total: Math.round(it.quant * it.valor * 100) / 100 }]
        : [];
    });
    const lines = invoiced?.length
      ? invoiced
      : [...chosen].flatMap((pid) => {
          const p = prods.find((x) => x.id === pid)!;
          const price =
            prices.find(
              (x) => x.produtoId === pid && x.tabelaPrecoId === tabela.id && x.clienteId === cliente.id,
            ) ??
            prices.find((x) => x.produtoId === pid && x.tabelaPrecoId === tabela.id && x.clienteId === null);
          if (!price) return [];
          const quant = p.quantMin * rnd.int(1, 12) * (p.um === 'TL' ? 1 : 2);
          return [{ p, valor: price.valor, quant, total: Math.round(quant * price.valor * 100) / 100 }];
        });
    if (lines.length === 0) continue;
    const ref = String(nextRef++);
    const obsnf = rnd.pick(OBS);
    const [pedido] = await db
      .insert(t.pedidos)
      .values({
        ref,
        clienteId: cliente.id,
        unidadeId: unidade.id,
        usuarioId: plan.usuarioId,
        vendedorId: plan.vendedorId,
        statusId: status,
        emissao: plan.emissao,
        total: Math.round(lines.reduce((s, l) => s + l.total, 0) * 100) / 100,
        qtdItens: lines.length,
        qtdPeso: Math.round(lines.reduce((s, l) => s + l.quant * l.p.peso, 0) * 1000) / 1000,
        obsnf,
        message: `Pedido ${ref} realizado com sucesso!`,
        erpAckDate:
          status === ORDER_STATUS.PENDENTE_ENVIO || status === ORDER_STATUS.SD
            ? null
            : new Date(plan.emissao.getTime() + 10 * 60_000),
        erpNumero:
          status === ORDER_STATUS.PENDENTE_ENVIO || status === ORDER_STATUS.SD
            ? null
            : `PV${String(500000 + nextRef).slice(-6)}`,
        createdDate: plan.emissao,
        modifiedDate: status === ORDER_STATUS.REALIZADO ? null : new Date(plan.emissao.getTime() + HOUR),
      })
      .returning({ id: t.pedidos.id });
    const itens = await db
      .insert(t.pedidoItens)
      .values(
        lines.map((l, k) => ({
          pedidoId: pedido.id,
          item: k + 1,
          statusId: status,
          produtoId: l.p.id,
          produtoSku: l.p.sku,
          produtoDesc: l.p.descricao,
          produtoUM: l.p.um,
          produtoPesoUnit: l.p.peso,
          produtoQuant: l.quant,
          produtoValorUnit: l.valor,
          produtoValorTotal: l.total,
          modalidadeId: tabela.id,
          modalidadeSku: tabela.sku,
          pagamentoFormaId: cond.f.id,
          pagamentoFormaSku: cond.f.sku,
          pagamentoFormaDescricao: cond.f.descricao,
          pagamentoCondicaoId: cond.c.id,
          pagamentoCondicaoSku: cond.c.sku,
          pagamentoCondicaoDescricao: cond.c.descricao,
          ...(useFob && driver && vehicle
            ? { motoristaSku: driver.sku, veiculoPlaca: vehicle.placa }
            : useFob
              ? {
                  fobVeiculoModelo: 'ATEGO 1719',
                  fobVeiculoMarca: 'MERCEDES-BENZ',
                  fobVeiculoPlaca: 'QWE1R23',
                  fobMotoristaNome: 'JOAO DA SILVA',
                  fobMotoristaCpf: '52998224725',
                  fobEmpresaNome: cliente.razao.slice(0, 120),
                  fobCompradorNome: 'FERNANDA COMPRAS',
                }
              : {}),
        })),
      )
      .returning();

    // History: the walk to the current status, spread between the emission and now.
    const path = PATH[status];
    const start = plan.emissao.getTime();
    const span = Math.max(HOUR, Math.min(now.getTime() - start - HOUR, path.length * 3 * DAY));
    let stamps = path.map((_, k) => new Date(start + Math.floor((span * k) / path.length)));
    const nfAt = path.indexOf(ORDER_STATUS.NFE_EMITIDA);
    if (plan.invoice && nfAt > 0) {
      // The NF-e EMITIDA step is the invoice's emission; the steps around it are spread before and after.
      const nf = plan.invoice.emissao.getTime();
      const after = Math.max(HOUR, Math.min(now.getTime() - nf - HOUR, (path.length - nfAt) * 2 * DAY));
      stamps = path.map(
        (_, k) =>
          new Date(
            k <= nfAt
              ? start + Math.floor(((nf - start) * k) / nfAt)
              : nf + Math.floor((after * (k - nfAt)) / (path.length - nfAt)),
          ),
      );
    }
    await db.insert(t.pedidoStatusHistorico).values(
      path.map((s, k) => ({
        pedidoId: pedido.id,
        statusId: s,
        origem: k === 0 || s === ORDER_STATUS.CANCELADO ? 'PORTAL' : 'ERP',
        usuarioId: k === 0 || s === ORDER_STATUS.CANCELADO ? plan.usuarioId : null,
        observacao:
          k === 0
            ? 'Pedido realizado pelo portal.'
            : s === ORDER_STATUS.CANCELADO
              ? 'Pedido cancelado pelo portal.'
              : null,
        createdDate: stamps[k],
      })),
    );

    // ERP updates of the items once the order is released (3) and beyond; not for cancelled ones.
    const reached = (s: number) => path.includes(s) && status !== ORDER_STATUS.CANCELADO;
    if (reached(ORDER_STATUS.LIBERADO)) {
      let nota: { doc: string; serie: string; chave: string } | null = null;
      if (reached(ORDER_STATUS.NFE_EMITIDA)) {
        if (plan.invoice) {
          nota = { doc: plan.invoice.doc, serie: plan.invoice.serie, chave: plan.invoice.chave };
          await db
            .update(t.notasFiscais)
            .set({ pedidoId: pedido.id })
            .where(eq(t.notasFiscais.id, plan.invoice.id));
          await db
            .update(t.titulos)
            .set({ pedidoId: pedido.id })
            .where(eq(t.titulos.notaFiscalId, plan.invoice.id));
        } else {
          // billed as the ERP bills an order: invoice, titles and duplicatas by the order's own
          // payment condition; titles due before today were paid on their due date
          const at = stamps[path.indexOf(ORDER_STATUS.NFE_EMITIDA)];
          nota = await issueDemoInvoice({ db, clock: () => now }, pedido.id, at, rnd.next);
          await db
            .update(t.titulos)
            .set({ saldo: 0, baixa: sql`${t.titulos.vencrea}` })
            .where(
              and(
                eq(t.titulos.pedidoId, pedido.id),
                sql`${t.titulos.saldo} > 0`,
                sql`${t.titulos.vencrea} < ${isoToday(now)}::date`,
              ),
            );
        }
      }
      const liberado = stamps[path.indexOf(ORDER_STATUS.LIBERADO)];
      const ordem = reached(ORDER_STATUS.CARREGAMENTO) ? `OC${String(carga++).padStart(6, '0')}` : null;
      await db.insert(t.pedidoItemUpdates).values(
        itens.map((it) => ({
          pedidoItemId: it.id,
          datacad: liberado,
          agendamento: new Date(liberado.getTime() + (1 + rnd.int(0, 2)) * DAY + 8 * HOUR),
          ordemcarreg: ordem,
          nota1: nota?.doc ?? null,
          serie1: nota?.serie ?? null,
          chave1: nota?.chave ?? null,
        })),
      );
    }
    if (cliente.id === main.id) saved.push({ pedidoId: pedido.id, clienteId: cliente.id, itens, obsnf });
  }

  // Two standing orders of the main customer, from two of its delivered orders.
  const tableById = new Map(tables.map((x) => [x.id, x]));
  const sources = saved.filter((s) => s.itens.length >= 2).slice(0, 2);
  const names = ['REPOSICAO MENSAL', 'OBRA RESIDENCIAL JARDIM DAS FLORES'];
  for (const [k, s] of sources.entries()) {
    const [pp] = await db
      .insert(t.pedidosPadrao)
      .values({
        clienteId: s.clienteId,
        pedidoId: s.pedidoId,
        descricao: names[k],
        observacao: s.obsnf,
        usuarioId: uCliente.id,
        createdDate: now,
      })
      .returning({ id: t.pedidosPadrao.id });
    await db.insert(t.pedidoPadraoItens).values(
      s.itens.map((it) => ({
        pedidoPadraoId: pp.id,
        produtoId: it.produtoId,
        quantidade: it.produtoQuant,
        tabelaPrecoSku: it.modalidadeSku,
        tabelaPrecoDescricao: it.modalidadeId ? (tableById.get(it.modalidadeId)?.descricao ?? null) : null,
        pagamentoCondicaoId: it.pagamentoCondicaoId,
        pagamentoCondicaoDescricao: it.pagamentoCondicaoDescricao,
      })),
    );
  }
}
