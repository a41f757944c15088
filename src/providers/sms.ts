import { ENDPOINTS } from '../kernel/http/endpoints';
import { request } from './http';

/** GET /sms/verifySmsSend: the service texts a verification code. */
export function sendSmsCode(): Promise<unknown> {
  return request(ENDPOINTS.verifySmsSend);
}
