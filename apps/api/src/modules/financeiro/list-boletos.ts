import { and, asc, between, eq, gt, inArray } from 'drizzle-orm';
import { ORDER_STATUS } from '@portal/shared/constants';
import type { ListarBoletosQuery, ListarBoletosResponse } from '@portal/shared/schemas/financeiro';
import { MSG } from '@portal/shared/messages';
import type { AppContext } from '../../context';
import { clientes, pedidos, titulos } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { readEncargosParams } from '../../lib/encargos';
import { creditFigures } from '../clientes';
import {
  findClientesByCgc,
  findUnidade,
  isoFromYmd,
  sameNumber,
  situacao,
  todayIso,
  ymd,
} from './finance-scope';
import { pixDoTitulo } from './pix-titulo';

const sumCents = (values: number[]) => values.reduce((s, v) => s + Math.round(v * 100), 0) / 100;

/**
 * The caller's client titles (boletos) at a unit whose due date is in [dtini, dtfim], sorted by
 * title then parcel, with the totals of principal and balance (docs/product/portal-cliente.md §7, §9), and
 * the customer's credit figures over all due dates (the header's, credit-figures.ts).
 */
export async function listBoletos(
  ctx: AppContext,
  user: AuthUser,
  q: ListarBoletosQuery,
): Promise<ListarBoletosResponse> {
  if (q.dtini > q.dtfim)
    throw badRequest(MSG.invalidRequest, { dtfim: 'deve ser igual ou posterior a dtini.' });
  const clis = await findClientesByCgc(ctx, user, q.cgc);
  const unit = await findUnidade(ctx, q.empresa, q.filial);
  const conds = [
    inArray(
      titulos.clienteId,
      clis.map((c) => c.id),
    ),
    eq(titulos.unidadeId, unit.id),
    between(titulos.vencrea, isoFromYmd(q.dtini), isoFromYmd(q.dtfim)),
  ];
  if (q.titulo) conds.push(sameNumber(titulos.titulo, q.titulo));
  if (q.valor !== undefined) conds.push(eq(titulos.valor, q.valor));
  if (q.quitado === true) conds.push(eq(titulos.saldo, 0));
  if (q.quitado === false) conds.push(gt(titulos.saldo, 0));
  const [rows, params] = await Promise.all([
    ctx.db
      .select({ t: titulos, loja: clientes.loja, pedidoStatus: pedidos.statusId })
      .from(titulos)
      .innerJoin(clientes, eq(clientes.id, titulos.clienteId))
      .leftJoin(pedidos, eq(pedidos.id, titulos.pedidoId))
      .where(and(...conds))
      .orderBy(asc(titulos.titulo), asc(titulos.parcela), asc(titulos.prefixo), asc(clientes.loja)),
    readEncargosParams(ctx),
  ]);
  const today = todayIso(ctx);
  const itens = rows.map(({ t, loja, pedidoStatus }) => ({
    id: t.id,
    numero_conta: t.numeroConta,
    titulo: t.titulo,
    prefixo: t.prefixo,
    parcela: t.parcela,
    valor: t.valor,
    valor_ori: t.valorOri,
    saldo: t.saldo,
    situacao: situacao(t, today),
    emissao: ymd(t.emissao)!,
    vencrea: ymd(t.vencrea)!,
    baixa: ymd(t.baixa),
    loja,
    pix: pixDoTitulo(t, unit, params, today, pedidoStatus === ORDER_STATUS.CANCELADO) !== null,
  }));
  const f = await creditFigures(
    ctx.db,
    clis.map((c) => c.id),
    unit.id,
  );
  return {
    itens,
    totais: { valor: sumCents(itens.map((i) => i.valor)), saldo: sumCents(itens.map((i) => i.saldo)) },
    credito: { limite: f.limite, devedor: f.devedor, saldo: f.saldo },
  };
}
