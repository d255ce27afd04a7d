import { describe, expect, it } from 'vitest';
import { PARAMETER_DEFAULTS } from '@portal/shared/constants';
import type { Unidade } from '@portal/shared/schemas/auth';
import { branchesOf, unidadeLabel } from './BranchSelector';
import { menuEntries } from './CustomerMenu';

const defaults = { ...PARAMETER_DEFAULTS };

describe('customer menu (docs/product/portal-cliente.md §2 Header)', () => {
  it('customers: Inicio, Financeiro, Pedidos, the cart (DESC_CARRINHO), Pedido rápido, Meus orçamentos, Contatos', () => {
    const entries = menuEntries('ROLE_CLIENTE', defaults);
    expect(entries.map((e) => e.label)).toEqual([
      'Inicio',
      'Financeiro',
      'Pedidos',
      'CAMINHÃO',
      'Pedido rápido',
      'Meus orçamentos',
      'Contatos',
    ]);
    expect(entries.every((e) => !e.disabled)).toBe(true);
    expect(
      menuEntries('ROLE_CLIENTE', { ...defaults, DESC_CARRINHO: 'CARRINHO' }).find((e) => e.key === 'cart')
        ?.label,
    ).toBe('CARRINHO');
  });

  it('Pedido Padrão only with USA_PEDIDO_PADRAO SIM; Consulta Vendas only for sellers', () => {
    expect(menuEntries('ROLE_CLIENTE', { ...defaults, USA_PEDIDO_PADRAO: 'SIM' }).map((e) => e.key)).toEqual([
      'inicio',
      'pedido-padrao',
      'financeiro',
      'pedidos',
      'cart',
      'pedido-rapido',
      'orcamentos',
      'contatos',
    ]);
    expect(menuEntries('ROLE_VENDEDOR', defaults).map((e) => e.key)).toContain('consulta-vendas');
    expect(menuEntries('ROLE_CLIENTE', defaults).map((e) => e.key)).not.toContain('consulta-vendas');
  });

  it('REALIZA_VENDAS not SIM disables Inicio, Pedido Padrão, the cart, Pedido rápido, Meus orçamentos and Contatos', () => {
    const entries = menuEntries('ROLE_VENDEDOR', {
      ...defaults,
      REALIZA_VENDAS: 'NAO',
      USA_PEDIDO_PADRAO: 'SIM',
    });
    expect(entries.filter((e) => e.disabled).map((e) => e.key)).toEqual([
      'inicio',
      'pedido-padrao',
      'cart',
      'pedido-rapido',
      'orcamentos',
      'contatos',
    ]);
  });

  it('other roles: Financeiro and the manager area', () => {
    expect(menuEntries('ROLE_GESTOR', defaults).map((e) => e.to)).toEqual(['/financeiro', '/gestor']);
  });
});

describe('branch selector', () => {
  const u = (id: number, descricao: string, empresaCod = '03', filialCod = '01'): Unidade => ({
    id,
    descricao,
    empresaCod,
    filialCod,
  });
  const units = [
    u(1, 'MATRIZ SÃO PAULO'),
    u(2, 'FILIAL CAMPINAS', '03', '02'),
    u(3, 'ÁGUA BRANCA', '04', '01'),
  ];

  it('buyers: the current client units by description; others: their own units', () => {
    const cliente = {
      id: 1,
      codigo: '1',
      loja: '01',
      razao: 'X',
      nome: null,
      cgc: null,
      telefone: null,
      email: null,
      status: 'L' as const,
      unidades: units,
    };
    expect(branchesOf({ role: 'ROLE_CLIENTE', cliente, unidades: [] }).map((x) => x.id)).toEqual([3, 2, 1]);
    expect(branchesOf({ role: 'ROLE_VENDEDOR', cliente: null, unidades: units })).toEqual([]);
    expect(branchesOf({ role: 'ROLE_ADMIN', cliente: null, unidades: units }).map((x) => x.id)).toEqual([
      3, 2, 1,
    ]);
  });

  it('labels a unit empresaCod/filialCod descricao', () => {
    expect(unidadeLabel(units[1])).toBe('03/02 FILIAL CAMPINAS');
  });
});
