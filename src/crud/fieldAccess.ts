/** Field-level roles (`roles: {view, edit}`) through the one access rule (routes/access.ts). */
import { canAccessRoles } from '../routes/access';
import type { FieldSchema } from '../resources/types';

export function canViewField(field: Pick<FieldSchema, 'roles'>, userRoles: readonly string[]): boolean {
  return canAccessRoles(userRoles, field.roles?.view);
}

/** Editing needs the view too: a field one may not see cannot be changed. */
export function canEditField(field: Pick<FieldSchema, 'roles'>, userRoles: readonly string[]): boolean {
  return canViewField(field, userRoles) && canAccessRoles(userRoles, field.roles?.edit);
}
