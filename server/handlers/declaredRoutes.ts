/**
 * The paths and roles of a built-in resource's CRUD routes as its file declares them (endpoints,
 * roles), so a handler does not state them a second time. `{id}` becomes MSW's `:id`.
 */
import type { ResourceSchema } from '../../src/kernel/types';
import type { CrudRoutes } from './crud/routes';
import { rolesOfConventional } from './crud/conventional';

const routePath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

export function declaredRoutes(schema: ResourceSchema): Pick<CrudRoutes, 'roles' | 'getOne' | 'create' | 'update' | 'remove'> {
  const { getOne, create, update, delete: remove } = schema.endpoints;
  return {
    // The same rule as a conventional resource's: admin always, and the roles the file lists.
    roles: rolesOfConventional(schema),
    getOne: getOne && routePath(getOne.path),
    create: create && routePath(create.path),
    update: update && routePath(update.path),
    remove: remove && routePath(remove.path),
  };
}
