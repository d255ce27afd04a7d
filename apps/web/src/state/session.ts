// The logged-in user, its current customer and branch, credit figures and the redirect target,
// persisted to localStorage (docs/product/portal-cliente.md §3: everything but routing, dialogs and
// configuration).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Role, Status } from '@portal/shared/constants';
import type { ClienteResumo, Unidade, Usuario } from '@portal/shared/schemas/auth';

export interface Auth {
  id: number;
  token: string;
  expiresAt: string;
}

/** Credit figures of the current customer (docs/product/portal-cliente.md §3). */
export interface LimiteCredito {
  codigo: string;
  loja: string;
  risco: string;
  limite: number;
  devedor: number;
  saldo: number;
}

export interface SessionUser {
  id: number;
  nome: string;
  email: string;
  cpf: string | null;
  role: Role;
  status: Status;
  perfils: Usuario['perfils'];
  auth: Auth;
  /** Current customer (null for a seller until chosen, and for manager roles). */
  cliente: ClienteResumo | null;
  clientes: ClienteResumo[];
  /** Current branch unit. */
  unidade: Unidade | null;
  unidades: Unidade[];
  /** null while not loaded ('Calculando...'). */
  limiteCredito: LimiteCredito | null;
  titulosVencidos: number | null;
  /** The last credit call failed: the header says so instead of 'Calculando...'. */
  creditoIndisponivel?: boolean;
}

interface SessionState {
  usuario: SessionUser | null;
  /** Where to go after login (a protected page opened without a session). */
  redirectTo: string | null;
  /**
   * The server ended the session (9002: logged out elsewhere, expired, the user blocked): the
   * signed-in screens give way to /token-expirado at once. Not persisted; a login or a logout resets it.
   */
  ended: boolean;
  markEnded: () => void;
  setUsuario: (usuario: SessionUser) => void;
  updateUsuario: (patch: Partial<SessionUser>) => void;
  /** A new current customer and branch; its credit figures are unknown until reloaded. */
  setCliente: (cliente: ClienteResumo, unidade: Unidade | null) => void;
  /** A new current branch; the credit figures are unknown until reloaded. */
  setUnidade: (unidade: Unidade) => void;
  setRedirectTo: (path: string | null) => void;
  /** Returns the stored redirect target and forgets it. */
  takeRedirectTo: () => string | null;
  /** No user and no redirect target: the next login, maybe another person's, starts at its home. */
  clear: () => void;
}

export const SESSION_STORAGE_KEY = 'portal-b2b.session';

/**
 * sessionStorage: the customers (codigo/loja) whose overdue-titles notice this login session has
 * shown (api/credito.ts). A login or a logout starts over.
 */
export const OVERDUE_NOTICE_KEY = 'portal-b2b.overdue-notice';

function resetOverdueNotice(): void {
  try {
    sessionStorage.removeItem(OVERDUE_NOTICE_KEY);
  } catch {
    // No sessionStorage: nothing to forget.
  }
}

export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      usuario: null,
      redirectTo: null,
      ended: false,
      markEnded: () => set({ ended: true }),
      setUsuario: (usuario) => {
        resetOverdueNotice();
        set({ usuario, ended: false });
      },
      updateUsuario: (patch) => {
        const current = get().usuario;
        if (current) set({ usuario: { ...current, ...patch } });
      },
      setCliente: (cliente, unidade) =>
        get().updateUsuario({
          cliente,
          unidade,
          limiteCredito: null,
          titulosVencidos: null,
          creditoIndisponivel: false,
        }),
      setUnidade: (unidade) =>
        get().updateUsuario({
          unidade,
          limiteCredito: null,
          titulosVencidos: null,
          creditoIndisponivel: false,
        }),
      setRedirectTo: (redirectTo) => set({ redirectTo }),
      takeRedirectTo: () => {
        const target = get().redirectTo;
        if (target) set({ redirectTo: null });
        return target;
      },
      clear: () => set({ usuario: null, redirectTo: null, ended: false }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ usuario: s.usuario, redirectTo: s.redirectTo }),
    },
  ),
);

/**
 * The session part of a logout (no user, no redirect target, the overdue-titles notice forgotten).
 * A logout also empties the cart and the search: `endSession` (domain/sessao) does all of it.
 */
export function clearSession(): void {
  useSession.getState().clear();
  resetOverdueNotice();
}
