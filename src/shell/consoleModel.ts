/**
 * The console as computed once at boot: its resources (built-in, then those of the
 * resource files), the route table they give, and the files' texts. The admin's providers and the
 * shell read this, not module state. Without resource files it is the built-in console.
 */
import { joinTexts, type RuntimeTexts } from '../kernel/texts/runtimeTexts';
import { resources as builtIns } from '../kernel/resources/registry';
import { createResourceSet, type ResourceSet } from '../resources/resourceSet';
import type { ResourceSchema } from '../kernel/types';
import { declaredGroups } from '../kernel/routes/resourceGroups';
import { joinPath } from '../kernel/routes/joinPath';
import { buildRouteTable, resourceParents, routeTable, standaloneRoutes, type RouteTables } from '../routes/routeTable';
import { brokenFileRoutes } from './runtime/brokenFileRoutes';
import type { BrokenFile, RuntimeLoad } from './runtime/types';

export interface ConsoleModel {
  resources: ResourceSet;
  routes: RouteTables;
  texts: RuntimeTexts;
  broken: readonly BrokenFile[];
}

export const builtInConsole: ConsoleModel = {
  resources: createResourceSet(builtIns),
  routes: { routeTable, standaloneRoutes },
  texts: {},
  broken: [],
};

function routesOf(schemas: readonly ResourceSchema[], broken: readonly BrokenFile[]): RouteTables {
  const parents = new Set([...resourceParents, ...declaredGroups(schemas).keys()]);
  const taken = new Set(schemas.flatMap((schema) => (schema.route ? [joinPath(schema.route.parent, schema.route.path)] : [])));
  return buildRouteTable(schemas, brokenFileRoutes(broken, parents, taken));
}

export function consoleModel(runtime: RuntimeLoad, base: readonly ResourceSchema[] = builtIns): ConsoleModel {
  if (runtime.files.length === 0 && runtime.broken.length === 0) return builtInConsole;
  const schemas = [...base, ...runtime.files.map((file) => file.schema)];
  // A conventional resource paged by the server goes to the convention's provider; one that lists
  // everything at once reads the conventional endpoints through the schema provider.
  const conventional = runtime.files.filter((file) => file.conventional && file.schema.list.kind === 'server').map((file) => file.schema.name);
  return {
    resources: createResourceSet(schemas, conventional),
    routes: routesOf(schemas, runtime.broken),
    texts: joinTexts(runtime.files.map((file) => file.texts)),
    broken: runtime.broken,
  };
}
