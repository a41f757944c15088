/**
 * The filter of a conventional list as the server reads it: a key equal to a text
 * field's source is a case-insensitive "contains", `<source>_gte` / `<source>_lte` are ranges,
 * select / reference / number keys are equality, `q` searches the text fields. The filter bar
 * writes a text filter as `<source>_like` (filterKeys.ts, read so by client lists): it is renamed
 * here. Empty values are left out.
 */
import { filterKeys, filterOf } from '../kernel/format/filterKeys';
import type { ResourceSchema } from '../kernel/types';

/** `<source>_like` → `<source>` for the text filters that use the default key. */
function renames(schema: ResourceSchema): Map<string, string> {
  const out = new Map<string, string>();
  for (const field of schema.fields) {
    const filter = filterOf(field);
    if (filter?.kind !== 'text' || filter.param !== undefined) continue;
    const [key] = filterKeys(field, filter);
    out.set(key, field.source);
  }
  return out;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

export function conventionalFilter(schema: ResourceSchema, filter: Record<string, unknown>): Record<string, unknown> {
  const rename = renames(schema);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (!isEmpty(value)) out[rename.get(key) ?? key] = value;
  }
  return out;
}
