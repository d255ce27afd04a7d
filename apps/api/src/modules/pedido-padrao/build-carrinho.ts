import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { DEFAULT_MODALIDADE } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { arredondarAcima, regraQuantidade } from '@portal/shared/unidades';
import type { CarrinhoItem, PedidoPadraoCarrinho } from '@portal/shared/schemas/pedidos';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  clientePagamentos,
  clienteUnidades,
  pagamentoCondicoes,
  pagamentoFormas,
  precos,
  produtos,
  tabelasPreco,
  unidades,
} from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { lineTotal } from '../pedidos';
import { findPedidoPadrao } from './find-pedidos-padrao';

/** A line to put back into the cart: the product, its quantity, modality and payment condition. */
export interface CartSourceLine {
  produtoId: number;
  produtoSku: string;
  produtoDescricao: string;
  quantidade: number;
  tabelaPrecoSku: string | null;
  pagamentoCondicaoId: number | null;
}

/**
 * GET /api/pedidos/padrao/{id}/carrinho?filial: the standing order as cart lines at the unit's
 * CURRENT prices for the client (cartLinesAt).
 */
export async function buildCarrinho(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  unidadeId: number,
): Promise<PedidoPadraoCarrinho> {
  const pp = await findPedidoPadrao(ctx.db, user, id);
  if (!pp) throw notFound();
  const lines = await cartLinesAt(ctx.db, pp.clienteId, unidadeId, pp.itens);
  if (!lines) throw badRequest(MSG.orderUnitInvalid, { filial: MSG.orderUnitInvalid });
  return { pedidoPadraoId: pp.id, unidadeId, ...lines };
}

/**
 * Saved lines (a standing order's, a quote's) as cart lines at the unit's CURRENT prices for the
 * client (negotiated price first, else the table's). The modality is the saved one when that table
 * is active and prices the product, else CIF, else the first that does. Products that are inactive
 * or without an active price are listed in `indisponiveis`, not dropped silently. Payment
 * method/condition are kept when still enabled for the client, else null (the cart applies its
 * defaults). Null when the unit does not exist or is not the client's.
 */
export async function cartLinesAt(
  db: Db,
  clienteId: number,
  unidadeId: number,
  source: readonly CartSourceLine[],
): Promise<Pick<PedidoPadraoCarrinho, 'itens' | 'indisponiveis'> | null> {
  const [unidade] = await db.select().from(unidades).where(eq(unidades.id, unidadeId)).limit(1);
  const [link] = unidade
    ? await db
        .select({ id: clienteUnidades.id })
        .from(clienteUnidades)
        .where(and(eq(clienteUnidades.clienteId, clienteId), eq(clienteUnidades.unidadeId, unidadeId)))
        .limit(1)
    : [];
  if (!unidade || !link) return null;

  const produtoIds = [...new Set(source.map((i) => i.produtoId))];
  const condIds = [
    ...new Set(source.map((i) => i.pagamentoCondicaoId).filter((x): x is number => x !== null)),
  ];
  const [prods, tables, prices, conds] = await Promise.all([
    produtoIds.length ? db.select().from(produtos).where(inArray(produtos.id, produtoIds)) : [],
    db.select().from(tabelasPreco).where(eq(tabelasPreco.unidadeId, unidadeId)).orderBy(asc(tabelasPreco.id)),
    produtoIds.length
      ? db
          .select({
            produtoId: precos.produtoId,
            tabelaPrecoId: precos.tabelaPrecoId,
            clienteId: precos.clienteId,
            valor: precos.valor,
          })
          .from(precos)
          .where(
            and(
              eq(precos.unidadeId, unidadeId),
              inArray(precos.produtoId, produtoIds),
              or(isNull(precos.clienteId), eq(precos.clienteId, clienteId)),
            ),
          )
      : [],
    condIds.length
      ? db
          .select({ c: pagamentoCondicoes, f: pagamentoFormas })
          .from(pagamentoCondicoes)
          .innerJoin(pagamentoFormas, eq(pagamentoFormas.id, pagamentoCondicoes.pgtoFormaId))
          .innerJoin(
            clientePagamentos,
            and(
              eq(clientePagamentos.pgtoFormaId, pagamentoFormas.id),
              eq(clientePagamentos.clienteId, clienteId),
            ),
          )
          .where(and(inArray(pagamentoCondicoes.id, condIds), eq(pagamentoFormas.status, 'L')))
      : [],
  ]);
  const prodById = new Map(prods.map((p) => [p.id, p]));
  const condById = new Map(conds.map((x) => [x.c.id, x]));
  const price = new Map<string, number>();
  for (const p of [...prices].sort(
    (a, b) => (a.clienteId === null ? 0 : 1) - (b.clienteId === null ? 0 : 1),
  )) {
    price.set(`${p.produtoId}:${p.tabelaPrecoId}`, p.valor);
  }
  const unitLabel = `${unidade.empresaCod}/${unidade.filialCod} ${unidade.descricao}`;

  const itens: CarrinhoItem[] = [];
  const indisponiveis: PedidoPadraoCarrinho['indisponiveis'] = [];
  for (const i of source) {
    const produto = prodById.get(i.produtoId);
    const missing = (message: string) =>
      indisponiveis.push({
        produtoId: i.produtoId,
        produtoSku: i.produtoSku,
        produtoDescricao: i.produtoDescricao,
        quantidade: i.quantidade,
        message,
      });
    if (!produto || !produto.ativo) {
      missing(MSG.standingOrderProductInactive);
      continue;
    }
    const modalidades = tables.map((t) => {
      const valor = price.get(`${produto.id}:${t.id}`) ?? 0;
      return { id: t.id, sku: t.sku, descricao: t.descricao, valor, ativo: t.ativo && valor > 0 };
    });
    const usable = modalidades.filter((m) => m.ativo);
    const chosen =
      usable.find((m) => m.sku === i.tabelaPrecoSku) ??
      usable.find((m) => m.sku === DEFAULT_MODALIDADE) ??
      usable[0];
    if (!chosen) {
      missing(MSG.standingOrderItemUnavailable(unitLabel));
      continue;
    }
    // Raised to the minimum and, for a measured unit, to its own multiple, which the order binds to.
    const regra = regraQuantidade(produto, 1);
    const quant = regra.multiploObrigatorio
      ? arredondarAcima(Math.max(i.quantidade, regra.minimo), regra)
      : Math.max(i.quantidade, regra.minimo);
    const cond = i.pagamentoCondicaoId !== null ? condById.get(i.pagamentoCondicaoId) : undefined;
    itens.push({
      item: itens.length + 1,
      produtoId: produto.id,
      produtoSku: produto.sku,
      produtoDesc: produto.descricao,
      produtoQuant: quant,
      produtoQuantMin: produto.quantMin,
      produtoMultiplo: produto.multiplo,
      produtoPeso: produto.peso,
      produtoPesoTotal: Math.round(quant * produto.peso * 1000) / 1000,
      produtoValorUnit: chosen.valor,
      produtoValorTotal: lineTotal(quant, chosen.valor),
      produtoUM: produto.um,
      isObra: false,
      obraId: null,
      modalidade: { id: chosen.id, sku: chosen.sku, descricao: chosen.descricao },
      modalidades,
      modalidadePreco: chosen.valor,
      pagamentoForma: cond ? { id: cond.f.id, sku: cond.f.sku, descricao: cond.f.descricao } : null,
      pagamentoCondicao: cond
        ? { id: cond.c.id, sku: cond.c.sku, descricao: cond.c.descricao, pgtoFormaId: cond.c.pgtoFormaId }
        : null,
      motorista: null,
      veiculo: null,
      fobVeiculoModelo: null,
      fobVeiculoMarca: null,
      fobVeiculoPlaca: null,
      fobVeiculoPlacaCarreta: null,
      fobMotoristaNome: null,
      fobMotoristaCpf: null,
      fobEmpresaNome: null,
      fobCompradorNome: null,
      dataEmbarque: null,
      dataEmbarqueValid: true,
    });
  }
  return { itens, indisponiveis };
}
