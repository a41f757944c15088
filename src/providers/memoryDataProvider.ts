/**
 * A data provider over rows held in memory, for previews (the Schema lab): the same interface as the
 * schema-driven provider, so the generic engine runs on it unchanged, but nothing leaves the page.
 * Every resource is served as a whole list (client list operations).
 */
import type { GetListParams, GetListResult } from 'ra-core';
import type { AnyRecord, Identifier, ResourceSchema } from '../kernel/types';
import { buildView, indexOf, viewPage } from './clientList';
import { searchFieldsOf, type SchemaDataProvider } from './dataProvider';

const release = () => undefined;

export function createMemoryDataProvider(schemas: readonly ResourceSchema[], seed: Readonly<Record<string, readonly AnyRecord[]>>): SchemaDataProvider {
  const tables = new Map<string, readonly AnyRecord[]>(Object.entries(seed));
  const byName = new Map(schemas.map((schema) => [schema.name, schema]));

  const rowsOf = (resource: string): readonly AnyRecord[] => tables.get(resource) ?? [];
  const searchFields = (resource: string): string[] => {
    const schema = byName.get(resource);
    return schema ? searchFieldsOf(schema) : [];
  };
  const same = (a: Identifier, b: Identifier) => String(a) === String(b);
  const find = (resource: string, id: Identifier): AnyRecord => {
    const found = rowsOf(resource).find((row) => same(row.id, id));
    if (!found) throw new Error('ra.notification.item_doesnt_exist');
    return found;
  };
  const nextId = (resource: string): Identifier => {
    const numbers = rowsOf(resource).map((row) => Number(row.id)).filter(Number.isFinite);
    return numbers.length === 0 ? 1 : Math.max(...numbers) + 1;
  };

  const getList = async (resource: string, params: GetListParams): Promise<GetListResult> => {
    const page = params.pagination?.page ?? 1;
    const perPage = params.pagination?.perPage ?? 10;
    const sort = params.sort?.field ? { field: params.sort.field, order: params.sort.order === 'DESC' ? ('DESC' as const) : ('ASC' as const) } : undefined;
    const view = buildView(rowsOf(resource), { page, perPage, sort, filter: params.filter }, searchFields(resource));
    return { data: viewPage(view, page, perPage), total: view.view.total };
  };

  const provider: SchemaDataProvider = {
    invalidate: () => undefined,
    retain: () => release,
    loadIndex: async (resource) => indexOf(rowsOf(resource), searchFields(resource)),
    cachedResources: () => [...tables.keys()],
    getList,
    getOne: async (resource, params) => ({ data: find(resource, params.id) }) as never,
    getMany: async (resource, params) => {
      const wanted = new Set(params.ids.map(String));
      return { data: rowsOf(resource).filter((row) => wanted.has(String(row.id))) } as never;
    },
    getManyReference: async (resource, params) =>
      (await getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } })) as never,
    create: async (resource, params) => {
      const record = { ...(params.data as AnyRecord), id: nextId(resource) } as AnyRecord;
      tables.set(resource, [record, ...rowsOf(resource)]);
      return { data: record } as never;
    },
    update: async (resource, params) => {
      const record = { ...find(resource, params.id), ...(params.data as AnyRecord), id: params.id } as AnyRecord;
      tables.set(resource, rowsOf(resource).map((row) => (same(row.id, params.id) ? record : row)));
      return { data: record } as never;
    },
    updateMany: async (resource, params) => {
      for (const id of params.ids) await provider.update(resource, { id, data: params.data, previousData: { id } });
      return { data: params.ids };
    },
    delete: async (resource, params) => {
      const record = find(resource, params.id);
      tables.set(resource, rowsOf(resource).filter((row) => !same(row.id, params.id)));
      return { data: record } as never;
    },
    deleteMany: async (resource, params) => {
      const wanted = new Set(params.ids.map(String));
      tables.set(resource, rowsOf(resource).filter((row) => !wanted.has(String(row.id))));
      return { data: params.ids };
    },
  };
  return provider;
}
