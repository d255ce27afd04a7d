// The cart ("CAMINHÃO"), persisted to localStorage (spec 01 §3 "Cart state"). Lines are added by
// the product search (spec 01 §4 "Cart"); quantity totals are recalculated 300 ms after an add.
// The rest of the cart state (payment, modality changes, works, drivers...) arrives with the cart
// screen.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { TIMINGS } from '@portal/shared/constants';
import type { Produto } from '@portal/shared/schemas/catalogo';
import { buildCartItem, cartTotals, EMPTY_TOTALS, withQuantity, type CartItem, type CartTotals } from './cart-rules';

export type { CartItem, CartTotals };

interface CartState {
  itens: CartItem[];
  /** Quantity, weight and money of the cart (recalculated 300 ms after an add). */
  totais: CartTotals;
  /** A new line for the product (next item number, CIF or the first active table). */
  addItem: (produto: Produto, quantity: number) => CartItem;
  /** Adds the quantity to an existing line (SOMAR A QUANTIDADE). */
  sumQuantity: (item: number, quantity: number) => void;
  recalcTotals: () => void;
  /** Empties the cart: on login, logout, customer and branch switch and after an order (spec 01 §4). */
  reset: () => void;
}

export const CART_STORAGE_KEY = 'portal-b2b.cart';

const initial = () => ({ itens: [] as CartItem[], totais: { ...EMPTY_TOTALS } });

let recalcTimer: ReturnType<typeof setTimeout> | null = null;
function cancelRecalc() {
  if (recalcTimer) clearTimeout(recalcTimer);
  recalcTimer = null;
}

export const useCart = create<CartState>()(
  persist(
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
      };
    },
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ itens: s.itens, totais: s.totais }),
    },
  ),
);
