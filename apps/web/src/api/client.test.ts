import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, TITLES } from '@portal/shared/messages';
import { buildUrl, createHttpClient, toApiError, type HttpClientDeps } from './client';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(
  responder: (url: string, init: RequestInit) => Response | Promise<Response>,
  extra: Partial<HttpClientDeps> = {},
) {
  const notify = vi.fn();
  const navigate = vi.fn();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    responder(String(input), init ?? {}),
  );
  const deps: HttpClientDeps = {
    baseUrl: '/api',
    fetch: fetch as typeof globalThis.fetch,
    getToken: () => 'tok',
    notify,
    navigate,
    ...extra,
  };
  return { client: createHttpClient(deps), notify, navigate, fetch };
}

describe('http client: success', () => {
  it('sends JSON with the Bearer token and returns the parsed body', async () => {
    const { client, fetch, notify } = setup(() => json(200, { id: 7 }));
    const data = await client.post<{ id: number }>('/login', { email: 'a@b.c' });
    expect(data).toEqual({ id: 7 });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ email: 'a@b.c' }));
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Content-Type']).toBe('application/json');
    expect(notify).not.toHaveBeenCalled();
  });

  it('uses a given token, or none with token null', async () => {
    const { client, fetch } = setup(() => json(200, {}));
    await client.get('/usuarios/1', { token: 'other' });
    await client.get('/config/publico', { token: null });
    expect((fetch.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBe('Bearer other');
    expect((fetch.mock.calls[1][1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('builds the query string, leaving out empty values', () => {
    expect(
      buildUrl('/api', '/clientes/limiteCredito', {
        empresa: '03',
        filial: '01',
        codigo: undefined,
        loja: '',
        x: 0,
      }),
    ).toBe('/api/clientes/limiteCredito?empresa=03&filial=01&x=0');
  });

  it('treats 204 as success without data', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    expect(await client.request('DELETE', '/pedidos/padrao/1')).toEqual({
      ok: true,
      status: 204,
      data: undefined,
      headers: expect.any(Headers),
    });
  });
});

describe('http client: generic error handling (docs/product/portal-cliente.md §8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([400, 401, 403, 404])(
    '%i: the message as a warning titled Atenção:, the call returns nothing',
    async (status) => {
      const { client, notify } = setup(() => json(status, { status, message: MSG.loginInvalid }));
      expect(await client.post('/login', {})).toBeUndefined();
      expect(notify).toHaveBeenCalledTimes(1);
      expect(notify).toHaveBeenCalledWith('warning', MSG.loginInvalid, {
        title: TITLES.warning,
        duration: 8000,
      });
    },
  );

  it('shows `error` when there is no message', async () => {
    const { client, notify } = setup(() => json(404, { status: 404, error: 'Not Found' }));
    await client.get('/x');
    expect(notify).toHaveBeenCalledWith('warning', 'Not Found', { title: TITLES.warning, duration: 8000 });
  });

  it('code 9001: the server message as a warning for 8 s', async () => {
    const { client, notify, navigate } = setup(() =>
      json(400, { status: 400, message: 'Regra', code: 9001 }),
    );
    await client.get('/x');
    expect(notify).toHaveBeenCalledWith('warning', 'Regra', { title: TITLES.warning, duration: 8000 });
    vi.advanceTimersByTime(5000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('code 9002: the warning, then /token-expirado after 3 s, once for many failed calls', async () => {
    const { client, notify, navigate } = setup(() =>
      json(401, { status: 401, message: MSG.tokenInvalid, code: 9002 }),
    );
    await Promise.all([client.get('/a'), client.get('/b')]);
    expect(notify).toHaveBeenCalledWith(
      'warning',
      MSG.tokenInvalid,
      expect.objectContaining({ title: TITLES.warning }),
    );
    vi.advanceTimersByTime(2999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/token-expirado');
  });

  it('code 9002 tells the shells at once; the later redirect is skipped once the session ended here', async () => {
    const onSessionEnded = vi.fn();
    let token: string | null = 'tok';
    const { client, navigate } = setup(
      () => json(401, { status: 401, message: MSG.sessionUserBlocked, code: 9002 }),
      { onSessionEnded, getToken: () => token },
    );
    await client.get('/a');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    token = null; // the token-expired screen ended the session
    vi.advanceTimersByTime(3000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('after 9002 a later 401 says nothing more (no "Ocorreu uma falha..."); a call that succeeds ends that', async () => {
    let answer = () => json(401, { status: 401, message: MSG.tokenInvalid, code: 9002 });
    const { client, notify } = setup(() => answer());
    await client.get('/a');
    expect(notify).toHaveBeenCalledTimes(1);
    answer = () => json(401, {});
    await client.get('/b');
    expect(notify).toHaveBeenCalledTimes(1);
    answer = () => json(200, { ok: true });
    await client.get('/c');
    answer = () => json(401, {});
    await client.get('/d');
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenLastCalledWith('warning', expect.any(String), expect.objectContaining({}));
  });

  it('fields: msgError warning, msgInfo info, other keys validation info for 10 s; not the message', async () => {
    const { client, notify } = setup(() =>
      json(400, {
        status: 400,
        message: 'geral',
        fields: { msgError: 'Erro X', msgInfo: 'Info Y', email: 'campo obrigatório.' },
      }),
    );
    await client.post('/clientes/novo', {});
    expect(notify).toHaveBeenCalledTimes(3);
    expect(notify).toHaveBeenNthCalledWith(1, 'warning', 'Erro X', { title: 'Atenção:', duration: 8000 });
    expect(notify).toHaveBeenNthCalledWith(2, 'info', 'Info Y', { title: 'Infomativo:', duration: 8000 });
    expect(notify).toHaveBeenNthCalledWith(
      3,
      'info',
      MSG.registrationFieldError('E-mail', 'campo obrigatório.'),
      {
        title: 'Validação:',
        duration: 10_000,
      },
    );
  });

  it("fields are named by their screen labels, never by the API's names", async () => {
    const { client, notify } = setup(() =>
      json(400, {
        status: 400,
        message: 'geral',
        fields: { filialId: 'tipo inválido (esperado número).', 'itens.0.produtoSku': 'obrigatório.' },
      }),
    );
    await client.post('/usuarios', {});
    const texts = notify.mock.calls.map((c) => c[1]);
    expect(texts).toEqual([
      'O campo Filial, tipo inválido (esperado número).',
      'O campo Código (item 1), obrigatório.',
    ]);
    expect(texts.join(' ')).not.toMatch(/filialId|produtoSku/);
  });

  it.each([500, 502, 503])(
    '%i: the server message as a warning and the call returns nothing',
    async (status) => {
      const { client, notify } = setup(() => json(status, { status, message: MSG.databaseUnavailable }));
      expect(await client.get('/x')).toBeUndefined();
      const result = await client.request('GET', '/x');
      expect(result.ok).toBe(false);
      expect(notify).toHaveBeenCalledWith('warning', MSG.databaseUnavailable, {
        title: TITLES.warning,
        duration: 8000,
      });
    },
  );

  it('a non-JSON error page falls back to the generic failure text', async () => {
    const { client, notify } = setup(
      () =>
        new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    await client.get('/x');
    expect(notify).toHaveBeenCalledWith('warning', MSG.genericFailure, {
      title: TITLES.warning,
      duration: 8000,
    });
  });

  it("network failure ('Failed to fetch'): 'O servidor está off-line!' titled 'Atenção!'", async () => {
    const { client, notify } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await client.get('/x')).toBeUndefined();
    expect(await client.request('GET', '/x')).toEqual({ ok: false, status: 0 });
    expect(notify).toHaveBeenCalledWith('warning', MSG.serverOffline, {
      title: TITLES.dialogWarning,
      duration: 8000,
    });
  });

  it('other failures show their own message; an aborted call shows nothing', async () => {
    const { client, notify } = setup((url) => {
      if (url.endsWith('/abort')) throw new DOMException('aborted', 'AbortError');
      throw new Error('Algo estranho');
    });
    await client.get('/x');
    await client.get('/abort');
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('warning', 'Algo estranho', {
      title: TITLES.dialogWarning,
      duration: 8000,
    });
  });

  it('silent calls notify nothing but still report the error', async () => {
    const { client, notify } = setup(() => json(404, { status: 404, message: MSG.notFound }));
    const result = await client.request('GET', '/clientes/limiteCredito', { silent: true });
    expect(result).toEqual({ ok: false, status: 404, error: { status: 404, message: MSG.notFound } });
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('http client: the browser off-line (installable app)', () => {
  it('a write is not sent: one warning says nothing was sent, the call reports no answer', async () => {
    const { client, fetch, notify } = setup(() => json(200, {}), { isOnline: () => false });
    const res = await client.request('POST', '/pedidos', { body: { a: 1 } });
    expect(res).toEqual({ ok: false, status: 0 });
    expect(fetch).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('warning', MSG.appOfflineWrite, expect.objectContaining({}));
  });

  it('a read is tried; its failure is not announced (the off-line banner says it), on-line it is', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch'));
    const offline = setup(failing, { isOnline: () => false });
    expect(await offline.client.request('GET', '/x')).toEqual({ ok: false, status: 0 });
    expect(offline.fetch).toHaveBeenCalledTimes(1);
    expect(offline.notify).not.toHaveBeenCalled();
    const online = setup(failing, { isOnline: () => true });
    await online.client.request('GET', '/x');
    expect(online.notify).toHaveBeenCalledWith('warning', MSG.serverOffline, expect.objectContaining({}));
  });
});

describe('http client: downloads', () => {
  it('returns the file of a 200 answer', async () => {
    const { client, notify } = setup(
      () => new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    const blob = await client.download('/pedidos/1/impressao', { save: false });
    expect(await blob?.text()).toBe('%PDF-1.7');
    expect(notify).not.toHaveBeenCalled();
  });

  it("non-200: the JSON message as a warning 'Atenção:' for 8 s, nothing returned", async () => {
    const { client, notify } = setup(() => json(404, { status: 404, message: 'Pedido não encontrado.' }));
    expect(await client.download('/pedidos/1/impressao', { save: false })).toBeUndefined();
    expect(notify).toHaveBeenCalledWith('warning', 'Pedido não encontrado.', {
      title: 'Atenção:',
      duration: 8000,
    });
  });
});

describe('toApiError', () => {
  it('keeps the API error shape', () => {
    expect(
      toApiError(400, { status: 400, message: 'm', error: 'Bad Request', code: 9001, fields: { a: 'b' } }),
    ).toEqual({
      status: 400,
      message: 'm',
      error: 'Bad Request',
      code: 9001,
      fields: { a: 'b' },
    });
  });
});
