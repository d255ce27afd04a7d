// Reading stored quotes: the client's list, one quote with its lines (only for who may act for its
// client: the client's customer users and its seller; anyone else gets 404, as the order print),
// its PDF, the e-mail with the PDF attached and the lines put back into the cart while valid.
import { and, asc, desc, eq } from 'drizzle-orm';
import { businessDay } from '@portal/shared/dates';
import { formatCurrency } from '@portal/shared/format';
import { EMAILS, MSG } from '@portal/shared/messages';
import { lineTotal, mayAdjustPrices } from '@portal/shared/pedido-rules';
import type { Orcamento, OrcamentoCarrinho } from '@portal/shared/schemas/orcamentos';
import { isValidEmail } from '@portal/shared/validators';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { clientes, orcamentoItens, orcamentos } from '../../db/schema';
import { renderOrcamentoPdf } from '../../documents/orcamento-pdf';
import { dayText } from '../../documents/pdf-common';
import { isManager, type AuthUser } from '../../http/auth';
import { AppError, badRequest, businessWarning, notFound } from '../../http/errors';
import { assertClienteAccess, clienteAccessCondition } from '../../http/scope';
import { readParametros } from '../../lib/read-parametros';
import { cartLinesAt } from '../pedido-padrao';
import { isValido, numeroOf, toOrcamento } from './orcamento-view';
import { emailsPorDia, takeEmailSlot } from './take-email-slot';

/** GET /api/orcamentos?cliente: the client's quotes, newest first (the latest 100). */
export async function listOrcamentos(
  ctx: AppContext,
  user: AuthUser,
  clienteId: number,
): Promise<Orcamento[]> {
  await assertClienteAccess(ctx.db, user, clienteId);
  const rows = await ctx.db
    .select()
    .from(orcamentos)
    .where(eq(orcamentos.clienteId, clienteId))
    .orderBy(desc(orcamentos.id))
    .limit(100);
  const now = ctx.clock();
  return rows.map((r) => toOrcamento(r, now));
}

/** One quote with its lines, when the caller may act for its client; else null. */
async function findOrcamento(db: Db, user: AuthUser, id: number) {
  const [found] = await db
    .select({ o: orcamentos })
    .from(orcamentos)
    .innerJoin(clientes, eq(clientes.id, orcamentos.clienteId))
    .where(and(eq(orcamentos.id, id), isManager(user) ? undefined : clienteAccessCondition(user)))
    .limit(1);
  if (!found) return null;
  const itens = await db
    .select()
    .from(orcamentoItens)
    .where(eq(orcamentoItens.orcamentoId, id))
    .orderBy(asc(orcamentoItens.item));
  return { ...found.o, itens };
}
type Found = NonNullable<Awaited<ReturnType<typeof findOrcamento>>>;

async function mustFind(db: Db, user: AuthUser, id: number): Promise<Found> {
  const o = await findOrcamento(db, user, id);
  if (!o) throw notFound();
  return o;
}

const pagamentoOf = (i: Found['itens'][number]) =>
  [i.pagamentoFormaDescricao, i.pagamentoCondicaoDescricao].filter(Boolean).join(' - ');

function render(o: Found): Promise<Buffer> {
  return renderOrcamentoPdf(
    {
      numero: numeroOf(o.id),
      emissao: o.emissao,
      validoAte: o.validoAte,
      clienteCodigo: o.clienteCodigo,
      clienteLoja: o.clienteLoja,
      clienteRazao: o.clienteRazao,
      clienteCgc: o.clienteCgc,
      unidadeDescricao: o.unidadeDescricao,
      vendedorNome: o.vendedorNome,
      total: o.total,
      pesoTotal: o.pesoTotal,
      itens: o.itens.map((i) => ({
        item: i.item,
        produtoSku: i.produtoSku,
        produtoDesc: i.produtoDesc,
        produtoUM: i.produtoUM,
        produtoQuant: i.produtoQuant,
        produtoPesoUnit: i.produtoPesoUnit,
        produtoValorUnit: i.produtoValorUnit,
        produtoValorTotal: i.produtoValorTotal,
        modalidadeSku: i.modalidadeSku,
        pagamento: pagamentoOf(i),
        condicao: i.pagamentoCondicaoDescricao ?? '',
      })),
    },
    { nome: o.marcaNome, razaoSocial: o.marcaRazaoSocial },
  );
}

/** GET /api/orcamentos/{id}/pdf: the stored quote as a PDF (the same bytes every time). */
export async function orcamentoPdf(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<{ pdf: Buffer; filename: string }> {
  const o = await mustFind(ctx.db, user, id);
  return { pdf: await render(o), filename: `orcamento-${numeroOf(o.id)}.pdf` };
}

/**
 * POST /api/orcamentos/{id}/email: the PDF attached to an e-mail through the outbox. Each user sends
 * at most ORCAMENTO_EMAILS_DIA a Brasília day (429 after that); a refused address or quote takes no slot.
 */
export async function emailOrcamento(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  email: string,
): Promise<{ message: string }> {
  const to = email.trim().toLowerCase();
  if (to.length > 254 || !isValidEmail(to))
    throw badRequest(MSG.quoteEmailInvalid, { email: MSG.quoteEmailInvalid });
  const [o, { ORCAMENTO_EMAILS_DIA }] = await Promise.all([
    mustFind(ctx.db, user, id),
    readParametros(ctx.db, ['ORCAMENTO_EMAILS_DIA']),
  ]);
  const cap = emailsPorDia(ORCAMENTO_EMAILS_DIA);
  if (!(await takeEmailSlot(ctx.db, user.id, businessDay(ctx.clock()), cap)))
    throw new AppError(429, MSG.quoteEmailDailyLimit(cap));
  const numero = numeroOf(o.id);
  const pdf = await render(o);
  await ctx.mailer.send({
    to,
    subject: EMAILS.quoteSubject(o.marcaNome, numero),
    text: EMAILS.quoteText({
      brand: o.marcaNome,
      numero,
      cliente: `${o.clienteCodigo}/${o.clienteLoja} - ${o.clienteRazao}`,
      total: formatCurrency(o.total),
      validoAte: dayText(o.validoAte),
    }),
    attachments: [{ filename: `orcamento-${numero}.pdf`, contentType: 'application/pdf', content: pdf }],
  });
  return { message: MSG.quoteEmailSent(to) };
}

/**
 * GET /api/orcamentos/{id}/carrinho: a valid quote's lines as cart lines at the unit's current
 * prices (the standing orders' rule); a line whose price the seller adjusted keeps the quoted price
 * when the caller may still adjust prices. An expired quote is refused with its date.
 */
export async function orcamentoCarrinho(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<OrcamentoCarrinho> {
  const o = await mustFind(ctx.db, user, id);
  const numero = numeroOf(o.id);
  if (!isValido(o.validoAte, ctx.clock()))
    throw businessWarning(MSG.quoteExpired(numero, dayText(o.validoAte)));
  const lines = await cartLinesAt(
    ctx.db,
    o.clienteId,
    o.unidadeId,
    o.itens.map((i) => ({
      produtoId: i.produtoId,
      produtoSku: i.produtoSku,
      produtoDescricao: i.produtoDesc,
      quantidade: i.produtoQuant,
      tabelaPrecoSku: i.modalidadeSku,
      pagamentoCondicaoId: i.pagamentoCondicaoId,
    })),
  );
  if (!lines) throw badRequest(MSG.orderUnitInvalid, { unidadeId: MSG.orderUnitInvalid });
  const { ALTERA_PRECO_ITEM } = await readParametros(ctx.db, ['ALTERA_PRECO_ITEM']);
  const adjust = mayAdjustPrices(user.roles, ALTERA_PRECO_ITEM);
  // cartLinesAt keeps the quote's order and leaves out every line of an unavailable product.
  let k = 0;
  const itens = o.itens.flatMap((q) => {
    const line = lines.itens[k];
    if (!line || line.produtoId !== q.produtoId) return [];
    k++;
    const keep =
      adjust &&
      q.precoAlterado &&
      line.modalidade.sku === q.modalidadeSku &&
      q.produtoValorUnit !== line.produtoValorUnit;
    return [
      keep
        ? {
            ...line,
            produtoValorUnit: q.produtoValorUnit,
            produtoValorTotal: lineTotal(line.produtoQuant, q.produtoValorUnit),
            precoAlterado: true,
          }
        : { ...line, precoAlterado: false },
    ];
  });
  return {
    orcamentoId: o.id,
    numero,
    clienteId: o.clienteId,
    unidadeId: o.unidadeId,
    itens,
    indisponiveis: lines.indisponiveis,
  };
}
