/** Answer helpers: the service envelope `{code, message, data}` and the template envelope `{code: 20000, data}`. */
import { HttpResponse } from 'msw';
import { SERVICE_OK, TEMPLATE_OK, type Envelope, type EnvelopeCode, type TemplateEnvelope } from './types';

/** HTTP 200 `{code: '00000', message: 'success', data}` (service calls: /user, /sms, /upload). */
export function ok<T>(data: T): Response {
  const body: Envelope<T> = { code: SERVICE_OK, message: 'success', data };
  return HttpResponse.json(body);
}

/** HTTP 200 `{code: 20000, data}` (template mocks under /vue-element-admin). */
export function okTemplate<T>(data: T): Response {
  const body: TemplateEnvelope<T> = { code: TEMPLATE_OK, data };
  return HttpResponse.json(body);
}

/** An error envelope `{code, message, data: null}`, HTTP 200 unless told otherwise. */
export function fail(code: EnvelopeCode, message: string, httpStatus = 200): Response {
  const body: Envelope<null> = { code, message, data: null };
  return HttpResponse.json(body, { status: httpStatus });
}

/** The error answers shared by several handlers. */
export const errors = {
  illegalToken: () => fail(50008, 'Illegal token, please log in again.'),
  forbidden: (roles: readonly string[]) =>
    fail('40300', `No permission: this action needs the ${roles.join(' or ')} role.`, 403),
  invalid: (message: string) => fail('40001', message),
  badRequest: (message: string) => fail('40000', message),
  notFound: (message: string) => fail('40400', message),
};
