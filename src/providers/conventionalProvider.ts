/**
 * The data provider of resources served by REST convention (issue 11; convention.ts, as
 * ra-data-simple-rest): `GET /<name>?sort&range&filter` with the total in `Content-Range`, and
 * `GET|PUT|DELETE /<name>/<id>`, `POST /<name>`. Requests go through http.ts, so the token, the
 * envelope, the deadline, the logout codes and field errors are the same as everywhere else.
 */
import type { DataProvider, GetListParams, GetListResult } from 'ra-core';
import { conventionalListQuery, conventionalPath, totalOfContentRange } from '../resources/format/convention';
import type { AnyRecord, Identifier, ResourceSchema } from '../resources/types';
import { conventionalFilter } from './conventionalFilter';
import { ApiError, exchange, request } from './http';

const DEFAULT_PER_PAGE = 10;

const recordPath = (resource: string, id: Identifier) => `${conventionalPath(resource)}/${encodeURIComponent(String(id))}`;

const asRecord = (data: unknown, fallback: AnyRecord): AnyRecord =>
  typeof data === 'object' && data !== null && !Array.isArray(data) ? { ...fallback, ...(data as AnyRecord) } : fallback;

export function createConventionalProvider(schemas: readonly ResourceSchema[]): DataProvider {
  const byName = new Map(schemas.map((schema) => [schema.name, schema]));
  const schemaOf = (resource: string): ResourceSchema => {
    const schema = byName.get(resource);
    if (!schema) throw new Error(`Unknown resource: ${resource}`);
    return schema;
  };

  const getList = async (resource: string, params: GetListParams): Promise<GetListResult> => {
    const schema = schemaOf(resource);
    const query = conventionalListQuery({
      page: params.pagination?.page ?? 1,
      perPage: params.pagination?.perPage ?? DEFAULT_PER_PAGE,
      sort: { field: params.sort?.field || 'id', order: params.sort?.order === 'DESC' ? 'DESC' : 'ASC' },
      filter: conventionalFilter(schema, params.filter ?? {}),
      export: (params.meta as { export?: unknown } | undefined)?.export === true,
    });
    const { data, headers } = await exchange<unknown>(conventionalPath(resource), { query, signal: params.signal });
    if (!Array.isArray(data)) throw new ApiError('The list answer is not a list', 'malformed');
    const total = totalOfContentRange(headers.get('Content-Range'));
    if (total === undefined) throw new ApiError('The list answer has no Content-Range header', 'malformed');
    return { data: data as AnyRecord[], total };
  };

  const provider: DataProvider = {
    getList,

    getOne: async (resource, params) => {
      schemaOf(resource);
      const data = await request<AnyRecord>(recordPath(resource, params.id), { signal: params.signal });
      return { data } as never;
    },

    getMany: async (resource, params) => {
      if (params.ids.length === 0) return { data: [] };
      const { data } = await getList(resource, {
        pagination: { page: 1, perPage: params.ids.length },
        sort: { field: 'id', order: 'ASC' },
        filter: { id: params.ids },
        signal: params.signal,
      });
      return { data } as never;
    },

    getManyReference: async (resource, params) =>
      (await getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } })) as never,

    create: async (resource, params) => {
      schemaOf(resource);
      const data = await request(conventionalPath(resource), { method: 'POST', body: params.data });
      return { data: asRecord(data, params.data as AnyRecord) } as never;
    },

    update: async (resource, params) => {
      schemaOf(resource);
      const data = await request(recordPath(resource, params.id), { method: 'PUT', body: params.data });
      return { data: asRecord(data, { ...(params.data as AnyRecord), id: params.id }) } as never;
    },

    updateMany: async (resource, params) => {
      for (const id of params.ids) await provider.update(resource, { id, data: params.data, previousData: { id } });
      return { data: params.ids };
    },

    delete: async (resource, params) => {
      schemaOf(resource);
      const data = await request(recordPath(resource, params.id), { method: 'DELETE' });
      return { data: asRecord(data, (params.previousData ?? { id: params.id }) as AnyRecord) } as never;
    },

    deleteMany: async (resource, params) => {
      for (const id of params.ids) await provider.delete(resource, { id });
      return { data: params.ids };
    },
  };
  return provider;
}
