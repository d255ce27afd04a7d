// The cart ("CAMINHÃO"), persisted to localStorage. Only the shape needed today: the full cart
// state of spec 01 §3 (payment, modality, works, drivers...) arrives with the cart screen.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A cart line (spec 01 §3 "Cart item"); the cart screen completes it. */
export interface CartItem {
  item: number;
  produtoId: number;
  produtoSku: string;
  produtoDesc: string;
  produtoQuant: number;
  [field: string]: unknown;
}

interface CartState {
  itens: CartItem[];
  /** Empties the cart: on login, logout, customer switch and after an order (spec 01 §4). */
  reset: () => void;
}

export const CART_STORAGE_KEY = 'portal-b2b.cart';

const initial = { itens: [] as CartItem[] };

export const useCart = create<CartState>()(
  persist(
    (set) => ({
      ...initial,
      reset: () => set({ ...initial }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ itens: s.itens }),
    },
  ),
);
