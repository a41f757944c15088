/** The page a load opens on: its code is fetched before the admin's first render, so its lazy component never suspends. */
import { describe, expect, it, vi } from 'vitest';
import { preloadPageAt } from '../../../src/routes/pagePreload';
import { resourcePage } from '../../../src/routes/resourceRoutes';
import type { RouteItem } from '../../../src/routes/types';
import { packageConf } from '../../../src/kernel/resources/packageConf';
import { preloadOf, preloadableLazy, withPreload } from '../../../src/utils/preloadableLazy';

/** A preload that resolves when told, counting its calls. */
function heldPreload() {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const preload = { calls: 0, release, run: () => ((preload.calls += 1), gate) };
  return preload;
}

const Plain = () => null;

describe('preloadPageAt', () => {
  it("waits for the code of the page at the path, found through the route table's groups", async () => {
    const held = heldPreload();
    const routes: RouteItem[] = [
      { path: '/dashboard', component: Plain },
      { path: '/group', children: [{ path: 'page', component: withPreload(() => null, held.run) }] },
    ];
    let done = false;
    const waiting = preloadPageAt(routes, '/group/page/').then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(held.calls).toBe(1);
    expect(done).toBe(false);
    held.release();
    await waiting;
    expect(done).toBe(true);
  });

  it('stops waiting after its limit: a slow link shows the layout with the page loading in it', async () => {
    vi.useFakeTimers();
    try {
      const held = heldPreload();
      const routes: RouteItem[] = [{ path: '/slow', component: withPreload(() => null, held.run) }];
      let done = false;
      const waiting = preloadPageAt(routes, '/slow', 300).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(299);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('resolves at once for a page without a preload or a path no route has, and never rejects', async () => {
    const failing = withPreload(() => null, () => Promise.reject(new Error('offline')));
    const routes: RouteItem[] = [
      { path: '/plain', component: Plain },
      { path: '/failing', component: failing },
    ];
    await expect(preloadPageAt(routes, '/plain')).resolves.toBeUndefined();
    await expect(preloadPageAt(routes, '/nowhere')).resolves.toBeUndefined();
    await expect(preloadPageAt(routes, '/failing')).resolves.toBeUndefined();
  });

  it('knows the preloads of lazy pages and of resource pages, which share the engine', () => {
    const lazyPage = preloadableLazy(() => Promise.resolve({ default: () => null }));
    expect(preloadOf(lazyPage.Component)).toBe(lazyPage.preload);
    const first = preloadOf(resourcePage(packageConf));
    expect(typeof first).toBe('function');
    expect(preloadOf(resourcePage(packageConf))).toBe(first);
    expect(preloadOf(Plain)).toBeUndefined();
  });
});
