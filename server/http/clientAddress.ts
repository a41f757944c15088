/**
 * The API learns the caller's address from the connection, in CLIENT_ADDRESS_HEADER (the login
 * throttle counts failures per address). A value the client sent under that name is replaced: a
 * client that could choose its address would get a fresh allowance of guesses with each request.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import { CLIENT_ADDRESS_HEADER } from '../loginThrottle';

export const clientAddress: MiddlewareHandler = async (c, next) => {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_ADDRESS_HEADER, getConnInfo(c).remote.address ?? 'unknown');
  c.req.raw = new Request(c.req.raw, { headers });
  await next();
};
