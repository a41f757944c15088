/**
 * An in-memory stand-in for `GET|PUT /api/_permissions/{role}` as its contract says
 * (src/kernel/access/rolePermissions.ts): GET answers every served resource with the rules in force
 * (stored, else the given defaults, else nothing granted); PUT replaces each named resource's rules
 * (null: back to the default) and answers like GET, or refuses with 40001 and `errors` keyed by path,
 * storing nothing. It records each PUT's body, and checks the fields, conditions and presets named
 * against the resources' schemas.
 */
import { http } from 'msw';
import { ENDPOINTS } from '../../../src/kernel/http/endpoints';
import { NOTHING, PERMISSION_OPERATIONS, type ResourcePermissions, type RolePermissions, type RolePermissionsChange } from '../../../src/kernel/access/rolePermissions';
import type { FieldErrors } from '../../../src/kernel/rules/rules';
import type { ResourceSchema } from '../../../src/kernel/types';
import { errors, fail, ok } from '../../../server/envelope';

export interface PermissionsFake {
  handlers: ReturnType<typeof http.get>[];
  /** The roles of the GETs received, in order. */
  gets: string[];
  /** The bodies of the PUTs received, in order. */
  puts: Array<{ role: string; body: RolePermissionsChange }>;
  stored: Map<string, RolePermissions>;
  /** A role's rules as GET answers them. */
  inForce: (role: string) => RolePermissions;
}

const pathPattern = new RegExp(`${ENDPOINTS.rolePermissions.replace(':role', '([^/?]+)')}$`);
const roleOf = (url: string) => decodeURIComponent(pathPattern.exec(new URL(url).pathname)?.[1] ?? '');

function refusalsOf(schema: ResourceSchema, rules: ResourcePermissions): FieldErrors {
  const out: FieldErrors = {};
  const sources = new Set(schema.fields.map((field) => field.source));
  for (const operation of PERMISSION_OPERATIONS) {
    const rule = rules[operation];
    if (typeof rule !== 'object') continue;
    const at = `${schema.name}.${operation}`;
    if ('fields' in rule) rule.fields?.forEach((field, index) => sources.has(field) || (out[`${at}.fields[${index}]`] = { message: `${schema.name} has no field ${field}` }));
    if ('rows' in rule && typeof rule.rows === 'object' && !sources.has(rule.rows.field)) out[`${at}.rows.field`] = { message: `${schema.name} has no field ${rule.rows.field}` };
    if ('presets' in rule) for (const field of Object.keys(rule.presets ?? {})) if (!sources.has(field)) out[`${at}.presets.${field}`] = { message: `${schema.name} has no field ${field}` };
  }
  return out;
}

export function permissionsFake(served: readonly ResourceSchema[], defaults: Record<string, RolePermissions> = {}): PermissionsFake {
  const stored = new Map<string, RolePermissions>();
  const gets: string[] = [];
  const puts: PermissionsFake['puts'] = [];
  const inForce = (role: string): RolePermissions =>
    Object.fromEntries(served.map((schema) => [schema.name, stored.get(role)?.[schema.name] ?? defaults[role]?.[schema.name] ?? NOTHING]));
  const handlers = [
    http.get(pathPattern, ({ request }) => {
      gets.push(roleOf(request.url));
      return ok(inForce(roleOf(request.url)));
    }),
    http.put(pathPattern, async ({ request }) => {
      const role = roleOf(request.url);
      const body = (await request.json()) as RolePermissionsChange;
      puts.push({ role, body });
      if (role === 'admin') return fail('40300', 'The admin role may do everything');
      const refused: FieldErrors = {};
      for (const [name, rules] of Object.entries(body)) {
        const schema = served.find((candidate) => candidate.name === name);
        if (!schema) refused[name] = { message: `No resource ${name}` };
        else if (rules !== null) Object.assign(refused, refusalsOf(schema, rules));
      }
      if (Object.keys(refused).length > 0) return errors.invalid('Invalid permissions', refused);
      const next = { ...stored.get(role) };
      for (const [name, rules] of Object.entries(body)) {
        if (rules === null) delete next[name];
        else next[name] = rules;
      }
      stored.set(role, next);
      return ok(inForce(role));
    }),
  ];
  return { handlers, gets, puts, stored, inForce };
}
