// Server-side validation and pricing of the cart lines (docs/product/portal-cliente.md §4 Cart, §5). Pure: it
// works on the data read by loadPedidoContext, so every rule is testable without a database.
import { DB_LIMITS, isOn } from '@portal/shared/constants';
import {
  FOB_PRE_CADASTRO_FIELDS,
  fobPreCadastroError,
  type FobPreCadastroField,
} from '@portal/shared/fob-rules';
import { MSG } from '@portal/shared/messages';
import { fatorMulti } from '@portal/shared/pedido-rapido';
import { lineTotal, roundMoney } from '@portal/shared/pedido-rules';
import { formatQuantidade, multiploTexto, quantidadePedido, regraQuantidade } from '@portal/shared/unidades';
import type { PedidoItemBody } from '@portal/shared/schemas/pedidos';
import { parseDay } from './dates';
import type { CondicaoData, PedidoContext, ProdutoData, TabelaData } from './load-pedido-context';
import type { ItemRow } from './write-pedidos';

/** The logistics columns of a FOB line: a registered driver and vehicle, or the pre-registration. */
export type FobData = Pick<ItemRow, 'motoristaSku' | 'veiculoPlaca' | FobPreCadastroField>;

export interface PricedLine extends FobData {
  /** Position in the cart (0-based). */
  index: number;
  produto: ProdutoData;
  tabela: TabelaData;
  condicao: CondicaoData;
  quant: number;
  valorUnit: number;
  valorTotal: number;
  isObra: boolean;
  obraId: number | null;
  dataEmbarque: string | null;
}

export interface RefusedLine {
  index: number;
  message: string;
  /** What identifies the line to a person: 'Item 2 - CIM00001 CIMENTO CP II-E-32'. */
  label: string;
  /** Split key of the line, when it could be told (condition and modality). */
  condicaoId: number;
  modalidadeSku: string;
  condicaoDescricao: string;
}

export type LineOutcome = { ok: true; line: PricedLine } | { ok: false; refused: RefusedLine };

const text = (v: string | null | undefined, upper = true): string | null => {
  const t = v?.trim();
  if (!t) return null;
  return upper ? t.toLocaleUpperCase('pt-BR') : t;
};
const plate = (v: string | null | undefined) => (v ? v.replace(/[-\s]/g, '').toUpperCase() || null : null);
const digits = (v: string | null | undefined) => (v ? v.replace(/\D/g, '') || null : null);

export { lineTotal };

/** What identifies a cart line to a person: 'Item 2 - CIM00001 CIMENTO CP II-E-32'. */
export const lineLabel = (index: number, produto: string) => `Item ${index + 1} - ${produto}`;

/** A line without FOB logistics. */
export const EMPTY_FOB = {
  motoristaSku: null,
  veiculoPlaca: null,
  ...(Object.fromEntries(FOB_PRE_CADASTRO_FIELDS.map((f) => [f, null])) as Record<FobPreCadastroField, null>),
} satisfies FobData;

/**
 * FOB logistics of a line: a driver and a vehicle of the client, or the complete pre-registration
 * checked in the spec's order (§5). Required when CAD_MOTORISTA_CARRINHO is SIM; otherwise whatever
 * is sent must still be valid. Returns the normalized data or the first message.
 */
export function checkFob(
  item: PedidoItemBody,
  required: boolean,
  ctx: Pick<PedidoContext, 'motoristas' | 'veiculos'>,
): FobData | string {
  const fob: FobData = {
    motoristaSku: text(item.motoristaSku),
    veiculoPlaca: plate(item.veiculoPlaca),
    fobVeiculoModelo: text(item.fobVeiculoModelo),
    fobVeiculoMarca: text(item.fobVeiculoMarca),
    fobVeiculoPlaca: plate(item.fobVeiculoPlaca),
    fobVeiculoPlacaCarreta: plate(item.fobVeiculoPlacaCarreta),
    fobMotoristaNome: text(item.fobMotoristaNome),
    fobMotoristaCpf: digits(item.fobMotoristaCpf),
    fobEmpresaNome: text(item.fobEmpresaNome),
    fobCompradorNome: text(item.fobCompradorNome),
  };
  if (fob.motoristaSku || fob.veiculoPlaca) {
    if (
      !fob.motoristaSku ||
      !fob.veiculoPlaca ||
      !ctx.motoristas.includes(fob.motoristaSku) ||
      !ctx.veiculos.includes(fob.veiculoPlaca)
    ) {
      return MSG.orderDriverVehicleInvalid;
    }
    // A registered driver and vehicle replace the pre-registration.
    return { ...EMPTY_FOB, motoristaSku: fob.motoristaSku, veiculoPlaca: fob.veiculoPlaca };
  }
  const anyPre = FOB_PRE_CADASTRO_FIELDS.some((f) => fob[f]);
  if (!anyPre && !required) return fob;
  const error = fobPreCadastroError(fob);
  if (error) return error;
  return fob;
}

/**
 * Validates and prices every line. The quantity follows the product's rule
 * (@portal/shared/unidades regraQuantidade: whole for a counted unit, else three decimals; at least
 * the minimum; a measured unit's own multiple binds) before anything is computed from it. The unit price is the client's
 * negotiated price in the chosen table, else the table's general price; works use their own CIF/FOB
 * price; when `adjustPrices` (ALTERA_PRECO_ITEM is SIM and the caller is a seller, see
 * mayAdjustPrices) a price sent above 0 is kept, rounded to cents, and must still be at least
 * R$ 0,01. A line whose total a money column cannot hold is refused. `dataEmbarque` must already be
 * checked.
 */
export function pricePedidoItens(
  items: PedidoItemBody[],
  ctx: PedidoContext,
  unidadeId: number,
  clienteId: number,
  adjustPrices: boolean,
): LineOutcome[] {
  const produtos = new Map(ctx.produtos.map((p) => [p.id, p]));
  const tabelas = new Map(ctx.tabelas.map((t) => [t.id, t]));
  const condicoes = new Map(ctx.condicoes.map((c) => [c.id, c]));
  const obras = new Map(ctx.obras.map((o) => [o.id, o]));
  const precos = new Map<string, number>();
  // General prices first, then the client's, so the negotiated price wins.
  for (const p of [...ctx.precos].sort(
    (a, b) => (a.clienteId === null ? 0 : 1) - (b.clienteId === null ? 0 : 1),
  )) {
    precos.set(`${p.produtoId}:${p.tabelaPrecoId}`, p.valor);
  }
  const fobRequired = isOn(ctx.params.CAD_MOTORISTA_CARRINHO);
  const factor = fatorMulti(ctx.params.FATOR_MULTI);
  const dataEmbarqueOn = isOn(ctx.params.DATA_EMBARQUE);
  const unitLabel = ctx.unidade
    ? `${ctx.unidade.empresaCod}/${ctx.unidade.filialCod} ${ctx.unidade.descricao}`
    : String(unidadeId);

  return items.map((item, index): LineOutcome => {
    const produto = produtos.get(item.produtoId);
    const tabela = tabelas.get(item.modalidadeId);
    const condicao = condicoes.get(item.pagamentoCondicaoId);
    const modalidadeSku = tabela?.sku ?? (item.modalidadeSku?.trim().toUpperCase() || '?');
    const label = lineLabel(
      index,
      produto ? `${produto.sku} ${produto.descricao}` : (item.produtoSku ?? `produto ${item.produtoId}`),
    );
    const refuse = (message: string): LineOutcome => ({
      ok: false,
      refused: {
        index,
        message,
        label,
        condicaoId: item.pagamentoCondicaoId,
        modalidadeSku,
        condicaoDescricao: condicao?.descricao ?? String(item.pagamentoCondicaoId),
      },
    });

    if (!produto || !produto.ativo)
      return refuse(MSG.orderProductNotFound(produto?.sku ?? item.produtoSku ?? String(item.produtoId)));
    if (!tabela || tabela.unidadeId !== unidadeId || !tabela.ativo)
      return refuse(MSG.noPriceTable(unitLabel));
    const regra = regraQuantidade(produto, factor);
    const checked = quantidadePedido(item.produtoQuant, regra);
    if (!checked.ok) {
      if (checked.motivo === 'fracao') return refuse(MSG.orderQuantityWhole(produto.sku, produto.um));
      if (checked.motivo === 'minimo') return refuse(MSG.minQuantity(formatQuantidade(regra.minimo)));
      return refuse(MSG.orderQuantityMultiple(produto.sku, multiploTexto(regra)));
    }
    const quant = checked.quant;
    if (!condicao || condicao.formaStatus !== 'L' || !ctx.formas.includes(condicao.pgtoFormaId))
      return refuse(MSG.orderPaymentNotAllowed);
    if (condicao.pgtoFormaId !== item.pagamentoFormaId) return refuse(MSG.orderPaymentConditionMismatch);

    let valorUnit: number | undefined;
    let obraId: number | null = null;
    if (item.isObra) {
      const obra = item.obraId ? obras.get(item.obraId) : undefined;
      if (
        !obra ||
        !obra.ativo ||
        obra.clienteId !== clienteId ||
        obra.unidadeId !== unidadeId ||
        (obra.produtoId !== null && obra.produtoId !== produto.id)
      ) {
        return refuse(MSG.orderWorkInvalid);
      }
      valorUnit = tabela.sku === 'FOB' ? obra.precoFob : obra.precoCif;
      if (!(valorUnit > 0)) return refuse(MSG.orderWorkPriceUnavailable(tabela.sku));
      obraId = obra.id;
    } else {
      valorUnit = precos.get(`${produto.id}:${tabela.id}`);
      if (valorUnit === undefined || !(valorUnit > 0)) return refuse(MSG.noPriceTable(unitLabel));
    }
    if (adjustPrices && item.produtoValorUnit && item.produtoValorUnit > 0) {
      valorUnit = roundMoney(item.produtoValorUnit);
      if (!(valorUnit > 0)) return refuse(MSG.orderAdjustedPriceInvalid(produto.sku));
    }
    const valorTotal = lineTotal(quant, valorUnit);
    if (valorTotal > DB_LIMITS.MONEY_MAX) return refuse(MSG.orderAmountTooLarge);

    let fob: FobData = EMPTY_FOB;
    if (tabela.sku === 'FOB') {
      const checked = checkFob(item, fobRequired, ctx);
      if (typeof checked === 'string') return refuse(checked);
      fob = checked;
    }

    return {
      ok: true,
      line: {
        index,
        produto,
        tabela,
        condicao,
        quant,
        valorUnit,
        valorTotal,
        isObra: item.isObra,
        obraId,
        // Shipping dates exist only when the feature is on (checked by the caller).
        dataEmbarque: dataEmbarqueOn ? parseDay(item.dataEmbarque) : null,
        ...fob,
      },
    };
  });
}
