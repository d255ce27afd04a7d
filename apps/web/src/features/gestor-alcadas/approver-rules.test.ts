import { describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import { emptyAprovadorForm, validateAprovador } from './approver-rules';

describe('approver form checks', () => {
  it('answers the four messages in the spec order', () => {
    const f = { ...emptyAprovadorForm(), status: '' as const };
    expect(validateAprovador(f)).toBe(MSG.approverUserRequired);
    expect(validateAprovador({ ...f, usuarioId: 3 })).toBe(MSG.approverBranchRequired);
    expect(validateAprovador({ ...f, usuarioId: 3, filialId: 1 })).toBe(MSG.approverLevelRequired);
    expect(validateAprovador({ ...f, usuarioId: 3, filialId: 1, master: 'MASTER' })).toBe(
      MSG.approverStatusInvalid,
    );
    expect(validateAprovador({ ...f, usuarioId: 3, filialId: 1, master: 'NORMAL', status: 'L' })).toBeNull();
  });
});
