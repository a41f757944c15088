import { describe, expect, it } from 'vitest';
import { canAccessRoles } from '../../../src/kernel/access/access';
import { filterRoutes, findRoute, flattenRoutes } from '../../../src/routes/resolve';
import type { RouteItem } from '../../../src/routes/types';

describe('the access rule', () => {
  it('gives admin everything', () => {
    expect(canAccessRoles(['admin'], ['editor'])).toBe(true);
  });
  it('opens routes without roles to everyone signed in', () => {
    expect(canAccessRoles(['visitor'], undefined)).toBe(true);
    expect(canAccessRoles(['visitor'], [])).toBe(true);
  });
  it('needs one shared role otherwise', () => {
    expect(canAccessRoles(['editor'], ['admin', 'editor'])).toBe(true);
    expect(canAccessRoles(['visitor'], ['admin', 'editor'])).toBe(false);
    expect(canAccessRoles([], ['admin'])).toBe(false);
  });
});

const table: RouteItem[] = [
  { path: '/dashboard', meta: { title: 'Dashboard' } },
  {
    path: '/permission',
    alwaysShow: true,
    meta: { title: 'Permission', roles: ['admin', 'editor'] },
    children: [
      { path: 'packageConf', meta: { title: 'Manage packageConf', roles: ['admin'] } },
      { path: 'sendName', meta: { title: 'Manage Send name' } },
      { path: 'role', meta: { title: 'User', roles: ['admin'] } },
    ],
  },
  { path: '/example', meta: { roles: ['admin', 'editor'] }, children: [{ path: 'edit/:id', hidden: true }] },
];

describe('route filtering', () => {
  const titles = (routes: RouteItem[]) => flattenRoutes(routes).map((r) => r.fullPath);

  it('admin receives every route', () => {
    expect(titles(filterRoutes(table, ['admin']))).toEqual(titles(table));
  });
  it('filters children likewise for an editor', () => {
    expect(titles(filterRoutes(table, ['editor']))).toEqual([
      '/dashboard',
      '/permission',
      '/permission/sendName',
      '/example',
      '/example/edit/:id',
    ]);
  });
  it('a visitor sees only the open routes', () => {
    expect(titles(filterRoutes(table, ['visitor']))).toEqual(['/dashboard']);
  });
  it('finds the deepest route of a path, params included', () => {
    expect(findRoute(table, '/permission/sendName/')?.item.meta?.title).toBe('Manage Send name');
    expect(findRoute(table, '/example/edit/12')?.fullPath).toBe('/example/edit/:id');
    expect(findRoute(table, '/nope')).toBeUndefined();
  });
});

describe('resource pages by their grants', () => {
  const blacklist = { name: 'blacklist', roles: ['admin'], fields: [{ source: 'phone', type: 'text' as const }] };
  const routes: RouteItem[] = [{ path: '/safety', meta: { title: 'Safety', roles: ['admin'] }, children: [{ path: 'blacklist', meta: { title: 'Blacklist', roles: ['admin'], resource: blacklist } }] }];
  const read = { blacklist: { read: true, create: false, update: false, delete: false, export: false } };

  it('shows a resource page, and its group, to a role an admin granted read, and to no other', () => {
    expect(titles(filterRoutes(routes, ['support'], { support: read }))).toEqual(['/safety', '/safety/blacklist']);
    expect(filterRoutes(routes, ['support'])).toEqual([]);
    expect(filterRoutes(routes, ['editor'], { support: read })).toEqual([]);
    expect(titles(filterRoutes(routes, ['admin']))).toEqual(['/safety', '/safety/blacklist']);
  });
});

function titles(routes: RouteItem[]): string[] {
  return flattenRoutes(routes).map((route) => route.fullPath);
}
