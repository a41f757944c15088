/**
 * Who may do what with a resource, as the effective grants say (grants.ts: the resource file, the
 * user's roles and the rules stored for them). Pure: the console hides with it what the server
 * refuses with it.
 */
import type { FieldSchema, ResourceOperation } from '../types';
import { canAccessRoles } from './access';
import { grantsField, grantsOf, reachesRow, type GrantSchema, type Grantee } from './grants';

/** Whether the grantee may do the operation on the resource (admin always may). */
export function canDo(schema: GrantSchema, operation: ResourceOperation, grantee: Grantee): boolean {
  return grantsOf(schema, grantee)[operation] !== false;
}

/** Whether the grantee may read the field of the resource. */
export function canViewField(schema: GrantSchema, field: Pick<FieldSchema, 'source'>, grantee: Grantee): boolean {
  return grantsField(grantsOf(schema, grantee).read, field.source);
}

/** Whether the grantee may write the field on a create (`new`) or an update (`edit`, which needs the view too). */
export function canEditField(schema: GrantSchema, field: Pick<FieldSchema, 'source'>, grantee: Grantee, mode: 'new' | 'edit' = 'edit'): boolean {
  const grants = grantsOf(schema, grantee);
  return grantsField(mode === 'new' ? grants.create : grants.update, field.source);
}

/** A sub-field of an object or array field (its parent's grant covers it): what its own `roles` say. */
export function subFieldAllows(field: Pick<FieldSchema, 'roles'>, roles: readonly string[], edit: boolean): boolean {
  return canAccessRoles(roles, field.roles?.view) && (!edit || canAccessRoles(roles, field.roles?.edit));
}

/** Whether reading reaches every record (no rows rule narrows it). */
export const seesAllRows = (schema: GrantSchema, grantee: Grantee): boolean => {
  const read = grantsOf(schema, grantee).read;
  return read !== false && read.rows.all;
};

/** Whether changing reaches every record. */
export const changesAllRows = (schema: GrantSchema, grantee: Grantee): boolean => {
  const update = grantsOf(schema, grantee).update;
  return update !== false && update.rows.all;
};

/** Whether deleting reaches every record. */
export const deletesAllRows = (schema: GrantSchema, grantee: Grantee): boolean => {
  const remove = grantsOf(schema, grantee).delete;
  return remove !== false && remove.rows.all;
};

/** Whether the operation reaches this record for this user. */
export function reaches(schema: GrantSchema, operation: ResourceOperation, grantee: Grantee, record: Readonly<Record<string, unknown>>, userId: unknown): boolean {
  const grant = grantsOf(schema, grantee)[operation];
  return grant !== false && reachesRow(grant.rows, record, userId, schema.owner?.field);
}
