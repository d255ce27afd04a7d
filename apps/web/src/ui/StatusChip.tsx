// The chip of a user, customer, approver or contact status (docs/product/gestor-crm-vendas.md §4): P
// PENDENTE, L LIBERADO, B BLOQUEADO in pt-BR (the shared status table), never the raw letter; coloured by
// state.
import Chip, { type ChipProps } from '@mui/material/Chip';
import { STATUS_DESCRIPTIONS, type Status } from '@portal/shared/constants';

/** Chip colour of a status: L released, B blocked, P pending. */
export const statusColor = (s: string) => (s === 'L' ? 'success' : s === 'B' ? 'error' : 'warning');

export function StatusChip({
  status,
  label,
  ...rest
}: { status: string; label?: string } & Omit<ChipProps, 'label' | 'color'>) {
  return (
    <Chip
      size="small"
      variant="outlined"
      {...rest}
      label={label ?? STATUS_DESCRIPTIONS[status as Status] ?? status}
      color={statusColor(status)}
    />
  );
}
