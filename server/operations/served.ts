/** The conventional resources a server serves (resource files, or a fixed list in tests), and who may use them. */
import type { ResourceSchema } from '../../src/kernel/types';
import { ADMIN } from '../handlers/guard';

/** Most records of one conventional resource. */
export const MAX_CONVENTIONAL_RECORDS = 100_000;

/** Where the server finds its conventional resources (files, or a fixed list in tests). */
export interface ConventionalResources {
  find(name: string): Promise<ResourceSchema | undefined>;
  /** Every conventional resource served now (what may refer to a record). */
  all(): Promise<readonly ResourceSchema[]>;
}

export const fixedResources = (schemas: readonly ResourceSchema[]): ConventionalResources => ({
  find: async (name) => schemas.find((schema) => schema.name === name),
  all: async () => schemas,
});

/** Who may use a conventional resource (or one operation of it): admin always, and the roles listed. */
export const rolesOfConventional = (schema: Pick<ResourceSchema, 'roles'>): readonly string[] => [...new Set([...ADMIN, ...(schema.roles ?? [])])];

// A conventional resource without `roles` is the admins' alone (its routes require a role it names):
// the grants read it so, the same object each time so that their cache holds.
const adminOnly = new WeakMap<ResourceSchema, ResourceSchema>();

/** The schema as the grants must read it: `roles` as its routes require them. */
export function asServed(schema: ResourceSchema): ResourceSchema {
  if (schema.roles && schema.roles.length > 0) return schema;
  let served = adminOnly.get(schema);
  if (!served) adminOnly.set(schema, (served = { ...schema, roles: [...ADMIN] }));
  return served;
}

/** The resources with each schema as served (asServed). */
export const servedResources = (resources: ConventionalResources): ConventionalResources => ({
  find: async (name) => {
    const schema = await resources.find(name);
    return schema && asServed(schema);
  },
  all: async () => (await resources.all()).map(asServed),
});
