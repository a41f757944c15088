/** Every resource of the console. Adding a resource: one schema file and one line here. */
import type { ResourceSchema } from './types';

export const resources: ResourceSchema[] = [];

export function rolesOfResource(resource: string): readonly string[] | undefined {
  return resources.find((schema) => schema.name === resource)?.roles;
}
