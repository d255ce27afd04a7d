// Recovery and reset calls (docs/product/portal-cliente.md §7): POST /usuarios/forgot {email, token}, PUT
// /usuarios/newpsw {id, senha, resenha, token, captcha}; both answer 204. Failures are shown by the screens
// ('Ops!').
import type { ForgotBody, NewPasswordBody } from '@portal/shared/schemas/registro';
import { request, type ApiResult } from '../../../api/client';

export function postForgot(body: ForgotBody): Promise<ApiResult<void>> {
  return request<void>('POST', '/usuarios/forgot', { body, silent: true, token: null });
}

export function putNewPassword(body: NewPasswordBody): Promise<ApiResult<void>> {
  return request<void>('PUT', '/usuarios/newpsw', { body, silent: true, token: null });
}
