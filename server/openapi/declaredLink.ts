/**
 * Which resource file a declared endpoint serves, read from the files' `endpoints` (the same paths
 * the console's data provider calls), so that its body and answer are described from the fields.
 */
import type { ResourceSchema } from '../../src/kernel/types';
import type { EndpointSpec } from '../../src/kernel/http/endpoints';
import { routePath } from './paths';
import type { Parameter } from './openapiTypes';

export type ResourceCall = keyof ResourceSchema['endpoints'];

export interface ResourceLink {
  schema: ResourceSchema;
  call: ResourceCall;
}

/** Path parameters may be named differently (`{id}` in a file, `:key` in a handler). */
const shapeOf = (path: string): string => routePath(path).replace(/:[A-Za-z]\w*/g, ':');

export function linkOf(spec: Pick<EndpointSpec, 'method' | 'path'>, declared: readonly ResourceSchema[]): ResourceLink | undefined {
  const wanted = shapeOf(spec.path);
  for (const schema of declared) {
    for (const [call, endpoint] of Object.entries(schema.endpoints) as Array<[ResourceCall, ResourceSchema['endpoints'][ResourceCall]]>) {
      if (endpoint && endpoint.method === spec.method && shapeOf(endpoint.path) === wanted) return { schema, call };
    }
  }
  return undefined;
}

/** The query of a resource call: a server-paged list's parameters (its `list.query`), a getOne's id when the path has none. */
export function linkQuery({ schema, call }: ResourceLink): Parameter[] {
  const endpoint = schema.endpoints[call];
  if (call === 'getOne' && endpoint && !endpoint.path.includes('{id}')) {
    return [{ name: 'id', in: 'query', required: true, description: 'Id of the record', schema: { type: 'integer', minimum: 1 } }];
  }
  if (call !== 'list' || schema.list.kind !== 'server') return [];
  // The names are those the console sends: asked of the file's own mapping, with an empty filter.
  const sample = schema.list.query({ page: 1, perPage: schema.perPage ?? 10, sort: { field: 'id', order: 'ASC' }, filter: {} });
  return Object.keys(sample).map((name) => ({ name, in: 'query', description: `Read by the ${schema.name} list`, schema: { type: ['string', 'number'] } }));
}
