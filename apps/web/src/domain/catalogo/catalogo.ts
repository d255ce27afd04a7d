// The product search of the current customer and branch: the submitted search (persisted,
// docs/product/portal-cliente.md §3) and the state of the catalogue sync (in memory). `version` changes after
// every sync or reset, so the search asks again; `syncing` holds the search back while the catalogue is being
// rebuilt.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface CatalogoState {
  /** Submitted free text (code, name, description or weight). */
  busca: string;
  /** Submitted category; null = all. */
  categoriaId: number | null;
  /** Catalogue syncs in progress. */
  syncing: number;
  version: number;
  setSearch: (busca: string, categoriaId: number | null) => void;
  syncStarted: () => void;
  syncEnded: () => void;
  /** Forgets the search and its result ("reset products": customer or branch switch, logout). */
  reset: () => void;
}

export const CATALOGO_STORAGE_KEY = 'portal-b2b.catalogo';

export const useCatalogo = create<CatalogoState>()(
  persist(
    (set) => ({
      busca: '',
      categoriaId: null,
      syncing: 0,
      version: 0,
      setSearch: (busca, categoriaId) => set({ busca, categoriaId }),
      syncStarted: () => set((s) => ({ syncing: s.syncing + 1 })),
      syncEnded: () => set((s) => ({ syncing: Math.max(0, s.syncing - 1), version: s.version + 1 })),
      reset: () => set((s) => ({ busca: '', categoriaId: null, version: s.version + 1 })),
    }),
    {
      name: CATALOGO_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ busca: s.busca, categoriaId: s.categoriaId }),
    },
  ),
);
