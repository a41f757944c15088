/**
 * The menu with a role's stored permissions deciding the resources' pages (the console's own menu,
 * and the Role page's "See as this role" with the rules being edited): a resource's page shows when
 * the role may do the page's operation, its group follows even where the group's roles would keep
 * the role out, a group left without pages goes; without stored rules the files decide as before.
 */
import { describe, expect, it } from 'vitest';
import type { GrantSchema, StoredPermissions } from '../../../src/kernel/access/grants';
import { NOTHING, type ResourcePermissions } from '../../../src/kernel/access/rolePermissions';
import { buildMenu, type MenuNode } from '../../../src/layout/menu/buildMenu';
import { routeTable } from '../../../src/routes/routeTable';
import type { RouteItem } from '../../../src/routes/types';

const pathsOf = (nodes: readonly MenuNode[]): string[] => nodes.flatMap((node) => [node.path, ...pathsOf(node.children ?? [])]);
const resource = (name: string, roles?: string[]): GrantSchema => ({ name, roles, fields: [] });
const only = (grants: Partial<ResourcePermissions>): ResourcePermissions => ({ ...NOTHING, ...grants });
const rulesOf = (role: string, rules: Record<string, ResourcePermissions>): StoredPermissions => ({ [role]: rules });

const packageConf = resource('packageConf', ['admin']);
const sendName = resource('sendName');
const article = resource('article', ['admin', 'editor']);

const table: RouteItem[] = [
  { path: '/dashboard', meta: { title: 'Dashboard' } },
  {
    path: '/permission',
    alwaysShow: true,
    meta: { title: 'Permission', roles: ['admin', 'editor'] },
    children: [
      { path: 'packageConf', meta: { title: 'Packages', resource: packageConf } },
      { path: 'sendName', meta: { title: 'Send names', resource: sendName } },
      { path: 'roles', meta: { title: 'Roles', roles: ['admin'] } },
    ],
  },
  { path: '/demo', meta: { title: 'Demo' }, children: [{ path: 'x', meta: { title: 'X' } }] },
  { path: '/example', redirect: '/example/list', meta: { title: 'Example' }, children: [{ path: 'list', meta: { title: 'Articles', resource: article } }] },
];

describe('the menu of a role by its permissions', () => {
  it("shows the pages of the resources the role's rules let it read, whatever the resources' roles say", () => {
    const menu = buildMenu(table, ['support'], rulesOf('support', { packageConf: only({ read: true }) }));
    expect(pathsOf(menu)).toEqual(['/dashboard', '/permission', '/permission/packageConf', '/demo/x']);
    expect(pathsOf(buildMenu(table, ['support'], rulesOf('support', { article: only({ read: { fields: ['title'] } }) })))).toEqual(['/dashboard', '/demo/x', '/example/list']);
  });

  it("decides a page by its own operation: a create page by create, a list by read", () => {
    const articles: RouteItem[] = [
      {
        path: '/example',
        meta: { title: 'Example', roles: ['admin', 'editor'] },
        children: [
          { path: 'create', meta: { title: 'Create', resource: article, operation: 'create' } },
          { path: 'list', meta: { title: 'List', resource: article } },
        ],
      },
    ];
    expect(pathsOf(buildMenu(articles, ['support'], rulesOf('support', { article: only({ read: true }) })))).toEqual(['/example/list']);
    expect(pathsOf(buildMenu(articles, ['support'], rulesOf('support', { article: only({ read: true, create: true }) })))).toEqual(['/example', '/example/create', '/example/list']);
  });

  it("drops a group the rules leave without a page, even one the role's roles open or one that redirects", () => {
    const nothing = rulesOf('editor', { sendName: NOTHING, article: NOTHING });
    expect(pathsOf(buildMenu(table, ['editor'], nothing))).toEqual(['/dashboard', '/demo/x']);
  });

  it('gives the admin every page, and without stored rules lets the files decide', () => {
    expect(pathsOf(buildMenu(table, ['admin'], rulesOf('admin', { packageConf: NOTHING })))).toEqual(pathsOf(buildMenu(table, ['admin'])));
    expect(pathsOf(buildMenu(table, ['editor']))).toEqual(['/dashboard', '/permission', '/permission/sendName', '/demo/x', '/example/list']);
    // A role no file names and nothing stored for: no resource page.
    expect(pathsOf(buildMenu(table, ['support']))).toEqual(['/dashboard', '/demo/x']);
  });

  it('knows each resource page of the route table by its resource', () => {
    const pages = (items: readonly RouteItem[]): string[] => items.flatMap((item) => [...(item.meta?.resource ? [item.meta.resource.name] : []), ...pages(item.children ?? [])]);
    expect(pages(routeTable)).toEqual(['packageConf', 'sendName', 'user', 'article', 'article', 'article']);
  });
});
