// Calls of the Pix of several títulos (POST/GET /api/pix/intencoes).
import type { PixIntencao, PixIntencoesResponse } from '@portal/shared/schemas/pix-intencao';
import { request } from '../../api/client';
import type { FinanceTarget } from './finance-rules';
import { normalizeCgc } from './finance-rules';

/** The key of the open Pix of the customer at the unit (under 'financeiro': a título paid reads it again). */
export const pixIntencoesKey = (t: FinanceTarget) =>
  ['financeiro', 'pix', t.cgc, t.empresaCod, t.filialCod] as const;

export async function listarPixIntencoes(t: FinanceTarget, signal?: AbortSignal): Promise<PixIntencao[]> {
  const r = await request<PixIntencoesResponse>('GET', '/pix/intencoes', {
    query: { cgc: normalizeCgc(t.cgc), empresa: t.empresaCod, filial: t.filialCod },
    signal,
    silent: true,
  });
  if (!r.ok) throw new Error('pix');
  return r.data.itens;
}

/** A new Pix for these títulos; undefined when refused (the message was shown). */
export async function criarPixIntencao(titulos: readonly number[]): Promise<PixIntencao | undefined> {
  const r = await request<PixIntencao>('POST', '/pix/intencoes', { body: { titulos } });
  return r.ok ? r.data : undefined;
}
