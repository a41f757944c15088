/** The registry's resources that are served by REST convention (their endpoints are the convention's). Today none. */
import { conventionalPath } from '../../../src/resources/format/convention';
import { resources } from '../../../src/resources/registry';
import type { ResourceSchema } from '../../../src/resources/types';

export const isConventional = (schema: ResourceSchema): boolean =>
  schema.endpoints.list.method === 'GET' && schema.endpoints.list.path === conventionalPath(schema.name);

export const builtInConventional = (): ResourceSchema[] => resources.filter(isConventional);
