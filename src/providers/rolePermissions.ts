/** A role's permissions per resource (kernel/access/rolePermissions.ts) through the one HTTP client: read and change. */
import { ENDPOINTS } from '../kernel/http/endpoints';
import type { RolePermissions, RolePermissionsChange } from '../kernel/access/rolePermissions';
import { request } from './http';

const pathOf = (role: string) => ENDPOINTS.rolePermissions.replace(':role', encodeURIComponent(role));

const asPermissions = (data: unknown): RolePermissions =>
  typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as RolePermissions) : {};

export const getRolePermissions = async (role: string): Promise<RolePermissions> => asPermissions(await request<unknown>(pathOf(role), { silent: true }));

/** Sends only the resources named; refusals reject with the ApiError (its field errors keyed by path), shown by the caller. */
export const putRolePermissions = async (role: string, change: RolePermissionsChange): Promise<RolePermissions> =>
  asPermissions(await request<unknown>(pathOf(role), { method: 'PUT', body: change, silent: true }));
