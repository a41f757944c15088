/** Where a resource's page hangs: an existing group, or a new one that some resource declares. */
import type { RouteGroup } from '../types';
import { namesOf, type CheckContext } from './context';

const sameGroup = (a: RouteGroup, b: RouteGroup) =>
  a.title === b.title && a.icon === b.icon && JSON.stringify(a.roles ?? []) === JSON.stringify(b.roles ?? []);

export function checkRoute({ schema, env, groups, problems }: CheckContext): void {
  const route = schema.route;
  if (!route) return;
  const { parent, group } = route;
  if (group?.icon !== undefined && !env.iconNames.has(group.icon)) problems.add('route.group.icon', 'unknownIcon', { name: group.icon, known: namesOf(env.iconNames) });
  if (env.reservedPaths.has(parent)) {
    problems.add('route.parent', 'reservedParent', { parent });
    return;
  }
  if (env.routeParents.has(parent)) {
    if (group) problems.add('route.group', 'groupIgnored', { parent });
    return;
  }
  const declared = groups.get(parent);
  if (!declared) problems.add('route.parent', 'unknownParent', { parent, known: namesOf([...env.routeParents, ...groups.keys()]) });
  else if (group && declared.by !== schema.name && !sameGroup(group, declared.group)) {
    problems.add('route.group', 'groupConflict', { parent, other: declared.by });
  }
}
