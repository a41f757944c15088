import { describe, expect, it } from 'vitest';
import { reconcileCache, type CachedView } from '../../../src/layout/keepAlive/viewCache';

const active = (path: string, location = path, cacheable = true) => ({ path, location, cacheable });

describe('keep-alive view cache', () => {
  it('adds cacheable views and returns the same cache when nothing changed', () => {
    const one = reconcileCache<string>([], active('/a'), new Set(['/a']), 1);
    expect(one.map((v) => v.path)).toEqual(['/a']);
    expect(reconcileCache(one, active('/a'), new Set(['/a']), 2)).toBe(one);
  });

  it('does not keep noCache views and drops views whose tag closed', () => {
    const cache: CachedView<string>[] = [
      { path: '/a', location: '/a', lastUsed: 1 },
      { path: '/b', location: '/b', lastUsed: 2 },
    ];
    expect(reconcileCache(cache, active('/c', '/c', false), new Set(['/a', '/b', '/c']), 3).map((v) => v.path)).toEqual(['/a', '/b']);
    expect(reconcileCache(cache, active('/b'), new Set(['/b']), 3).map((v) => v.path)).toEqual(['/b']);
  });

  it('remembers the latest location of a view', () => {
    const cache = reconcileCache<string>([], active('/a', '/a?page=1'), new Set(['/a']), 1);
    const next = reconcileCache(cache, active('/a', '/a?page=2'), new Set(['/a']), 2);
    expect(next[0]?.location).toBe('/a?page=2');
  });

  it('evicts the least recently used beyond the limit', () => {
    let cache: readonly CachedView<string>[] = [];
    const open = new Set(['/1', '/2', '/3', '/4']);
    ['/1', '/2', '/3', '/1', '/4'].forEach((path, tick) => {
      cache = reconcileCache(cache, active(path, `${path}?${tick}`), open, tick, 3);
    });
    expect(cache.map((v) => v.path).sort()).toEqual(['/1', '/3', '/4']);
  });
});
