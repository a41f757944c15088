/**
 * The list query of REST by convention (src/kernel/format/convention.ts):
 * `sort=["field","ASC"]&range=[0,24]&filter={...}`, read without trusting it. Sorting on `id` or a
 * listed field; at most MAX_PAGE_ROWS rows a page; filter keys: `q` (text fields contain it), `id`
 * (one id or a list: getMany), a field's source (text, markdown, richText, code, color: contains,
 * case-insensitive; tags: a tag contains it; select, status, reference, number, boolean, switch,
 * rating, slider, date, time, datetime: equals one value or one of a list; multiSelect, references:
 * the list holds the id, or one of the ids), `<source>_gte` / `<source>_lte` (number, slider,
 * rating, date and datetime fields). Other JSON values (json, object, array, dateRange, images)
 * neither filter nor sort: one JSON value has no order a list could follow. Anything else is a
 * '40001' message.
 */
import { MAX_EXPORT_ROWS } from '../../../src/kernel/format/convention';
import type { ResourceSchema } from '../../../src/kernel/types';
import type { Column } from '../../resources/columns';
import { MAX_RECORD_ID } from '../../storage/storeTypes';
import type { Condition, ListQuery, Scalar } from '../../resources/resourceStoreTypes';
import { toId } from '../../parse';
import { coerce, hasControl } from './values';

export const MAX_PAGE_ROWS = 1000;
/** Longest sort, range or filter parameter. */
export const MAX_QUERY_PARAM = 4096;
/** Most values in one filter list (`{"id": [1, 2, ...]}`). */
export const MAX_FILTER_VALUES = MAX_PAGE_ROWS;

const SEARCHED = new Set(['text', 'textarea', 'email', 'url', 'smsCode', 'markdown', 'richText', 'code', 'color', 'tags']);
const RANGED = new Set(['number', 'datetime', 'date', 'slider', 'rating']);
/** json columns a filter may name: their list holds an id. */
const LISTS_OF_IDS = new Set(['multiSelect', 'references']);

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
const refuse = <T>(message: string): Parsed<T> => ({ ok: false, message });

export function json(name: string, text: string | null): Parsed<unknown> {
  if (text === null || text.trim() === '') return { ok: true, value: undefined };
  if (text.length > MAX_QUERY_PARAM) return refuse(`${name} must be at most ${MAX_QUERY_PARAM} characters`);
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return refuse(`${name} must be JSON, e.g. ${name === 'sort' ? '["id","ASC"]' : name === 'range' ? '[0,24]' : '{"q":"text"}'}`);
  }
}

function sortOf(schema: ResourceSchema, columns: readonly Column[], raw: unknown): Parsed<ListQuery['sort']> {
  const sortable = new Set(['id', ...columns.filter((column) => column.field.list !== false && column.kind !== 'json').map((column) => column.source)]);
  if (raw === undefined) {
    const fallback = schema.sort && sortable.has(schema.sort.field) ? schema.sort : undefined;
    return { ok: true, value: fallback ?? { field: 'id', order: 'ASC' } };
  }
  if (!Array.isArray(raw) || raw.length !== 2 || typeof raw[0] !== 'string' || typeof raw[1] !== 'string') return refuse('sort must be ["field","ASC"] or ["field","DESC"]');
  const [field, order] = raw as [string, string];
  if (!sortable.has(field)) return refuse(`sort: the list cannot be sorted by "${field.slice(0, 64)}"; use id or ${[...sortable].filter((name) => name !== 'id').join(', ')}`);
  const upper = order.toUpperCase();
  if (upper !== 'ASC' && upper !== 'DESC') return refuse('sort order must be ASC or DESC');
  return { ok: true, value: { field, order: upper } };
}

export function rangeOf(schema: ResourceSchema, raw: unknown, maxRows: number): Parsed<{ offset: number; limit: number }> {
  if (raw === undefined) return { ok: true, value: { offset: 0, limit: Math.min(schema.perPage ?? 10, MAX_PAGE_ROWS) } };
  const whole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_RECORD_ID;
  if (!Array.isArray(raw) || raw.length !== 2 || !whole(raw[0]) || !whole(raw[1]) || raw[1] < raw[0]) return refuse('range must be [first, last]: whole numbers, first <= last');
  const [first, last] = raw as [number, number];
  if (last - first + 1 > maxRows) return refuse(`range may span at most ${maxRows} rows${maxRows === MAX_PAGE_ROWS ? ` (an export, export=1, up to ${MAX_EXPORT_ROWS})` : ''}`);
  return { ok: true, value: { offset: first, limit: last - first + 1 } };
}

/** One value or a list of values of a column, typed as stored. */
function valuesOf(column: Column, raw: unknown, key: string): Parsed<Scalar[]> {
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length > MAX_FILTER_VALUES) return refuse(`filter.${key} may list at most ${MAX_FILTER_VALUES} values`);
  const values: Scalar[] = [];
  for (const item of list) {
    const coerced = coerce(column, item);
    if ('errors' in coerced || ('value' in coerced && typeof coerced.value === 'object' && coerced.value !== null)) return refuse(`filter.${key} must be one value or a list of values`);
    if ('error' in coerced) return refuse(`filter.${key} ${coerced.error.message === 'crud.tooLong' ? `must be at most ${String(coerced.error.args?.max)} characters` : coerced.error.message}`);
    values.push(coerced.value as Scalar);
  }
  return { ok: true, value: values };
}

/** The ids a list filter names (multiSelect: its choices' ids; else record ids), for 'has'. */
function idsOf(column: Column, raw: unknown, key: string): Parsed<Array<string | number>> {
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length > MAX_FILTER_VALUES) return refuse(`filter.${key} may list at most ${MAX_FILTER_VALUES} values`);
  const choices = column.field.choices ?? [];
  const ids: Array<string | number> = [];
  for (const item of list) {
    if (choices.length > 0) {
      const found = typeof item === 'string' || typeof item === 'number' ? choices.find((choice) => String(choice.id) === String(item).trim()) : undefined;
      if (!found) return refuse(`filter.${key} must be one of: ${choices.map((choice) => String(choice.id)).join(', ')}`);
      ids.push(found.id);
    } else {
      const id = toId(item);
      if (id === undefined) return refuse(`filter.${key} must be record ids from 1 to ${MAX_RECORD_ID}`);
      ids.push(id);
    }
  }
  return { ok: true, value: ids };
}

/** A search text: at most 200 characters, without control characters. */
function searchText(raw: unknown, key: string): Parsed<string> {
  if (typeof raw !== 'string' || raw.length > 200 || hasControl(raw)) return refuse(`filter.${key} must be text of at most 200 characters, without control characters`);
  return { ok: true, value: raw.trim() };
}

function conditionOf(columns: readonly Column[], key: string, raw: unknown): Parsed<Condition | undefined> {
  if (raw === undefined || raw === null || raw === '' || (Array.isArray(raw) && raw.length === 0)) return { ok: true, value: undefined };
  if (key === 'q') {
    const sources = columns.filter((column) => SEARCHED.has(column.field.type)).map((column) => column.source);
    const text = searchText(raw, 'q');
    if (!text.ok) return text;
    if (sources.length === 0) return refuse('filter.q: this resource has no text field to search');
    return { ok: true, value: { op: 'contains', sources, text: text.value } };
  }
  if (key === 'id') {
    const list = Array.isArray(raw) ? raw : [raw];
    if (list.length > MAX_FILTER_VALUES) return refuse(`filter.id may list at most ${MAX_FILTER_VALUES} ids`);
    const ids = list.map(toId);
    if (ids.some((id) => id === undefined)) return refuse(`filter.id must be record ids from 1 to ${MAX_RECORD_ID}`);
    return { ok: true, value: { op: 'eq', source: 'id', values: ids as number[] } };
  }
  const column = columns.find((candidate) => candidate.source === key);
  if (column) {
    if (SEARCHED.has(column.field.type) && column.kind === 'json') {
      // A tag contains the text.
      if (typeof raw !== 'string' && typeof raw !== 'number') return refuse(`filter.${key} must be one text`);
      const text = searchText(String(raw), key);
      return text.ok ? { ok: true, value: { op: 'contains', sources: [key], text: text.value } } : text;
    }
    if (SEARCHED.has(column.field.type)) {
      const values = valuesOf(column, raw, key);
      if (!values.ok) return values;
      if (values.value.length !== 1 || typeof values.value[0] !== 'string') return refuse(`filter.${key} must be one text`);
      return { ok: true, value: { op: 'contains', sources: [key], text: values.value[0] } };
    }
    if (LISTS_OF_IDS.has(column.field.type)) {
      const ids = idsOf(column, raw, key);
      return ids.ok ? { ok: true, value: { op: 'has', source: key, values: ids.value } } : ids;
    }
    if (column.kind === 'json') return refuse(`filter.${key}: a ${column.field.type} field cannot be filtered on`);
    const values = valuesOf(column, raw, key);
    return values.ok ? { ok: true, value: { op: 'eq', source: key, values: values.value } } : values;
  }
  const bound = /^(.+)_(gte|lte)$/.exec(key);
  const ranged = bound ? columns.find((candidate) => candidate.source === bound[1] && RANGED.has(candidate.field.type)) : undefined;
  if (bound && ranged) {
    const values = valuesOf(ranged, raw, key);
    if (!values.ok) return values;
    const [value] = values.value;
    if (values.value.length !== 1 || (typeof value !== 'number' && typeof value !== 'string')) return refuse(`filter.${key} must be one value`);
    return { ok: true, value: { op: bound[2] === 'gte' ? 'gte' : 'lte', source: ranged.source, value } };
  }
  return refuse(`filter: unknown field "${key.slice(0, 64)}"`);
}

function whereOf(columns: readonly Column[], raw: unknown): Parsed<Condition[]> {
  if (raw === undefined) return { ok: true, value: [] };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return refuse('filter must be a JSON object, e.g. {"q":"text"}');
  const where: Condition[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const condition = conditionOf(columns, key, value);
    if (!condition.ok) return condition;
    if (condition.value) where.push(condition.value);
  }
  return { ok: true, value: where };
}

/** Whether a list request reads for an export (`export=1`): the `export` right, a longer range. */
export const isExport = (params: URLSearchParams): boolean => params.get('export') === '1';

/** The list query of a request, or the '40001' message saying what to fix. */
export function parseListQuery(schema: ResourceSchema, columns: readonly Column[], params: URLSearchParams): Parsed<ListQuery> {
  const sortJson = json('sort', params.get('sort'));
  if (!sortJson.ok) return sortJson;
  const rangeJson = json('range', params.get('range'));
  if (!rangeJson.ok) return rangeJson;
  const filterJson = json('filter', params.get('filter'));
  if (!filterJson.ok) return filterJson;
  const sort = sortOf(schema, columns, sortJson.value);
  if (!sort.ok) return sort;
  const range = rangeOf(schema, rangeJson.value, isExport(params) ? MAX_EXPORT_ROWS : MAX_PAGE_ROWS);
  if (!range.ok) return range;
  const where = whereOf(columns, filterJson.value);
  if (!where.ok) return where;
  return { ok: true, value: { sort: sort.value, ...range.value, where: where.value } };
}
