/**
 * The data provider, generated from the resource schemas (a resource is data). It maps react-admin's calls
 * to each resource's odd endpoints and runs client-side list operations for list-all endpoints.
 *
 * Whole lists (client lists) are cached by the provider instance, not by the module: a
 * list is kept while a view of its resource holds it (`retain`), and dropped when the last one lets
 * go, or, when no view ever held it (reference dropdowns), after its cache time. A whole list is
 * read as it arrives (httpList.ts): a view can show the rows come so far (`loadIndex`'s
 * `onPartial`) long before the last of 1,000,000 rows.
 */
import type { DataProvider, GetListParams, GetListResult } from 'ra-core';
import type { AnyRecord, Endpoint, Identifier, ResourceSchema } from '../kernel/types';
import { buildView, indexOf, viewPage, type ListView } from './clientList';
import { ApiError, request } from './http';
import { requestList } from './httpList';
import { ListIndex, warmIndex } from './listIndex';

const DEFAULT_CACHE_MS = 30_000;
/** Views loading a list hear of the rows come so far at most this often. */
export const PARTIAL_NOTICE_MS = 250;

type PartialListener = (rows: readonly AnyRecord[]) => void;

interface CacheEntry {
  at: number;
  rows: Promise<AnyRecord[]>;
  /** The rows come so far while the list loads, and who wants to hear of them. */
  partial: readonly AnyRecord[];
  listeners: Set<PartialListener>;
  noticeAt: number;
  view?: ListView;
  /** Stops the idle-time index warm-up. */
  stopWarm?: () => void;
  expiry?: ReturnType<typeof setTimeout>;
}

export function endpointPath(endpoint: Endpoint, id?: Identifier): string {
  return id === undefined ? endpoint.path : endpoint.path.replace('{id}', encodeURIComponent(String(id)));
}

function defaultIdOf(data: unknown): Identifier | undefined {
  if (typeof data === 'string' || typeof data === 'number') return data;
  if (typeof data === 'object' && data !== null && 'id' in data) {
    const id = (data as { id: unknown }).id;
    if (typeof id === 'string' || typeof id === 'number') return id;
  }
  return undefined;
}

function toRows(data: unknown): AnyRecord[] {
  if (Array.isArray(data)) return data as AnyRecord[];
  if (typeof data === 'object' && data !== null) {
    const { items, list } = data as { items?: unknown; list?: unknown };
    if (Array.isArray(items)) return items as AnyRecord[];
    if (Array.isArray(list)) return list as AnyRecord[];
  }
  throw new Error('The list answer is not a list');
}

/** Fields the quick search looks in: listed text and number fields, unless a field says otherwise. */
export function searchFieldsOf(schema: ResourceSchema): string[] {
  return schema.fields
    .filter((field) => field.searchable ?? (field.list !== false && ['text', 'textarea', 'number'].includes(field.type)))
    .map((field) => field.source);
}

export interface SchemaDataProvider extends DataProvider {
  /** Drops the cached whole list of a resource (or of all resources): the next read asks the server. */
  invalidate: (resource?: string) => void;
  /** A view of `resource` is mounted: keep its whole list until the returned function is called. */
  retain: (resource: string) => () => void;
  /**
   * The index of the whole list of a client-list resource (loaded once, shared by its views).
   * `onPartial` gets indexes of the rows come so far while the list loads (first at once, then at
   * most every PARTIAL_NOTICE_MS).
   */
  loadIndex: (resource: string, signal?: AbortSignal, onPartial?: (index: ListIndex) => void) => Promise<ListIndex>;
  /** Resources whose whole list is cached now (tests, benchmark). */
  cachedResources: () => string[];
}

/** How many records a getMany reads at once through a getOne endpoint. */
const GET_MANY_CONCURRENCY = 6;
/** The envelope's code of a record that is not there. */
const NOT_FOUND_CODE = '40400';

/** The records of the ids, each read by its getOne endpoint, a few at a time; an id no record has is left out. */
async function readByIds(endpoint: Endpoint, ids: readonly Identifier[], signal?: AbortSignal): Promise<AnyRecord[]> {
  const readOne = async (id: Identifier): Promise<AnyRecord | undefined> => {
    try {
      return await request<AnyRecord>(endpointPath(endpoint, id), { method: endpoint.method, query: endpoint.path.includes('{id}') ? undefined : { id }, signal, silent: true });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || String(error.code) === NOT_FOUND_CODE)) return undefined;
      throw error;
    }
  };
  const out: AnyRecord[] = [];
  const unique = [...new Map(ids.map((id) => [String(id), id])).values()];
  for (let start = 0; start < unique.length; start += GET_MANY_CONCURRENCY) {
    const read = await Promise.all(unique.slice(start, start + GET_MANY_CONCURRENCY).map(readOne));
    out.push(...read.filter((record): record is AnyRecord => record !== undefined));
  }
  return out;
}

export function createDataProvider(schemas: readonly ResourceSchema[]): SchemaDataProvider {
  const byName = new Map(schemas.map((schema) => [schema.name, schema]));
  const cache = new Map<string, CacheEntry>();

  const schemaOf = (resource: string): ResourceSchema => {
    const schema = byName.get(resource);
    if (!schema) throw new Error(`Unknown resource: ${resource}`);
    return schema;
  };

  const endpointOf = (schema: ResourceSchema, kind: keyof ResourceSchema['endpoints']): Endpoint => {
    const endpoint = schema.endpoints[kind];
    if (!endpoint) throw new Error(`${schema.name} has no ${kind} endpoint`);
    return endpoint;
  };

  /** How many mounted views hold each resource's list. */
  const holders = new Map<string, number>();

  const drop = (resource: string) => {
    const entry = cache.get(resource);
    if (!entry) return;
    entry.stopWarm?.();
    clearTimeout(entry.expiry);
    cache.delete(resource);
  };

  const invalidate = (resource?: string) => {
    if (resource) drop(resource);
    else [...cache.keys()].forEach(drop);
  };

  const maxAgeOf = (schema: ResourceSchema) => (schema.list.kind === 'client' ? schema.list.cacheMs ?? DEFAULT_CACHE_MS : 0);

  /** A list nobody holds goes after its cache time. */
  const expireLater = (resource: string, entry: CacheEntry, maxAge: number) => {
    clearTimeout(entry.expiry);
    entry.expiry = setTimeout(() => {
      if (cache.get(resource) === entry && !holders.get(resource)) drop(resource);
    }, maxAge);
  };

  const retain = (resource: string) => {
    holders.set(resource, (holders.get(resource) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (holders.get(resource) ?? 1) - 1;
      if (left > 0) holders.set(resource, left);
      else {
        holders.delete(resource);
        drop(resource);
      }
    };
  };

  const wholeList = (schema: ResourceSchema, signal?: AbortSignal): CacheEntry => {
    const maxAge = maxAgeOf(schema);
    const existing = cache.get(schema.name);
    // A list held by a mounted view stays until that view refreshes it (invalidate) or goes.
    if (existing && (holders.get(schema.name) || Date.now() - existing.at < maxAge)) return existing;
    if (existing) drop(schema.name);
    const endpoint = schema.endpoints.list;
    const listeners = new Set<PartialListener>();
    const entry: CacheEntry = { at: Date.now(), rows: Promise.resolve([]), partial: [], listeners, noticeAt: 0 };
    const onRows = (_: readonly unknown[], all: readonly unknown[]) => {
      entry.partial = all as readonly AnyRecord[];
      const now = Date.now();
      if (now - entry.noticeAt < PARTIAL_NOTICE_MS) return;
      entry.noticeAt = now;
      for (const listener of listeners) listener(entry.partial);
    };
    const rows = requestList(endpoint.path, { method: endpoint.method, signal }, onRows).then(toRows);
    entry.rows = rows;
    const loaded = () => {
      entry.partial = [];
      listeners.clear();
    };
    rows.then(loaded, loaded);
    cache.set(schema.name, entry);
    void rows.then(
      (loaded) => {
        if (cache.get(schema.name) !== entry) return;
        const sortable = schema.fields.filter((field) => field.list !== false && field.sortable !== false).map((field) => field.source);
        entry.stopWarm = warmIndex(indexOf(loaded, searchFieldsOf(schema)), sortable);
      },
      () => {
        if (cache.get(schema.name) === entry) cache.delete(schema.name);
      },
    );
    if (!holders.get(schema.name)) expireLater(schema.name, entry, Math.max(maxAge, 1000));
    return entry;
  };

  const loadIndex = async (resource: string, signal?: AbortSignal, onPartial?: (index: ListIndex) => void): Promise<ListIndex> => {
    const schema = schemaOf(resource);
    const entry = wholeList(schema, signal);
    const fields = searchFieldsOf(schema);
    const listener: PartialListener = (rows) => onPartial?.(new ListIndex(rows.slice(), fields));
    if (onPartial) {
      if (entry.partial.length > 0) listener(entry.partial);
      entry.listeners.add(listener);
    }
    try {
      return indexOf(await entry.rows, fields);
    } finally {
      entry.listeners.delete(listener);
    }
  };

  const getList = async (resource: string, params: GetListParams): Promise<GetListResult> => {
    const schema = schemaOf(resource);
    const page = params.pagination?.page ?? 1;
    const perPage = params.pagination?.perPage ?? 10;
    const sort = params.sort?.field ? { field: params.sort.field, order: params.sort.order === 'DESC' ? 'DESC' as const : 'ASC' as const } : undefined;
    if (schema.list.kind === 'server') {
      const endpoint = schema.endpoints.list;
      const exporting = (params.meta as { export?: unknown } | undefined)?.export === true;
      const query = schema.list.query({ page, perPage, sort: sort ?? { field: 'id', order: 'ASC' }, filter: params.filter ?? {}, ...(exporting ? { export: true } : {}) });
      const data = await request(endpoint.path, { method: endpoint.method, query, signal: params.signal });
      return schema.list.parse(data);
    }
    const entry = wholeList(schema, params.signal);
    const rows = await entry.rows;
    entry.view = buildView(rows, { page, perPage, sort, filter: params.filter }, searchFieldsOf(schema), entry.view);
    return { data: viewPage(entry.view, page, perPage), total: entry.view.view.total };
  };

  const findInList = async (schema: ResourceSchema, id: Identifier): Promise<AnyRecord> => {
    const rows = await wholeList(schema).rows;
    const found = rows.find((row) => String(row.id) === String(id));
    if (!found) throw new Error('ra.notification.item_doesnt_exist');
    return found;
  };

  const provider: SchemaDataProvider = {
    invalidate,
    retain,
    loadIndex,
    cachedResources: () => [...cache.keys()],
    getList,

    getOne: async (resource, params) => {
      const schema = schemaOf(resource);
      const endpoint = schema.endpoints.getOne;
      if (endpoint) {
        const data = await request<AnyRecord>(endpointPath(endpoint, params.id), {
          method: endpoint.method,
          query: endpoint.path.includes('{id}') ? undefined : { id: params.id },
          signal: params.signal,
        });
        return { data } as never;
      }
      return { data: await findInList(schema, params.id) } as never;
    },

    getMany: async (resource, params) => {
      const schema = schemaOf(resource);
      // A list the server pages answers its first page when asked without parameters: each id by its getOne.
      if (schema.list.kind === 'server' && schema.endpoints.getOne) return { data: await readByIds(schema.endpoints.getOne, params.ids, params.signal) } as never;
      const rows = await wholeList(schema, params.signal).rows;
      const wanted = new Set(params.ids.map(String));
      return { data: rows.filter((row) => wanted.has(String(row.id))) } as never;
    },

    getManyReference: async (resource, params) => {
      const result = await getList(resource, {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      });
      return result as never;
    },

    create: async (resource, params) => {
      const schema = schemaOf(resource);
      const endpoint = endpointOf(schema, 'create');
      const record = params.data as AnyRecord;
      const data = await request(endpointPath(endpoint), {
        method: endpoint.method,
        body: endpoint.body ? endpoint.body(record) : record,
      });
      invalidate(resource);
      const id = (endpoint.idOf ?? defaultIdOf)(data) ?? record.id;
      const created = typeof data === 'object' && data !== null && !Array.isArray(data) ? { ...record, ...data } : record;
      return { data: { ...created, id } } as never;
    },

    update: async (resource, params) => {
      const schema = schemaOf(resource);
      const endpoint = endpointOf(schema, 'update');
      const record = { ...(params.previousData as AnyRecord | undefined), ...(params.data as AnyRecord), id: params.id } as AnyRecord;
      await request(endpointPath(endpoint, params.id), {
        method: endpoint.method,
        body: endpoint.body ? endpoint.body(record) : record,
      });
      invalidate(resource);
      return { data: record } as never;
    },

    updateMany: async (resource, params) => {
      for (const id of params.ids) await provider.update(resource, { id, data: params.data, previousData: { id } });
      return { data: params.ids };
    },

    delete: async (resource, params) => {
      const schema = schemaOf(resource);
      const endpoint = endpointOf(schema, 'delete');
      await request(endpointPath(endpoint, params.id), { method: endpoint.method });
      invalidate(resource);
      return { data: (params.previousData ?? { id: params.id }) as AnyRecord } as never;
    },

    deleteMany: async (resource, params) => {
      for (const id of params.ids) await provider.delete(resource, { id });
      return { data: params.ids };
    },
  };
  return provider;
}
