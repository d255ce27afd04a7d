// POST /produtos and PUT /produtos/{id}: the manager creates or edits a product
// (docs/product/gestor-crm-vendas.md §2.10) and its catalogue search text. Products are ERP data
// (docs/product/arquitetura.md §5): the next ERP upsert of the same sku overwrites the manager's edit.
import { eq } from 'drizzle-orm';
import { MSG } from '@portal/shared/messages';
import { isCountedUm } from '@portal/shared/pedido-rules';
import type { ProdutoGestorData } from '@portal/shared/schemas/gestor-cadastros';
import type { AppContext } from '../../context';
import { produtos } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { loadProduto, produtoBusca } from './common';
import { uniqueOr } from '../../lib/sql';

const duplicate = () => conflict(MSG.productSkuInUse, { produtoSku: MSG.productSkuInUse });

function fields(body: ProdutoGestorData, nome: string | null) {
  return {
    sku: body.produtoSku,
    descricao: body.produtoDesc,
    um: body.produtoUM,
    peso: body.produtoPeso,
    quantMin: body.produtoQuantMin,
    // null clears the multiple; left out keeps it (a client that does not know the field), except
    // that a counted unit never keeps one (FATOR_MULTI rounds it).
    multiplo: isCountedUm(body.produtoUM) ? null : body.produtoMultiplo,
    ...produtoBusca({ sku: body.produtoSku, nome, descricao: body.produtoDesc, peso: body.produtoPeso }),
  };
}

export async function createProdutoGestor(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  body: ProdutoGestorData,
): Promise<number> {
  const [row] = await uniqueOr(
    () =>
      ctx.db
        .insert(produtos)
        .values({
          ...fields(body, null),
          multiplo: fields(body, null).multiplo ?? null,
          createdDate: ctx.clock(),
        })
        .returning({ id: produtos.id }),
    duplicate,
  );
  return row.id;
}

export async function updateProdutoGestor(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  id: number,
  body: ProdutoGestorData,
): Promise<void> {
  if (body.produtoId && body.produtoId !== id)
    throw badRequest(MSG.invalidRequest, { produtoId: MSG.productIdInvalid(String(body.produtoId)) });
  const current = await loadProduto(ctx.db, id);
  await uniqueOr(
    () =>
      ctx.db
        .update(produtos)
        .set({ ...fields(body, current.nome), modifiedDate: ctx.clock() })
        .where(eq(produtos.id, id)),
    duplicate,
  );
}
