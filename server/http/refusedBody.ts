/**
 * A body refused for its size (413) is left unread by the API. Its bytes would stand in a kept-alive
 * connection before the client's next request, so the answer closes the connection (RFC 9112 9.6):
 * the client sends its next request on a fresh one.
 */
import type { MiddlewareHandler } from 'hono';

export const refusedBody: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 413) c.res.headers.set('Connection', 'close');
};
