// Works (CONSULTA_OBRAS, docs/product/portal-cliente.md §3 Work, §4 Cart): a work line is the work's product
// (looked up in the customer's catalogue, once per work) at the work's CIF/FOB price, added through the same
// checks as the product search (minimum, rounding, already in the cart); FOB for works follows the
// driver flow. Choosing a work fills an empty invoice note with the work's note.
import { useRef, useState } from 'react';
import type { Modalidade } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import type { Produto } from '@portal/shared/schemas/catalogo';
import type { Obra, PagamentoForma } from '@portal/shared/schemas/clientes';
import { alreadyInCartDialog, checkAdd, produtoRegra, roundingDialog, useCart } from '../../domain/carrinho';
import { formatQuantidade, textoQuantidade } from '@portal/shared/unidades';
import { useDialog } from '../../ui/Dialog';
import { NOTICE_GROUPS, notify } from '../../ui/notify';
import { findProdutoDaObra, useObras, type Owner } from './api';
import { buildObraLine, fillDefaultPagamento, obraPrice, type FobChoice } from './carrinho-rules';
import type { AddObra } from './components/ObrasList';
import type { useFob } from './use-fob';

interface WorksContext {
  owner: Owner | null;
  enabled: boolean;
  driverFlow: boolean;
  factor: number;
  term: string;
  formas: PagamentoForma[] | undefined;
  openFob: ReturnType<typeof useFob>['openFob'];
}

export function useWorks({ owner, enabled, driverFlow, factor, term, formas, openFob }: WorksContext) {
  const dialog = useDialog();
  const addDialog = useDialog();
  const obras = useObras(owner, enabled && dialog.state.open);
  const produtosDasObras = useRef(new Map<number, Produto | null>());
  const [busy, setBusy] = useState(false);

  const placeObraLine = (
    produto: Produto,
    obra: Obra,
    sku: Modalidade,
    quantity: number,
    fob?: FobChoice,
  ) => {
    const cart = useCart.getState();
    const line = buildObraLine(produto, obra, sku, quantity, cart.itens, fob);
    if (!line) return;
    const next = [...cart.itens, line];
    cart.replaceItens(formas ? fillDefaultPagamento(next, formas) : next);
    if (!useCart.getState().obsnf.trim() && obra.obsnf) cart.setObsnf(obra.obsnf);
    notify('success', MSG.productAdded(produto.produtoDesc), { group: NOTICE_GROUPS.cartAdd });
  };

  const addObra = async (
    obra: Obra,
    sku: Modalidade,
    text: string,
    setText: (text: string) => void,
    skipRounding = false,
  ): Promise<void> => {
    if (!owner) return;
    const price = obraPrice(obra, sku);
    if (price === null) return;
    let produto = produtosDasObras.current.get(obra.id);
    if (produto === undefined) {
      setBusy(true);
      try {
        produto = await findProdutoDaObra(owner, obra);
        produtosDasObras.current.set(obra.id, produto);
      } catch {
        return;
      } finally {
        setBusy(false);
      }
    }
    if (!produto) {
      notify('warning', MSG.cartWorkProductMissing);
      return;
    }
    const p = produto;
    const place = (quantity: number) => {
      if (sku === 'FOB' && driverFlow) {
        openFob(
          undefined,
          (choice) => placeObraLine(p, obra, sku, quantity, choice),
          () => undefined,
        );
      } else placeObraLine(p, obra, sku, quantity);
    };
    // The same work in the same modality is "already in the cart"; other lines of the product are not.
    const sameWork = useCart
      .getState()
      .itens.filter((l) => l.isObra && l.obraId === obra.id && l.modalidade?.sku === sku);
    const check = checkAdd(
      {
        produtoId: p.produtoId,
        produtoUM: p.produtoUM,
        produtoQuantMin: p.produtoQuantMin,
        produtoMultiplo: p.produtoMultiplo,
        modalidades: [{ id: 0, sku, descricao: sku, valor: price, ativo: true }],
      },
      text,
      { factor, itens: sameWork, skipRounding },
    );
    switch (check.kind) {
      case 'no-price-table':
        return;
      case 'below-minimum':
        notify('warning', MSG.minQuantity(formatQuantidade(check.minimum)));
        setText(textoQuantidade(check.minimum));
        return;
      case 'rounding':
        addDialog.open(
          roundingDialog({
            quantity: check.quantity,
            regra: produtoRegra(p, factor),
            options: check.options,
            onCancel: addDialog.close,
            onChoose: (option) => {
              addDialog.close();
              setText(textoQuantidade(option));
              void addObra(obra, sku, textoQuantidade(option), setText, true);
            },
          }),
        );
        return;
      case 'already-in-cart': {
        const { quantity, existing } = check;
        addDialog.open(
          alreadyInCartDialog({
            name: p.produtoDesc,
            term,
            onSum: () => {
              addDialog.close();
              const cart = useCart.getState();
              if (cart.itens.some((l) => l.item === existing.item)) {
                cart.sumQuantity(existing.item, quantity);
                notify('success', MSG.productAdded(p.produtoDesc), { group: NOTICE_GROUPS.cartAdd });
              } else place(quantity);
            },
            onAnother: () => {
              addDialog.close();
              place(quantity);
            },
          }),
        );
        return;
      }
      case 'ok':
        place(check.quantity);
        return;
    }
  };

  const onAdd: AddObra = (obra, sku, text, setText) => void addObra(obra, sku, text, setText);

  return { dialog, addDialog, obras, busy, onAdd };
}
