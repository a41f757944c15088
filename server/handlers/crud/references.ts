/**
 * References between records: a value of a `reference` field, and each id of a `references` list
 * (or of a `multiSelect` whose options come from a `reference`), must name a record of the resource
 * it points at (checked with one query per referenced resource for a whole body), and a record
 * others point at is deleted only as their `reference.onDelete` allows: 'restrict' (default)
 * refuses, 'setNull' empties their field (takes the id out of their list), 'ignore' leaves it.
 * Reference sub-fields inside `object`/`array` values obey the same (nestedReferences.ts).
 */
import type { FieldErrors } from '../../../src/kernel/rules/rules';
import type { FieldSchema, ResourceSchema } from '../../../src/kernel/types';
import { toId } from '../../parse';
import type { Column } from '../../resources/columns';
import type { ResourceRow, ResourceValues } from '../../resources/resourceStoreTypes';
import type { Store } from '../../store';
import { clearNested, hasSubFields, nestedReferences, referenceSubFields, rowsNaming } from './nestedReferences';

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

/** Whether a field holds a list of record ids: `references`, or a `multiSelect` whose options are records. */
export const isReferenceList = (field: Pick<FieldSchema, 'type' | 'reference' | 'choices'>): boolean =>
  field.reference !== undefined && (field.type === 'references' || (field.type === 'multiSelect' && (field.choices ?? []).length === 0));

type Ask = (target: string, path: string, id: number) => void;

/** The ids the reference sub-fields of an object/array value name; those the record held already are not checked again. */
function askNested(column: Column, value: unknown, current: ResourceRow | undefined, ask: Ask, errors: FieldErrors): void {
  const key = (target: string, id: unknown): string => `${target}\u0000${String(id)}`;
  const held = new Set(
    current ? nestedReferences(column.field, current[column.source], column.source).map(({ field, id }) => key(field.reference?.resource ?? '', id)) : [],
  );
  for (const { path, field, id } of nestedReferences(column.field, value, column.source)) {
    const target = field.reference?.resource;
    if (target === undefined || held.has(key(target, id))) continue;
    const valid = typeof id === 'number' ? toId(id) : undefined;
    if (valid === undefined) errors[path] ??= { message: 'crud.noSuchRecord', args: { id: String(id).slice(0, 64), resource: target } };
    else ask(target, path, valid);
  }
}

export function referenceCheck(existing: ExistingIds): ReferenceCheck {
  return {
    async missing(columns, written, current) {
      const wanted = new Map<string, Array<{ source: string; id: number }>>();
      const errors: FieldErrors = {};
      const ask = (target: string, source: string, id: number) => wanted.set(target, [...(wanted.get(target) ?? []), { source, id }]);
      for (const column of columns) {
        const target = column.field.reference?.resource;
        const value = written[column.source];
        if (hasSubFields(column.field)) {
          askNested(column, value, current, ask, errors);
          continue;
        }
        if (target === undefined) continue;
        if (isReferenceList(column.field) && Array.isArray(value)) {
          // Ids the record held already are not checked again (their record may be gone under 'ignore').
          const held = new Set(Array.isArray(current?.[column.source]) ? (current[column.source] as unknown[]) : []);
          for (const item of value) {
            if (held.has(item)) continue;
            const id = toId(item);
            if (typeof item !== 'number' || id === undefined) errors[column.source] ??= { message: 'crud.noSuchRecord', args: { id: String(item).slice(0, 64), resource: target } };
            else ask(target, column.source, id);
          }
          continue;
        }
        if (column.field.type !== 'reference' || typeof value !== 'number') continue;
        // A value kept as it was is not checked again (its record may be gone under 'ignore').
        if (current && current[column.source] === value) continue;
        ask(target, column.source, value);
      }
      for (const [resource, asked] of wanted) {
        const found = await existing(resource, [...new Set(asked.map(({ id }) => id))]);
        if (!found) continue;
        for (const { source, id } of asked) if (!found.has(id)) errors[source] ??= { message: 'crud.noSuchRecord', args: { id, resource } };
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
  /** The field holds a list of ids (references, multiSelect of records). */
  list: boolean;
  /** A sub-field (`sub`) inside the object/array `field` holds the reference. */
  nested?: { field: FieldSchema; sub: FieldSchema };
}

/** The fields of these resources that point at `target` (by its name, or at users by 'user'/'userOption'). */
export function referrersOf(target: string, schemas: readonly ResourceSchema[]): Referrer[] {
  const names = target === 'user' || target === 'userOption' ? ['user', 'userOption'] : [target];
  const out: Referrer[] = [];
  for (const schema of schemas) {
    for (const field of schema.fields) {
      if (hasSubFields(field)) {
        for (const sub of referenceSubFields(field)) {
          if (!sub.reference || !names.includes(sub.reference.resource)) continue;
          out.push({ schema, source: field.source, onDelete: sub.reference.onDelete ?? 'restrict', list: isReferenceList(sub), nested: { field, sub } });
        }
        continue;
      }
      const reference = field.reference;
      const list = isReferenceList(field);
      if ((field.type !== 'reference' && !list) || !reference || !names.includes(reference.resource) || field.source === 'id') continue;
      out.push({ schema, source: field.source, onDelete: reference.onDelete ?? 'restrict', list });
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
    const records = await store.resources.open(referrer.schema);
    const { nested } = referrer;
    const count = nested
      ? (await rowsNaming(records, nested.field, nested.sub, id)).length
      : referrer.list
        ? await records.countHolding(referrer.source, id)
        : await records.countWhere(referrer.source, id);
    const where = nested ? `${referrer.source}.${nested.sub.source}` : referrer.source;
    if (count > 0) holding.push(`${count} ${referrer.schema.name} record${count === 1 ? '' : 's'} (field ${where})`);
  }
  if (holding.length > 0) return { refused: `Cannot delete: it is referred to by ${holding.join(', ')}. Change or delete those records first.` };
  return {
    after: async () => {
      for (const referrer of referrers) {
        if (referrer.onDelete !== 'setNull') continue;
        const records = await store.resources.open(referrer.schema);
        if (referrer.nested) await clearNested(records, referrer.nested.field, referrer.nested.sub, id);
        else if (referrer.list) await records.pullFrom(referrer.source, id);
        else await records.clearWhere(referrer.source, id);
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
