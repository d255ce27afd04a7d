import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from './constants';
import { canOpenScreen, exampleScreenUrl, matchScreen, SCREEN_PATHS, SCREEN_ROUTES } from './screens';

/**
 * The rule written out once more, by hand: who opens what (docs/product/portal-cliente.md §6,
 * docs/product/gestor-crm-vendas.md §6).
 */
function expected(path: string, role: Role): boolean {
  const access = SCREEN_ROUTES[path as keyof typeof SCREEN_ROUTES];
  if (access === 'public' || access === 'authenticated') return true;
  const buyer = role === 'ROLE_CLIENTE' || role === 'ROLE_VENDEDOR';
  if (['/selecionar-cliente', '/carrinho', '/pedido-padrao', '/orcamentos', '/pedido-rapido'].includes(path))
    return buyer;
  if (path.startsWith('/crm/')) return buyer;
  if (path === '/vendedor/vendas/consultas') return role === 'ROLE_VENDEDOR';
  if (path.endsWith('/add')) return role === 'ROLE_ADMIN' || role === 'ROLE_GESTOR';
  if (path === '/gestor/relatorios') return role !== 'ROLE_USUARIO' && !buyer;
  if (path === '/gestor/parametros') return role === 'ROLE_ADMIN' || role === 'ROLE_AUDITOR';
  if (path.startsWith('/gestor')) return !buyer;
  throw new Error(`sem regra para ${path}`);
}

describe('screen table', () => {
  it.each(SCREEN_PATHS)('%s: each role as the rule says', (path) => {
    for (const role of ROLES)
      expect(canOpenScreen(path, [role]), `${path} × ${role}`).toBe(expected(path, role));
  });

  it('a user with several profiles opens what any of them opens', () => {
    expect(canOpenScreen('/gestor/usuarios', ['ROLE_CLIENTE', 'ROLE_AUDITOR'])).toBe(true);
    expect(canOpenScreen('/gestor/usuarios', [])).toBe(false);
  });

  it.each(SCREEN_PATHS)('%s: its own URLs match it, whatever the parameter', (path) => {
    expect(matchScreen(exampleScreenUrl(path))).toBe(path);
    if (path.includes(':')) {
      for (const v of ['1.5', 'abc', '9.json', '%20x'])
        expect(matchScreen(exampleScreenUrl(path, v))).toBe(path);
    }
  });

  it('a literal segment wins over a parameter; other paths match nothing', () => {
    expect(matchScreen('/gestor/usuarios/add')).toBe('/gestor/usuarios/add');
    expect(matchScreen('/gestor/usuarios/meus-dados')).toBe('/gestor/usuarios/meus-dados');
    expect(matchScreen('/gestor/usuarios/7/')).toBe('/gestor/usuarios/:id');
    expect(matchScreen('/gestor/usuarios/7/x')).toBeNull();
    expect(matchScreen('/favicon.svg')).toBeNull();
    expect(matchScreen('/assets/index.js')).toBeNull();
    expect(matchScreen('/api/usuarios/1')).toBeNull();
  });
});
