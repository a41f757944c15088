/** What Save sends: only the resources whose rules differ from what the server last answered. */
import type { RolePermissions, RolePermissionsChange } from '../../../kernel/access/rolePermissions';

/** JSON with object keys sorted, so two equal rules read the same whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const sameRules = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

export function changedResources(saved: RolePermissions, draft: RolePermissions): RolePermissionsChange {
  return Object.fromEntries(Object.entries(draft).filter(([name, rules]) => !sameRules(saved[name], rules)));
}
