import { describe, expect, it } from 'vitest';
import { SEARCH_THRESHOLD, createRouteSearch, searchEntries } from '../../../src/layout/navbar/routeSearch';
import type { RouteItem } from '../../../src/routes/types';
import { buildMenu } from '../../../src/layout/menu/buildMenu';
import type { StoredPermissions } from '../../../src/kernel/access/grants';

const table: RouteItem[] = [
  { path: '/redirect/*', hidden: true },
  { path: '/dashboard', redirect: '/dashboard', meta: { title: 'Dashboard' } },
  {
    path: '/permission',
    alwaysShow: true,
    meta: { title: 'Permission', roles: ['admin', 'editor'] },
    children: [
      { path: 'packageConf', redirect: 'x', meta: { title: 'Manage packageConf', roles: ['admin'] } },
      { path: 'sendName', redirect: 'x', meta: { title: 'Manage Send name' } },
    ],
  },
  {
    path: '/example',
    meta: { title: 'Example' },
    children: [
      { path: 'list', redirect: 'x', meta: { title: 'Article List' } },
      { path: 'edit/:id', redirect: 'x', meta: { title: 'Edit Article' } },
      { path: 'secret', hidden: true, redirect: 'x', meta: { title: 'Secret' } },
    ],
  },
];

const upper = (key: string) => key.toUpperCase();

describe('route search', () => {
  it('lists titled, visible routes the user may open, with ancestor titles', () => {
    const entries = searchEntries(table, ['editor'], (key) => key);
    expect(entries.map((entry) => entry.path)).toEqual([
      '/dashboard',
      '/permission',
      '/permission/sendName',
      '/example',
      '/example/list',
    ]);
    expect(entries.find((entry) => entry.path === '/example/list')?.title).toEqual(['Example', 'Article List']);
    expect(searchEntries(table, ['visitor'], (key) => key).map((entry) => entry.path)).not.toContain('/permission/sendName');
  });

  it('translates titles', () => {
    expect(searchEntries(table, ['admin'], upper)[0]?.title).toEqual(['DASHBOARD']);
  });

  it('matches fuzzily over titles and paths with threshold 0.4', () => {
    expect(SEARCH_THRESHOLD).toBe(0.4);
    const search = createRouteSearch(searchEntries(table, ['admin'], (key) => key));
    expect(search('send name')[0]?.path).toBe('/permission/sendName');
    expect(search('artcle')[0]?.path).toBe('/example/list');
    expect(search('packageConf').map((entry) => entry.path)).toContain('/permission/packageConf');
    expect(search('zzzzqqq')).toEqual([]);
    expect(search('   ')).toEqual([]);
  });

  it('offers a resource page by the stored permissions, as the menu does', () => {
    const packageConf = { name: 'packageConf', roles: ['admin'], fields: [] };
    const granted: RouteItem[] = [
      {
        path: '/permission',
        meta: { title: 'Permission', roles: ['admin'] },
        children: [
          { path: 'packageConf', redirect: 'x', meta: { title: 'Manage packageConf', resource: packageConf } },
          { path: 'create', redirect: 'x', meta: { title: 'New package', resource: packageConf, operation: 'create' } },
        ],
      },
    ];
    const none = { read: false, create: false, update: false, delete: false, export: false };
    const paths = (permissions?: StoredPermissions) => searchEntries(granted, ['clerk'], (key) => key, permissions).map((entry) => entry.path);
    const menuPaths = (permissions?: StoredPermissions) => buildMenu(granted, ['clerk'], permissions).flatMap((node) => [node.path, ...(node.children ?? []).map((child) => child.path)]);
    expect(paths()).toEqual([]);
    const readOnly: StoredPermissions = { clerk: { packageConf: { ...none, read: true } } };
    expect(paths(readOnly)).toEqual(['/permission', '/permission/packageConf']);
    expect(menuPaths(readOnly)).toEqual(['/permission/packageConf']);
    const creating: StoredPermissions = { clerk: { packageConf: { ...none, read: true, create: true } } };
    expect(paths(creating)).toEqual(['/permission', '/permission/packageConf', '/permission/create']);
    expect(menuPaths(creating)).toEqual(['/permission', '/permission/packageConf', '/permission/create']);
  });
});
