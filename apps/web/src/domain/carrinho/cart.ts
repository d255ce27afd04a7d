// The cart ("CAMINHÃO"), persisted to localStorage (docs/product/portal-cliente.md §3 "Cart state"). Lines
// are added by the product search (docs/product/portal-cliente.md §4 "Cart"); quantity totals are
// recalculated 300 ms after an add. The cart screen (features/carrinho) changes lines through
// replaceItens/removeItem with its pure rules, and keeps the invoice note, the delivery customer, the "order
// finalised" flag and the idempotency keys of the finalisation and of the quote in progress here, so a reload
// keeps them.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { TIMINGS } from '@portal/shared/constants';
import type { Produto } from '@portal/shared/schemas/catalogo';
import {
  buildCartItem,
  cartTotals,
  EMPTY_TOTALS,
  withQuantity,
  type CartItem,
  type CartTotals,
} from './cart-rules';

export type { CartItem, CartTotals };

/** Delivery customer of the order (CLIENTES_ENTREGAS). */
export interface ClienteEntrega {
  codigo: string;
  loja: string;
  cgc: string | null;
  nome: string;
}

/**
 * The Idempotency-Key of a finalisation and the request it was made for: sending the same request
 * again (a double click, a retry after a failed call, a reload) reuses the key, so the server never
 * makes a second order; a changed cart gets a new key.
 */
export interface Finalizacao {
  key: string;
  /** The request body as sent (JSON). */
  body: string;
}

interface CartState {
  itens: CartItem[];
  /** Quantity, weight and money of the cart (recalculated 300 ms after an add). */
  totais: CartTotals;
  /** A new line for the product (next item number, CIF or the first active table). */
  addItem: (produto: Produto, quantity: number) => CartItem;
  /** Adds the quantity to an existing line (SOMAR A QUANTIDADE). */
  sumQuantity: (item: number, quantity: number) => void;
  recalcTotals: () => void;
  /**
   * Empties the cart: on login, logout, customer and branch switch and after an order
   * (docs/product/portal-cliente.md §4).
   */
  reset: () => void;
  /** Invoice note (obsnf, at most 254 characters). */
  obsnf: string;
  clienteEntrega: ClienteEntrega | null;
  /** An order was just finalised (the empty cart says 'Carga seguindo para análise...'); a reset clears it. */
  finalizado: boolean;
  finalizacao: Finalizacao | null;
  /** The Idempotency-Key of the quote (ORÇAMENTO) not answered yet, with its request (as for orders). */
  orcamento: Finalizacao | null;
  /** The lines as the cart screen changed them; totals are recalculated at once. */
  replaceItens: (itens: CartItem[]) => void;
  /** The cart screen's quantity field: the line's new quantity, its totals and the cart's at once. */
  setQuantity: (item: number, quantity: number) => void;
  /** Removes a line; removing the last one resets the cart (docs/product/portal-cliente.md §4). */
  removeItem: (item: number) => void;
  setObsnf: (obsnf: string) => void;
  setClienteEntrega: (cliente: ClienteEntrega | null) => void;
  setFinalizacao: (finalizacao: Finalizacao | null) => void;
  setOrcamento: (orcamento: Finalizacao | null) => void;
  /** After a successful order: an empty cart that says the load is on its way. */
  markFinalised: () => void;
}

export const CART_STORAGE_KEY = 'portal-b2b.cart';
/**
 * Version of the persisted cart. Version 1 kept one quantity adding every unit: its lines are kept
 * and its totals recomputed per unit; a cart of any other version is not read (the cart starts empty).
 */
export const CART_STORAGE_VERSION = 2;

/** What a reload keeps: the lines, their totals, the order's note and delivery, the finalisation and the quote. */
export type PersistedCart = Pick<
  CartState,
  'itens' | 'totais' | 'obsnf' | 'clienteEntrega' | 'finalizado' | 'finalizacao' | 'orcamento'
>;

const initial = (): PersistedCart => ({
  itens: [],
  totais: { ...EMPTY_TOTALS },
  obsnf: '',
  clienteEntrega: null,
  finalizado: false,
  finalizacao: null,
  orcamento: null,
});

let recalcTimer: ReturnType<typeof setTimeout> | null = null;
function cancelRecalc() {
  if (recalcTimer) clearTimeout(recalcTimer);
  recalcTimer = null;
}

export const useCart = create<CartState>()(
  persist<CartState, [], [], PersistedCart>(
    (set, get) => {
      const scheduleRecalc = () => {
        cancelRecalc();
        recalcTimer = setTimeout(() => {
          recalcTimer = null;
          get().recalcTotals();
        }, TIMINGS.CART_RECALC);
      };
      return {
        ...initial(),
        addItem: (produto, quantity) => {
          const line = buildCartItem(produto, quantity, get().itens);
          set({ itens: [...get().itens, line] });
          scheduleRecalc();
          return line;
        },
        sumQuantity: (item, quantity) => {
          set({
            itens: get().itens.map((l) => (l.item === item ? withQuantity(l, l.produtoQuant + quantity) : l)),
          });
          scheduleRecalc();
        },
        recalcTotals: () => set({ totais: cartTotals(get().itens) }),
        reset: () => {
          cancelRecalc();
          set(initial());
        },
        replaceItens: (itens) => {
          cancelRecalc();
          set({ itens, totais: cartTotals(itens) });
        },
        setQuantity: (item, quantity) =>
          get().replaceItens(get().itens.map((l) => (l.item === item ? withQuantity(l, quantity) : l))),
        removeItem: (item) => {
          const itens = get().itens.filter((l) => l.item !== item);
          if (itens.length === 0) get().reset();
          else get().replaceItens(itens);
        },
        setObsnf: (obsnf) => set({ obsnf }),
        setClienteEntrega: (clienteEntrega) => set({ clienteEntrega }),
        setFinalizacao: (finalizacao) => set({ finalizacao }),
        setOrcamento: (orcamento) => set({ orcamento }),
        markFinalised: () => {
          get().reset();
          set({ finalizado: true });
        },
      };
    },
    {
      name: CART_STORAGE_KEY,
      version: CART_STORAGE_VERSION,
      storage: createJSONStorage<PersistedCart>(() => localStorage),
      // Version 1's lines are this version's; a cart of another version is dropped, not misread.
      migrate: (persisted, version) => {
        const old = persisted as Partial<PersistedCart> | null;
        if (version !== 1 || !old || !Array.isArray(old.itens)) return initial();
        return { ...initial(), ...old, totais: cartTotals(old.itens) };
      },
      partialize: (s): PersistedCart => ({
        itens: s.itens,
        totais: s.totais,
        obsnf: s.obsnf,
        clienteEntrega: s.clienteEntrega,
        finalizado: s.finalizado,
        finalizacao: s.finalizacao,
        orcamento: s.orcamento,
      }),
    },
  ),
);
