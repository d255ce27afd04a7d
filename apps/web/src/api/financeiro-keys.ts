// The cached reads of the finance screen (TanStack Query keys under 'financeiro': the boletos list, the
// documents, the open Pix of several títulos) and the header's credit figures. The live news
// (features/notificacoes) reads them again when a title is paid, so /financeiro shows it paid and the
// header's Devedor/Saldo move without a reload (both from the server's one credit function).
import type { QueryClient } from '@tanstack/react-query';
import { loadLimiteCredito, loadTitulosVencidos } from './credito';

export const FINANCEIRO_KEY = ['financeiro'] as const;

/** A title was paid: the finance reads on show are fetched again, and the header's figures. */
export async function refreshFinanceQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: FINANCEIRO_KEY }),
    loadLimiteCredito({ keep: true }),
    loadTitulosVencidos({ notify: false }),
  ]);
}
