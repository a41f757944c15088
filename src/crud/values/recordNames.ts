/**
 * Which records a set of values names, by resource: the ids of reference fields (and of records a
 * page names itself), so that each resource's names are read in one getMany.
 */
import type { FieldSchema, Identifier } from '../../kernel/types';

export type NameSource = NonNullable<FieldSchema['reference']>;

/** Ids wanted per resource, each once, as text (the data provider's cache keys them so). */
export type WantedIds = Map<string, Set<string>>;

const isId = (value: unknown): value is Identifier => (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));

export function wantIds(wanted: WantedIds, resource: string, ids: unknown): void {
  const list = Array.isArray(ids) ? ids : [ids];
  for (const id of list) {
    if (!isId(id)) continue;
    let set = wanted.get(resource);
    if (!set) wanted.set(resource, (set = new Set()));
    set.add(String(id));
  }
}

/** The ids a field's value names: a reference's, a references list's, a group's or rows' sub-fields'. */
export function wantValue(wanted: WantedIds, field: Pick<FieldSchema, 'reference' | 'fields' | 'type'>, value: unknown): void {
  if (value === undefined || value === null) return;
  if (field.reference) {
    wantIds(wanted, field.reference.resource, value);
    return;
  }
  if (!field.fields) return;
  const groups = field.type === 'array' && Array.isArray(value) ? value : [value];
  for (const group of groups) {
    if (typeof group !== 'object' || group === null || Array.isArray(group)) continue;
    for (const sub of field.fields) wantValue(wanted, sub, (group as Record<string, unknown>)[sub.source]);
  }
}
