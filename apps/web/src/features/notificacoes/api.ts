// Order news of the signed-in user: the bell's list (TanStack Query), the read marks, the e-mail
// choices and the live stream (Server-Sent Events read over fetch: EventSource cannot send the
// Authorization header, and the token never goes into a URL).
import { useQueryClient, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  NOTIFICACAO_EVENT,
  NOTIFICACAO_SUBSTITUIDA_EVENT,
  NOTIFICACOES_LIMIT,
} from '@portal/shared/notificacoes';
import type { Notificacao, NotificacoesResponse } from '@portal/shared/schemas/notificacoes';
import { request } from '../../api/client';
import { refreshFinanceQueries } from '../../api/financeiro-keys';
import { refreshOrderQueries } from '../../api/pedido-keys';
import { useSession } from '../../state/session';

export const NOTIFICACOES_KEY = ['notificacoes'] as const;

async function fetchNotificacoes(signal?: AbortSignal): Promise<NotificacoesResponse> {
  const res = await request<NotificacoesResponse>('GET', '/notificacoes', { silent: true, signal });
  if (!res.ok) throw new Error(res.error?.message ?? String(res.status));
  return res.data;
}

export function useNotificacoes(enabled: boolean) {
  return useQuery({
    queryKey: NOTIFICACOES_KEY,
    queryFn: ({ signal }) => fetchNotificacoes(signal),
    enabled,
    staleTime: 60_000,
  });
}

export const marcarLida = (id: number) => request('POST', `/notificacoes/${id}/lida`, { silent: true });
export const marcarTodasLidas = () => request('POST', '/notificacoes/lidas');

/** Adds a pushed notification to the cached list (once) and counts it unread. */
export function addToList(queryClient: QueryClient, n: Notificacao): void {
  queryClient.setQueryData<NotificacoesResponse>(NOTIFICACOES_KEY, (old) => {
    if (!old) return old;
    if (old.itens.some((x) => x.id === n.id)) return old;
    const itens = [n, ...old.itens].sort((a, b) => b.id - a.id).slice(0, NOTIFICACOES_LIMIT);
    return { itens, naoLidas: old.naoLidas + (n.lida ? 0 : 1) };
  });
}

/**
 * A notification pushed by the stream: into the bell's list, and the screens on show are read again:
 * for an order, its detail, the order lists and their counters; for a title paid, the finance lists
 * and the header's credit figures.
 */
export function onNotificacao(queryClient: QueryClient, n: Notificacao): void {
  addToList(queryClient, n);
  if (n.pedidoId !== null && n.pedidoRef !== null)
    void refreshOrderQueries(queryClient, { pedidoId: n.pedidoId, pedidoRef: n.pedidoRef });
  if (n.tituloId !== null) void refreshFinanceQueries(queryClient);
}

/** Marks items read in the cached list (one id, or all when undefined). */
export function markInList(queryClient: QueryClient, id?: number): void {
  queryClient.setQueryData<NotificacoesResponse>(NOTIFICACOES_KEY, (old) => {
    if (!old) return old;
    const was = old.itens.find((x) => x.id === id);
    return {
      itens: old.itens.map((x) => (id === undefined || x.id === id ? { ...x, lida: true } : x)),
      naoLidas: id === undefined ? 0 : Math.max(0, old.naoLidas - (was && !was.lida ? 1 : 0)),
    };
  });
}

export interface SseMessage {
  id?: string;
  event?: string;
  data: string;
}

/** Splits a text/event-stream into messages; feed it chunks, it returns the complete ones. */
export function sseParser(): (chunk: string) => SseMessage[] {
  let buf = '';
  return (chunk) => {
    buf += chunk.replace(/\r\n?/g, '\n');
    const out: SseMessage[] = [];
    let at: number;
    while ((at = buf.indexOf('\n\n')) >= 0) {
      const block = buf.slice(0, at);
      buf = buf.slice(at + 2);
      const msg: SseMessage = { data: '' };
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (!line || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') msg.id = value;
        else if (field === 'event') msg.event = value;
        else if (field === 'data') data.push(value);
      }
      msg.data = data.join('\n');
      if (msg.event || msg.data) out.push(msg);
    }
    return out;
  };
}

/** Wait before reconnecting after the n-th failure in a row (3 s, doubling, up to a minute). */
export const reconnectDelay = (failures: number) => Math.min(60_000, 3000 * 2 ** Math.max(0, failures - 1));

/**
 * Wait before the next connection: a stream the server replaced by a newer one of the same user
 * (more tabs than it keeps) waits the longest, so two tabs do not keep taking each other's place.
 */
export const nextConnectionDelay = (failures: number, replaced: boolean) =>
  reconnectDelay(replaced ? Infinity : Math.max(1, failures));

/**
 * Keeps the user's live stream open while mounted: each notification goes into the cached list and
 * refreshes the order's screens (onNotificacao); on every (re)connection the list is read again and
 * the stream replays from the last event id.
 */
export function useNotificacoesStream(enabled: boolean): void {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.usuario?.auth.token);
  useEffect(() => {
    if (!enabled || !token) return;
    const ctrl = new AbortController();
    let lastId: string | undefined;
    let failures = 0;
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        ctrl.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    void (async () => {
      while (!ctrl.signal.aborted) {
        let replaced = false;
        try {
          const res = await fetch('/api/notificacoes/stream', {
            headers: {
              Accept: 'text/event-stream',
              Authorization: `Bearer ${token}`,
              ...(lastId ? { 'Last-Event-ID': lastId } : {}),
            },
            cache: 'no-store',
            signal: ctrl.signal,
          });
          // A session that ended is handled by the app's other calls (token-expirado).
          if (res.status === 401 || res.status === 403) return;
          if (!res.ok || !res.body) throw new Error(String(res.status));
          failures = 0;
          void queryClient.invalidateQueries({ queryKey: NOTIFICACOES_KEY, exact: true });
          const parse = sseParser();
          const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            for (const msg of parse(value)) {
              if (msg.event === NOTIFICACAO_SUBSTITUIDA_EVENT) replaced = true;
              if (msg.id) lastId = msg.id;
              if (msg.event === NOTIFICACAO_EVENT)
                onNotificacao(queryClient, JSON.parse(msg.data) as Notificacao);
            }
          }
        } catch {
          if (ctrl.signal.aborted) return;
          failures++;
        }
        await sleep(nextConnectionDelay(failures, replaced));
      }
    })();
    return () => ctrl.abort();
  }, [enabled, token, queryClient]);
}
