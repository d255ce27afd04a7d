import { describe, expect, it } from 'vitest';
import { buildMenu, resolveMenuUrl } from './manager-menu';

const f = (id: number, root: number | null, ordem: number, descricao: string, url: string | null = null) => ({
  id,
  root,
  ordem,
  descricao,
  icone: null,
  url,
});

describe('manager side menu from the configured forms', () => {
  it('nests by root and sorts by ordem', () => {
    const menu = buildMenu([
      f(3, null, 2, 'Cadastros'),
      f(1, null, 1, 'Dashboard', 'dashboard'),
      f(5, 3, 2, 'Produtos', 'produtos'),
      f(4, 3, 1, 'Usuários', '/gestor/usuarios'),
      f(6, 99, 3, 'Órfão', 'relatorios'),
    ]);
    expect(menu.map((n) => n.label)).toEqual(['Dashboard', 'Cadastros', 'Órfão']);
    expect(menu[1].children.map((n) => [n.label, n.to])).toEqual([
      ['Usuários', '/gestor/usuarios'],
      ['Produtos', '/gestor/produtos'],
    ]);
  });

  it('survives a cycle', () => {
    const menu = buildMenu([f(1, null, 1, 'A'), f(2, 3, 1, 'B'), f(3, 2, 1, 'C')]);
    expect(menu.map((n) => n.label)).toEqual(['A']);
  });

  it('resolves urls', () => {
    expect(resolveMenuUrl('usuarios')).toEqual({ to: '/gestor/usuarios', external: false });
    expect(resolveMenuUrl('gestor/alcadas')).toEqual({ to: '/gestor/alcadas', external: false });
    expect(resolveMenuUrl('/financeiro')).toEqual({ to: '/financeiro', external: false });
    expect(resolveMenuUrl('https://x.example')).toEqual({ to: 'https://x.example', external: true });
    expect(resolveMenuUrl(null)).toEqual({ to: null, external: false });
  });
});
