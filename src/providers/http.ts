/**
 * The only code that calls `fetch`. Knows the service's envelope `{code, message, data}`, the Token
 * header, the request deadline and the codes that end a session.
 */
import { getConfig } from '../config';
import type { FieldErrors, RuleError } from '../kernel/rules/rules';
import { emit } from './events';
import { TOKEN_HEADER } from '../kernel/http/names';
import { STALE_VERSION_CODE } from '../kernel/http/versions';
import { getToken } from './session';

export type ApiErrorKind = 'api' | 'http' | 'network' | 'timeout' | 'malformed';

/**
 * A field error as react-admin's forms hold one: `useInput` stores a validator's `{message, args}`
 * as this prefix plus JSON, which its ValidationError translates with the arguments (ra-core 5).
 */
const submissionMessage = (error: RuleError): string => `@@react-admin@@${JSON.stringify({ message: error.message, args: error.args ?? {} })}`;

export class ApiError extends Error {
  readonly code: string | number | undefined;
  readonly status: number | undefined;
  readonly kind: ApiErrorKind;
  /** The envelope's field errors (i18n keys with arguments), when the server named fields. */
  readonly fieldErrors: FieldErrors | undefined;
  /**
   * The same errors where react-admin looks for them: the save of CreateBase/EditBase returns
   * `error.body.errors` to its <Form>, which sets each one on its input (setSubmissionErrors).
   */
  readonly body: { errors: Record<string, string> } | undefined;
  /** The envelope's `data` of a refusal (a stale version's stored version: 40901). */
  readonly data: unknown;

  constructor(message: string, kind: ApiErrorKind, code?: string | number, status?: number, fieldErrors?: FieldErrors, data?: unknown) {
    super(message);
    this.data = data;
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.body = fieldErrors && {
      errors: Object.fromEntries(Object.entries(fieldErrors).map(([source, error]) => [source, submissionMessage(error)])),
    };
  }
}

/** Codes after which the session is gone (illegal token, other client logged in, token expired). */
export const LOGOUT_CODES = ['50008', '50012', '50014'];
export const ERROR_MESSAGE_MS = 5000;

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Record<string, QueryValue>;
  /** JSON-serialisable body, or FormData for multipart uploads. */
  body?: unknown;
  /** Do not show the error message: the caller shows it itself. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Deadline of this request in milliseconds (default: the configured requestTimeoutMs). */
  timeoutMs?: number;
}

export interface Envelope {
  code: string | number;
  message?: string;
  data?: unknown;
  errors?: unknown;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const base = getConfig().apiBaseUrl;
  const url = /^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The envelope's `errors` ({source: {message, args}}), keeping only well-formed entries; undefined when none. */
function readFieldErrors(errors: unknown): FieldErrors | undefined {
  if (!isObject(errors)) return undefined;
  const out: FieldErrors = {};
  for (const [source, error] of Object.entries(errors)) {
    if (!isObject(error) || typeof error.message !== 'string') continue;
    out[source] = isObject(error.args) ? { message: error.message, args: error.args } : { message: error.message };
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

export function isSuccess(code: string | number): boolean {
  return getConfig().successCodes.some((success) => String(success) === String(code));
}

function report(error: ApiError, silent: boolean | undefined): ApiError {
  if (error.code !== undefined && LOGOUT_CODES.includes(String(error.code))) {
    emit('sessionExpired', { message: error.message });
  }
  // Field errors are shown on their inputs, a stale version by the form or cell that saved: no second message on top of them.
  const onFields = (error.fieldErrors !== undefined && Object.keys(error.fieldErrors).length > 0) || String(error.code) === STALE_VERSION_CODE;
  if (!silent && !onFields) emit('apiError', { message: error.message, durationMs: ERROR_MESSAGE_MS });
  return error;
}

async function send(url: string, init: RequestInit, timeoutMs: number, outer?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort();
  outer?.addEventListener('abort', forward);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (cause) {
    if (timedOut) throw new ApiError(`timeout of ${timeoutMs}ms exceeded`, 'timeout');
    if (outer?.aborted) throw cause;
    const detail = cause instanceof Error && cause.message ? ` (${cause.message})` : '';
    throw new ApiError(`Network Error${detail}`, 'network');
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

/** The text of an answer; a body that cannot be read is a malformed answer. */
export async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    throw new ApiError('The response could not be read', 'malformed', undefined, response.status);
  }
}

/** The envelope of an answer's text, or the ApiError that says what is wrong with it. */
function envelopeOf(text: string, response: Response): Envelope {
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    if (!response.ok) {
      throw new ApiError(`Request failed with status code ${response.status}`, 'http', undefined, response.status);
    }
    throw new ApiError('Malformed response from the server (not JSON)', 'malformed', undefined, response.status);
  }
  if (!isEnvelope(parsed)) {
    if (!response.ok) {
      throw new ApiError(`Request failed with status code ${response.status}`, 'http', undefined, response.status);
    }
    throw new ApiError('Unexpected response from the server (no code)', 'malformed', undefined, response.status);
  }
  return parsed;
}

/** The `data` of a success envelope in an answer's text; otherwise the ApiError of the answer. */
export function dataOf(text: string, response: Response): unknown {
  const envelope = envelopeOf(text, response);
  if (isSuccess(envelope.code)) return envelope.data;
  throw new ApiError(envelope.message || 'Error', 'api', envelope.code, response.status, readFieldErrors(envelope.errors), envelope.data);
}

/** Sends one request and resolves the envelope's `data`, or rejects with an ApiError. */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await exchange<T>(path, options)).data;
}

export interface Answer<T> {
  data: T;
  /** The response headers (a conventional list reads its total from `Content-Range`). */
  headers: Headers;
}

interface Prepared {
  url: string;
  init: RequestInit;
  timeoutMs: number;
}

function prepare({ method = 'GET', query, body, timeoutMs }: RequestOptions, path: string): Prepared {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers[TOKEN_HEADER] = token;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return { url: buildUrl(path, query), init: { method, headers, body: payload }, timeoutMs: timeoutMs ?? getConfig().requestTimeoutMs };
}

/** A request on its way, whose answer is read later (providers/earlyList.ts). */
export interface SentRequest {
  response: Promise<Response>;
  timeoutMs: number;
}

/** Sends a request now; its failure is reported when its answer is read. */
export function sendNow(path: string, options: RequestOptions = {}): SentRequest {
  const { url, init, timeoutMs } = prepare(options, path);
  const response = send(url, init, timeoutMs, options.signal);
  response.catch(() => undefined);
  return { response, timeoutMs };
}

/**
 * Sends a request (or takes over one already `sent`) and hands its response to `read`; an ApiError
 * on the way is reported (message, session end) as every request's is. The deadline covers the wait
 * for the response's head.
 */
export async function exchangeWith<T>(
  path: string,
  options: RequestOptions,
  read: (response: Response, timeoutMs: number) => Promise<T>,
  sent: SentRequest = sendNow(path, options),
): Promise<T> {
  try {
    return await read(await sent.response, sent.timeoutMs);
  } catch (error) {
    if (error instanceof ApiError) throw report(error, options.silent);
    throw error;
  }
}

/** As `request`, and the response headers too. */
export function exchange<T = unknown>(path: string, options: RequestOptions = {}): Promise<Answer<T>> {
  return exchangeWith(path, options, async (response) => ({ data: dataOf(await readText(response), response) as T, headers: response.headers }));
}
