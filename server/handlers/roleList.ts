/** A list of role keys in a body (a user's roles, a token's): 1 to 20 distinct roles that exist. */
import { ROLE_LIMITS } from '../../src/kernel/access/roleRules';
import type { Store } from '../store';

/** The roles, or the problem. */
export async function checkRoleList(store: Store, value: unknown): Promise<string[] | string> {
  if (!Array.isArray(value) || value.length === 0 || value.length > ROLE_LIMITS.perHolder) return `roles must be a list of 1 to ${ROLE_LIMITS.perHolder} role keys`;
  if (!value.every((role): role is string => typeof role === 'string' && role.length <= ROLE_LIMITS.key)) return 'roles must hold role keys';
  const roles = [...new Set(value)];
  const known = new Set((await store.roles.list()).map((role) => role.key));
  const unknown = roles.filter((role) => !known.has(role));
  return unknown.length > 0 ? `No such role: ${unknown.join(', ')}` : roles;
}
