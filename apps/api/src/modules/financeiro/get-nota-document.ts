import { and, eq } from 'drizzle-orm';
import { EVENT_TYPES } from '@portal/shared/constants';
import type { NfeDocumentoQuery } from '@portal/shared/schemas/financeiro';
import type { AppContext } from '../../context';
import { notasFiscais } from '../../db/schema';
import { renderDanfePdfCached } from '../../documents/danfe-pdf';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { canActForCliente } from '../../http/scope';
import { recordEvent } from '../eventos';
import { assertSameUser, findUnidade, sameNumber } from './finance-scope';

/** The NF-e (unit + number + série) of a client the caller may act for; 404 otherwise. */
async function findNota(ctx: AppContext, user: AuthUser, q: NfeDocumentoQuery) {
  assertSameUser(user, q.user);
  const unit = await findUnidade(ctx, q.emp, q.fil);
  const [nota] = await ctx.db
    .select()
    .from(notasFiscais)
    .where(
      and(
        eq(notasFiscais.unidadeId, unit.id),
        sameNumber(notasFiscais.doc, q.doc),
        sameNumber(notasFiscais.serie, q.serie),
      ),
    )
    .limit(1);
  if (!nota || !(await canActForCliente(ctx.db, user, nota.clienteId))) throw notFound();
  return { nota, unit };
}

/** The authorized XML exactly as stored; records event 3. */
export async function getNotaXml(
  ctx: AppContext,
  user: AuthUser,
  q: NfeDocumentoQuery,
): Promise<{ xml: string; filename: string }> {
  const { nota, unit } = await findNota(ctx, user, q);
  await recordEvent(ctx, {
    eventosTiposId: EVENT_TYPES.XML_DOWNLOAD,
    clienteId: nota.clienteId,
    filialId: unit.id,
    createdBy: user.id,
  });
  return { xml: nota.xml, filename: `${nota.chave}-procNFe.xml` };
}

/** The DANFE rendered from the stored XML (through the document cache); records event 4. */
export async function getNotaDanfe(
  ctx: AppContext,
  user: AuthUser,
  q: NfeDocumentoQuery,
): Promise<{ pdf: Buffer; etag: string; filename: string }> {
  const { nota, unit } = await findNota(ctx, user, q);
  const { pdf, etag } = await renderDanfePdfCached(nota.id, nota.xml);
  await recordEvent(ctx, {
    eventosTiposId: EVENT_TYPES.DANFE_DOWNLOAD,
    clienteId: nota.clienteId,
    filialId: unit.id,
    createdBy: user.id,
  });
  return { pdf, etag, filename: `danfe-${nota.doc}-${nota.serie}.pdf` };
}
