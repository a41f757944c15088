/** Which filter-value keys a field's filter writes (filterPredicate.ts reads them on client lists). */
import type { FieldSchema, FilterSchema } from '../types';

export function filterOf(field: FieldSchema): FilterSchema | undefined {
  if (field.filter === undefined) return undefined;
  return typeof field.filter === 'string' ? { kind: field.filter } : field.filter;
}

export function filterKeys(field: FieldSchema, filter: FilterSchema): string[] {
  const param = filter.param ?? field.source;
  if (filter.kind === 'numberRange' || filter.kind === 'dateRange') return [`${param}_gte`, `${param}_lte`];
  if (filter.kind === 'text') return [filter.param ?? `${field.source}_like`];
  return [param];
}
