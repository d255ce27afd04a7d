// HTTP client for the portal API with the spec's generic response handling
// (docs/product/portal-cliente.md §8). createHttpClient takes its collaborators (fetch, token, notifier,
// navigation) so the handling is unit-testable; `http` and the helpers below are the app's instance.
import { ERROR_CODES, NOTIFY_DURATIONS, TIMINGS } from '@portal/shared/constants';
import { fieldLabel } from '@portal/shared/field-labels';
import { MSG, TITLES } from '@portal/shared/messages';
import type { ApiError } from '@portal/shared/schemas/common';
import { useSession } from '../state/session';
import { notify, type Notifier } from '../ui/notify';

export type { ApiError };

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  /** JSON body (POST/PUT). */
  body?: unknown;
  /** Bearer token instead of the session's (the login flow, before the session is stored). */
  token?: string | null;
  /** Show no notification: the caller handles (or ignores) failures. */
  silent?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface DownloadOptions extends RequestOptions {
  /** Save the file in the browser (default true); the name falls back to Content-Disposition. */
  save?: boolean;
  filename?: string;
}

/** status 0 = no answer (network failure or aborted). */
export type ApiResult<T> =
  { ok: true; status: number; data: T; headers?: Headers } | { ok: false; status: number; error?: ApiError };

export interface HttpClientDeps {
  baseUrl: string;
  fetch: typeof fetch;
  getToken: () => string | null | undefined;
  notify: Notifier;
  navigate: (path: string) => void;
  /** False while the browser is off-line (navigator.onLine); absent = always on-line. */
  isOnline?: () => boolean;
  /** Told at once when an answer says the session ended (9002), before the redirect's delay. */
  onSessionEnded?: () => void;
}

export const TOKEN_EXPIRED_PATH = '/token-expirado';

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/** Any error body (JSON of the API, a proxy's HTML, nothing) as the API error shape. */
export function toApiError(status: number, body: unknown): ApiError {
  const obj = body && typeof body === 'object' ? (body as Partial<ApiError>) : {};
  const text =
    typeof body === 'string' && body.length < 300 && !body.trimStart().startsWith('<') ? body.trim() : '';
  const message = obj.message || obj.error || text || MSG.genericFailure;
  const error: ApiError = { status: typeof obj.status === 'number' ? obj.status : status, message };
  if (obj.error) error.error = obj.error;
  if (typeof obj.code === 'number') error.code = obj.code;
  if (obj.fields && typeof obj.fields === 'object') error.fields = obj.fields;
  return error;
}

function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1];
}

export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json') || /^[[{]/.test(text.trimStart())) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export function createHttpClient(deps: HttpClientDeps) {
  let expiryTimer: ReturnType<typeof setTimeout> | null = null;
  /**
   * The session expired (9002) and the user is being, or was, sent to /token-expirado: a later 401
   * says nothing more ('Ocorreu uma falha...' would only repeat it). A call that succeeds with a
   * token ends it.
   */
  let sessionExpired = false;

  /**
   * 9002: after the warning, go to /token-expirado once, however many calls failed
   * (docs/product/portal-cliente.md §8). The signed-in shells are told at once (onSessionEnded) and go there
   * without waiting; a session already ended on this side by then (the token-expired screen was shown) is not
   * taken back there.
   */
  function scheduleTokenExpired() {
    sessionExpired = true;
    deps.onSessionEnded?.();
    if (expiryTimer) return;
    expiryTimer = setTimeout(() => {
      expiryTimer = null;
      if (deps.getToken()) deps.navigate(TOKEN_EXPIRED_PATH);
    }, TIMINGS.TOKEN_EXPIRED_REDIRECT);
  }

  /**
   * Generic handling of an error answer (docs/product/portal-cliente.md §8); httpStatus defaults to the
   * body's status.
   */
  function handleError(error: ApiError, httpStatus: number = error.status): void {
    const warn = (message: string, duration: number = NOTIFY_DURATIONS.TYPICAL) =>
      deps.notify('warning', message, { title: TITLES.warning, duration });

    // 500, 502, 503 (and any other server failure): the server's message; the call returns nothing.
    if (httpStatus >= 500 || error.status >= 500) {
      warn(error.message);
      return;
    }
    if (error.code === ERROR_CODES.BUSINESS_WARNING) {
      warn(error.message, NOTIFY_DURATIONS.TYPICAL);
      return;
    }
    if (error.code === ERROR_CODES.TOKEN_EXPIRED) {
      warn(error.message, NOTIFY_DURATIONS.TYPICAL);
      scheduleTokenExpired();
      return;
    }
    if (httpStatus === 401 && sessionExpired) return;
    const fields = error.fields ? Object.entries(error.fields) : [];
    if (fields.length === 0) {
      warn(error.message || error.error || MSG.genericFailure);
      return;
    }
    for (const [key, message] of fields) {
      if (key === 'msgError') warn(message);
      else if (key === 'msgInfo')
        deps.notify('info', message, { title: TITLES.info, duration: NOTIFY_DURATIONS.TYPICAL });
      else
        deps.notify('info', MSG.registrationFieldError(fieldLabel(key), message), {
          title: TITLES.validation,
          duration: NOTIFY_DURATIONS.VALIDATION,
        });
    }
  }

  /** A call that got no answer: 'Failed to fetch' means the server is off-line. */
  function handleNetworkFailure(err: unknown, silent: boolean | undefined): void {
    // Off-line, the app's banner says so once (ui/OfflineBanner): no notice per failed read.
    if (silent || deps.isOnline?.() === false) return;
    if (err instanceof DOMException && err.name === 'AbortError') return;
    const message = err instanceof Error ? err.message : String(err);
    const offline = err instanceof TypeError || /failed to fetch|networkerror|load failed/i.test(message);
    deps.notify('warning', offline ? MSG.serverOffline : message, {
      title: TITLES.dialogWarning,
      duration: NOTIFY_DURATIONS.TYPICAL,
    });
  }

  async function send(
    method: string,
    path: string,
    opts: RequestOptions,
    accept: string,
  ): Promise<Response | undefined> {
    if (method !== 'GET' && deps.isOnline?.() === false) {
      // A write is never queued behind the user's back: it is refused here, said once.
      if (!opts.silent) {
        deps.notify('warning', MSG.appOfflineWrite, {
          title: TITLES.dialogWarning,
          duration: NOTIFY_DURATIONS.TYPICAL,
        });
      }
      return undefined;
    }
    const headers: Record<string, string> = { Accept: accept, ...opts.headers };
    const token = opts.token !== undefined ? opts.token : deps.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    try {
      return await deps.fetch(buildUrl(deps.baseUrl, path, opts.query), {
        method,
        headers,
        body,
        signal: opts.signal,
      });
    } catch (err) {
      handleNetworkFailure(err, opts.silent);
      return undefined;
    }
  }

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResult<T>> {
    const res = await send(method, path, opts, 'application/json');
    if (!res) return { ok: false, status: 0 };
    let body: unknown;
    try {
      body = await readBody(res);
    } catch (err) {
      handleNetworkFailure(err, opts.silent);
      return { ok: false, status: res.status };
    }
    if (res.ok) {
      if (opts.token !== null && deps.getToken()) sessionExpired = false;
      return { ok: true, status: res.status, data: body as T, headers: res.headers };
    }
    const error = toApiError(res.status, body);
    if (!opts.silent) handleError(error, res.status);
    return { ok: false, status: res.status, error };
  }

  /** The data of a successful call; undefined when it failed (already notified). */
  async function dataOf<T>(method: string, path: string, opts?: RequestOptions): Promise<T | undefined> {
    const result = await request<T>(method, path, opts);
    return result.ok ? result.data : undefined;
  }

  /** A file (PDF, XML, spreadsheet). Non-200: the JSON message as a warning 'Atenção:' for 8 s. */
  async function download(path: string, opts: DownloadOptions = {}): Promise<Blob | undefined> {
    const res = await send('GET', path, opts, '*/*');
    if (!res) return undefined;
    try {
      if (res.status === 200) {
        const blob = await res.blob();
        if (opts.save !== false) {
          saveBlob(
            blob,
            opts.filename ?? filenameFromDisposition(res.headers.get('content-disposition')) ?? 'arquivo',
          );
        }
        return blob;
      }
      const error = toApiError(res.status, await readBody(res));
      if (!opts.silent) {
        deps.notify('warning', error.message, { title: TITLES.warning, duration: NOTIFY_DURATIONS.TYPICAL });
        if (error.code === ERROR_CODES.TOKEN_EXPIRED) scheduleTokenExpired();
      }
    } catch (err) {
      handleNetworkFailure(err, opts.silent);
    }
    return undefined;
  }

  return {
    request,
    handleError,
    download,
    get: <T>(path: string, opts?: RequestOptions) => dataOf<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      dataOf<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      dataOf<T>('PUT', path, { ...opts, body }),
    del: <T>(path: string, opts?: RequestOptions) => dataOf<T>('DELETE', path, opts),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

// Navigation from outside React: the router registers its navigate function (app/NavigationBridge).
let navigator: (path: string) => void = (path) => window.location.assign(path);
export function setNavigator(navigate: (path: string) => void): void {
  navigator = navigate;
}

export const http = createHttpClient({
  baseUrl: '/api',
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => useSession.getState().usuario?.auth.token,
  notify,
  navigate: (path) => navigator(path),
  isOnline: () => globalThis.navigator?.onLine !== false,
  onSessionEnded: () => useSession.getState().markEnded(),
});

export const { request, get, post, put, del, download } = http;
