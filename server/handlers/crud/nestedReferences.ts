/**
 * References inside `object` and `array` values ('steps[2].contact', 'owner.backups'): the ids
 * their sub-fields name, found at any depth with their path, so that they are checked like the
 * top-level ones; and on delete of a record, the stored values that name it, rewritten as the
 * sub-field's `onDelete` says (the JSON value is read and written whole: no SQL path query).
 */
import { subPath } from '../../../src/kernel/rules/rules';
import type { FieldSchema } from '../../../src/kernel/types';
import type { JsonValue, ResourceRecords, ResourceRow } from '../../resources/resourceStoreTypes';

/** A reference sub-field (`reference`, `references`, a `multiSelect` of records) holding `id` at `path`. */
export interface NestedReference {
  path: string;
  field: FieldSchema;
  id: unknown;
}

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a sub-field holds a list of record ids (as isReferenceList, kept here to avoid a cycle). */
const holdsIdList = (field: FieldSchema): boolean =>
  field.reference !== undefined && (field.type === 'references' || (field.type === 'multiSelect' && (field.choices ?? []).length === 0));

export const hasSubFields = (field: FieldSchema): boolean => (field.type === 'object' || field.type === 'array') && (field.fields ?? []).length > 0;

/** The rows of an object's or array's value, each with its path. */
function groupsOf(field: FieldSchema, value: unknown, path: string): Array<[Record<string, unknown>, string]> {
  const rows: Array<[unknown, string]> = field.type === 'array' ? (Array.isArray(value) ? value.map((row, index) => [row, subPath(path, index)]) : []) : [[value, path]];
  return rows.filter((entry): entry is [Record<string, unknown>, string] => isGroup(entry[0]));
}

/** Every id the reference sub-fields of an `object`/`array` value name, with its path. */
export function nestedReferences(field: FieldSchema, value: unknown, path: string, out: NestedReference[] = []): NestedReference[] {
  for (const [group, where] of groupsOf(field, value, path)) {
    for (const sub of field.fields ?? []) {
      const item = group[sub.source];
      const at = subPath(where, sub.source);
      if (hasSubFields(sub)) nestedReferences(sub, item, at, out);
      else if (holdsIdList(sub) && Array.isArray(item)) for (const id of item) out.push({ path: at, field: sub, id });
      else if (sub.type === 'reference' && sub.reference && item !== null && item !== undefined && item !== '') out.push({ path: at, field: sub, id: item });
    }
  }
  return out;
}

/** The reference sub-fields, at any depth, of a top-level `object`/`array` field. */
export function referenceSubFields(field: FieldSchema): FieldSchema[] {
  const out: FieldSchema[] = [];
  for (const sub of field.fields ?? []) {
    if (hasSubFields(sub)) out.push(...referenceSubFields(sub));
    else if (sub.reference && (sub.type === 'reference' || holdsIdList(sub))) out.push(sub);
  }
  return out;
}

/** The value with `id` taken out of `sub`'s places: a single reference becomes null, a list loses the id. */
function withoutId(field: FieldSchema, value: unknown, sub: FieldSchema, id: number): unknown {
  const rewrite = (group: Record<string, unknown>): Record<string, unknown> => {
    const next: Record<string, unknown> = { ...group };
    for (const inner of field.fields ?? []) {
      const item = group[inner.source];
      if (inner === sub && holdsIdList(inner) && Array.isArray(item)) next[inner.source] = item.filter((held) => held !== id);
      else if (inner === sub && item === id) next[inner.source] = null;
      else if (hasSubFields(inner)) next[inner.source] = withoutId(inner, item, sub, id);
    }
    return next;
  };
  if (field.type === 'array') return Array.isArray(value) ? value.map((row) => (isGroup(row) ? rewrite(row) : row)) : value;
  return isGroup(value) ? rewrite(value) : value;
}

const PAGE = 500;

/** The records whose `source` value names `id` through the sub-field `sub` (read page by page). */
export async function rowsNaming(records: ResourceRecords, field: FieldSchema, sub: FieldSchema, id: number): Promise<ResourceRow[]> {
  const found: ResourceRow[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { rows } = await records.page({ sort: { field: 'id', order: 'ASC' }, offset, limit: PAGE, where: [] });
    for (const row of rows) if (nestedReferences(field, row[field.source], field.source).some((named) => named.field === sub && named.id === id)) found.push(row);
    if (rows.length < PAGE) return found;
  }
}

/** Takes `id` out of every record whose value names it through `sub`; how many changed. */
export async function clearNested(records: ResourceRecords, field: FieldSchema, sub: FieldSchema, id: number): Promise<number> {
  const rows = await rowsNaming(records, field, sub, id);
  for (const row of rows) await records.update(row.id, { [field.source]: withoutId(field, row[field.source], sub, id) as JsonValue });
  return rows.length;
}
