/**
 * References between records: a value of a `reference` field must name a record of the resource it
 * points at (checked with one query per referenced resource for a whole body), and a record others
 * point at is deleted only as their `reference.onDelete` allows: 'restrict' (default) refuses,
 * 'setNull' empties their field, 'ignore' leaves it.
 */
import type { FieldErrors } from '../../../src/kernel/rules/rules';
import type { ResourceSchema } from '../../../src/kernel/types';
import type { Column } from '../../resources/columns';
import type { ResourceRow, ResourceValues } from '../../resources/types';
import type { Store } from '../../store';

/** Which of these ids name a record of a resource; undefined when the server does not hold that resource. */
export type ExistingIds = (resource: string, ids: readonly number[]) => Promise<Set<number> | undefined>;

export interface ReferenceCheck {
  /** The errors of the reference fields whose written value names no record. */
  missing(columns: readonly Column[], written: ResourceValues, current?: ResourceRow): Promise<FieldErrors>;
}

/** Where the server's built-in records are, by the names resource files reference them with. */
const builtInRecords = (store: Store): Record<string, { get(id: number): Promise<unknown> }> => ({
  user: store.users,
  userOption: store.users,
  sendName: store.sendNames,
  packageConf: store.packageConfs,
  article: store.articles,
});

/** Existing ids among the built-in records and the conventional resources `find` knows. */
export function existingIdsIn(store: Store, find: (name: string) => Promise<ResourceSchema | undefined>): ExistingIds {
  const builtIn = builtInRecords(store);
  return async (resource, ids) => {
    const records = Object.prototype.hasOwnProperty.call(builtIn, resource) ? builtIn[resource] : undefined;
    if (records) {
      const found = await Promise.all(ids.map(async (id) => ((await records.get(id)) ? id : undefined)));
      return new Set(found.filter((id): id is number => id !== undefined));
    }
    const schema = await find(resource);
    if (!schema) return undefined;
    return (await store.resources.open(schema)).existing(ids);
  };
}

export function referenceCheck(existing: ExistingIds): ReferenceCheck {
  return {
    async missing(columns, written, current) {
      const wanted = new Map<string, Array<{ source: string; id: number }>>();
      for (const column of columns) {
        const target = column.field.reference?.resource;
        const value = written[column.source];
        if (column.field.type !== 'reference' || target === undefined || typeof value !== 'number') continue;
        // A value kept as it was is not checked again (its record may be gone under 'ignore').
        if (current && current[column.source] === value) continue;
        wanted.set(target, [...(wanted.get(target) ?? []), { source: column.source, id: value }]);
      }
      const errors: FieldErrors = {};
      for (const [resource, asked] of wanted) {
        const found = await existing(resource, [...new Set(asked.map(({ id }) => id))]);
        if (!found) continue;
        for (const { source, id } of asked) if (!found.has(id)) errors[source] = { message: 'crud.noSuchRecord', args: { id, resource } };
      }
      return errors;
    },
  };
}

/** A field of a conventional resource that points at `target`. */
export interface Referrer {
  schema: ResourceSchema;
  source: string;
  onDelete: 'restrict' | 'setNull' | 'ignore';
}

/** The fields of these resources that point at `target` (by its name, or at users by 'user'/'userOption'). */
export function referrersOf(target: string, schemas: readonly ResourceSchema[]): Referrer[] {
  const names = target === 'user' || target === 'userOption' ? ['user', 'userOption'] : [target];
  const out: Referrer[] = [];
  for (const schema of schemas) {
    for (const field of schema.fields) {
      const reference = field.reference;
      if (field.type !== 'reference' || !reference || !names.includes(reference.resource) || field.source === 'id') continue;
      out.push({ schema, source: field.source, onDelete: reference.onDelete ?? 'restrict' });
    }
  }
  return out;
}

/**
 * Before a delete of record `id`: the message refusing it when a 'restrict' reference names it,
 * else a step that empties the 'setNull' references (run once the delete is done).
 */
export async function deleteGuard(store: Store, referrers: readonly Referrer[], id: number): Promise<{ refused: string } | { after: () => Promise<void> }> {
  const holding: string[] = [];
  for (const referrer of referrers) {
    if (referrer.onDelete !== 'restrict') continue;
    const count = await (await store.resources.open(referrer.schema)).countWhere(referrer.source, id);
    if (count > 0) holding.push(`${count} ${referrer.schema.name} record${count === 1 ? '' : 's'} (field ${referrer.source})`);
  }
  if (holding.length > 0) return { refused: `Cannot delete: it is referred to by ${holding.join(', ')}. Change or delete those records first.` };
  return {
    after: async () => {
      for (const referrer of referrers) {
        if (referrer.onDelete === 'setNull') await (await store.resources.open(referrer.schema)).clearWhere(referrer.source, id);
      }
    },
  };
}

/** Where a delete of `target`'s records asks what refers to them: the conventional resources served now. */
export function referencedDelete(store: Store, target: string, all: () => Promise<readonly ResourceSchema[]>) {
  return {
    /** The refusal when a 'restrict' reference names the record. */
    async refusal(id: number): Promise<string | undefined> {
      const decided = await deleteGuard(store, referrersOf(target, await all()), id);
      return 'refused' in decided ? decided.refused : undefined;
    },
    /** After the delete: the 'setNull' references emptied. */
    async cleared(id: number): Promise<void> {
      const decided = await deleteGuard(store, referrersOf(target, await all()).filter((referrer) => referrer.onDelete === 'setNull'), id);
      if ('after' in decided) await decided.after();
    },
  };
}
