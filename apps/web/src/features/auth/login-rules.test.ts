import { describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import type { ClienteResumo, Unidade, Usuario } from '@portal/shared/schemas/auth';
import { currentSelection } from '@portal/shared/selecao-inicial';
import { homeForRole, loginProblem, toSessionUser } from './login-rules';

const unidade = (id: number): Unidade => ({
  id,
  descricao: `Unidade ${id}`,
  empresaCod: '03',
  filialCod: `0${id}`,
});
const cliente = (id: number, status: 'L' | 'B' | 'P', unidades: Unidade[]): ClienteResumo => ({
  id,
  codigo: `00000${id}`,
  loja: '01',
  razao: `Cliente ${id}`,
  nome: null,
  cgc: null,
  telefone: null,
  email: null,
  status,
  unidades,
});
const usuario = (patch: Partial<Usuario>): Usuario => ({
  id: 5,
  nome: 'Ana',
  email: 'ana@demo.com.br',
  cpf: null,
  status: 'L',
  statusDesc: 'LIBERADO',
  role: 'ROLE_CLIENTE',
  perfils: [],
  clientes: [],
  unidades: [],
  createdDate: '2026-01-01',
  modifiedDate: null,
  ...patch,
});

describe('login checks (docs/product/portal-cliente.md §5)', () => {
  it('a user not in L cannot log in, whatever the role', () => {
    expect(loginProblem(usuario({ status: 'P', clientes: [cliente(1, 'L', [unidade(1)])] }))).toBe(
      MSG.userNotReleased,
    );
    expect(loginProblem(usuario({ status: 'B', role: 'ROLE_VENDEDOR' }))).toBe(MSG.userNotReleased);
    expect(loginProblem(usuario({ status: 'P', role: 'ROLE_GESTOR' }))).toBe(MSG.userNotReleased);
  });

  it('a customer needs clients, and one released client with units', () => {
    expect(loginProblem(usuario({ clientes: [] }))).toBe(MSG.customerNoClients);
    expect(loginProblem(usuario({ clientes: [cliente(1, 'B', [unidade(1)]), cliente(2, 'L', [])] }))).toBe(
      MSG.customerNotReleased,
    );
    expect(
      loginProblem(usuario({ clientes: [cliente(1, 'B', [unidade(1)]), cliente(2, 'L', [unidade(2)])] })),
    ).toBeNull();
  });

  it('an admin needs units; a seller and a manager only status L', () => {
    expect(loginProblem(usuario({ role: 'ROLE_ADMIN', unidades: [] }))).toBe(MSG.adminNoUnits);
    expect(loginProblem(usuario({ role: 'ROLE_ADMIN', unidades: [unidade(1)] }))).toBeNull();
    expect(loginProblem(usuario({ role: 'ROLE_VENDEDOR' }))).toBeNull();
    expect(loginProblem(usuario({ role: 'ROLE_GESTOR' }))).toBeNull();
  });
});

describe('current customer and branch after login (docs/product/portal-cliente.md §4)', () => {
  it('customer: the first client with status L that has units, and its first unit', () => {
    const c2 = cliente(2, 'L', [unidade(7), unidade(8)]);
    const u = usuario({
      clientes: [cliente(1, 'B', [unidade(1)]), cliente(3, 'L', []), c2, cliente(4, 'L', [unidade(9)])],
    });
    expect(currentSelection(u)).toEqual({ cliente: c2, unidade: unidade(7) });
  });

  it('seller: nothing until chosen; admin and others: their first unit', () => {
    expect(currentSelection(usuario({ role: 'ROLE_VENDEDOR', unidades: [unidade(1)] }))).toEqual({
      cliente: null,
      unidade: null,
    });
    expect(currentSelection(usuario({ role: 'ROLE_ADMIN', unidades: [unidade(3), unidade(4)] }))).toEqual({
      cliente: null,
      unidade: unidade(3),
    });
    expect(currentSelection(usuario({ role: 'ROLE_AUDITOR', unidades: [] }))).toEqual({
      cliente: null,
      unidade: null,
    });
  });

  it('routes by role', () => {
    expect(homeForRole('ROLE_CLIENTE')).toBe('/');
    expect(homeForRole('ROLE_VENDEDOR')).toBe('/selecionar-cliente');
    expect(homeForRole('ROLE_ADMIN')).toBe('/gestor/dashboard');
    expect(homeForRole('ROLE_GESTOR')).toBe('/');
  });

  it('builds the session user with the token and unknown credit figures', () => {
    const u = usuario({ clientes: [cliente(1, 'L', [unidade(1)])] });
    const s = toSessionUser(
      { id: 5, nome: 'Ana', email: u.email, auth: { id: 9, token: 't', expiresAt: 'x' } },
      u,
    );
    expect(s).toMatchObject({
      id: 5,
      role: 'ROLE_CLIENTE',
      auth: { token: 't' },
      cliente: { id: 1 },
      unidade: { id: 1 },
    });
    expect(s.limiteCredito).toBeNull();
    expect(s.titulosVencidos).toBeNull();
  });
});
