// How a client (Cliente) is shown and searched on the buying side: 'codigo/loja - razao', the tax id
// formatted or NENHUM, '(INATIVO)' in red for status B (docs/product/portal-cliente.md §2 Client selection,
// Header); and the refusal, up front, to order for a company that cannot buy (pedido-rules
// clientePodeComprar).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ListItemText from '@mui/material/ListItemText';
import { formatCpfCnpj, onlyDigits } from '@portal/shared/format';
import { BUYER_LABELS } from '@portal/shared/labels';
import { MSG } from '@portal/shared/messages';
import { clientePodeComprar } from '@portal/shared/pedido-rules';
import type { ClienteResumo } from '@portal/shared/schemas/auth';
import { useSession } from '../../state/session';

type ClienteShown = Pick<ClienteResumo, 'codigo' | 'loja' | 'razao' | 'cgc' | 'status'>;

/** 'codigo/loja - razao'. */
export function clienteLabel(c: Pick<ClienteResumo, 'codigo' | 'loja' | 'razao'>): string {
  return `${c.codigo}/${c.loja} - ${c.razao}`;
}

/** The CPF/CNPJ formatted, or NENHUM. */
export function clienteTaxId(c: Pick<ClienteResumo, 'cgc'>): string {
  return c.cgc && onlyDigits(c.cgc) ? formatCpfCnpj(c.cgc) : MSG.noTaxId;
}

/** Upper case without accents, for comparing typed text. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleUpperCase('pt-BR');

/**
 * Search over razão and CPF/CNPJ (and code): every word must appear in the razão or code (case and
 * accents ignored), or the digits typed must appear in the tax id (with or without its mask).
 */
export function matchesCliente(
  c: Pick<ClienteResumo, 'codigo' | 'loja' | 'razao' | 'cgc'>,
  search: string,
  { codigo = true }: { codigo?: boolean } = {},
): boolean {
  const text = fold(search.trim());
  if (!text) return true;
  const digits = onlyDigits(text);
  if (digits && digits.length === text.replace(/[\s./-]/g, '').length && onlyDigits(c.cgc).includes(digits)) {
    return true;
  }
  const haystack = fold(`${c.razao} ${codigo ? `${c.codigo}/${c.loja}` : ''}`);
  return text.split(/\s+/).every((w) => haystack.includes(w));
}

/** The text of a client row: razão (and (INATIVO)); code/store and tax id below. */
export function ClienteText({ cliente, extra }: { cliente: ClienteShown; extra?: string }) {
  return (
    <ListItemText
      primary={
        <>
          {cliente.razao}
          {cliente.status === 'B' ? (
            <Box component="span" sx={{ color: 'error.main', fontWeight: 600, ml: 1 }}>
              {MSG.clientInactive}
            </Box>
          ) : null}
        </>
      }
      secondary={`${cliente.codigo}/${cliente.loja} · ${BUYER_LABELS.taxId}: ${clienteTaxId(cliente)}${extra ? ` · ${extra}` : ''}`}
    />
  );
}

/**
 * Why nothing can be ordered for the current company (inactive, blocked or pending), or null: the
 * product search and the cart say it and offer no ADICIONAR / FINALIZAR.
 */
export function useOrderingRefused(): string | null {
  const cliente = useSession((s) => s.usuario?.cliente);
  if (!cliente || clientePodeComprar(cliente.status)) return null;
  return MSG.clientOrderingRefused(cliente.status);
}

/** The refusal to order for the current company, said where ordering would start. */
export function OrderingRefused({ reason }: { reason: string }) {
  return (
    <Alert severity="error" role="alert" sx={{ my: 1.5 }}>
      {reason}
    </Alert>
  );
}
