import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@portal/shared/constants';
import { resolveHome } from './home-rule';

const user = (role: Role, status: 'L' | 'P' | 'B' = 'L') => ({ id: 1, role, status });
const vendas = (REALIZA_VENDAS: string) => ({ REALIZA_VENDAS });

describe('protected home rule (docs/product/portal-cliente.md §2)', () => {
  it('no user with an id, or a user not in L: /login', () => {
    expect(resolveHome(null, vendas('SIM'))).toEqual({ kind: 'redirect', to: '/login' });
    expect(resolveHome({ id: 0, role: 'ROLE_CLIENTE', status: 'L' }, vendas('SIM'))).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(resolveHome(user('ROLE_CLIENTE', 'P'), vendas('SIM'))).toEqual({ kind: 'redirect', to: '/login' });
    expect(resolveHome(user('ROLE_ADMIN', 'B'), vendas('NAO'))).toEqual({ kind: 'redirect', to: '/login' });
  });

  it.each(ROLES)('REALIZA_VENDAS not SIM: finance for %s', (role) => {
    expect(resolveHome(user(role), vendas('NAO'))).toEqual({ kind: 'redirect', to: '/financeiro' });
    expect(resolveHome(user(role), vendas(''))).toEqual({ kind: 'redirect', to: '/financeiro' });
  });

  it('customers and sellers get the product search', () => {
    expect(resolveHome(user('ROLE_CLIENTE'), vendas('SIM'))).toEqual({ kind: 'product-search' });
    expect(resolveHome(user('ROLE_VENDEDOR'), vendas('SIM'))).toEqual({ kind: 'product-search' });
  });

  it.each(['ROLE_ADMIN', 'ROLE_GESTOR', 'ROLE_USUARIO', 'ROLE_AUDITOR'] as const)(
    '%s goes to the manager dashboard',
    (role) => {
      expect(resolveHome(user(role), vendas('SIM'))).toEqual({ kind: 'redirect', to: '/gestor/dashboard' });
    },
  );
});
