/**
 * Every API request carries an id: the caller's `X-Request-Id` when it is sane, otherwise a random
 * one. It is echoed in the answer, written in the request's log line, and handed to the handlers on
 * the request itself (the same header, replaced), so that a handler that only sees the `Request`
 * (the audit log's WriteOptions.requestId) reads it with requestIdOf(). Pure: the browser's worker
 * imports the handlers too.
 */
import type { MiddlewareHandler } from 'hono';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** At most 64 letters, digits, '-' and '_': anything else could forge a log line or bloat it. */
const SANE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function saneRequestId(value: string | null | undefined): string | undefined {
  return value !== null && value !== undefined && SANE_ID.test(value) ? value : undefined;
}

export const newRequestId = (): string => crypto.randomUUID();

/** The id the server gave the request (undefined outside the Node server, e.g. in the browser's worker). */
export function requestIdOf(request: Request): string | undefined {
  return saneRequestId(request.headers.get(REQUEST_ID_HEADER));
}

export interface RequestIdVariables {
  requestId: string;
}

/** Gives the request its id (Hono variable `requestId`, and the header of the raw request) and echoes it in the answer. */
export const requestId: MiddlewareHandler<{ Variables: RequestIdVariables }> = async (c, next) => {
  const incoming = c.req.raw.headers.get(REQUEST_ID_HEADER);
  const id = saneRequestId(incoming) ?? newRequestId();
  if (incoming !== id) {
    const headers = new Headers(c.req.raw.headers);
    headers.set(REQUEST_ID_HEADER, id);
    c.req.raw = new Request(c.req.raw, { headers });
  }
  c.set('requestId', id);
  await next();
  c.res.headers.set(REQUEST_ID_HEADER, id);
};

/** The signed-in caller of a request, noted by the endpoint that resolved it (for the request's log line). */
const callers = new WeakMap<Request, number>();

export function noteCaller(request: Request, userId: number): void {
  callers.set(request, userId);
}

export const callerOf = (request: Request): number | undefined => callers.get(request);
