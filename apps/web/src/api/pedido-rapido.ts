// Quick order calls: the check of lines of code and quantity (also used by the repeat-order button
// of the orders screens), the spreadsheet (sent as base64: the API reads .xlsx with its own
// library, so no spreadsheet parser weighs on the web bundle) and the sample spreadsheet.
import { QUICK_ORDER_LABELS as L } from '@portal/shared/labels-pedido-rapido';
import type { PedidoRapidoLinhaBody, PedidoRapidoResponse } from '@portal/shared/schemas/pedido-rapido';
import { download, request } from './client';

/** The client and the unit (unidade id) whose catalogue and prices apply. */
export interface QuickTarget {
  clienteId: number;
  filialId: number;
}

/** POST /pedido-rapido/verificar: each line's outcome; undefined when it failed (already notified). */
export async function verificarLinhas(
  target: QuickTarget,
  linhas: PedidoRapidoLinhaBody[],
  signal?: AbortSignal,
): Promise<PedidoRapidoResponse | undefined> {
  const r = await request<PedidoRapidoResponse>('POST', '/pedido-rapido/verificar', {
    body: { ...target, linhas },
    signal,
  });
  return r.ok ? r.data : undefined;
}

/** The file's bytes as base64 (in chunks, so a large file does not overflow the call stack). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** POST /pedido-rapido/planilha: the file's lines checked; undefined when it failed (already notified). */
export async function enviarPlanilha(
  target: QuickTarget,
  file: File,
): Promise<PedidoRapidoResponse | undefined> {
  const arquivo = await fileToBase64(file);
  const r = await request<PedidoRapidoResponse>('POST', '/pedido-rapido/planilha', {
    body: { ...target, nome: file.name, arquivo },
  });
  return r.ok ? r.data : undefined;
}

/** GET /pedido-rapido/modelo: saves the sample spreadsheet. */
export async function baixarModelo(target: QuickTarget): Promise<void> {
  await download('/pedido-rapido/modelo', {
    query: { clienteId: target.clienteId, filialId: target.filialId },
    filename: L.sampleFile,
  });
}
