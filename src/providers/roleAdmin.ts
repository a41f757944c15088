/**
 * Managing the service's roles (admin): create, rename or describe, delete, and how many users hold
 * each (counted from the users list). Refusals reject with the ApiError, worded by the server; the
 * client shows nothing itself.
 */
import { request } from './http';
import { listRoles, type RoleChoice } from './rolesApi';

export interface RoleRow extends RoleChoice {
  /** Users holding the role. */
  users: number;
}

export interface RoleFields {
  name: string;
  description: string;
}

const rolePath = (key: string) => `/vue-element-admin/role/${encodeURIComponent(key)}`;

function rolesOfUser(item: unknown): string[] {
  if (typeof item !== 'object' || item === null) return [];
  const { roles } = item as Record<string, unknown>;
  return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
}

/** The roles, each with the number of users holding it. */
export async function listRoleRows(): Promise<RoleRow[]> {
  const [roles, users] = await Promise.all([listRoles(), request<unknown>('/user/list', { silent: true })]);
  const counts = new Map<string, number>();
  for (const user of Array.isArray(users) ? users : []) for (const role of new Set(rolesOfUser(user))) counts.set(role, (counts.get(role) ?? 0) + 1);
  return roles.map((role) => ({ ...role, users: counts.get(role.key) ?? 0 }));
}

/** A new role; without a key the server picks one. Answers the key. */
export async function createRole(fields: RoleFields & { key?: string }): Promise<string> {
  const created = await request<{ key: string }>('/vue-element-admin/role', { method: 'POST', body: fields, silent: true });
  return created.key;
}

export async function updateRole(key: string, fields: RoleFields): Promise<void> {
  await request(rolePath(key), { method: 'PUT', body: fields, silent: true });
}

export async function deleteRole(key: string): Promise<void> {
  await request(rolePath(key), { method: 'DELETE', silent: true });
}
