// Quick order and repeat order into the cart (docs/product/portal-cliente.md §4 "Cart", §5 "Add to cart"),
// pure so they are unit-tested: the valid lines of a check (POST /pedido-rapido/verificar), one per product
// with the quantities summed; the products among them already in the cart (the add-twice question:
// SOMAR A QUANTIDADE or ADICIONAR OUTRO); the cart after adding; and, for a repeated order, the
// order's lines to check, the items no longer available and the prices that changed.
import type { Produto } from '@portal/shared/schemas/catalogo';
import type { PedidoRapidoLinha, PedidoRapidoLinhaBody } from '@portal/shared/schemas/pedido-rapido';
import type { Pedido } from '@portal/shared/schemas/pedidos';
import { buildCartItem, withQuantity, type CartItem } from './cart-rules';

/** A line that goes into the cart: the product, the checked quantity, the modality to prefer. */
export interface ValidLine {
  produto: Produto;
  quantidade: number;
  /** The modality (price table sku) to keep when it is active (a repeated order's); else CIF. */
  modalidadeSku?: string | null;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The adjusted lines (raised to the minimum, rounded to the multiple) as a person reads them, for
 * the confirmation asked before they go into the cart: 'CIM00001 - CIMENTO: Quantidade arredondada
 * de 7 para 10 (múltiplo de 10).'
 */
export function adjustedLines(linhas: readonly PedidoRapidoLinha[]): string[] {
  return linhas
    .filter((l) => l.situacao === 'ajustada')
    .map((l) => `${l.sku}${l.produto ? ` - ${l.produto.produtoDesc}` : ''}: ${l.mensagens.join(' ')}`);
}

/** The lines that may go into the cart, one per product in the order met, same-product lines summed. */
export function validLines(
  linhas: readonly PedidoRapidoLinha[],
  modalidadeOf?: (l: PedidoRapidoLinha) => string | null | undefined,
): ValidLine[] {
  const out = new Map<number, ValidLine>();
  for (const l of linhas) {
    if (l.situacao === 'erro' || !l.produto || l.quantidade === null) continue;
    const seen = out.get(l.produto.produtoId);
    if (seen) seen.quantidade = round3(seen.quantidade + l.quantidade);
    else
      out.set(l.produto.produtoId, {
        produto: l.produto,
        quantidade: l.quantidade,
        modalidadeSku: modalidadeOf?.(l) ?? null,
      });
  }
  return [...out.values()];
}

/** The cart lines of products that the new lines also bring. */
export function alreadyInCart(itens: readonly CartItem[], lines: readonly ValidLine[]): CartItem[] {
  const ids = new Set(lines.map((l) => l.produto.produtoId));
  return itens.filter((i) => ids.has(i.produtoId) && !i.isObra);
}

/** A new cart line of the product; the preferred modality when it is active at the unit. */
function newLine(line: ValidLine, itens: readonly CartItem[]): CartItem {
  const built = buildCartItem(line.produto, line.quantidade, itens);
  const preferred = line.modalidadeSku
    ? line.produto.modalidades.find((m) => m.ativo && m.sku === line.modalidadeSku)
    : undefined;
  if (!preferred || preferred.sku === built.modalidade?.sku) return built;
  return withQuantity(
    {
      ...built,
      modalidade: { id: preferred.id, sku: preferred.sku, descricao: preferred.descricao },
      modalidadePreco: preferred.sku,
      produtoValorUnit: preferred.valor,
    },
    line.quantidade,
  );
}

/**
 * The cart after adding the lines: with 'somar' a product already in the cart gets the quantity
 * added to its (first) line; with 'outro' (or when it is not there) a new line, numbered max + 1.
 */
export function addLines(
  itens: readonly CartItem[],
  lines: readonly ValidLine[],
  mode: 'somar' | 'outro',
): CartItem[] {
  let out = [...itens];
  for (const line of lines) {
    const existing =
      mode === 'somar' ? out.find((i) => i.produtoId === line.produto.produtoId && !i.isObra) : undefined;
    if (existing) {
      out = out.map((i) => (i === existing ? withQuantity(i, round3(i.produtoQuant + line.quantidade)) : i));
    } else {
      out = [...out, newLine(line, out)];
    }
  }
  return out;
}

/** The unit price a line gets in the cart (its modality's). */
export function newUnitPrice(line: ValidLine): number {
  return newLine(line, []).produtoValorUnit ?? 0;
}

// ---------- repeat order ----------

/** The order's lines as quick-order lines: code and quantity, in the order's sequence. */
export function orderLines(pedido: Pick<Pedido, 'itens'>): PedidoRapidoLinhaBody[] {
  return [...pedido.itens]
    .sort((a, b) => a.item - b.item)
    .map((i) => ({ sku: i.produtoSku, quantidade: i.produtoQuant }));
}

export interface Unavailable {
  sku: string;
  descricao: string;
  mensagem: string;
}
export interface PriceChange {
  sku: string;
  descricao: string;
  antes: number;
  agora: number;
}

export interface RepeatPlan {
  lines: ValidLine[];
  indisponiveis: Unavailable[];
  precos: PriceChange[];
  /** Lines whose quantity was adjusted (minimum or multiple), with the reason. */
  ajustadas: Unavailable[];
}

/**
 * What repeating the order does: its available items at today's prices (the order's modality kept
 * when it is still active), the items no longer available (named with the reason) and the prices
 * that changed (old -> new, per product, at the order's first line of it).
 */
export function repeatPlan(pedido: Pick<Pedido, 'itens'>, linhas: readonly PedidoRapidoLinha[]): RepeatPlan {
  const sorted = [...pedido.itens].sort((a, b) => a.item - b.item);
  const itemOf = (l: PedidoRapidoLinha) => sorted[l.linha - 1];
  const lines = validLines(linhas, (l) => itemOf(l)?.modalidadeSku);
  const indisponiveis: Unavailable[] = linhas
    .filter((l) => l.situacao === 'erro')
    .map((l) => ({
      sku: l.sku,
      descricao: l.produto?.produtoDesc ?? itemOf(l)?.produtoDesc ?? '',
      mensagem: l.mensagens.join(' '),
    }));
  const ajustadas: Unavailable[] = linhas
    .filter((l) => l.situacao === 'ajustada')
    .map((l) => ({ sku: l.sku, descricao: l.produto?.produtoDesc ?? '', mensagem: l.mensagens.join(' ') }));
  const precos: PriceChange[] = [];
  for (const line of lines) {
    const old = sorted.find(
      (i) => i.produtoId === line.produto.produtoId || i.produtoSku === line.produto.produtoSku,
    );
    if (!old) continue;
    const agora = newUnitPrice(line);
    if (Math.abs(agora - old.produtoValorUnit) >= 0.005)
      precos.push({
        sku: line.produto.produtoSku,
        descricao: line.produto.produtoDesc,
        antes: old.produtoValorUnit,
        agora,
      });
  }
  return { lines, indisponiveis, precos, ajustadas };
}
