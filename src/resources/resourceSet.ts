/**
 * The resources of one console: the registry's built-in schemas plus those read from resource files
 * at start. Computed once at boot and handed to the providers and the route table.
 */
import type { ResourceSchema } from '../kernel/types';

export interface ResourceSet {
  all: readonly ResourceSchema[];
  find: (name: string) => ResourceSchema | undefined;
  rolesOf: (name: string) => readonly string[] | undefined;
  /** Served by REST convention (a resource file without `endpoints`, paged by the server). */
  isConventional: (name: string) => boolean;
}

export function createResourceSet(schemas: readonly ResourceSchema[], conventional: Iterable<string> = []): ResourceSet {
  const byName = new Map(schemas.map((schema) => [schema.name, schema]));
  const byConvention = new Set(conventional);
  return {
    all: schemas,
    find: (name) => byName.get(name),
    rolesOf: (name) => byName.get(name)?.roles,
    isConventional: (name) => byConvention.has(name),
  };
}
