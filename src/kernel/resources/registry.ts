/** Every resource of the console. Adding a resource: one schema file and one line here. */
import { article } from './article';
import { packageConf } from './packageConf';
import { sendName } from './sendName';
import type { ResourceSchema } from '../types';
import { user } from './user';
import { userOption } from './userOption';

export const resources: ResourceSchema[] = [packageConf, sendName, user, userOption, article];

export function findResource(name: string): ResourceSchema | undefined {
  return resources.find((schema) => schema.name === name);
}

export function rolesOfResource(resource: string): readonly string[] | undefined {
  return findResource(resource)?.roles;
}
