import { describe, expect, it } from 'vitest';
import {
  addView,
  affixViews,
  closeAll,
  closeOthers,
  closeView,
  isVisitedView,
  nextAfterClose,
  sameViews,
  withAffix,
  type VisitedView,
} from '../../../src/layout/tags/tagsOps';
import { routeTable } from '../../../src/routes/routeTable';

const view = (path: string, extra: Partial<VisitedView> = {}): VisitedView => ({ path, fullPath: path, title: path, ...extra });
const dashboard = view('/dashboard', { affix: true });

describe('tags view operations', () => {
  it('pins the dashboard from the route table', () => {
    expect(affixViews(routeTable, ['visitor'])).toEqual([
      { path: '/dashboard', fullPath: '/dashboard', name: 'Dashboard', title: 'route.dashboard', affix: true, noCache: undefined },
    ]);
  });

  it('tells a change from a no-op (a view already there, the pinned ones already first)', () => {
    const views = [dashboard, view('/a')];
    expect(sameViews(addView(views, view('/a')), views)).toBe(true);
    expect(sameViews(withAffix(views, [{ ...dashboard }]), views)).toBe(true);
    // A view read back from sessionStorage has no undefined fields.
    expect(sameViews([JSON.parse(JSON.stringify({ ...dashboard, noCache: undefined })) as VisitedView], [{ ...dashboard, noCache: undefined }])).toBe(true);
    expect(sameViews(addView(views, { ...view('/a'), fullPath: '/a?page=2' }), views)).toBe(false);
    expect(sameViews(addView(views, view('/b')), views)).toBe(false);
  });

  it('adds each view once and keeps its latest full path', () => {
    let views = addView([dashboard], view('/a'));
    views = addView(views, view('/b'));
    views = addView(views, { ...view('/a'), fullPath: '/a?page=2' });
    expect(views.map((v) => v.fullPath)).toEqual(['/dashboard', '/a?page=2', '/b']);
  });

  it('never closes affixed tags', () => {
    const views = [dashboard, view('/a'), view('/b')];
    expect(closeView(views, '/dashboard')).toEqual(views);
    expect(closeView(views, '/a').map((v) => v.path)).toEqual(['/dashboard', '/b']);
    expect(closeOthers(views, '/b').map((v) => v.path)).toEqual(['/dashboard', '/b']);
    expect(closeAll(views).map((v) => v.path)).toEqual(['/dashboard']);
  });

  it('moves to the last remaining view when the active one closes', () => {
    const remaining = [dashboard, view('/a', { fullPath: '/a?x=1' })];
    expect(nextAfterClose(remaining, '/b')).toBe('/a?x=1');
    expect(nextAfterClose(remaining, '/a')).toBeUndefined();
    expect(nextAfterClose([], '/b')).toBe('/dashboard');
  });

  it('keeps pinned tags first and validates stored views', () => {
    expect(withAffix([view('/a'), dashboard], [dashboard]).map((v) => v.path)).toEqual(['/dashboard', '/a']);
    expect(isVisitedView(view('/a'))).toBe(true);
    expect(isVisitedView({ path: 1 })).toBe(false);
    expect(isVisitedView(null)).toBe(false);
  });
});
