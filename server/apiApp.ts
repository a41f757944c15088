/**
 * The API as one web-standard Hono app: the same app answers behind Node (server/http), in Vitest
 * (`app.request`, or MSW node through mock/node.ts) and in the browser's worker (mock/browser.ts).
 * Declared endpoints are Hono routes with their body limit; dynamic routes (conventional resources,
 * refused files) look at every request the declared ones left; what nobody takes is a 40400.
 */
import { Hono, type Context, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LONG_BODY_BYTES, type ApiRoute } from './endpoint';
import { maxBodyOf } from '../src/kernel/http/endpoints';
import { IMPORT_BODY_BYTES } from '../src/kernel/http/batch';
import { errors, fail } from './envelope';
import { Refusal } from './refusal';

export interface ApiAppOptions {
  /** The path the API is under (default '/api'). */
  base?: string;
  /** Added before every answer, in ms (default 0): a slow network in demos and benchmarks. */
  latencyMs?: number;
  /** Where a handler's unexpected error goes (default console.error; the Node server logs it as JSON). */
  onError?: (error: Error, request: Request) => void;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const limitTo = (maxSize: number) => bodyLimit({ maxSize, onError: () => errors.tooLarge(maxSize) });

const paramsOf = (c: Context): Record<string, string> => c.req.param() as Record<string, string>;

export function createApiApp(routes: readonly ApiRoute[], options: ApiAppOptions = {}): Hono {
  const app = new Hono().basePath((options.base ?? '/api').replace(/\/$/, ''));
  const latencyMs = options.latencyMs ?? 0;
  if (latencyMs > 0) {
    app.use('*', async (_c, next) => {
      await next();
      await sleep(latencyMs);
    });
  }
  for (const route of routes) {
    const { spec } = route;
    const answer = async (c: Context, next: Next) => (await route.answer(c.req.raw, paramsOf(c))) ?? next();
    if (spec) app.on(spec.method, spec.path, limitTo(maxBodyOf(spec)), answer);
    // A dynamic route applies its own spec's limit (at most an import's, IMPORT_BODY_BYTES) when it takes the request.
    else app.all('*', limitTo(Math.max(LONG_BODY_BYTES, IMPORT_BODY_BYTES)), answer);
  }
  // A route, not notFound(): it holds when the app is mounted in another (server/http/nodeApp.ts).
  app.all('*', (c) => fail('40400', `No such API: ${c.req.method} ${c.req.path}`, 404));
  app.onError((error, c) => {
    if (error instanceof Refusal) return error.answer();
    if (options.onError) options.onError(error, c.req.raw);
    else console.error(`[server] ${c.req.method} ${c.req.path}:`, error);
    return fail('50000', 'Internal server error', 500);
  });
  return app;
}
