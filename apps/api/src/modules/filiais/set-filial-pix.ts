// PUT /filial/{id}/pix {pixChave, pixNome, pixCidade}: a manager sets (or, all three null, removes) the
// unit's Pix receiver, with which the portal builds a static Pix for the titles the ERP sent no Pix for
// (docs/product/documentos-fiscais.md §5). The ERP's units upsert may set it too; the last writer wins.
import { eq } from 'drizzle-orm';
import type { FilialDetalhe, FilialPixBody } from '@portal/shared/schemas/gestor-cadastros';
import type { Db } from '../../db/client';
import { unidades } from '../../db/schema';
import { findFilial, loadUnidade } from './find-filial';

const orNull = (v: string | null) => (v && v.trim() ? v.trim() : null);

export async function setFilialPix(db: Db, id: number, body: FilialPixBody): Promise<FilialDetalhe> {
  await loadUnidade(db, id);
  const chave = orNull(body.pixChave);
  await db
    .update(unidades)
    .set({
      pixChave: chave,
      pixNome: chave ? orNull(body.pixNome) : null,
      pixCidade: chave ? orNull(body.pixCidade) : null,
    })
    .where(eq(unidades.id, id));
  return findFilial(db, id);
}
