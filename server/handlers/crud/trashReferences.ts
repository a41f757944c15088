/**
 * A restored record's own references: a `reference` naming a record that is gone now (deleted,
 * trashed or purged meanwhile) is emptied, and such an id is taken out of a `references` list,
 * so the record comes back whole and never points at nothing (docs/format.md, "trash").
 * Referrers that a delete emptied ('setNull') are not linked again.
 */
import type { Column } from '../../resources/columns';
import type { ResourceRow, ResourceValues } from '../../resources/resourceStoreTypes';
import { isReferenceList, type ExistingIds } from './references';

/** The values to store over the trashed record's: its references to records gone, emptied. */
export async function emptiedReferences(existing: ExistingIds, columns: readonly Column[], record: ResourceRow): Promise<ResourceValues> {
  const asked = new Map<string, Set<number>>();
  const ask = (resource: string, id: number) => asked.set(resource, (asked.get(resource) ?? new Set()).add(id));
  const idsOf = (column: Column): number[] => {
    const value = record[column.source];
    if (isReferenceList(column.field)) return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
    return column.field.type === 'reference' && typeof value === 'number' ? [value] : [];
  };
  const referring = columns.filter((column) => column.field.reference !== undefined && idsOf(column).length > 0);
  for (const column of referring) for (const id of idsOf(column)) ask(column.field.reference!.resource, id);

  const found = new Map<string, Set<number> | undefined>();
  for (const [resource, ids] of asked) found.set(resource, await existing(resource, [...ids]));

  const values: ResourceValues = {};
  for (const column of referring) {
    const present = found.get(column.field.reference!.resource);
    // A resource this server does not hold is not judged.
    if (!present) continue;
    const value = record[column.source];
    if (Array.isArray(value)) {
      const kept = value.filter((item) => typeof item !== 'number' || present.has(item));
      if (kept.length !== value.length) values[column.source] = kept;
    } else if (typeof value === 'number' && !present.has(value)) {
      values[column.source] = null;
    }
  }
  return values;
}
