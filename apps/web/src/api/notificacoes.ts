// The signed-in user's e-mail choices for order news (GET/PUT /api/notificacoes/preferencias).
import type { Preferencias } from '@portal/shared/schemas/notificacoes';
import { request } from './client';

export const PREFERENCIAS_KEY = ['notificacoes', 'preferencias'] as const;

export async function fetchPreferencias(signal?: AbortSignal): Promise<Preferencias> {
  const res = await request<Preferencias>('GET', '/notificacoes/preferencias', { silent: true, signal });
  if (!res.ok) throw new Error(res.error?.message ?? String(res.status));
  return res.data;
}

export const salvarPreferencias = (p: Preferencias) =>
  request<Preferencias>('PUT', '/notificacoes/preferencias', { body: p });
