import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@portal/shared/messages';
import { notify } from '../ui/notify';
import { http } from './client';
import { notifyFailure } from './failure';

vi.mock('../ui/notify', () => ({ notify: vi.fn() }));
const fail = (status: number, error?: object) =>
  ({ ok: false, status, error: error && { status, message: 'x', ...error } }) as const;

afterEach(() => vi.mocked(notify).mockClear());

describe('one notice per failed action', () => {
  it("a refusal shows the screen's message alone", () => {
    notifyFailure(fail(404, { message: MSG.notFound }), MSG.failRemoveProfile);
    notifyFailure(fail(403, { message: MSG.forbidden }), MSG.failRemoveProfile);
    expect(vi.mocked(notify).mock.calls.map((c) => c[1])).toEqual([
      MSG.failRemoveProfile,
      MSG.failRemoveProfile,
    ]);
  });

  it("a conflict shows the server's reason alone", () => {
    notifyFailure(fail(409, { message: 'E-mail já cadastrado.' }), MSG.failAddClientToUser);
    expect(vi.mocked(notify).mock.calls.map((c) => c[1])).toEqual(['E-mail já cadastrado.']);
  });

  it('field errors go to the generic handling, with screen labels; nothing else', () => {
    const spy = vi.spyOn(http, 'handleError');
    notifyFailure(fail(400, { fields: { filialId: 'obrigatório.' } }), MSG.failAddClientToUser);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(vi.mocked(notify).mock.calls.map((c) => c[1])).toEqual(['O campo Filial, obrigatório.']);
  });

  it('no answer: the off-line message alone', () => {
    notifyFailure({ ok: false, status: 0 }, MSG.failAddClientToUser);
    expect(vi.mocked(notify).mock.calls.map((c) => c[1])).toEqual([MSG.serverOffline]);
  });
});
