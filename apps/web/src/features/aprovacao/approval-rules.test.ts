import { describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import { ACCESS_MESSAGES, approvalAccess, parseApprovalLink } from './approval-rules';

describe('approval form access (docs/product/gestor-crm-vendas.md §5)', () => {
  it('login first; ADMIN or AUDITOR go on; a customer is refused; other roles are invalid', () => {
    expect(approvalAccess(null)).toBe('login');
    expect(approvalAccess({ id: 0 })).toBe('login');
    expect(approvalAccess({ id: 1, role: 'ROLE_ADMIN' })).toBe('ok');
    expect(approvalAccess({ id: 1, role: 'ROLE_GESTOR', perfils: [{ role: 'ROLE_AUDITOR' }] })).toBe('ok');
    expect(approvalAccess({ id: 1, role: 'ROLE_CLIENTE' })).toBe('client');
    for (const role of ['ROLE_GESTOR', 'ROLE_USUARIO', 'ROLE_VENDEDOR'] as const)
      expect(approvalAccess({ id: 1, role })).toBe('invalid');
    expect(ACCESS_MESSAGES).toEqual({
      login: MSG.approvalLoginRequired,
      client: MSG.approvalClientRefused,
      invalid: MSG.approvalInvalidUser,
    });
  });

  it('reads cli, fil, usr and apro from the link', () => {
    expect(parseApprovalLink(new URLSearchParams('cli=3&fil=1&usr=9&apro=abc'))).toEqual({
      cli: 3,
      fil: 1,
      usr: 9,
      apro: 'abc',
    });
    expect(parseApprovalLink(new URLSearchParams('cli=3&fil=1&usr=9'))).toBeNull();
    expect(parseApprovalLink(new URLSearchParams('cli=x&fil=1&usr=9&apro=a'))).toBeNull();
  });
});
