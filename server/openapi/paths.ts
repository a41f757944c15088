/** Paths of the endpoint table (MSW style, `/sms/delete-packageConf/:id`) as OpenAPI writes them. */
import type { HttpVerb, Parameter } from './openapiTypes';

const PARAM = /:([A-Za-z]\w*)/g;

/** `/x/:id` -> `/x/{id}`. */
export const openApiPath = (path: string): string => path.replace(PARAM, '{$1}');

/** `/x/{id}` -> `/x/:id` (a resource file's endpoint path as the endpoint table writes it). */
export const routePath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

export const pathParamsOf = (path: string): string[] => [...path.matchAll(PARAM)].map((match) => match[1] ?? '');

export function pathParameters(path: string, describe: (name: string) => string = () => 'Names the record'): Parameter[] {
  return pathParamsOf(path).map((name) => ({ name, in: 'path', required: true, description: describe(name), schema: { type: 'string' } }));
}

export const verbOf = (method: string): HttpVerb => method.toLowerCase() as HttpVerb;

/** A stable, unique id: the method and the path's words (`POST /user/login` -> `post_user_login`). */
export const operationIdOf = (method: string, path: string): string =>
  `${method.toLowerCase()}_${path.replace(/[{}:]/g, '').replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`;

/** The group of an endpoint that belongs to no resource: its first path segment. */
export const firstSegment = (path: string): string => path.split('/').find((segment) => segment !== '') ?? 'api';
