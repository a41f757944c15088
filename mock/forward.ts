/** The MSW handler that hands every request under the API's path to the server's Hono app. */
import { http, type HttpHandler } from 'msw';
import type { Hono } from 'hono';
import { createApi } from '../server/handlers';
import type { Store } from '../server/store';

/** `apiBase` is the API's path ('/api'); requests to it on any origin are answered by the app. */
export function forwardTo(app: Hono, apiBase = '/api'): HttpHandler {
  const base = apiBase.replace(/\/$/, '');
  return http.all(`*${base}/*`, ({ request }) => app.fetch(request));
}

/** The API of one store, as MSW handlers. */
export function apiHandlers(store: Store, apiBase = '/api'): HttpHandler[] {
  return [forwardTo(createApi(store, undefined, { apiBase }).app, apiBase)];
}
