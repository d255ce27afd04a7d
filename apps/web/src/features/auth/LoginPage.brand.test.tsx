// The login page follows the brand (logos, title, favicon) and shows the help button when
// IS_EXIBE_AJUDA or the brand's login-help flag is SIM (docs/product/portal-cliente.md §1, §2).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PARAMETER_DEFAULTS } from '@portal/shared/constants';
import { LABELS, PUBLIC_LABELS } from '@portal/shared/labels';
import { MARCA_PADRAO } from '@portal/shared/marcas';
import { renderWithProviders } from '../../testing/providers';
import LoginPage from './LoginPage';

vi.mock('../../ui/Captcha', () => ({ Captcha: () => null }));

let parametros: Record<string, string>;
let marca: Record<string, unknown> | null;

beforeEach(() => {
  parametros = { ...PARAMETER_DEFAULTS };
  marca = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (path === '/api/config/publico')
        return json(200, {
          parametros: Object.entries(parametros).map(([nome, valor]) => ({ nome, valor })),
        });
      if (path === '/api/marcas/atual' && marca) return json(200, marca);
      return json(404, { status: 404, message: 'x' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLogin() {
  return renderWithProviders(<LoginPage />, { initialEntries: ['/'] });
}

describe('LoginPage brand and help', () => {
  it('no help button by default (IS_EXIBE_AJUDA NAO, brand flag NAO); the default brand when none answers', async () => {
    renderLogin();
    await screen.findByRole('img', { name: MARCA_PADRAO.logoEsquerdaAlt! });
    await waitFor(() => expect(document.title).toBe('Portal B2B'));
    expect(screen.queryByRole('button', { name: LABELS.help })).toBeNull();
  });

  it('IS_EXIBE_AJUDA SIM shows the help button and its text with the support address', async () => {
    parametros.IS_EXIBE_AJUDA = 'SIM';
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: LABELS.help }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText(PUBLIC_LABELS.helpText(PARAMETER_DEFAULTS.EMAIL_SUPORTE0));
  });

  it('a brand with two logos and the login-help flag: both logos, its title and favicon, and the help button', async () => {
    marca = {
      ...MARCA_PADRAO,
      sku: 'construmax',
      nome: 'ConstruMax',
      duasLogos: true,
      ajudaLogin: 'SIM',
      logoEsquerda: '/marcas/construmax-logo.svg',
      logoEsquerdaAlt: 'ConstruMax',
      logoDireita: '/marcas/construmax-selo.svg',
      logoDireitaAlt: 'Selo ConstruMax 30 anos',
      favicon: '/marcas/construmax-favicon.svg',
    };
    renderLogin();
    await screen.findByRole('img', { name: 'Selo ConstruMax 30 anos' });
    screen.getByRole('img', { name: 'ConstruMax' });
    await waitFor(() => expect(document.title).toBe('ConstruMax'));
    await waitFor(() =>
      expect(document.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe(
        '/marcas/construmax-favicon.svg',
      ),
    );
    await screen.findByRole('button', { name: LABELS.help });
  });
});
