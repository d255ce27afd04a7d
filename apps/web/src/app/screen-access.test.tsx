// The screen rule of the shared table in the browser, for every screen × role: a screen the user's
// profiles may not open sends them home (/, the home rule) with one notice, before its shell or the
// screen has made any API call.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type Role } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';
import { canOpenScreen, exampleScreenUrl, SCREEN_PATHS, SCREEN_ROUTES } from '@portal/shared/screens';
import { useSession, type SessionUser } from '../state/session';
import { notify } from '../ui/notify';
import { RequireScreenAccess } from './guards';
import { AppProviders } from './providers';
import { AppRoutes, SCREENS } from './routes';

vi.mock('../ui/notify', async (importOriginal) => {
  const real = await importOriginal<typeof import('../ui/notify')>();
  return { ...real, notify: vi.fn(real.notify) };
});

/** The location each render committed to: a call made while there is that screen's call. */
let current = '';
function Where() {
  const loc = useLocation();
  current = loc.pathname;
  return <output data-testid="where">{loc.pathname}</output>;
}
const where = () => screen.getByTestId('where').textContent;

const calls: { path: string; at: string }[] = [];
beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  vi.mocked(notify).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push({ path: new URL(String(input), 'http://localhost').pathname, at: current });
      return new Response(JSON.stringify({ status: 404, message: MSG.notFound }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function login(role: Role) {
  const usuario: SessionUser = {
    id: 5,
    nome: 'Ana Souza',
    email: 'ana@demo.com.br',
    cpf: null,
    role,
    status: 'L',
    perfils: [{ id: 1, role, descricao: role }],
    auth: { id: 1, token: 'tok', expiresAt: '2099-01-01T00:00:00Z' },
    cliente: null,
    clientes: [],
    unidade: null,
    unidades: [],
    limiteCredito: null,
    titulosVencidos: null,
  };
  useSession.setState({ usuario, redirectTo: null });
}

const notices = () => vi.mocked(notify).mock.calls.filter(([, m]) => m === MSG.screenNotAllowed).length;
const guarded = SCREEN_PATHS.filter((p) => SCREEN_ROUTES[p] !== 'public');

describe('the route table and the shared screen table', () => {
  it('every screen of the table has its screen, in the shell its access implies', () => {
    for (const path of SCREEN_PATHS) {
      expect(SCREENS[path], path).toBeDefined();
      expect(SCREENS[path].shell === 'public', path).toBe(SCREEN_ROUTES[path] === 'public');
    }
  });
});

describe.each(ROLES)('the guard for %s', (role) => {
  it.each(guarded)('%s', async (path) => {
    login(role);
    const url = exampleScreenUrl(path);
    render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route element={<RequireScreenAccess />}>
            <Route path="*" element={<p>tela</p>} />
          </Route>
        </Routes>
        <Where />
      </MemoryRouter>,
    );
    if (canOpenScreen(path, [role])) {
      expect(screen.getByText('tela')).toBeTruthy();
      expect(where()).toBe(url);
      expect(notices()).toBe(0);
    } else {
      await waitFor(() => expect(where()).toBe('/'));
      expect(notices()).toBe(1);
    }
  });
});

describe('a refused screen in the app: home, one notice, no call of its own', () => {
  const refused = ROLES.flatMap((role) =>
    guarded.filter((p) => !canOpenScreen(p, [role])).map((p) => [role, p] as const),
  );
  it.each(refused)('%s at %s', async (role, path) => {
    login(role);
    const url = exampleScreenUrl(path);
    render(
      <AppProviders>
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes />
          <Where />
        </MemoryRouter>
      </AppProviders>,
    );
    await waitFor(() => expect(where()).not.toBe(url));
    await waitFor(() => expect(notices()).toBe(1));
    expect(calls.filter((c) => c.at === url)).toEqual([]);
  });
});
