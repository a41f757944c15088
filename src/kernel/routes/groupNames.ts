/**
 * The route table's top-level paths as plain names, for code that must not load the table's pages
 * (the Node server and the resources:check command build the schema check's environment from
 * them). tests/unit/resources/checkEnv.test.ts keeps them equal to routeTable.tsx.
 */

/** The groups a resource's `route.parent` may name without declaring a `group` of its own. */
export const ROUTE_PARENTS: readonly string[] = [
  '/permission',
  '/example',
  '/icon',
  '/components',
  '/charts',
  '/table',
  '/tab',
  '/error',
  '/nested',
  '/developer',
];

/** Top-level paths that are pages, not groups: a resource group may not take them. */
export const RESERVED_PATHS: readonly string[] = ['/401', '/404', '/redirect/*', '/', '/dashboard'];
