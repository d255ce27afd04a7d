// The screens of the web app (docs/product/gestor-crm-vendas.md §2.1 route table, plus the manager's unit
// page and parameters) and who may open each one. One table for three readers: the web app's routes and their
// guard (apps/web/src/app/routes.tsx), the API's single-page fallback (every screen path answers
// index.html, whatever its parameter) and the tests. Role lists are the same constants the API
// routes declare in `config.auth` for the calls each screen makes.
import {
  BUYER_ROLES,
  CRM_ROLES,
  GESTOR_WRITE_ROLES,
  MANAGER_ROLES,
  PARAMETROS_READ_ROLES,
  RELATORIO_ROLES,
  VENDEDOR_ROLES,
  type Role,
} from './constants';

/** 'public': no session; 'authenticated': any role; a list: at least one of these profiles. */
export type ScreenAccess = 'public' | 'authenticated' | readonly Role[];

export const SCREEN_ROUTES = {
  '/login': 'public',
  '/token-expirado': 'public',
  '/recovery': 'public',
  '/forgot': 'public',
  '/novo-cliente': 'public',
  '/lgpd/termos': 'public',
  '/lgpd/politica': 'public',
  // Reached from the approvers' e-mail: the page applies its own access rules
  // (docs/product/gestor-crm-vendas.md §5).
  '/gestor/clientes/aprovacoes/form': 'public',

  // The home rule decides what / shows (docs/product/portal-cliente.md §2); finance is everyone's home when
  // REALIZA_VENDAS is not SIM, and managers read every order.
  '/': 'authenticated',
  '/home': 'authenticated',
  '/financeiro': 'authenticated',
  '/pedidos': 'authenticated',
  '/pedidos/status/:status': 'authenticated',
  '/pedidos/detalhe/:id': 'authenticated',
  // Buying: POST /api/pedidos, /api/pedidos/padrao (BUYER_ROLES).
  '/selecionar-cliente': BUYER_ROLES,
  '/carrinho': BUYER_ROLES,
  '/pedido-padrao': BUYER_ROLES,
  // Quick order: /api/pedido-rapido (BUYER_ROLES).
  '/pedido-rapido': BUYER_ROLES,
  // Quotes of the cart: /api/orcamentos (BUYER_ROLES).
  '/orcamentos': BUYER_ROLES,
  // /api/crm/contatos (CRM_ROLES).
  '/crm/contatos': CRM_ROLES,
  '/crm/contatos/add': CRM_ROLES,
  '/crm/contatos/detail/:id': CRM_ROLES,
  // POST /api/vendedor/consultas/pedidos (VENDEDOR_ROLES).
  '/vendedor/vendas/consultas': VENDEDOR_ROLES,

  // Manager area: reads for every manager profile (MANAGER_ROLES), creation screens for the ones
  // that write (GESTOR_WRITE_ROLES), reports and parameters as their calls.
  '/gestor': MANAGER_ROLES,
  '/gestor/dashboard': MANAGER_ROLES,
  '/gestor/produtos': MANAGER_ROLES,
  '/gestor/produtos/add': GESTOR_WRITE_ROLES,
  '/gestor/produtos/sinonimos': MANAGER_ROLES,
  '/gestor/produtos/:id': MANAGER_ROLES,
  '/gestor/clientes': MANAGER_ROLES,
  '/gestor/clientes/add': GESTOR_WRITE_ROLES,
  '/gestor/clientes/:id': MANAGER_ROLES,
  '/gestor/filiais/:id': MANAGER_ROLES,
  '/gestor/alcadas': MANAGER_ROLES,
  '/gestor/alcadas/aprovadores': MANAGER_ROLES,
  '/gestor/alcadas/detalhe/aprovacao': MANAGER_ROLES,
  '/gestor/usuarios': MANAGER_ROLES,
  '/gestor/usuarios/add': GESTOR_WRITE_ROLES,
  '/gestor/usuarios/meus-dados': MANAGER_ROLES,
  '/gestor/usuarios/:id': MANAGER_ROLES,
  '/gestor/relatorios': RELATORIO_ROLES,
  '/gestor/parametros': PARAMETROS_READ_ROLES,
} as const satisfies Record<string, ScreenAccess>;

export type ScreenPath = keyof typeof SCREEN_ROUTES;
export const SCREEN_PATHS = Object.keys(SCREEN_ROUTES) as ScreenPath[];

const segments = (p: string) => p.split('/').filter(Boolean);

/**
 * The screen path pattern a location path belongs to, or null. A `:param` segment matches any
 * non-empty segment (dots included: /gestor/usuarios/1.5 is the user screen, which says the id is
 * invalid); a literal segment wins over a parameter (/gestor/usuarios/add is not user "add").
 */
export function matchScreen(pathname: string): ScreenPath | null {
  const parts = segments(pathname);
  let best: { path: ScreenPath; literals: number } | null = null;
  for (const path of SCREEN_PATHS) {
    const pattern = segments(path);
    if (pattern.length !== parts.length) continue;
    let literals = 0;
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      if (pattern[i].startsWith(':')) continue;
      if (pattern[i] !== parts[i]) {
        ok = false;
        break;
      }
      literals++;
    }
    if (ok && (!best || literals > best.literals)) best = { path, literals };
  }
  return best?.path ?? null;
}

/** Whether a user with these profiles may open the screen (public and authenticated: anyone). */
export function canOpenScreen(path: ScreenPath, roles: readonly string[]): boolean {
  const access: ScreenAccess = SCREEN_ROUTES[path];
  if (access === 'public' || access === 'authenticated') return true;
  return access.some((r) => roles.includes(r));
}

/** The screen's path with its parameters filled (tests and journeys): ':id' -> '1'. */
export function exampleScreenUrl(path: ScreenPath, value = '1'): string {
  return path.replace(/:[^/]+/g, value);
}
