/** The registry's resources that are served by REST convention (their endpoints are the convention's). Today none. */
import { conventionalPath } from '../../../src/kernel/format/convention';
import { resources } from '../../../src/kernel/resources/registry';
import type { ResourceSchema } from '../../../src/kernel/types';

export const isConventional = (schema: ResourceSchema): boolean =>
  schema.endpoints.list.method === 'GET' && schema.endpoints.list.path === conventionalPath(schema.name);

export const builtInConventional = (): ResourceSchema[] => resources.filter(isConventional);
