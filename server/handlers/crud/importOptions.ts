/**
 * The records an import's reference cells name by their option text (reference.optionText), looked
 * up once per referenced resource for the whole file: users and send names by their fields,
 * conventional resources by the option text's column. Other built-in records are named by id only.
 */
import type { RuleError } from '../../../src/kernel/rules/rules';
import { storedColumns, type Column } from '../../resources/columns';
import type { Scalar } from '../../resources/resourceStoreTypes';
import type { BatchScope } from './batchCheck';
import type { ResolveText } from './importValues';

/** Most candidates a refusal of an ambiguous text names. */
export const MAX_NAMED_CANDIDATES = 5;

/** The built-in records a reference may name by text, each as a plain object with an id. */
async function builtInRecords(scope: BatchScope, resource: string): Promise<ReadonlyArray<Record<string, unknown> & { id: number }> | undefined> {
  if (resource === 'user' || resource === 'userOption') return (await scope.store.users.list()) as unknown as Array<Record<string, unknown> & { id: number }>;
  if (resource === 'sendName') return (await scope.store.sendNames.list()) as unknown as Array<Record<string, unknown> & { id: number }>;
  return undefined;
}

/** The ids holding each text, per column source (undefined: the resource cannot be searched by text). */
async function idsByText(scope: BatchScope, column: Column, texts: readonly string[]): Promise<Map<Scalar, number[]> | undefined> {
  const reference = column.field.reference;
  if (!reference) return undefined;
  const builtIn = await builtInRecords(scope, reference.resource);
  if (builtIn) {
    const wanted = new Set(texts);
    const found = new Map<Scalar, number[]>();
    for (const record of builtIn) {
      const text = record[reference.optionText];
      if (typeof text === 'string' && wanted.has(text)) found.set(text, [...(found.get(text) ?? []), record.id]);
    }
    return found;
  }
  const schema = await scope.find(reference.resource);
  if (!schema || !storedColumns(schema).some((candidate) => candidate.source === reference.optionText)) return undefined;
  return (await scope.store.resources.open(schema)).idsByValue(reference.optionText, texts);
}

/** The ids of an ambiguous text, at most MAX_NAMED_CANDIDATES of them, as '#3, #7 (and 2 more)'. */
function candidatesText(ids: readonly number[]): string {
  const named = [...ids].sort((a, b) => a - b).slice(0, MAX_NAMED_CANDIDATES).map((id) => `#${id}`).join(', ');
  return ids.length > MAX_NAMED_CANDIDATES ? `${named} (and ${ids.length - MAX_NAMED_CANDIDATES} more)` : named;
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
    if (ids.length === 0) return { message: `no ${target} record is ${quoted}: give its id or its ${column.field.reference?.optionText ?? 'name'}`, args: {} };
    return { message: `${quoted} names ${ids.length} ${target} records (${candidatesText(ids)}): give the id of one`, args: {} };
  };
}
