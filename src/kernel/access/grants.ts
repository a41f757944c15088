/**
 * The one evaluation of who may do what with a resource: from the schema, the user's roles and the
 * stored rules of those roles (rolePermissions.ts), the effective grants per operation. Every
 * access check of the server and the console reads them (permissions.ts), so a rule an admin
 * stores holds everywhere at once.
 *
 * - `admin` gets everything and cannot be narrowed.
 * - A role with stored rules for the resource gets exactly those.
 * - Otherwise the resource file decides (`defaultPermissions`): for the seeded `editor` and
 *   `visitor` as the file's `roles`, `access`, `owner` and field `roles` say; any other role only
 *   for the operations the file names it for (in `roles` or `access.<operation>`): deny by default.
 * - Several roles unite: an operation is allowed when one role allows it, its fields are every
 *   field one allowing role names, a record is reached when one allowing role's rows rule reaches
 *   it, and a create's presets are those every allowing role sets to the same value.
 */
import { holds } from '../rules/conditions';
import type { FileCondition } from '../format/resourceFile';
import type { FieldSchema, ResourceSchema } from '../types';
import { canAccessRoles } from './access';
import { PERMISSION_OPERATIONS, type PermissionOperation, type ResourcePermissions, type RowsRule } from './rolePermissions';
import { ADMIN_ROLE, SEEDED_ROLES } from './roleRules';
import { NO_STORED_PERMISSIONS, type StoredPermissions } from './storedPermissions';

export { NO_STORED_PERMISSIONS, type StoredPermissions };

/** Whom the grants are for: the roles in force and their stored rules. */
export interface Grantee {
  readonly roles: readonly string[];
  readonly permissions: StoredPermissions;
}


/** Which records an operation reaches. */
export interface RowsReach {
  /** Every record. */
  readonly all: boolean;
  /** The records the user created (the resource's `owner.field` holds their id). */
  readonly own: boolean;
  /** The records matching one of these. */
  readonly conditions: readonly FileCondition[];
}

export interface OperationGrant {
  /** Sources of the fields it reads or writes, or every field. */
  readonly fields: ReadonlySet<string> | 'all';
  readonly rows: RowsReach;
  /** Values a create takes whatever the request says. */
  readonly presets: Readonly<Record<string, unknown>>;
}

export type Grants = Readonly<Record<PermissionOperation, OperationGrant | false>>;

/** What of a schema the evaluation reads. */
export type GrantSchema = Pick<ResourceSchema, 'name' | 'roles' | 'access' | 'owner' | 'fields'>;

const EVERY_ROW: RowsReach = Object.freeze({ all: true, own: false, conditions: [] });
const FULL: OperationGrant = Object.freeze({ fields: 'all', rows: EVERY_ROW, presets: Object.freeze({}) });
const EVERYTHING: Grants = Object.freeze({ read: FULL, create: FULL, update: FULL, delete: FULL, export: FULL });
export const ALL_ALLOWED: ResourcePermissions = Object.freeze({ read: true, create: true, update: true, delete: true, export: true });

/**
 * Whom the file's "every signed-in user" means when no role is known (the console before the user
 * info is read, a token whose maker no longer holds its roles): what is open to every role, no more.
 */
const NO_ROLE = '';

const isSeeded = (role: string): boolean => role === NO_ROLE || SEEDED_ROLES.includes(role);

/** The fields the role may read (`view`) or write (`edit`, which needs the view) by the file's field roles; undefined: all. */
function fileFields(schema: GrantSchema, role: string, edit: boolean): string[] | undefined {
  const roles = [role];
  const allowed = (field: FieldSchema) => canAccessRoles(roles, field.roles?.view) && (!edit || canAccessRoles(roles, field.roles?.edit));
  return schema.fields.every(allowed) ? undefined : schema.fields.filter(allowed).map((field) => field.source);
}

/** The rules a role has on a resource when none are stored: what the resource file says. */
export function defaultPermissions(schema: GrantSchema, role: string): ResourcePermissions {
  if (role === ADMIN_ROLE) return ALL_ALLOWED;
  const roles = [role];
  // A role the file names (for the resource, the operation, or a field's view or edit) is one it was written for.
  const inFields = schema.fields.some((field) => field.roles?.view?.includes(role) || field.roles?.edit?.includes(role));
  const named = (operation: PermissionOperation) => Boolean(schema.roles?.includes(role) || schema.access?.[operation]?.includes(role) || inFields);
  const may = (operation: PermissionOperation) =>
    canAccessRoles(roles, schema.roles) && canAccessRoles(roles, schema.access?.[operation]) && (isSeeded(role) || named(operation));
  const viewed = fileFields(schema, role, false);
  const edited = fileFields(schema, role, true);
  const owned: { rows?: RowsRule } = schema.owner ? { rows: 'own' } : {};
  const narrowed = <T extends object>(rule: T): T | true => (Object.keys(rule).length === 0 ? true : rule);
  return {
    read: may('read') && narrowed({ ...(viewed ? { fields: viewed } : {}), ...(schema.owner?.read ? { rows: 'own' as const } : {}) }),
    create: may('create') && narrowed(edited ? { fields: edited } : {}),
    update: may('update') && narrowed({ ...(edited ? { fields: edited } : {}), ...owned }),
    delete: may('delete') && narrowed(owned),
    export: may('export') && may('read') && narrowed(viewed ? { fields: viewed } : {}),
  };
}

/** The rules in force for one role on one resource: admin's, the stored ones, else the file's. */
export function rulesOf(schema: GrantSchema, role: string, permissions: StoredPermissions): ResourcePermissions {
  if (role === ADMIN_ROLE) return ALL_ALLOWED;
  return permissions[role]?.[schema.name] ?? defaultPermissions(schema, role);
}

type Narrowing = { fields?: readonly string[]; rows?: RowsRule; presets?: Record<string, unknown> };

const sameValue = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The presets every allowing role sets to one value (a role that presets nothing leaves every field free). */
function commonPresets(rules: readonly Narrowing[]): Record<string, unknown> {
  const [first, ...rest] = rules;
  const presets: Record<string, unknown> = {};
  for (const [source, value] of Object.entries(first?.presets ?? {})) {
    if (rest.every((rule) => rule.presets !== undefined && source in rule.presets && sameValue(rule.presets[source], value))) presets[source] = value;
  }
  return presets;
}

function united(rules: readonly (boolean | Narrowing)[]): OperationGrant | false {
  const allowing = rules.filter((rule) => rule !== false).map((rule) => (rule === true ? {} : rule));
  if (allowing.length === 0) return false;
  const fields = allowing.some((rule) => rule.fields === undefined) ? 'all' : new Set(allowing.flatMap((rule) => rule.fields ?? []));
  const rows: RowsReach = allowing.some((rule) => rule.rows === undefined)
    ? EVERY_ROW
    : {
        all: false,
        own: allowing.some((rule) => rule.rows === 'own'),
        conditions: allowing.flatMap((rule) => (rule.rows === undefined || rule.rows === 'own' ? [] : [rule.rows])),
      };
  return { fields, rows, presets: commonPresets(allowing) };
}

const intersect = (a: OperationGrant['fields'], b: OperationGrant['fields']): OperationGrant['fields'] => {
  if (a === 'all') return b;
  if (b === 'all') return a;
  return new Set([...a].filter((source) => b.has(source)));
};

function evaluate(schema: GrantSchema, grantee: Grantee): Grants {
  if (grantee.roles.includes(ADMIN_ROLE)) return EVERYTHING;
  const roles = grantee.roles.length === 0 ? [NO_ROLE] : grantee.roles;
  const rules = roles.map((role) => rulesOf(schema, role, grantee.permissions));
  const of = (operation: PermissionOperation) => united(rules.map((rule) => rule[operation] as boolean | Narrowing));
  const read = of('read');
  const exported = of('export');
  // An export is a list read: the rows read reaches, the fields both allow.
  const exportGrant: OperationGrant | false = read && exported ? { fields: intersect(exported.fields, read.fields), rows: read.rows, presets: {} } : false;
  // A field one may not read cannot be changed.
  const update = of('update');
  const updateGrant: OperationGrant | false = update && { ...update, fields: read ? intersect(update.fields, read.fields) : new Set() };
  return { read, create: of('create'), update: updateGrant, delete: of('delete'), export: exportGrant };
}

// Grants per stored rules, schema and roles: the same objects on every call of one request, and
// across requests while nothing is stored (NO_STORED_PERMISSIONS is one object).
const cache = new WeakMap<StoredPermissions, WeakMap<GrantSchema, Map<string, Grants>>>();

/** The effective grants of the grantee on the resource. */
export function grantsOf(schema: GrantSchema, grantee: Grantee): Grants {
  let bySchema = cache.get(grantee.permissions);
  if (!bySchema) cache.set(grantee.permissions, (bySchema = new WeakMap()));
  let byRoles = bySchema.get(schema);
  if (!byRoles) bySchema.set(schema, (byRoles = new Map()));
  const key = grantee.roles.join('\u0000');
  let grants = byRoles.get(key);
  if (!grants) byRoles.set(key, (grants = evaluate(schema, grantee)));
  return grants;
}

/** Whether the operation's fields include this source. */
export const grantsField = (grant: OperationGrant | false, source: string): boolean => grant !== false && (grant.fields === 'all' || grant.fields.has(source));

/** Whether the reach takes in this record (`ownerField`: where the creator's id is; `userId`: the user's). */
export function reachesRow(rows: RowsReach, record: Readonly<Record<string, unknown>>, userId: unknown, ownerField: string | undefined): boolean {
  if (rows.all) return true;
  if (rows.own && ownerField !== undefined && userId !== undefined && record[ownerField] === userId) return true;
  return rows.conditions.some((condition) => holds(condition, record));
}

export { PERMISSION_OPERATIONS };
