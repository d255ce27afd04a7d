// Pix of several títulos (payment intents, docs/product/documentos-fiscais.md §5): the buyer picks open
// títulos of one unit and one store in /financeiro and gets one static BR Code of the unit's Pix key
// for their exact sum, each título's amount due today by the boleto's charges rule (encargosDoTitulo).
// The intent is recorded with its títulos and amounts; the ERP lists the open ones and confirms or
// rejects them (src/erp/pix-intencoes.ts). A título sits in at most one open, unexpired intent; an
// expired intent is never reused (each intent has its own txid).
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { PARAMETER_DEFAULTS } from '@portal/shared/constants';
import { encargosDoTitulo, encargosParams } from '@portal/shared/fiscal/encargos';
import { buildPixEstatico, PIX_TXID_MAX } from '@portal/shared/fiscal/pix';
import {
  PIX_INTENCOES_POR_DIA,
  PIX_MSG,
  PIX_TXID_PREFIXO,
  pixIntencaoHoras,
} from '@portal/shared/pix-intencao';
import type {
  PixIntencao,
  PixIntencoesQuery,
  PixIntencoesResponse,
} from '@portal/shared/schemas/pix-intencao';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { clientes, marcas, pixIntencaoTitulos, pixIntencoes, titulos, unidades } from '../../db/schema';
import { isManager, type AuthUser } from '../../http/auth';
import { AppError, businessWarning, conflict, notFound } from '../../http/errors';
import { clienteAccessCondition } from '../../http/scope';
import { readParametros } from '../../lib/read-parametros';
import { todayIso } from '../../lib/dates';
import { openTitleCondition } from '../clientes';
import { findClientesByCgc, findUnidade, ymd } from './finance-scope';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 'PI' + the intent's id + random alphanumerics up to 25 characters: unique by its id, unguessable by the rest. */
export function txidIntencao(id: number, random: (n: number) => Buffer = randomBytes): string {
  const head = `${PIX_TXID_PREFIXO}${id}`;
  const bytes = random(PIX_TXID_MAX);
  let tail = '';
  for (let i = 0; tail.length < PIX_TXID_MAX - head.length; i++) tail += ALNUM[bytes[i] % ALNUM.length];
  return head + tail;
}

/** Marks the open intents past their expiry EXPIRADA (all, or those holding any of `tituloIds`). */
export async function expireIntencoes(db: Db, now: Date, tituloIds?: number[]): Promise<void> {
  await db
    .update(pixIntencoes)
    .set({ status: 'EXPIRADA', decididoEm: pixIntencoes.expiraEm })
    .where(
      and(
        eq(pixIntencoes.status, 'ABERTA'),
        lte(pixIntencoes.expiraEm, now),
        tituloIds
          ? inArray(
              pixIntencoes.id,
              db
                .select({ id: pixIntencaoTitulos.intencaoId })
                .from(pixIntencaoTitulos)
                .where(inArray(pixIntencaoTitulos.tituloId, tituloIds)),
            )
          : undefined,
      ),
    );
}

type IntencaoRow = typeof pixIntencoes.$inferSelect;

/** Intents with their títulos, in the answer's shape. */
async function withTitulos(db: Db, rows: IntencaoRow[]): Promise<PixIntencao[]> {
  if (rows.length === 0) return [];
  const parts = await db
    .select({
      intencaoId: pixIntencaoTitulos.intencaoId,
      valor: pixIntencaoTitulos.valor,
      id: titulos.id,
      prefixo: titulos.prefixo,
      titulo: titulos.titulo,
      parcela: titulos.parcela,
      vencrea: titulos.vencrea,
      loja: clientes.loja,
    })
    .from(pixIntencaoTitulos)
    .innerJoin(titulos, eq(titulos.id, pixIntencaoTitulos.tituloId))
    .innerJoin(clientes, eq(clientes.id, titulos.clienteId))
    .where(
      inArray(
        pixIntencaoTitulos.intencaoId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(titulos.titulo, titulos.parcela, titulos.prefixo);
  return rows.map((r) => ({
    id: r.id,
    txid: r.txid,
    status: r.status as PixIntencao['status'],
    valor: r.valor,
    payload: r.payload,
    expiraEm: r.expiraEm.toISOString(),
    createdDate: r.createdDate.toISOString(),
    decididoEm: r.decididoEm?.toISOString() ?? null,
    motivo: r.motivo,
    titulos: parts
      .filter((p) => p.intencaoId === r.id)
      .map((p) => ({
        id: p.id,
        prefixo: p.prefixo,
        titulo: p.titulo,
        parcela: p.parcela,
        loja: p.loja,
        vencrea: ymd(p.vencrea)!,
        valor: p.valor,
      })),
  }));
}

/** Start of today in Brasília (UTC−3) by the app clock. */
const startOfBrasiliaDay = (ctx: Pick<AppContext, 'clock'>) => new Date(`${todayIso(ctx)}T00:00:00-03:00`);

/**
 * One Pix for the exact sum of the given open títulos (docs/product/documentos-fiscais.md §5).
 * Refusals: a título the caller may not act for or unknown -> 404; of another unit or store, not
 * open, already in an open intent, the unit without a Pix key -> 422/409 with PIX_MSG; more than
 * PIX_INTENCOES_POR_DIA today -> 429. The títulos are locked (FOR UPDATE) while checked and linked,
 * so two requests cannot put one título in two open intents.
 */
export async function createPixIntencao(
  ctx: AppContext,
  user: AuthUser,
  tituloIds: number[],
): Promise<PixIntencao> {
  const now = ctx.clock();
  const today = todayIso(ctx);
  const params = await readParametros(ctx.db, [
    'PIX_INTENCAO_HORAS',
    'BOLETO_MULTA_PERCENTUAL',
    'BOLETO_JUROS_MES_PERCENTUAL',
    'BOLETO_DIAS_LIMITE',
  ]);
  const encargos = encargosParams(params, PARAMETER_DEFAULTS);
  const expiraEm = new Date(now.getTime() + pixIntencaoHoras(params.PIX_INTENCAO_HORAS) * 3_600_000);
  return ctx.db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const found = await tx
      .select({
        t: titulos,
        aberto: sql<boolean>`coalesce(${openTitleCondition()}, false)`,
        allowed: isManager(user) ? sql<boolean>`true` : sql<boolean>`${clienteAccessCondition(user)}`,
      })
      .from(titulos)
      .innerJoin(clientes, eq(clientes.id, titulos.clienteId))
      .where(inArray(titulos.id, tituloIds))
      .orderBy(titulos.id)
      .for('update', { of: titulos });
    // Unknown or another owner's: the same 404, naming nothing.
    if (found.length !== tituloIds.length || found.some((f) => !f.allowed)) throw notFound();
    const first = found[0].t;
    if (found.some((f) => f.t.unidadeId !== first.unidadeId))
      throw businessWarning(PIX_MSG.unidadesDiferentes);
    if (found.some((f) => f.t.clienteId !== first.clienteId)) throw businessWarning(PIX_MSG.lojasDiferentes);
    const fechado = found.find((f) => !f.aberto);
    if (fechado) throw businessWarning(PIX_MSG.tituloFechado(fechado.t.titulo, fechado.t.parcela));

    await expireIntencoes(tx, now, tituloIds);
    const [busy] = await tx
      .select({ titulo: titulos.titulo, parcela: titulos.parcela, expiraEm: pixIntencoes.expiraEm })
      .from(pixIntencaoTitulos)
      .innerJoin(pixIntencoes, eq(pixIntencoes.id, pixIntencaoTitulos.intencaoId))
      .innerJoin(titulos, eq(titulos.id, pixIntencaoTitulos.tituloId))
      .where(
        and(
          inArray(pixIntencaoTitulos.tituloId, tituloIds),
          eq(pixIntencoes.status, 'ABERTA'),
          gt(pixIntencoes.expiraEm, now),
        ),
      )
      .limit(1);
    if (busy)
      throw conflict(PIX_MSG.tituloEmOutroPix(busy.titulo, busy.parcela, busy.expiraEm.toISOString()));

    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(pixIntencoes)
      .where(and(eq(pixIntencoes.usuarioId, user.id), gt(pixIntencoes.createdDate, startOfBrasiliaDay(ctx))));
    if (n >= PIX_INTENCOES_POR_DIA) throw new AppError(429, PIX_MSG.limiteDia);

    const [unit] = await tx.select().from(unidades).where(eq(unidades.id, first.unidadeId)).limit(1);
    const chave = unit?.pixChave?.trim();
    if (!unit || !chave) throw businessWarning(PIX_MSG.semChave);
    const [marca] = await tx
      .select({ nome: marcas.razaoSocial })
      .from(marcas)
      .where(eq(marcas.padrao, true))
      .limit(1);
    const nome = unit.pixNome?.trim() || marca?.nome || unit.descricao;
    const cidade = unit.pixCidade?.trim() || unit.cidade || unit.descricao;

    const itens = found.map(({ t }) => ({
      tituloId: t.id,
      cents: encargosDoTitulo(t, encargos, today).totalCents,
    }));
    const totalCents = itens.reduce((s, i) => s + i.cents, 0);
    const {
      rows: [{ id }],
    } = (await tx.execute(
      sql`select nextval(pg_get_serial_sequence('pix_intencoes', 'id'))::int as id`,
    )) as unknown as { rows: { id: number }[] };
    const txid = txidIntencao(id);
    let payload: string;
    try {
      payload = buildPixEstatico({ chave, nome, cidade, valorCentavos: totalCents, txid });
    } catch (err) {
      // A key, name or city the BR Code cannot carry is a unit without a usable Pix.
      if (err instanceof RangeError) throw businessWarning(PIX_MSG.semChave);
      throw err;
    }
    const [row] = await tx
      .insert(pixIntencoes)
      .values({
        id,
        txid,
        clienteId: first.clienteId,
        unidadeId: first.unidadeId,
        usuarioId: user.id,
        valor: totalCents / 100,
        payload,
        status: 'ABERTA',
        expiraEm,
        createdDate: now,
      })
      .returning();
    await tx
      .insert(pixIntencaoTitulos)
      .values(itens.map((i) => ({ intencaoId: id, tituloId: i.tituloId, valor: i.cents / 100 })));
    const [out] = await withTitulos(tx, [row]);
    return out;
  });
}

/** The customer's (CNPJ's stores') open, unexpired intents at the unit, newest first. */
export async function listPixIntencoes(
  ctx: AppContext,
  user: AuthUser,
  q: PixIntencoesQuery,
): Promise<PixIntencoesResponse> {
  const clis = await findClientesByCgc(ctx, user, q.cgc);
  const unit = await findUnidade(ctx, q.empresa, q.filial);
  const rows = await ctx.db
    .select()
    .from(pixIntencoes)
    .where(
      and(
        inArray(
          pixIntencoes.clienteId,
          clis.map((c) => c.id),
        ),
        eq(pixIntencoes.unidadeId, unit.id),
        eq(pixIntencoes.status, 'ABERTA'),
        gt(pixIntencoes.expiraEm, ctx.clock()),
      ),
    )
    .orderBy(desc(pixIntencoes.id))
    .limit(50);
  return { itens: await withTitulos(ctx.db, rows) };
}
