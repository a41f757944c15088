/** The rules admins stored for some roles, as the server answers them and the grants read them (grants.ts). */
import type { ResourcePermissions } from './rolePermissions';

/** The stored rules of some roles: role → resource name → rules (absent: the default). */
export type StoredPermissions = Readonly<Record<string, Readonly<Record<string, ResourcePermissions>>>>;

/** No stored rule at all: every role as its resource files say. */
export const NO_STORED_PERMISSIONS: StoredPermissions = Object.freeze({});
