/**
 * The menu with a role's permissions deciding the resources' pages (the Role page's "See as this
 * role"): a resource's page shows when the gate lets it be read, its group follows even where the
 * group's roles would keep the role out, a group left without pages goes; without a gate nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { buildMenu, type MenuNode } from '../../../src/layout/menu/buildMenu';
import { routeTable } from '../../../src/routes/routeTable';
import type { RouteItem } from '../../../src/routes/types';

const pathsOf = (nodes: readonly MenuNode[]): string[] => nodes.flatMap((node) => [node.path, ...pathsOf(node.children ?? [])]);

const table: RouteItem[] = [
  { path: '/dashboard', meta: { title: 'Dashboard' } },
  {
    path: '/permission',
    alwaysShow: true,
    meta: { title: 'Permission', roles: ['admin', 'editor'] },
    children: [
      { path: 'packageConf', meta: { title: 'Packages', roles: ['admin'], resource: 'packageConf' } },
      { path: 'sendName', meta: { title: 'Send names', resource: 'sendName' } },
      { path: 'roles', meta: { title: 'Roles', roles: ['admin'] } },
    ],
  },
  { path: '/demo', meta: { title: 'Demo' }, children: [{ path: 'x', meta: { title: 'X' } }] },
  { path: '/example', redirect: '/example/list', meta: { title: 'Example' }, children: [{ path: 'list', meta: { title: 'Articles', resource: 'article' } }] },
];

describe('the menu of a role by its permissions', () => {
  it('shows the pages of the resources the gate lets be read, whatever the resources\' roles say', () => {
    const menu = buildMenu(table, ['support'], (resource) => resource === 'packageConf');
    expect(pathsOf(menu)).toEqual(['/dashboard', '/permission', '/permission/packageConf', '/demo/x']);
    expect(pathsOf(buildMenu(table, ['support'], (resource) => resource === 'article'))).toEqual(['/dashboard', '/demo/x', '/example/list']);
  });

  it("asks the gate about a page's own operation: a create page by create, a list by read", () => {
    const articles: RouteItem[] = [
      {
        path: '/example',
        meta: { title: 'Example', roles: ['admin', 'editor'] },
        children: [
          { path: 'create', meta: { title: 'Create', resource: 'article', operation: 'create' } },
          { path: 'list', meta: { title: 'List', resource: 'article' } },
        ],
      },
    ];
    const asked: string[] = [];
    const readOnly = buildMenu(articles, ['support'], (resource, operation) => {
      asked.push(`${resource} ${operation}`);
      return operation === 'read';
    });
    expect(asked).toEqual(['article create', 'article read']);
    expect(pathsOf(readOnly)).toEqual(['/example/list']);
  });

  it('drops a group the gate leaves without a page, even one the role\'s roles open or one that redirects', () => {
    expect(pathsOf(buildMenu(table, ['editor'], () => false))).toEqual(['/dashboard', '/demo/x']);
  });

  it('gives the admin every page, and changes nothing without a gate', () => {
    expect(pathsOf(buildMenu(table, ['admin'], () => false))).toEqual(pathsOf(buildMenu(table, ['admin'])));
    expect(pathsOf(buildMenu(table, ['editor']))).toEqual(['/dashboard', '/permission', '/permission/sendName', '/demo/x', '/example/list']);
  });

  it('knows each resource page of the route table by its resource', () => {
    const pages = (items: readonly RouteItem[]): string[] => items.flatMap((item) => [...(item.meta?.resource ? [item.meta.resource] : []), ...pages(item.children ?? [])]);
    expect(pages(routeTable)).toEqual(['packageConf', 'sendName', 'user', 'article', 'article', 'article']);
  });
});
