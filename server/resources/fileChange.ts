/**
 * What a changed resource file does to the stored values of its resource, the same on every store:
 *
 * - a field whose column is missing gets one (add), or, with `renamedFrom` naming a stored column
 *   that no field of the file uses, that column under the new name with its values (rename): once,
 *   since afterwards the column of the new name exists and the file keeps working unchanged;
 * - a field whose column holds another kind of value (columns.ts) has its values converted
 *   (conversions.ts) when every one converts, trashed records included; otherwise the whole change
 *   is refused (nothing is changed) and the refusal names the field, how many values do not
 *   convert and the first ids;
 * - a stored column no field uses is kept with its values, not served, until
 *   `npm run resources:prune` drops it; a field of that name brings them back.
 *
 * The stores (sqlFileChange.ts, memoryResourceTables.ts) read their table into a StoredTable, plan
 * with planFileChange, and apply the plan in one transaction under the schema lock.
 */
import type { FieldChange, FileChangePlan } from '../../src/kernel/http/fileChangePlan';
import type { Column, ColumnKind } from './columns';
import { convertValue } from './conversions';
import type { StoredValue } from './resourceStoreTypes';

export type { FieldChange, FileChangePlan };

/** At most this many ids named in a refusal. */
export const FIRST_IDS = 5;

/** A stored value of a column: a record's (`"12"`) or a trashed record's (`"trash:12"`). */
export interface StoredCell {
  id: string;
  value: StoredValue;
}

/** What a store knows of a resource's stored columns (besides id and the version columns). */
export interface StoredTable {
  /** Each stored column's kind as the store keeps it. */
  kinds: ReadonlyMap<string, ColumnKind>;
  /** Whether a column of kind `stored` already holds values of kind `wanted` (SQLite keeps JSON as text). */
  sameStorage(stored: ColumnKind, wanted: ColumnKind): boolean;
  /** How many records and trashed records hold a value in the column. */
  countValues(source: string): Promise<number>;
  /** Every non-null value of the column, trashed records' too. */
  values(source: string): Promise<StoredCell[]>;
}

/** A conversion the store applies: the column's new kind and each converted value by cell id. */
export interface Conversion {
  source: string;
  column: Column;
  to: ColumnKind;
  values: Map<string, StoredValue>;
}

/** The plan, and what applying it needs beyond the plan (the converted values). */
export interface PlannedChange {
  plan: FileChangePlan;
  renames: Array<{ from: string; to: string }>;
  conversions: Conversion[];
  adds: Column[];
}

/** A refused file change, as the publish API and the resource files' reload report it. */
export class FileChangeRefusedError extends Error {
  constructor(readonly plan: FileChangePlan) {
    super(refusalLines(plan).join('; '));
    this.name = 'FileChangeRefusedError';
  }
}

export function refusalLines(plan: FileChangePlan): string[] {
  return plan.changes.flatMap((change) =>
    change.action === 'refused'
      ? [
          `fields.${change.field}: ${change.failing} stored value${change.failing === 1 ? '' : 's'} cannot be converted from ${change.from} to ${change.to} (first ids: ${change.firstIds.join(', ')}); change them or keep the type`,
        ]
      : [],
  );
}

/** One line per change, for the plan of `resources:migrate` and the logs. */
export function describeChange(change: FieldChange): string {
  switch (change.action) {
    case 'add':
      return `${change.field}: add`;
    case 'rename':
      return `${change.field}: rename from ${change.from} (${change.values} values)`;
    case 'convert':
      return `${change.field}: convert type ${change.from} -> ${change.to} (${change.values} values)`;
    case 'refused':
      return `${change.field}: refused, ${change.failing} values do not convert ${change.from} -> ${change.to} (first ids: ${change.firstIds.join(', ')})`;
    case 'kept':
      return `${change.field}: kept (removed field, ${change.values} values)`;
  }
}

export async function planFileChange(resource: string, table: StoredTable, columns: readonly Column[]): Promise<PlannedChange> {
  const wanted = new Set(columns.map((column) => column.source));
  const changes: FieldChange[] = [];
  const renames: PlannedChange['renames'] = [];
  const conversions: Conversion[] = [];
  const adds: Column[] = [];
  const renamedAway = new Set<string>();

  const convert = async (column: Column, stored: ColumnKind, readFrom: string): Promise<void> => {
    if (table.sameStorage(stored, column.kind)) return;
    const converted = new Map<string, StoredValue>();
    const failing: string[] = [];
    for (const cell of await table.values(readFrom)) {
      const result = convertValue(cell.value, stored, column.kind, column.field);
      if (result) converted.set(cell.id, result.value);
      else failing.push(cell.id);
    }
    if (failing.length > 0) {
      changes.push({ action: 'refused', field: column.source, from: stored, to: column.kind, failing: failing.length, firstIds: failing.slice(0, FIRST_IDS) });
      return;
    }
    changes.push({ action: 'convert', field: column.source, from: stored, to: column.kind, values: converted.size });
    conversions.push({ source: column.source, column, to: column.kind, values: converted });
  };

  for (const column of columns) {
    const stored = table.kinds.get(column.source);
    if (stored !== undefined) {
      await convert(column, stored, column.source);
      continue;
    }
    const from = column.field.renamedFrom;
    const old = from === undefined ? undefined : table.kinds.get(from);
    if (from !== undefined && old !== undefined && !wanted.has(from) && !renamedAway.has(from)) {
      renamedAway.add(from);
      changes.push({ action: 'rename', field: column.source, from, values: await table.countValues(from) });
      renames.push({ from, to: column.source });
      await convert(column, old, from);
      continue;
    }
    changes.push({ action: 'add', field: column.source });
    adds.push(column);
  }
  for (const source of table.kinds.keys()) {
    if (!wanted.has(source) && !renamedAway.has(source)) changes.push({ action: 'kept', field: source, values: await table.countValues(source) });
  }
  const plan = { resource, changes, refused: changes.some((change) => change.action === 'refused') };
  return { plan, renames, conversions, adds };
}
