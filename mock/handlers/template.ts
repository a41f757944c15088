/** Template mocks: user search, transactions, routes and roles (template envelope, no session needed). */
import { http, type HttpHandler } from 'msw';
import { okTemplate } from '../envelope';
import { readJson, param, type Body } from '../parse';
import { allRoutes } from '../routes-data';
import { SEARCH_NAMES } from '../seed';
import type { Store } from '../store';
import type { Role, RouteItem } from '../types';

const routesOf = (body: Body, fallback: RouteItem[]): RouteItem[] =>
  Array.isArray(body.routes) ? (body.routes as RouteItem[]) : fallback;

function newRoleKey(roles: readonly Role[]): string {
  let n = roles.length + 1;
  while (roles.some((role) => role.key === `role-${n}`)) n += 1;
  return `role-${n}`;
}

export function templateHandlers(store: Store): HttpHandler[] {
  return [
    http.get('*/vue-element-admin/search/user', ({ request }) => {
      const name = (new URL(request.url).searchParams.get('name') ?? '').trim().toLowerCase();
      const items = SEARCH_NAMES.filter((candidate) => candidate.toLowerCase().includes(name)).map((match) => ({ name: match }));
      return okTemplate({ items });
    }),

    http.get('*/vue-element-admin/transaction/list', () =>
      okTemplate({ total: store.transactions.length, items: store.transactions }),
    ),

    http.get('*/vue-element-admin/routes', () => okTemplate(allRoutes)),

    http.get('*/vue-element-admin/roles', () => okTemplate(store.roles)),

    http.post('*/vue-element-admin/role', async ({ request }) => {
      const body = (await readJson(request)) ?? {};
      const key = newRoleKey(store.roles);
      store.roles.push({
        key,
        name: typeof body.name === 'string' ? body.name : key,
        description: typeof body.description === 'string' ? body.description : '',
        routes: routesOf(body, []),
      });
      return okTemplate({ key });
    }),

    http.put('*/vue-element-admin/role/:id', async ({ request, params }) => {
      const body = (await readJson(request)) ?? {};
      const role = store.roles.find((candidate) => candidate.key === param(params.id));
      if (role) {
        if (typeof body.name === 'string') role.name = body.name;
        if (typeof body.description === 'string') role.description = body.description;
        role.routes = routesOf(body, role.routes);
      }
      return okTemplate({ status: 'success' });
    }),

    http.delete('*/vue-element-admin/role/:id', ({ params }) => {
      const index = store.roles.findIndex((role) => role.key === param(params.id));
      if (index >= 0) store.roles.splice(index, 1);
      return okTemplate({ status: 'success' });
    }),
  ];
}
