// The approver form's checks in the spec's order (docs/product/gestor-crm-vendas.md §5): user, branch, level,
// status.
import { APPROVER_LEVELS, STATUSES } from '@portal/shared/constants';
import { MSG } from '@portal/shared/messages';

export interface AprovadorForm {
  id?: number;
  usuarioId: number | null;
  filialId: number | '';
  master: '' | (typeof APPROVER_LEVELS)[number];
  status: '' | (typeof STATUSES)[number];
}

export const emptyAprovadorForm = (): AprovadorForm => ({
  usuarioId: null,
  filialId: '',
  master: '',
  status: 'L',
});

/** The first message that applies, or null when the form can be sent. */
export function validateAprovador(f: AprovadorForm): string | null {
  if (!f.usuarioId) return MSG.approverUserRequired;
  if (!f.filialId) return MSG.approverBranchRequired;
  if (!f.master || !APPROVER_LEVELS.includes(f.master)) return MSG.approverLevelRequired;
  if (!f.status || !STATUSES.includes(f.status)) return MSG.approverStatusInvalid;
  return null;
}
