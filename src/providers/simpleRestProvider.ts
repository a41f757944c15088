/**
 * The data provider of resources served by REST convention (src/kernel/format/convention.ts):
 * ra-data-simple-rest, which speaks that convention, over simpleRestHttpClient.ts (the service's
 * token, envelope, deadline and errors). Around it, what the console needs and simple-rest lacks:
 * - the filter bar's keys as the server reads them (conventionalFilter.ts) and a sort field always;
 * - `meta.export` on a list read sends `export=1` (the server checks the export right there and
 *   allows a longer range);
 * - getMany reads a list with a range as long as the ids: simple-rest sends the id filter alone,
 *   and the server then answers its default page (10 rows); GET_MANY_CHUNK ids a request, so that
 *   the filter stays within the server's limits (listQuery.ts: 1,000 values, 4,096 characters);
 * - a delete carries the version of the record the user saw (`?_version=`), so that a record
 *   changed since is not deleted unseen (the server answers 40901);
 * - a resource it does not serve is an error before anything is sent.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, GetListResult, SortPayload } from 'ra-core';
import type { ResourceSchema } from '../kernel/types';
import { conventionalFilter } from './conventionalFilter';
import { simpleRestHttpClient, type SimpleRestHttpClient } from './simpleRestHttpClient';

/** simple-rest puts the API base in front of the path; http.ts does that already (config's apiBaseUrl, read per request). */
const NO_BASE = '';
/** Ids a getMany request names: 200 ids of up to 10 digits keep the filter far below 4,096 characters. */
export const GET_MANY_CHUNK = 200;

const withExportFlag =
  (client: SimpleRestHttpClient): SimpleRestHttpClient =>
  (url: string, options) =>
    client(`${url}${url.includes('?') ? '&' : '?'}export=1`, options);

const sortOf = (sort: SortPayload | undefined): SortPayload => ({ field: sort?.field || 'id', order: sort?.order === 'DESC' ? 'DESC' : 'ASC' });

export function createSimpleRestProvider(schemas: readonly ResourceSchema[]): DataProvider {
  const rest = simpleRestProvider(NO_BASE, simpleRestHttpClient);
  const exporting = simpleRestProvider(NO_BASE, withExportFlag(simpleRestHttpClient));
  const byName = new Map(schemas.map((schema) => [schema.name, schema]));
  const schemaOf = (resource: string): ResourceSchema => {
    const schema = byName.get(resource);
    if (!schema) throw new Error(`Unknown resource: ${resource}`);
    return schema;
  };
  const known = (resource: string): string => schemaOf(resource).name;

  const getList = async (resource: string, params: GetListParams): Promise<GetListResult> => {
    const schema = schemaOf(resource);
    const read = (params.meta as { export?: unknown } | undefined)?.export === true ? exporting : rest;
    return read.getList(resource, { ...params, sort: sortOf(params.sort), filter: conventionalFilter(schema, params.filter ?? {}) });
  };

  return {
    getList,
    getOne: async (resource, params) => rest.getOne(known(resource), params),
    getMany: async (resource, params) => {
      const ids = [...new Map(params.ids.map((id) => [String(id), id])).values()];
      const chunks: Array<typeof ids> = [];
      for (let start = 0; start < ids.length; start += GET_MANY_CHUNK) chunks.push(ids.slice(start, start + GET_MANY_CHUNK));
      const pages = await Promise.all(
        chunks.map((chunk) =>
          getList(resource, { pagination: { page: 1, perPage: chunk.length }, sort: { field: 'id', order: 'ASC' }, filter: { id: chunk }, signal: params.signal }),
        ),
      );
      return { data: pages.flatMap(({ data }) => data) };
    },
    getManyReference: async (resource, params) =>
      rest.getManyReference(known(resource), { ...params, sort: sortOf(params.sort), filter: conventionalFilter(schemaOf(resource), params.filter ?? {}) }),
    create: async (resource, params) => rest.create(known(resource), params),
    update: async (resource, params) => rest.update(known(resource), params),
    updateMany: async (resource, params) => rest.updateMany(known(resource), params),
    delete: async (resource, params) => {
      const version = (params.previousData as { _version?: unknown } | undefined)?._version;
      if (typeof version !== 'number' || !Number.isInteger(version)) return rest.delete(known(resource), params);
      const { json } = await simpleRestHttpClient(`/${known(resource)}/${encodeURIComponent(String(params.id))}?_version=${version}`, { method: 'DELETE' });
      return { data: json };
    },
    deleteMany: async (resource, params) => rest.deleteMany(known(resource), params),
  };
}
