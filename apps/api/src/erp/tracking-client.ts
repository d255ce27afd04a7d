// Client of the carriers' tracking service (docs/product/documentos-fiscais.md §4) for the order-detail
// tracking dialog. TRACKING_URL defaults to the portal's own simulated service (POST /api/rastreio); then the
// service function is called directly, with no HTTP round trip.
import type { RastreioResponse, RastreioTracking } from '@portal/shared/schemas/integracao';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { findRastreio } from './find-rastreio';

export const TRACKING_TIMEOUT_MS = 10_000;
export const TRACKING_MSG = {
  unavailable: 'O serviço de rastreio não respondeu, tente novamente mais tarde.',
} as const;

/** The tracking service URL in force. */
export function trackingUrl(config: Pick<Config, 'TRACKING_URL' | 'publicUrl'>): string {
  return (config.TRACKING_URL?.trim() || `${config.publicUrl}/api/rastreio`).replace(/\/$/, '');
}

/** True when TRACKING_URL is the portal's own endpoint (the default). */
export function isLocalTracking(config: Pick<Config, 'TRACKING_URL' | 'publicUrl'>): boolean {
  return trackingUrl(config) === `${config.publicUrl}/api/rastreio`;
}

/**
 * Tracking of an NF-e key. An external service is called with `{ chave_nfe }`; its answer is
 * checked against the expected shape, and a failure (network, timeout, bad JSON) becomes
 * `success: false` with a message, never an exception.
 */
export async function fetchTracking(
  ctx: { config: Pick<Config, 'TRACKING_URL' | 'publicUrl'>; db: Db },
  chave: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RastreioResponse> {
  if (isLocalTracking(ctx.config)) return findRastreio(ctx, chave);
  try {
    const res = await fetchImpl(trackingUrl(ctx.config), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ chave_nfe: chave }),
      signal: AbortSignal.timeout(TRACKING_TIMEOUT_MS),
    });
    return normalizeTracking(await res.json());
  } catch {
    return { success: false, message: TRACKING_MSG.unavailable };
  }
}

const str = (v: unknown): string | null =>
  v === null || v === undefined || v === '' ? null : typeof v === 'object' ? null : String(v);

/** A carrier's answer read defensively: missing fields become null, numbers become text. */
export function normalizeTracking(body: unknown): RastreioResponse {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const message = str(b.message) ?? '';
  const doc =
    b.documento && typeof b.documento === 'object' ? (b.documento as Record<string, unknown>) : null;
  if (b.success !== true || !doc) return { success: false, message: message || TRACKING_MSG.unavailable };
  const h = (doc.header && typeof doc.header === 'object' ? doc.header : {}) as Record<string, unknown>;
  const list = Array.isArray(doc.tracking) ? doc.tracking : [];
  const tracking: RastreioTracking[] = list
    .filter((t): t is Record<string, unknown> => !!t && typeof t === 'object')
    .map((t) => ({
      data_hora: str(t.data_hora) ?? '',
      dominio: str(t.dominio),
      filial: str(t.filial),
      cidade: str(t.cidade),
      ocorrencia: str(t.ocorrencia) ?? '',
      descricao: str(t.descricao),
      tipo: str(t.tipo),
      data_hora_efetiva: str(t.data_hora_efetiva),
      nome_recebedor: str(t.nome_recebedor),
      nro_doc_recebedor: str(t.nro_doc_recebedor),
    }));
  return {
    success: true,
    message,
    documento: {
      header: {
        remetente: str(h.remetente) ?? '',
        destinatario: str(h.destinatario) ?? '',
        nro_nf: str(h.nro_nf) ?? '',
        pedido: str(h.pedido) ?? '',
      },
      tracking,
    },
  };
}
