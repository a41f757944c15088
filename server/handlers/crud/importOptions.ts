/**
 * The records an import's reference cells name by their option text (reference.optionText), looked
 * up once per referenced resource for the whole file: users by their fields, conventional
 * resources by the option text's column. Other built-in records are named by id only.
 */
import type { RuleError } from '../../../src/kernel/rules/rules';
import { storedColumns, type Column } from '../../resources/columns';
import type { Scalar } from '../../resources/resourceStoreTypes';
import type { BatchScope } from './batchCheck';
import type { ResolveText } from './importValues';

const USER_RESOURCES: ReadonlySet<string> = new Set(['user', 'userOption']);

/** The ids holding each text, per column source (undefined: the resource cannot be searched by text). */
async function idsByText(scope: BatchScope, column: Column, texts: readonly string[]): Promise<Map<Scalar, number[]> | undefined> {
  const reference = column.field.reference;
  if (!reference) return undefined;
  if (USER_RESOURCES.has(reference.resource)) {
    const wanted = new Set(texts);
    const found = new Map<Scalar, number[]>();
    for (const user of await scope.store.users.list()) {
      const text = (user as unknown as Record<string, unknown>)[reference.optionText];
      if (typeof text === 'string' && wanted.has(text)) found.set(text, [...(found.get(text) ?? []), user.id]);
    }
    return found;
  }
  const schema = await scope.find(reference.resource);
  if (!schema || !storedColumns(schema).some((candidate) => candidate.source === reference.optionText)) return undefined;
  return (await scope.store.resources.open(schema)).idsByValue(reference.optionText, texts);
}

/** A ResolveText answering from the look-ups of every text the file gives, per column. */
export async function optionResolver(scope: BatchScope, texts: ReadonlyMap<Column, ReadonlySet<string>>): Promise<ResolveText> {
  const resolved = new Map<string, Map<Scalar, number[]> | undefined>();
  for (const [column, wanted] of texts) resolved.set(column.source, wanted.size === 0 ? new Map() : await idsByText(scope, column, [...wanted]));
  return (column, text): number | RuleError => {
    const target = column.field.reference?.resource ?? '';
    const known = resolved.get(column.source);
    if (!known) return { message: `give the id of a ${target} record (it cannot be found by its text)`, args: {} };
    const ids = known.get(text) ?? [];
    if (ids.length === 1) return ids[0];
    const quoted = JSON.stringify(text.slice(0, 64));
    return { message: ids.length === 0 ? `no ${target} record is ${quoted}` : `${quoted} names ${ids.length} ${target} records: give the id of one`, args: {} };
  };
}
