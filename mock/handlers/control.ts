/**
 * Test and benchmark control, registered only for a store created with `control: true`:
 * POST /__control__/reset, POST /__control__/expire-tokens [{token}], POST /__control__/seed-packages {count}.
 */
import { http, type HttpHandler } from 'msw';
import { errors, ok } from '../envelope';
import { readJson, toCount } from '../parse';
import type { Store } from '../store';

export const MAX_SEEDED_PACKAGES = 1_000_000;

export function controlHandlers(store: Store): HttpHandler[] {
  if (!store.options.control) return [];
  return [
    http.post('*/__control__/reset', () => {
      store.reset();
      return ok(null);
    }),

    // With {token}: ends that one session (tests running side by side keep theirs); without: all.
    http.post('*/__control__/expire-tokens', async ({ request }) => {
      const body = await readJson(request);
      if (typeof body?.token === 'string') store.sessions.revoke(body.token);
      else store.sessions.revokeAll();
      return ok(null);
    }),

    http.post('*/__control__/seed-packages', async ({ request }) => {
      const body = await readJson(request);
      const count = toCount(body?.count);
      if (count === undefined || count > MAX_SEEDED_PACKAGES) {
        return errors.invalid(`count must be a whole number from 0 to ${MAX_SEEDED_PACKAGES}`);
      }
      const started = performance.now();
      store.seedPackageConfs(count);
      return ok({ count, ms: Math.round(performance.now() - started) });
    }),
  ];
}
