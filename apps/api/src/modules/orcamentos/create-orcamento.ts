// POST /api/orcamentos: a quote of the cart. The lines are checked and priced exactly as POST
// /api/pedidos prices them (pricePedidoItens: the client's negotiated price, else the table's; a
// seller's adjusted price under ALTERA_PRECO_ITEM), then stored with the names printed on the PDF.
// A quote carries no logistics: the FOB driver/vehicle and the shipping dates are left out.
// Idempotent per user and Idempotency-Key, as orders are: the key is claimed in the transaction
// that writes the quote, with its answer, so a retry gets the same quote and no second one is made.
import { eq } from 'drizzle-orm';
import { businessDay, addDays } from '@portal/shared/dates';
import { DB_LIMITS } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { clientePodeComprar, linesTotal, mayAdjustPrices, roundDecimal } from '@portal/shared/pedido-rules';
import type { Orcamento, OrcamentoCreateBody } from '@portal/shared/schemas/orcamentos';
import type { AppContext } from '../../context';
import { clientes, orcamentoItens, orcamentos, usuarios } from '../../db/schema';
import { loadDocumentBrand } from '../../documents/document-brand';
import type { AuthUser } from '../../http/auth';
import { AppError, badRequest, businessWarning, notFound } from '../../http/errors';
import { readParametros } from '../../lib/read-parametros';
import {
  claimIdempotencyKey,
  findStoredKey,
  loadPedidoContext,
  pricePedidoItens,
  replayStored,
  requestHashOf,
  EMPTY_FOB,
  type IdempotentRoute,
  type PricedLine,
  type StoredKey,
} from '../pedidos';
import { toOrcamento } from './orcamento-view';

/** Days a quote stays valid: the parameter when it is a whole number from 1 to 365, else 7. */
export function validadeDias(valor: string): number {
  const n = Number(valor.trim());
  return Number.isInteger(n) && n >= 1 && n <= 365 ? n : 7;
}

/** A quote carries no logistics (FOB driver, vehicle, pre-registration) nor shipping date. */
const NO_LOGISTICS = { ...EMPTY_FOB, dataEmbarque: null };

/** POST /api/orcamentos's Idempotency-Key: its route and messages. */
export const ORCAMENTO_IDEMPOTENCY: IdempotentRoute = {
  rota: 'POST /api/orcamentos',
  required: MSG.quoteIdempotencyKeyRequired,
  conflict: MSG.quoteIdempotencyKeyConflict,
};

export interface CreateOrcamentoOutcome {
  statusCode: number;
  body: Orcamento;
  /** True when the answer is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

export async function createOrcamento(
  ctx: AppContext,
  user: AuthUser,
  body: OrcamentoCreateBody,
  idemKey: string,
): Promise<CreateOrcamentoOutcome> {
  const { db } = ctx;
  const requestHash = requestHashOf(body);
  const replay = (stored: StoredKey): CreateOrcamentoOutcome => ({
    ...replayStored<Orcamento>(stored, ORCAMENTO_IDEMPOTENCY, requestHash),
    replayed: true,
  });
  const itens = body.itens.map((i) => ({ ...i, ...NO_LOGISTICS }));
  // The stored answer of the key comes with the context (one round trip).
  const c = await loadPedidoContext(db, user, { ...body, itens }, idemKey);
  if (c.idem) return replay(c.idem);
  if (!c.cliente || !c.cliente.allowed) throw notFound();
  if (!clientePodeComprar(c.cliente.status))
    throw businessWarning(MSG.clientOrderingRefused(c.cliente.status));
  if (!c.unidade || !c.unidade.ativo || !c.cliente.linked)
    throw badRequest(MSG.orderUnitInvalid, { unidadeId: MSG.orderUnitInvalid });

  const adjustPrices = mayAdjustPrices(user.roles, c.params.ALTERA_PRECO_ITEM);
  const outcomes = pricePedidoItens(
    itens,
    // No driver or shipping date is asked for a quote.
    { ...c, params: { ...c.params, CAD_MOTORISTA_CARRINHO: 'NAO', DATA_EMBARQUE: 'NAO' } },
    body.unidadeId,
    body.clienteId,
    adjustPrices,
  );
  const lines: PricedLine[] = [];
  for (const o of outcomes) {
    if (!o.ok) {
      throw badRequest(MSG.quoteLineRefused(o.refused.label, o.refused.message), {
        [`itens.${o.refused.index}`]: o.refused.message,
      });
    }
    lines.push(o.line);
  }
  const total = linesTotal(lines.map((l) => ({ quant: l.quant, valorUnit: l.valorUnit })));
  const pesoTotal = roundDecimal(
    lines.reduce((s, l) => s + l.quant * l.produto.peso, 0),
    3,
  );
  if (total > DB_LIMITS.MONEY_MAX || pesoTotal > DB_LIMITS.QUANTITY_MAX)
    throw badRequest(MSG.orderAmountTooLarge);

  const now = ctx.clock();
  const [{ ORCAMENTO_VALIDADE_DIAS }, brand, [cli], seller] = await Promise.all([
    readParametros(db, ['ORCAMENTO_VALIDADE_DIAS']),
    loadDocumentBrand(db, ctx.config.BRAND),
    db.select({ cgc: clientes.cgc }).from(clientes).where(eq(clientes.id, c.cliente.id)).limit(1),
    user.roles.includes('ROLE_VENDEDOR')
      ? db.select({ nome: usuarios.nome }).from(usuarios).where(eq(usuarios.id, user.id)).limit(1)
      : Promise.resolve([]),
  ]);
  const validoAte = addDays(businessDay(now), validadeDias(ORCAMENTO_VALIDADE_DIAS));
  const cliente = c.cliente;
  const unidade = c.unidade;

  const written = await db.transaction(async (tx) => {
    const claim = await claimIdempotencyKey(tx, {
      chave: idemKey,
      usuarioId: user.id,
      rota: ORCAMENTO_IDEMPOTENCY.rota,
      requestHash,
      now,
    });
    if (!claim) return null;
    const [o] = await tx
      .insert(orcamentos)
      .values({
        clienteId: cliente.id,
        unidadeId: unidade.id,
        usuarioId: user.id,
        vendedorId: seller[0] ? user.id : null,
        vendedorNome: seller[0]?.nome ?? null,
        emissao: now,
        validoAte,
        total,
        pesoTotal,
        qtdItens: lines.length,
        clienteCodigo: cliente.codigo,
        clienteLoja: cliente.loja,
        clienteRazao: cliente.razao,
        clienteCgc: cli?.cgc ?? null,
        unidadeDescricao: `${unidade.empresaCod}/${unidade.filialCod} ${unidade.descricao}`,
        marcaNome: brand.nome,
        marcaRazaoSocial: brand.razaoSocial,
      })
      .returning();
    await tx.insert(orcamentoItens).values(
      lines.map((l, n) => ({
        orcamentoId: o.id,
        item: n + 1,
        produtoId: l.produto.id,
        produtoSku: l.produto.sku,
        produtoDesc: l.produto.descricao,
        produtoUM: l.produto.um,
        produtoPesoUnit: l.produto.peso,
        produtoQuant: l.quant,
        produtoValorUnit: l.valorUnit,
        produtoValorTotal: l.valorTotal,
        precoAlterado: adjustPrices && (body.itens[l.index].produtoValorUnit ?? 0) > 0,
        isObra: l.isObra,
        obraId: l.obraId,
        modalidadeId: l.tabela.id,
        modalidadeSku: l.tabela.sku,
        pagamentoFormaId: l.condicao.pgtoFormaId,
        pagamentoFormaDescricao: l.condicao.formaDescricao,
        pagamentoCondicaoId: l.condicao.id,
        pagamentoCondicaoDescricao: l.condicao.descricao,
      })),
    );
    const answer = toOrcamento(o, now);
    await claim.answer(201, answer);
    return answer;
  });
  if (written) return { statusCode: 201, body: written, replayed: false };
  // A concurrent request with the same key wrote the quote first: its answer.
  const stored = await findStoredKey(db, user.id, idemKey);
  if (!stored) throw new AppError(409, ORCAMENTO_IDEMPOTENCY.conflict);
  return replay(stored);
}
