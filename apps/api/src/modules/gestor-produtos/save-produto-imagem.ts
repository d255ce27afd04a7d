// PUT /produtos/{id}/imagem (raw image bytes) and DELETE /produtos/{id}/imagem: the manager sets or
// removes a product's picture, stored in produto_imagens and served by GET /produtos/{id}/imagem
// (modules/catalogo) with its entity tag. Only PNG, JPEG, WebP and SVG, up to 2 MB; the bytes must
// be what the Content-Type says, and an SVG may not carry scripts, event handlers or external
// references (inspect-svg.ts; it is also served with a sandboxing Content-Security-Policy).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import {
  PRODUTO_IMAGEM_MAX_BYTES,
  PRODUTO_IMAGEM_TYPES,
  type ProdutoImagemInfo,
} from '@portal/shared/schemas/gestor-cadastros';
import type { AppContext } from '../../context';
import { produtoImagens, produtos } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../http/errors';
import { loadProduto } from './common';
import { findProdutoImagemInfo } from './find-produto-gestor';
import { inspectSvg, type SvgVerdict } from './inspect-svg';

export type ImagemType = (typeof PRODUTO_IMAGEM_TYPES)[number];

export const imagemMaxLabel = `${PRODUTO_IMAGEM_MAX_BYTES / (1024 * 1024)} MB`;
export const unsupportedType = () =>
  new AppError(415, MSG.productImageType, { fields: { imagem: MSG.productImageType } });
export const tooLarge = () =>
  new AppError(413, MSG.productImageTooLarge(imagemMaxLabel), {
    fields: { imagem: MSG.productImageTooLarge(imagemMaxLabel) },
  });

/** The media type of a Content-Type header ('image/svg+xml; charset=utf-8' -> 'image/svg+xml'). */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0].trim().toLowerCase();
}

export function isImagemType(t: string): t is ImagemType {
  return (PRODUTO_IMAGEM_TYPES as readonly string[]).includes(t);
}

const startsWith = (b: Buffer, bytes: number[], at = 0) =>
  b.length >= at + bytes.length && bytes.every((x, i) => b[at + i] === x);

/** Checks that the bytes are an image of the declared type ('unsafe': an SVG that may not be served). */
export function sniffImagem(type: ImagemType, bytes: Buffer): SvgVerdict {
  const ok = (yes: boolean): SvgVerdict => (yes ? 'ok' : 'invalid');
  switch (type) {
    case 'image/png':
      return ok(startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/jpeg':
      return ok(startsWith(bytes, [0xff, 0xd8, 0xff]));
    case 'image/webp':
      return ok(
        bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
          bytes.subarray(8, 12).toString('latin1') === 'WEBP',
      );
    case 'image/svg+xml':
      return inspectSvg(bytes.toString('utf8'));
  }
}

export async function saveProdutoImagem(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  produtoId: number,
  contentType: string,
  body: unknown,
): Promise<ProdutoImagemInfo> {
  await loadProduto(ctx.db, produtoId);
  const type = mediaType(contentType);
  if (!isImagemType(type) || !Buffer.isBuffer(body)) throw unsupportedType();
  if (body.length === 0) throw badRequest(MSG.productImageInvalid, { imagem: MSG.productImageInvalid });
  if (body.length > PRODUTO_IMAGEM_MAX_BYTES) throw tooLarge();
  const verdict = sniffImagem(type, body);
  if (verdict !== 'ok') {
    const msg = verdict === 'unsafe' ? MSG.productImageUnsafe : MSG.productImageInvalid;
    throw badRequest(msg, { imagem: msg });
  }
  const etag = createHash('sha256').update(body).digest('hex').slice(0, 32);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(produtoImagens)
      .values({ produtoId, contentType: type, dados: body, etag, updatedDate: now })
      .onConflictDoUpdate({
        target: produtoImagens.produtoId,
        set: { contentType: type, dados: body, etag, updatedDate: now },
      });
    await tx.update(produtos).set({ modifiedDate: now }).where(eq(produtos.id, produtoId));
  });
  return (await findProdutoImagemInfo(ctx.db, produtoId))!;
}

export async function removeProdutoImagem(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  produtoId: number,
): Promise<void> {
  await loadProduto(ctx.db, produtoId);
  const deleted = await ctx.db
    .delete(produtoImagens)
    .where(eq(produtoImagens.produtoId, produtoId))
    .returning({ id: produtoImagens.produtoId });
  if (deleted.length === 0) throw notFound();
  await ctx.db.update(produtos).set({ modifiedDate: ctx.clock() }).where(eq(produtos.id, produtoId));
}
