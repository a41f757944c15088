/**
 * Roles as data (the template's role endpoints, admin only): create, rename, describe and delete,
 * each stored with its audit entry. The admin role stays; a role someone holds cannot go.
 */
import { FIELD_LIMITS, MAX_RECORDS } from '../../src/kernel/rules/fieldRules';
import { ADMIN_ROLE, ROLE_KEY_PATTERN, ROLE_LIMITS } from '../../src/kernel/access/roleRules';
import type { ApiRoute, Endpoints } from '../endpoint';
import { errors, okTemplate } from '../envelope';
import { hasInvisible } from '../names';
import type { Body } from '../parse';
import { DuplicateError, type Store } from '../store';
import { Refusal } from '../refusal';
import type { RoleGuard } from '../storage/storeTypes';
import type { Role, RouteItem } from '../apiTypes';
import { ADMIN } from './guard';
import { text } from '../validation';
import { roleAudit } from '../audit/roleAudit';
import { writeOptionsOf } from '../audit/writeOptions';
import { roleHolders } from './roleHolders';

const LIMITS = FIELD_LIMITS.role;

function newRoleKey(roles: readonly Pick<Role, 'key'>[]): string {
  let n = roles.length + 1;
  while (roles.some((role) => role.key === `role-${n}`)) n += 1;
  return `role-${n}`;
}

/** A key given in a body, or the problem. */
export function roleKey(value: unknown): string | { problem: string } {
  if (typeof value !== 'string' || value.length === 0) return { problem: 'key must be text' };
  if (value.length > ROLE_LIMITS.key) return { problem: `key must be at most ${ROLE_LIMITS.key} characters` };
  if (!ROLE_KEY_PATTERN.test(value)) return { problem: 'key must start with a lower-case letter and hold only a-z, 0-9, - and _' };
  return value;
}

/** The role fields of a body (only those present), or the problem. */
function roleFields(body: Body): Partial<Omit<Role, 'key'>> | string {
  const fields: Partial<Omit<Role, 'key'>> = {};
  for (const [field, max] of [['name', LIMITS.name], ['description', LIMITS.description]] as const) {
    if (body[field] === undefined) continue;
    const checked = text(body, field, max);
    if (!checked.ok) return checked.message;
    if (hasInvisible(checked.value)) return `${field} must not contain invisible or control characters`;
    fields[field] = checked.value;
  }
  if (body.routes !== undefined) {
    if (!Array.isArray(body.routes) || body.routes.length > LIMITS.routes) return `routes must be a list of at most ${LIMITS.routes} route items`;
    fields.routes = body.routes as RouteItem[];
  }
  return fields;
}

export function roleHandlers(store: Store, route: Endpoints): ApiRoute[] {
  return [
    route.signedIn({ method: 'GET', path: '/vue-element-admin/roles', roles: ADMIN }, async () => okTemplate(await store.roles.list())),

    route.signedIn({ method: 'POST', path: '/vue-element-admin/role', roles: ADMIN }, async ({ body, request, user }) => {
      const roles = await store.roles.list();
      if (roles.length >= MAX_RECORDS.role) return errors.full(`No room for more roles: at most ${MAX_RECORDS.role}.`);
      const fields = roleFields(body);
      if (typeof fields === 'string') return errors.invalid(fields);
      const key = body.key === undefined ? newRoleKey(roles) : roleKey(body.key);
      if (typeof key !== 'string') return errors.invalid(key.problem, { key: { message: key.problem } });
      const role: Role = { key, name: fields.name || key, description: fields.description ?? '', routes: fields.routes ?? [] };
      try {
        await store.roles.insert(role, roleAudit(writeOptionsOf(request, user)));
      } catch (error) {
        if (error instanceof DuplicateError) return errors.invalid(`Role ${key} already exists`, { key: { message: `Role ${key} already exists` } });
        throw error;
      }
      return okTemplate({ key });
    }),

    route.signedIn({ method: 'PUT', path: '/vue-element-admin/role/:id', roles: ADMIN }, async ({ params, body, request, user }) => {
      const key = params.id ?? '';
      const current = await store.roles.get(key);
      if (!current) return errors.notFound('Role not found');
      if (body.key !== undefined && body.key !== key) return errors.invalid("A role's key cannot change: create a new role instead.");
      const fields = roleFields(body);
      if (typeof fields === 'string') return errors.invalid(fields);
      if (key === ADMIN_ROLE && fields.name !== undefined && fields.name !== current.name) return errors.invalid('The admin role cannot be renamed.');
      await store.roles.update(key, fields, roleAudit(writeOptionsOf(request, user)));
      return okTemplate({ status: 'success' });
    }),

    route.signedIn({ method: 'DELETE', path: '/vue-element-admin/role/:id', roles: ADMIN }, async ({ params, request, user }) => {
      const key = params.id ?? '';
      if (!(await store.roles.get(key))) return errors.notFound('Role not found');
      if (key === ADMIN_ROLE) return errors.invalid('The admin role cannot be deleted.');
      // Checked inside the delete's transaction: nobody can be given the role meanwhile.
      const guard: RoleGuard<Role> = async (_role, _after, holding) => {
        const held = roleHolders(await holding.users(), await holding.tokens(), key);
        if (held) throw new Refusal('40001', `Role ${key} is held by ${held}: take it from them first.`);
      };
      if (!(await store.roles.remove(key, roleAudit(writeOptionsOf(request, user)), guard))) return errors.notFound('Role not found');
      return okTemplate({ status: 'success' });
    }),
  ];
}
