import { describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/messages';
import { canConfirm, canSend, failureMessage, isLinkProblem } from './recovery-rules';

describe('recovery and reset rules', () => {
  it('ENVIAR needs the user and the captcha, and no request running', () => {
    expect(canSend({ email: 'a@b.com', captcha: 'p', pending: false })).toBe(true);
    expect(canSend({ email: '  ', captcha: 'p', pending: false })).toBe(false);
    expect(canSend({ email: 'a@b.com', captcha: null, pending: false })).toBe(false);
    expect(canSend({ email: 'a@b.com', captcha: 'p', pending: true })).toBe(false);
  });

  it('CONFIRMAR needs the captcha and both passwords filled and equal', () => {
    expect(canConfirm({ captcha: 'p', senha: 'Abc@1234', resenha: 'Abc@1234', pending: false })).toBe(true);
    expect(canConfirm({ captcha: null, senha: 'Abc@1234', resenha: 'Abc@1234', pending: false })).toBe(false);
    expect(canConfirm({ captcha: 'p', senha: 'Abc@1234', resenha: 'Abc@1235', pending: false })).toBe(false);
    expect(canConfirm({ captcha: 'p', senha: '', resenha: '', pending: false })).toBe(false);
    expect(canConfirm({ captcha: 'p', senha: 'Abc@1234', resenha: 'Abc@1234', pending: true })).toBe(false);
  });

  it('CONFIRMAR waits while the password is longer than 10 characters; 10 go through', () => {
    const ten = 'Abc@123456';
    expect(canConfirm({ captcha: 'p', senha: ten, resenha: ten, pending: false })).toBe(true);
    const fourteen = 'Gerad@Senha#14';
    expect(canConfirm({ captcha: 'p', senha: fourteen, resenha: fourteen, pending: false })).toBe(false);
  });

  it("failure messages: the server's, off-line, or the general one; link problems are recognised", () => {
    expect(
      failureMessage({ ok: false, status: 400, error: { status: 400, message: MSG.resetLinkUsed } }),
    ).toBe(MSG.resetLinkUsed);
    expect(failureMessage({ ok: false, status: 0 })).toBe(MSG.serverOffline);
    expect(failureMessage({ ok: false, status: 500 })).toBe(MSG.genericFailure);
    expect([MSG.resetLinkUsed, MSG.resetLinkExpired, MSG.resetLinkInvalid].every(isLinkProblem)).toBe(true);
    expect(isLinkProblem(MSG.captchaInvalid)).toBe(false);
  });
});
