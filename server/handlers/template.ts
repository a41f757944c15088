/** Template mocks: user search, transactions, routes (signed-in readers) and roles (written by admin). */
import { FIELD_LIMITS, MAX_RECORDS } from '../../src/kernel/rules/fieldRules';
import type { ApiRoute, Endpoints } from '../endpoint';
import { errors, okTemplate } from '../envelope';
import type { Body } from '../parse';
import { allRoutes } from '../routesData';
import { SEARCH_NAMES } from '../seed';
import type { Store } from '../store';
import type { Role, RouteItem } from '../apiTypes';
import { ADMIN, STAFF } from './guard';
import { text } from '../validation';
import { roleAudit } from '../audit/roleAudit';
import { writeOptionsOf } from '../audit/writeOptions';

const LIMITS = FIELD_LIMITS.role;

function newRoleKey(roles: readonly Pick<Role, 'key'>[]): string {
  let n = roles.length + 1;
  while (roles.some((role) => role.key === `role-${n}`)) n += 1;
  return `role-${n}`;
}

/** The role fields of a body (only those present), or the problem. */
function roleFields(body: Body): Partial<Omit<Role, 'key'>> | string {
  const fields: Partial<Omit<Role, 'key'>> = {};
  for (const [field, max] of [['name', LIMITS.name], ['description', LIMITS.description]] as const) {
    if (body[field] === undefined) continue;
    const checked = text(body, field, max);
    if (!checked.ok) return checked.message;
    fields[field] = checked.value;
  }
  if (body.routes !== undefined) {
    if (!Array.isArray(body.routes) || body.routes.length > LIMITS.routes) return `routes must be a list of at most ${LIMITS.routes} route items`;
    fields.routes = body.routes as RouteItem[];
  }
  return fields;
}

export function templateHandlers(store: Store, route: Endpoints): ApiRoute[] {
  return [
    route.signedIn({ method: 'GET', path: '/vue-element-admin/search/user', roles: STAFF }, ({ request }) => {
      const name = (new URL(request.url).searchParams.get('name') ?? '').trim().toLowerCase().slice(0, 64);
      const items = SEARCH_NAMES.filter((candidate) => candidate.toLowerCase().includes(name)).map((match) => ({ name: match }));
      return okTemplate({ items });
    }),

    route.signedIn({ method: 'GET', path: '/vue-element-admin/transaction/list' }, async () => {
      const items = await store.transactions();
      return okTemplate({ total: items.length, items });
    }),

    route.signedIn({ method: 'GET', path: '/vue-element-admin/routes', roles: ADMIN }, () => okTemplate(allRoutes)),

    route.signedIn({ method: 'GET', path: '/vue-element-admin/roles', roles: ADMIN }, async () => okTemplate(await store.roles.list())),

    route.signedIn({ method: 'POST', path: '/vue-element-admin/role', roles: ADMIN }, async ({ body, request, user }) => {
      const roles = await store.roles.list();
      if (roles.length >= MAX_RECORDS.role) return errors.full(`No room for more roles: at most ${MAX_RECORDS.role}.`);
      const fields = roleFields(body);
      if (typeof fields === 'string') return errors.invalid(fields);
      const key = newRoleKey(roles);
      const role: Role = { key, name: fields.name || key, description: fields.description ?? '', routes: fields.routes ?? [] };
      await store.roles.insert(role, roleAudit(writeOptionsOf(request, user)));
      return okTemplate({ key });
    }),

    route.signedIn({ method: 'PUT', path: '/vue-element-admin/role/:id', roles: ADMIN }, async ({ params, body, request, user }) => {
      if (!(await store.roles.get(params.id ?? ''))) return errors.notFound('Role not found');
      const fields = roleFields(body);
      if (typeof fields === 'string') return errors.invalid(fields);
      await store.roles.update(params.id ?? '', fields, roleAudit(writeOptionsOf(request, user)));
      return okTemplate({ status: 'success' });
    }),

    route.signedIn({ method: 'DELETE', path: '/vue-element-admin/role/:id', roles: ADMIN }, async ({ params, request, user }) => {
      if (!(await store.roles.remove(params.id ?? '', roleAudit(writeOptionsOf(request, user))))) return errors.notFound('Role not found');
      return okTemplate({ status: 'success' });
    }),
  ];
}
