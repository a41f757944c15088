/** The Node server's app: security headers on everything, the API under /api, the built console beside it. */
import { Hono } from 'hono';
import { apiCompression } from './apiCompression';
import { clientAddress } from './clientAddress';
import { API_CSP, securityHeaders } from './headers';
import { refusedBody } from './refusedBody';
import type { EarlyListLookup } from './earlyList';
import { staticFiles } from './staticFiles';
import { requestLog, type Logger } from './logging';
import { requestId } from './requestId';

export function createNodeApp(api: Hono, distDir: string, logger?: Logger, earlyList?: EarlyListLookup): Hono {
  const app = new Hono();
  app.use('*', securityHeaders());
  app.use('/api/*', requestId);
  if (logger) app.use('/api/*', requestLog(logger));
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store');
    if (!c.res.headers.has('content-security-policy')) c.res.headers.set('Content-Security-Policy', API_CSP);
  });
  app.use('/api/*', clientAddress);
  app.use('/api/*', refusedBody);
  app.use('/api/*', apiCompression);
  app.route('/', api);
  app.route('/', staticFiles(distDir, earlyList));
  return app;
}
