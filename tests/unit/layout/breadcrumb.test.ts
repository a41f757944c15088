import { describe, expect, it } from 'vitest';
import { buildBreadcrumb } from '../../../src/layout/navbar/breadcrumb';
import { routeTable } from '../../../src/routes/routeTable';
import type { RouteItem } from '../../../src/routes/types';

const page = (() => null) as unknown as NonNullable<RouteItem['component']>;
const table: RouteItem[] = [
  { path: '/dashboard', component: page, meta: { title: 'route.dashboard' } },
  {
    path: '/example',
    redirect: '/example/list',
    meta: { title: 'Example' },
    children: [
      { path: 'list', component: page, meta: { title: 'Article List' } },
      { path: 'edit/:id', component: page, hidden: true, meta: { title: 'Edit Article' } },
    ],
  },
  { path: '/group', meta: { title: 'Group' }, children: [{ path: 'leaf', component: page, meta: { title: 'Leaf' } }] },
];

describe('breadcrumb', () => {
  it('is just Dashboard on the dashboard', () => {
    expect(buildBreadcrumb(table, '/dashboard')).toEqual([{ title: 'route.dashboard' }]);
  });

  it('puts Dashboard first and links steps that have a page', () => {
    expect(buildBreadcrumb(table, '/example/list')).toEqual([
      { title: 'route.dashboard', to: '/dashboard' },
      { title: 'Example', to: '/example' },
      { title: 'Article List' },
    ]);
  });

  it('does not link steps without a page and resolves params', () => {
    expect(buildBreadcrumb(table, '/group/leaf')).toEqual([
      { title: 'route.dashboard', to: '/dashboard' },
      { title: 'Group' },
      { title: 'Leaf' },
    ]);
    expect(buildBreadcrumb(table, '/example/edit/12').at(-1)).toEqual({ title: 'Edit Article' });
  });

  it('follows the nested menus of the real table', () => {
    expect(buildBreadcrumb(routeTable, '/nested/menu1/menu1-2/menu1-2-1')).toEqual([
      { title: 'route.dashboard', to: '/dashboard' },
      { title: 'route.nested', to: '/nested' },
      { title: 'route.menu1', to: '/nested/menu1' },
      { title: 'route.menu1_2', to: '/nested/menu1/menu1-2' },
      { title: 'route.menu1_2_1' },
    ]);
  });
});
