// The screens' role rules (@portal/shared/screens) and the API's route rules agree: the calls a
// role-guarded screen makes declare the same roles in `config.auth` (app.routeTable), so the browser
// never offers a screen whose calls answer 403, nor hides one whose calls are allowed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_ROUTES, type ScreenPath } from '@portal/shared/screens';
import { createTestApp, type TestApp } from './helpers';

/** The call that loads (or, for a creation screen, saves) each role-guarded screen. */
const CALLS: Partial<Record<ScreenPath, string>> = {
  '/carrinho': 'POST /api/pedidos',
  '/pedido-padrao': 'GET /api/pedidos/padrao',
  '/pedido-rapido': 'POST /api/pedido-rapido/verificar',
  '/orcamentos': 'GET /api/orcamentos',
  '/crm/contatos': 'GET /api/crm/contatos',
  '/crm/contatos/add': 'POST /api/crm/contatos',
  '/crm/contatos/detail/:id': 'GET /api/crm/contatos/:id',
  '/vendedor/vendas/consultas': 'POST /api/vendedor/consultas/pedidos',
  '/gestor/dashboard': 'GET /api/dashboard/eventos-tipos-sum',
  '/gestor/produtos': 'GET /api/produtos/gestor/filter',
  '/gestor/produtos/add': 'POST /api/produtos',
  '/gestor/produtos/sinonimos': 'GET /api/produtos/sinonimos',
  '/gestor/produtos/:id': 'GET /api/produtos/:id',
  '/gestor/clientes': 'GET /api/clientes/filter',
  '/gestor/clientes/add': 'POST /api/clientes',
  '/gestor/clientes/:id': 'GET /api/clientes/:id',
  '/gestor/filiais/:id': 'GET /api/filial/:id',
  '/gestor/alcadas': 'GET /api/usuarios/aprovacoes/filter',
  '/gestor/alcadas/aprovadores': 'GET /api/usuarios/aprovadores',
  '/gestor/alcadas/detalhe/aprovacao': 'GET /api/usuarios/aprovacoes/detalhes',
  '/gestor/usuarios': 'GET /api/usuarios/gestor/filter',
  '/gestor/usuarios/add': 'POST /api/usuarios',
  '/gestor/relatorios': 'GET /api/relatorios/clientes/clientes-vendedor/excel',
  '/gestor/parametros': 'GET /api/parametros',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('screen rules and API rules', () => {
  it.each(Object.entries(CALLS))('%s: its call %s admits the same roles', (screen, call) => {
    const [method, url] = call.split(' ');
    const route = t.app.routeTable.find((r) => r.method === method && r.url === url);
    expect(route, call).toBeDefined();
    const access = SCREEN_ROUTES[screen as ScreenPath];
    expect(Array.isArray(access), screen).toBe(true);
    expect([...(route!.auth as readonly string[])].sort()).toEqual([...(access as readonly string[])].sort());
  });

  it('every role-guarded screen that loads data names its call here', () => {
    const guarded = Object.entries(SCREEN_ROUTES)
      .filter(([, access]) => Array.isArray(access))
      .map(([path]) => path);
    const withoutOwnCall = [
      '/gestor',
      '/selecionar-cliente',
      '/gestor/usuarios/meus-dados',
      '/gestor/usuarios/:id',
    ];
    expect(guarded.filter((p) => !(p in CALLS) && !withoutOwnCall.includes(p))).toEqual([]);
  });
});
