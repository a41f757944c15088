/** The new top-level groups resources declare (`route.group`); the first declaration of a parent wins. */
import type { ResourceSchema, RouteGroup } from '../types';

export interface DeclaredGroup {
  group: RouteGroup;
  /** The resource whose schema declares it. */
  by: string;
}

export function declaredGroups(schemas: readonly ResourceSchema[]): Map<string, DeclaredGroup> {
  const out = new Map<string, DeclaredGroup>();
  for (const schema of schemas) {
    const route = schema.route;
    if (route?.group && !out.has(route.parent)) out.set(route.parent, { group: route.group, by: schema.name });
  }
  return out;
}
