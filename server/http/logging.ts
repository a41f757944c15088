/**
 * Structured JSON logs (pino) on stdout: one line per API request (method, path without its query,
 * status, ms, request id, user id when known) at info, or at error for a 5xx answer; errors with
 * their stack at error. LOG_LEVEL sets the level (default info; 'silent' in tests).
 */
import type { MiddlewareHandler } from 'hono';
import { pino, type DestinationStream, type Logger } from 'pino';
import { callerOf, type RequestIdVariables } from './requestId';

export type { Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const isLogLevel = (value: string): value is LogLevel => (LOG_LEVELS as readonly string[]).includes(value);

/** A logger writing JSON lines to stdout (synchronously: no line is lost when the process exits), or to `destination` (tests). */
export function createLogger(level: LogLevel = 'info', destination?: DestinationStream): Logger {
  const options = { level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}

/** Logs each request once, when its answer is ready. Runs after `requestId`. */
export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      requestId: c.get('requestId'),
      method: c.req.method,
      // The path only: a query may carry a token (GET /user/info?token=...).
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      userId: callerOf(c.req.raw),
    };
    if (status >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  };
}

/** An error a handler threw, with its stack, tied to its request. */
export function logError(logger: Logger, error: unknown, request: Request): void {
  const requestId = request.headers.get('X-Request-Id') ?? undefined;
  const url = new URL(request.url);
  logger.error({ err: error, requestId, method: request.method, path: url.pathname }, 'unhandled error');
}
