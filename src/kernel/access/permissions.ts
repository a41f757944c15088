/**
 * Who may do what with a resource, through the one access rule (kernel/access/access.ts): the resource's
 * `roles` let a user in, `access.<operation>` narrows each operation, field `roles` narrow each
 * field. Pure: the console hides with it what the server refuses with it.
 */
import { canAccessRoles } from './access';
import type { FieldSchema, ResourceOperation, ResourceSchema } from '../types';

/** Whether the roles may do the operation on the resource (admin always may). */
export function canDo(schema: Pick<ResourceSchema, 'roles' | 'access'>, operation: ResourceOperation, userRoles: readonly string[]): boolean {
  return canAccessRoles(userRoles, schema.roles) && canAccessRoles(userRoles, schema.access?.[operation]);
}

export function canViewField(field: Pick<FieldSchema, 'roles'>, userRoles: readonly string[]): boolean {
  return canAccessRoles(userRoles, field.roles?.view);
}

/** Editing needs the view too: a field one may not see cannot be changed. */
export function canEditField(field: Pick<FieldSchema, 'roles'>, userRoles: readonly string[]): boolean {
  return canViewField(field, userRoles) && canAccessRoles(userRoles, field.roles?.edit);
}

/** Admins see every record of an owned resource; others their own when `owner.read`. */
export const seesAllRows = (schema: Pick<ResourceSchema, 'owner'>, userRoles: readonly string[]): boolean =>
  !schema.owner?.read || userRoles.includes('admin');

/** Admins change every record of an owned resource; others only their own. */
export const changesAllRows = (schema: Pick<ResourceSchema, 'owner'>, userRoles: readonly string[]): boolean =>
  !schema.owner || userRoles.includes('admin');
