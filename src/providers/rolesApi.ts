/** The service's roles (GET /vue-element-admin/roles, admin): what a user's or a token's roles are chosen from. */
import { request } from './http';

export interface RoleChoice {
  key: string;
  name: string;
  description: string;
}

export const ROLES_PATH = '/vue-element-admin/roles';

export async function listRoles(): Promise<RoleChoice[]> {
  const data = await request<unknown>(ROLES_PATH, { silent: true });
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { key, name, description } = item as Record<string, unknown>;
    return typeof key === 'string' ? [{ key, name: typeof name === 'string' && name !== '' ? name : key, description: typeof description === 'string' ? description : '' }] : [];
  });
}
