/**
 * Test and benchmark control, registered only for a store created with `control: true`:
 * POST /__control__/reset, POST /__control__/expire-tokens [{token}], POST /__control__/seed-packages {count}.
 */
import type { ApiRoute, Endpoints } from '../endpoint';
import { errors, ok } from '../envelope';
import { toCount } from '../parse';
import type { Store } from '../store';
import type { LoginThrottle } from '../loginThrottle';

export const MAX_SEEDED_PACKAGES = 1_000_000;

export function controlHandlers(store: Store, route: Endpoints, throttle: LoginThrottle): ApiRoute[] {
  if (!store.options.control) return [];
  return [
    route.open({ method: 'POST', path: '/__control__/reset' }, async () => {
      await throttle.clear();
      await store.reset();
      return ok(null);
    }),

    // With {token}: ends that one session (tests running side by side keep theirs); without: all.
    route.open({ method: 'POST', path: '/__control__/expire-tokens' }, async ({ body }) => {
      if (typeof body.token === 'string') await store.sessions.revoke(body.token);
      else await store.sessions.revokeAll();
      return ok(null);
    }),

    route.open({ method: 'POST', path: '/__control__/seed-packages' }, async ({ body }) => {
      const count = toCount(body.count);
      if (count === undefined || count > MAX_SEEDED_PACKAGES) {
        return errors.invalid(`count must be a whole number from 0 to ${MAX_SEEDED_PACKAGES}`);
      }
      const started = performance.now();
      await store.seedPackageConfs(count);
      return ok({ count, ms: Math.round(performance.now() - started) });
    }),
  ];
}
