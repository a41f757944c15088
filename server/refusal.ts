/**
 * A client's mistake thrown from deep in a write (a check, an operation) instead of handed back as
 * an answer through every caller: the API's one `onError` (apiApp.ts) answers it with its envelope.
 * Anything else thrown is a server error (50000).
 */
import type { FieldErrors } from '../src/kernel/rules/rules';
import { STALE_VERSION_CODE, type StoredVersion } from '../src/kernel/http/versions';
import type { EnvelopeCode } from './apiTypes';

export interface RefusalDetails {
  /** The envelope's `data` (null when not given): a batch's report, a stale record's version. */
  data?: unknown;
  /** Per-field errors keyed by path (40001), for the form to show on each field. */
  errors?: FieldErrors;
}

export class Refusal extends Error {
  constructor(
    readonly code: EnvelopeCode,
    message: string,
    readonly httpStatus = 200,
    readonly details: RefusalDetails = {},
  ) {
    super(message);
    this.name = 'Refusal';
  }

  answer(): Response {
    const { data = null, errors } = this.details;
    const body = errors && Object.keys(errors).length > 0 ? { code: this.code, message: this.message, data, errors } : { code: this.code, message: this.message, data };
    const bytes = new TextEncoder().encode(JSON.stringify(body));
    return new Response(bytes, { status: this.httpStatus, headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.length) } });
  }
}

/** 40001: the input breaks a rule; `errors` names each field (by path) that does. */
export const invalid = (message: string, errors?: FieldErrors, data?: unknown): Refusal => new Refusal('40001', message, 200, { errors, data });
/** 40300: the user's roles do not allow it. */
export const forbidden = (message: string): Refusal => new Refusal('40300', message, 403);
/** 40300 naming the roles that would allow it. */
export const forbiddenTo = (roles: readonly string[]): Refusal => forbidden(`No permission: this action needs the ${roles.join(' or ')} role.`);
/** 40400: nothing of that name or id (or nothing this user may see). */
export const notFound = (message: string): Refusal => new Refusal('40400', message);
/** 40900: a limit on how much may be stored was reached, or the stored state refuses the write. */
export const full = (message: string): Refusal => new Refusal('40900', message);
/** 409 / 40901: the stored record moved on since the client read it; `data` is its version now. */
export const versionConflict = (message: string, stored: StoredVersion): Refusal => new Refusal(STALE_VERSION_CODE, message, 409, { data: stored });

/** The refusals of a request before any operation runs (endpoint.ts): the session, the body's type, size and shape. */
export const refusals = {
  illegalToken: (): Refusal => new Refusal(50008, 'Illegal token, please log in again.'),
  badRequest: (message: string): Refusal => new Refusal('40000', message),
  tooLarge: (maxBytes: number): Refusal => new Refusal('41300', `The request body is too large: at most ${Math.round(maxBytes / 1024)} KB here.`, 413),
  unsupportedType: (expected: string): Refusal => new Refusal('41500', `Send the body as ${expected}.`, 415),
};
