/**
 * A role's permissions per resource (`GET|PUT /api/_permissions/{role}`, admins from a session):
 * GET answers every served resource with the rules in force for the role (kernel/access/grants.ts
 * rulesOf: stored, else the resource file's default); PUT replaces the named resources' stored
 * rules (null drops them) after checking the whole body (permissionsInput.ts), with its
 * 'permission-change' audit entry in the same transaction, and answers like GET. The admin role
 * cannot be narrowed; a token may read but not change permissions.
 */
import { ENDPOINTS } from '../../src/kernel/http/endpoints';
import { ADMIN_ROLE } from '../../src/kernel/access/roleRules';
import { rulesOf } from '../../src/kernel/access/grants';
import type { RolePermissions } from '../../src/kernel/access/rolePermissions';
import { resources as builtIns } from '../../src/kernel/resources/registry';
import type { ResourceSchema } from '../../src/kernel/types';
import type { ApiRoute, Endpoints } from '../endpoint';
import { ok } from '../envelope';
import { forbidden, invalid, notFound } from '../refusal';
import type { Store } from '../store';
import { apiTokenOf } from '../bearer';
import { writeOptionsOf } from '../audit/writeOptions';
import { permissionAudit } from '../audit/permissionAudit';
import type { ConventionalResources } from '../operations/served';
import { ADMIN } from './guard';
import { checkPermissionsChange, PERMISSION_LIMITS } from './permissionsInput';

/** Every resource the server serves: the built-ins, then the resource files' (a file's name wins). */
async function servedSchemas(conventional: ConventionalResources): Promise<ResourceSchema[]> {
  const files = await conventional.all();
  const named = new Set(files.map((schema) => schema.name));
  return [...builtIns.filter((schema) => !named.has(schema.name)), ...files];
}

export function permissionHandlers(store: Store, route: Endpoints, conventional: ConventionalResources): ApiRoute[] {
  const inForce = async (role: string): Promise<RolePermissions> => {
    const stored = await store.permissions.of([role]);
    const out: RolePermissions = {};
    for (const schema of await servedSchemas(conventional)) out[schema.name] = rulesOf(schema, role, stored);
    return out;
  };
  const existing = async (role: string): Promise<string> => {
    if (!(await store.roles.get(role))) throw notFound(`No role ${JSON.stringify(role.slice(0, 64))}`);
    return role;
  };

  return [
    route.signedIn({ method: 'GET', path: ENDPOINTS.rolePermissions, roles: ADMIN }, async ({ params }) => ok(await inForce(await existing(params.role ?? '')))),

    route.signedIn({ method: 'PUT', path: ENDPOINTS.rolePermissions, roles: ADMIN, maxBodyBytes: PERMISSION_LIMITS.bodyBytes }, async ({ params, body, request, user }) => {
      if (apiTokenOf(request)) throw forbidden('Permissions are changed from a signed-in session, not with an API token.');
      const role = await existing(params.role ?? '');
      if (role === ADMIN_ROLE) throw invalid('The admin role cannot be narrowed: it may always do everything.');
      const schemas = await servedSchemas(conventional);
      const checked = checkPermissionsChange(body, (name) => schemas.find((schema) => schema.name === name));
      if (!checked.ok) throw invalid(checked.message, checked.errors);
      if (!(await store.permissions.change(role, checked.value, permissionAudit(role, writeOptionsOf(request, user))))) throw notFound(`No role ${role}`);
      return ok(await inForce(role));
    }),
  ];
}
