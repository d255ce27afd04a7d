// One notice per failed action. A screen with its own failure message (docs/product/gestor-crm-vendas.md §8)
// calls the API silently and hands the result here: the generic handling (docs/product/portal-cliente.md §8)
// stays for what only it handles (an expired token, a server failure, the off-line server, field validation
// with the fields' screen labels); a conflict (409) or a business warning (9001) shows the server's reason,
// which says what to change (an e-mail already in use); anything else shows the screen's message
// alone, never both.
import { ERROR_CODES, NOTIFY_DURATIONS } from '@portal/shared/constants';
import { MSG, TITLES } from '@portal/shared/messages';
import { notify } from '../ui/notify';
import { http, type ApiResult } from './client';

export function notifyFailure(res: ApiResult<unknown>, message: string): void {
  if (res.ok) return;
  const error = res.error;
  if (!error) {
    notify('warning', res.status === 0 ? MSG.serverOffline : message, {
      title: TITLES.dialogWarning,
      duration: NOTIFY_DURATIONS.TYPICAL,
    });
    return;
  }
  const fields = Object.keys(error.fields ?? {}).filter((k) => k !== 'msgError' && k !== 'msgInfo');
  if (res.status >= 500 || error.code === ERROR_CODES.TOKEN_EXPIRED || fields.length > 0) {
    http.handleError(error, res.status);
    return;
  }
  if (res.status === 409 || error.code === ERROR_CODES.BUSINESS_WARNING) {
    notify('warning', error.message || message);
    return;
  }
  notify('warning', message);
}
