import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../../src/layout/menu/buildMenu';
import { checkSchemas } from '../../../src/kernel/check/check';
import { resources } from '../../../src/kernel/resources/registry';
import type { ResourceSchema } from '../../../src/kernel/types';
import { articleRoutes } from '../../../src/routes/articleRoutes';
import { permissionRoutes } from '../../../src/routes/permissionRoutes';
import { filterRoutes, findRoute } from '../../../src/routes/resolve';
import { placeResources } from '../../../src/routes/resourceRoutes';
import { asyncRoutes, reservedPaths, resourceParents, routeTable } from '../../../src/routes/routeTable';
import { tablesRoutes } from '../../../src/routes/demos/tables';
import type { RouteItem } from '../../../src/routes/types';

function resource(name: string, route: ResourceSchema['route'], roles?: string[]): ResourceSchema {
  return {
    name,
    label: `Manage ${name}`,
    roles,
    icon: 'table',
    route,
    endpoints: { list: { method: 'GET', path: `/${name}/list` } },
    list: { kind: 'client' },
    fields: [{ source: 'title', label: 'Title', type: 'text' }],
  };
}

const tickets = resource('tickets', { parent: '/permission', path: 'tickets', name: 'Tickets' }, ['editor']);
const orders = resource('orders', {
  parent: '/shop',
  path: 'orders',
  name: 'Orders',
  group: { title: 'Shop', icon: 'inventory', roles: ['admin', 'editor'] },
});
// Joins the group its sibling declares.
const products = resource('products', { parent: '/shop', path: 'products', name: 'Products' });
const sales = resource('sales', { parent: '/table', path: 'sales', name: 'Sales' });
const lost = resource('lost', { parent: '/nowhere', path: 'lost', name: 'Lost' });

const groups: RouteItem[] = [...permissionRoutes, ...articleRoutes, ...tablesRoutes];
const placed = placeResources(groups, [...resources, tickets, orders, products, sales, lost]);
const table: RouteItem[] = [...placed.groups, ...placed.added];

describe('resource pages in the route table', () => {
  it("keep '/permission' as the template has it: packageConf, role (the User page), roles (the Role page) and a role's permissions (hidden) for admin, sendName for every role of the group", () => {
    const permission = asyncRoutes[0];
    expect(permission).toMatchObject({ path: '/permission', alwaysShow: true, meta: { title: 'route.permission', roles: ['admin', 'editor'] } });
    expect(permission.children?.map((child) => [child.path, child.meta?.title, child.meta?.roles])).toEqual([
      ['packageConf', 'route.packageConf', ['admin']],
      // Its file states the group's roles: the server guards its API with the same list.
      ['sendName', 'route.sendName', ['admin', 'editor']],
      ['role', 'route.role', ['admin']],
      ['roles', 'route.roles', ['admin']],
      ['roles/:key', 'route.rolePermissions', ['admin']],
    ]);
    expect(buildMenu(routeTable, ['editor']).find((node) => node.path === '/permission')?.children?.map((node) => node.path)).toEqual([
      '/permission/sendName',
    ]);
  });

  it("lets a resource with parent '/permission' join that group after the others, with its own roles", () => {
    const permission = buildMenu(table, ['editor']).find((node) => node.path === '/permission');
    expect(permission?.children?.map((node) => node.path)).toEqual(['/permission/sendName', '/permission/tickets']);
    expect(findRoute(table, '/permission/tickets')?.item.meta?.title).toBe('Manage tickets');
  });

  it('lets a resource join any other group of the table', () => {
    const group = table.find((item) => item.path === '/table');
    expect(group?.children?.at(-1)?.path).toBe('sales');
    expect(group?.children?.length).toBe((tablesRoutes[0].children?.length ?? 0) + 1);
  });

  it('builds a new top-level group from route.group, shared by the resources under it', () => {
    expect(placed.added.map((item) => item.path)).toEqual(['/shop']);
    const shop = buildMenu(table, ['editor']).find((node) => node.path === '/shop');
    expect(shop).toMatchObject({ title: 'Shop' });
    expect(shop?.icon).toBeDefined();
    expect(shop?.children?.map((node) => node.path)).toEqual(['/shop/orders', '/shop/products']);
  });

  it("hides the new group from a role its roles exclude (the one access rule)", () => {
    expect(buildMenu(table, ['visitor']).map((node) => node.path)).not.toContain('/shop');
    expect(flatPaths(filterRoutes(table, ['visitor']))).not.toContain('/shop/orders');
    expect(buildMenu(table, ['admin']).map((node) => node.path)).toContain('/shop');
  });

  it('never places a resource whose parent is neither a group nor declared, and the check names it', () => {
    expect(placed.unplaced.map((schema) => schema.name)).toEqual(['lost']);
    expect(flatPaths(table)).not.toContain('/nowhere/lost');
    const problems = checkSchemas([lost], { catalogues: { en: {}, zh: {} }, routeParents: resourceParents });
    expect(problems.map(({ resource, key, kind }) => ({ resource, key, kind }))).toEqual([
      { resource: 'lost', key: 'route.parent', kind: 'unknownParent' },
    ]);
  });

  it('offers the groups of the table as parents, and its top-level pages as reserved', () => {
    expect([...resourceParents]).toEqual(expect.arrayContaining(['/permission', '/example', '/table', '/nested', '/charts']));
    expect(resourceParents.has('/dashboard')).toBe(false);
    expect([...reservedPaths]).toEqual(expect.arrayContaining(['/dashboard', '/401', '/404']));
  });
});

function flatPaths(routes: readonly RouteItem[], parent = ''): string[] {
  return routes.flatMap((item) => {
    const path = item.path.startsWith('/') ? item.path : `${parent}/${item.path}`;
    return [path, ...flatPaths(item.children ?? [], path)];
  });
}
