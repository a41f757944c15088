/**
 * Which views stay mounted (keep-alive). A view is kept while its tag is open and its route is not
 * noCache, at most MAX_CACHED_VIEWS of them (least recently used goes first). Pure, so it is tested.
 */
export const MAX_CACHED_VIEWS = 10;

export interface CachedView<L> {
  path: string;
  /** The location the view was last shown with (it keeps rendering that one while hidden). */
  location: L;
  lastUsed: number;
}

export interface ActiveView<L> {
  path: string;
  location: L;
  /** The route may be kept (has a tag, not noCache, tags view on). */
  cacheable: boolean;
}

/**
 * The cache after showing `active`: the active view refreshed or added (when cacheable), views
 * whose tags are closed dropped, then the least recently used beyond the limit. Returns `cache`
 * itself when nothing changed.
 */
export function reconcileCache<L>(
  cache: readonly CachedView<L>[],
  active: ActiveView<L>,
  openPaths: ReadonlySet<string>,
  tick: number,
  limit = MAX_CACHED_VIEWS,
): readonly CachedView<L>[] {
  let changed = false;
  let next = cache.filter((view) => {
    const keep = view.path === active.path ? active.cacheable : openPaths.has(view.path);
    if (!keep) changed = true;
    return keep;
  });
  if (active.cacheable) {
    const index = next.findIndex((view) => view.path === active.path);
    const current = next[index];
    if (!current) {
      next = [...next, { path: active.path, location: active.location, lastUsed: tick }];
      changed = true;
    } else if (current.location !== active.location) {
      next = next.map((view, at) => (at === index ? { ...view, location: active.location, lastUsed: tick } : view));
      changed = true;
    }
  }
  if (next.length > limit) {
    const evict = [...next]
      .filter((view) => view.path !== active.path)
      .sort((a, b) => a.lastUsed - b.lastUsed)
      .slice(0, next.length - limit)
      .map((view) => view.path);
    next = next.filter((view) => !evict.includes(view.path));
    changed = true;
  }
  return changed ? next : cache;
}
