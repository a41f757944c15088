import { describe, expect, it } from 'vitest';
import { buildMenu, isActivePath, openPathsFor } from '../../../src/layout/menu/buildMenu';
import { nestedRoutes } from '../../../src/routes/nestedRoutes';
import { routeTable } from '../../../src/routes/routeTable';
import type { RouteItem } from '../../../src/routes/types';

const table: RouteItem[] = [
  { path: '/redirect/*', hidden: true },
  { path: '/', hidden: true, redirect: '/dashboard' },
  { path: '/dashboard', meta: { title: 'route.dashboard', affix: true } },
  {
    path: '/permission',
    alwaysShow: true,
    meta: { title: 'Permission', roles: ['admin', 'editor'] },
    children: [
      { path: 'packageConf', meta: { title: 'Manage packageConf', roles: ['admin'] } },
      { path: 'sendName', meta: { title: 'Manage Send name' } },
    ],
  },
  { path: '/icon', children: [{ path: 'index', meta: { title: 'Icons', noCache: true } }] },
  {
    path: '/example',
    redirect: '/example/list',
    meta: { title: 'Example' },
    children: [
      { path: 'create', meta: { title: 'Create Article' } },
      { path: 'edit/:id', hidden: true, meta: { title: 'Edit Article' } },
      { path: 'list', meta: { title: 'Article List' } },
    ],
  },
  { path: '/admin-only', meta: { title: 'Admin', roles: ['admin'] }, children: [{ path: 'x', meta: { title: 'X' } }] },
];

describe('menu from the route table', () => {
  it('hides hidden routes and shows a single visible child at the top level', () => {
    const menu = buildMenu(table, ['editor']);
    expect(menu.map((node) => node.path)).toEqual(['/dashboard', '/permission', '/icon/index', '/example']);
    expect(menu[2]).toMatchObject({ path: '/icon/index', title: 'Icons' });
    expect(menu[2]?.children).toBeUndefined();
  });

  it('keeps alwaysShow parents as submenus even with one visible child', () => {
    const permission = buildMenu(table, ['editor']).find((node) => node.path === '/permission');
    expect(permission?.children?.map((node) => node.path)).toEqual(['/permission/sendName']);
    const admin = buildMenu(table, ['admin']).find((node) => node.path === '/permission');
    expect(admin?.children?.map((node) => node.title)).toEqual(['Manage packageConf', 'Manage Send name']);
  });

  it('filters by role with the one access rule', () => {
    expect(buildMenu(table, ['visitor']).map((node) => node.path)).toEqual(['/dashboard', '/icon/index', '/example']);
    expect(buildMenu(table, ['admin']).map((node) => node.path)).toContain('/admin-only/x');
  });

  it('skips hidden children inside submenus', () => {
    const example = buildMenu(table, ['admin']).find((node) => node.path === '/example');
    expect(example?.children?.map((node) => node.path)).toEqual(['/example/create', '/example/list']);
  });

  it('builds the nested menus three levels deep from the real table', () => {
    const nested = buildMenu(nestedRoutes, ['editor'])[0];
    expect(nested?.title).toBe('route.nested');
    const menu1 = nested?.children?.[0];
    expect(menu1?.children?.map((node) => node.path)).toEqual([
      '/nested/menu1/menu1-1',
      '/nested/menu1/menu1-2',
      '/nested/menu1/menu1-3',
    ]);
    expect(menu1?.children?.[1]?.children?.map((node) => node.title)).toEqual(['route.menu1_2_1', 'route.menu1_2_2']);
    expect(nested?.children?.[1]).toMatchObject({ path: '/nested/menu2', title: 'route.menu2' });
    expect(buildMenu(nestedRoutes, ['visitor'])).toEqual([]);
  });

  it('gives a visitor only the dashboard among the real routes it may not open', () => {
    const paths = buildMenu(routeTable, ['visitor']).map((node) => node.path);
    expect(paths).toContain('/dashboard');
    expect(paths).not.toContain('/nested');
  });

  it('opens the submenus leading to the current page', () => {
    const menu = buildMenu(nestedRoutes, ['admin']);
    expect(openPathsFor(menu, '/nested/menu1/menu1-2/menu1-2-1')).toEqual(['/nested', '/nested/menu1', '/nested/menu1/menu1-2']);
    expect(openPathsFor(menu, '/elsewhere')).toEqual([]);
    expect(isActivePath('/example', '/example/list')).toBe(true);
    expect(isActivePath('/example', '/examples')).toBe(false);
  });
});
