// The self-registration screen with a stubbed API: the enabling rules of the stepper, the masks,
// the CNPJ lookup on Enter and on blur, the server's field messages and the success dialog.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_LABELS as L } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { renderWithProviders } from '../../testing/providers';
import NovoClientePage from './NovoClientePage';

type Handler = (url: URL, init: RequestInit) => { status: number; body?: unknown };
let routes: Record<string, Handler>;
const calls: { key: string; url: URL; init: RequestInit }[] = [];

beforeEach(() => {
  calls.length = 0;
  routes = {
    'GET /api/clientes/novo': (url) =>
      url.searchParams.get('cgc') === '11444777000161'
        ? {
            status: 200,
            body: { cgc: '11444777000161', razao: 'CONSTRUTORA ALICERCE LTDA' },
          }
        : { status: 404, body: { status: 404, message: MSG.notFound } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init.method ?? 'GET'} ${url.pathname}`;
      calls.push({ key, url, init });
      const handler = routes[key];
      const { status, body } = handler
        ? handler(url, init)
        : { status: 404, body: { status: 404, message: MSG.notFound } };
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/novo-cliente" element={<NovoClientePage />} />
      <Route path="/login" element={<p>tela de login</p>} />
    </Routes>,
    { initialEntries: ['/novo-cliente'] },
  );
}

const input = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(input(label), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('NovoClientePage', () => {
  it('a CNPJ not found after a found one clears the previous company from the form', async () => {
    renderPage();
    type(L.cnpj, '11444777000161');
    fireEvent.blur(input(L.cnpj));
    await waitFor(() => expect(input(L.razao).value).toBe('CONSTRUTORA ALICERCE LTDA'));
    // Another, valid CNPJ that the portal does not know.
    type(L.cnpj, '11222333000181');
    fireEvent.blur(input(L.cnpj));
    await waitFor(() => expect(input(L.razao).value).toBe(''));
    expect(calls.filter((c) => c.key === 'GET /api/clientes/novo')).toHaveLength(2);
    expect(button(L.stepNext).disabled).toBe(true);
    fireEvent.change(input(L.razao), { target: { value: 'Nova Ltda' } });
    fireEvent.click(button(L.stepNext));
    // The address of the previous company is gone too.
    await waitFor(() => expect(input(L.logradouro).value).toBe(''));
    expect(input(L.numero).value).toBe('');
    expect(input(L.bairro).value).toBe('');
    expect(input(L.cidade).value).toBe('');
    expect(input(L.cep).value).toBe('');
    expect(input(L.uf).value).toBe('');
  });

  it('a wrong CNPJ check digit is reported at step 0 when the field loses focus; an alphanumeric CNPJ is valid', async () => {
    renderPage();
    const message = MSG.registrationFieldError(L.cnpj, MSG.registrationCgcInvalid);
    type(L.cnpj, '11444777000162');
    expect(screen.queryByText(message)).toBeNull();
    fireEvent.blur(input(L.cnpj));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(input(L.cnpj).getAttribute('aria-invalid')).toBe('true');
    // Typing again takes the message away until the next blur.
    type(L.cnpj, '12ABC34501DE35');
    expect(screen.queryByText(message)).toBeNull();
    fireEvent.blur(input(L.cnpj));
    await waitFor(() => expect(calls.filter((c) => c.key === 'GET /api/clientes/novo')).toHaveLength(2));
    expect(screen.queryByText(message)).toBeNull();
    expect(input(L.cnpj).getAttribute('aria-invalid')).toBe('false');
  });

  it('Back is disabled at step 0 and Next until the step is filled; the CNPJ is masked and looked up on Enter', async () => {
    renderPage();
    expect(button(L.stepBack).disabled).toBe(true);
    expect(button(L.stepNext).disabled).toBe(true);
    fireEvent.keyDown(input(L.cnpj), { key: 'Enter' });
    await screen.findByText(MSG.cgcRequired);
    type(L.cnpj, '114447770001619999');
    await waitFor(() => expect(input(L.cnpj).value).toBe('11.444.777/0001-61'));
    fireEvent.keyDown(input(L.cnpj), { key: 'Enter' });
    await waitFor(() => expect(input(L.razao).value).toBe('CONSTRUTORA ALICERCE LTDA'));
    expect(calls.find((c) => c.key === 'GET /api/clientes/novo')?.url.searchParams.get('cgc')).toBe(
      '11444777000161',
    );
    expect(button(L.stepNext).disabled).toBe(false);
    fireEvent.click(button(L.stepNext));
    // The public lookup gives the name only: the registrant types the address.
    await screen.findByRole('textbox', { name: new RegExp(`^${L.logradouro}`) });
    expect(button(L.stepBack).disabled).toBe(false);
    for (const label of [L.logradouro, L.numero, L.bairro, L.cidade, L.cep, L.uf])
      expect(input(label).value, label).toBe('');
    expect(button(L.stepNext).disabled).toBe(true);
  });

  it("a lookup on blur of an unknown CNPJ fills nothing; the last step posts the form and lists the server's field messages", async () => {
    let posted: Record<string, unknown> | null = null;
    let attempt = 0;
    routes['POST /api/clientes/novo'] = (_url, init) => {
      posted = JSON.parse(String(init.body));
      attempt += 1;
      return attempt === 1
        ? {
            status: 400,
            body: {
              status: 400,
              message: MSG.registrationInvalid,
              fields: { cgc: MSG.registrationCgcInvalid, cpf: MSG.registrationCpfInvalid },
            },
          }
        : { status: 201, body: { status: 201, message: MSG.registrationSent } };
    };
    renderPage();
    type(L.cnpj, '11444777000162');
    fireEvent.blur(input(L.cnpj));
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/clientes/novo')).toBe(true));
    expect(input(L.razao).value).toBe('');
    fireEvent.change(input(L.razao), { target: { value: 'Nova Ltda' } });
    fireEvent.click(button(L.stepNext));
    fireEvent.change(await screen.findByRole('textbox', { name: new RegExp(`^${L.logradouro}`) }), {
      target: { value: 'Rua A' },
    });
    fireEvent.change(input(L.numero), { target: { value: '1' } });
    fireEvent.change(input(L.bairro), { target: { value: 'Centro' } });
    fireEvent.change(input(L.cidade), { target: { value: 'Campinas' } });
    type(L.cep, '13010111');
    expect(button(L.stepNext).disabled).toBe(true);
    fireEvent.change(input(L.uf), { target: { value: 's1p' } });
    expect(input(L.uf).value).toBe('SP');
    fireEvent.click(button(L.stepNext));
    await screen.findByRole('textbox', { name: new RegExp(`^${L.nome}`) });
    expect(button(L.finish).disabled).toBe(true);
    fireEvent.change(input(L.nome), { target: { value: 'Fulano' } });
    fireEvent.change(input(L.email), { target: { value: 'f@x.com.br' } });
    type(L.celular, '11987654321');
    await waitFor(() => expect(input(L.celular).value).toBe('(11) 98765-4321'));
    type(L.cpf, '52998224724');
    fireEvent.change(screen.getByLabelText(new RegExp(`^${L.senha}`)), { target: { value: 'Teste@2026' } });
    fireEvent.change(screen.getByLabelText(new RegExp(`^${L.resenha}`)), { target: { value: 'Teste@2026' } });
    await screen.findByText(MSG.passwordStrengthTitle('Excelente'));
    fireEvent.click(button(L.finish));

    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText(MSG.registrationFieldError(L.cnpj, MSG.registrationCgcInvalid));
    within(dialog).getByText(MSG.registrationFieldError(L.cpf, MSG.registrationCpfInvalid));
    expect(posted).toMatchObject({
      cgc: '11444777000162',
      tipoPessoa: 'J',
      telefone: '11987654321',
      cep: '13010111',
      uf: 'SP',
      cpf: '52998224724',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: L.ok }));
    // back to the step of the first refused field
    await waitFor(() => expect(input(L.cnpj).value).toBe('11.444.777/0001-62'));
    fireEvent.click(button(L.stepNext));
    fireEvent.click(await screen.findByRole('button', { name: L.stepNext }));
    fireEvent.click(await screen.findByRole('button', { name: L.finish }));
    const success = await screen.findByRole('dialog');
    await within(success).findByText(MSG.registrationSent);
    within(success).getByText(MSG.registrationSuccess);
    fireEvent.click(within(success).getByRole('button', { name: L.ok }));
    await screen.findByText('tela de login');
  });
});
