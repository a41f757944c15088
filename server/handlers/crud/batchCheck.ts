/**
 * What a batch of writes (bulk edit, import) needs beyond a single write's check (body.ts), so
 * that thousands of rows cost a few queries, not a few per row: unique values and references
 * looked up once for the whole batch and answered from memory, uploads looked up once each,
 * values the batch sets twice found in memory, and each refused row named as the wire says
 * (src/kernel/http/batch.ts).
 */
import { grantsOf, reachesRow, type OperationGrant } from '../../../src/kernel/access/grants';
import type { RowRefusal } from '../../../src/kernel/http/batch';
import { uniqueIgnoresCase, type FieldErrors, type RuleError } from '../../../src/kernel/rules/rules';
import type { ResourceOperation, ResourceSchema } from '../../../src/kernel/types';
import { ADMIN } from '../guard';
import { invalid, type Refusal } from '../../refusal';
import type { Column } from '../../resources/columns';
import { asciiLower } from '../../resources/match';
import type { ResourceRecords, ResourceRow, ResourceValues, Scalar, StoredValue, WriteOptions } from '../../resources/resourceStoreTypes';
import { ruleText } from '../../ruleText';
import type { Store } from '../../store';
import type { UploadInfo } from '../../storage/storeTypes';
import type { Caller } from '../../apiTypes';
import type { BodyChecked, BodyContext } from './body';
import { referenceCheck, type ExistingIds } from './references';
import { uploadCheck } from './uploadValues';

/** One batch request's view of a resource. */
export interface BatchScope {
  store: Store;
  schema: ResourceSchema;
  /** Every stored column. */
  columns: readonly Column[];
  records: ResourceRecords;
  user: Caller;
  existing: ExistingIds;
  /** The conventional resources served now, by name (what a reference's option text is looked up in). */
  find(name: string): Promise<ResourceSchema | undefined>;
  maxRecords: number;
  /** Who writes from where (the audit log). */
  write?: Omit<WriteOptions, 'expectedVersion'>;
}

const LOOKUP_CHUNK = 1000;

/** The roles an operation needs (admin always): `access.<operation>`, else the resource's roles. */
export const operationRoles = (schema: ResourceSchema, operation: ResourceOperation): string[] => [...new Set([...ADMIN, ...(schema.access?.[operation] ?? schema.roles ?? [])])];

const isScalar = (value: StoredValue | undefined): value is Exclude<Scalar, null> => value !== null && value !== undefined && typeof value !== 'object';

/** A ReferenceCheck whose look-ups are remembered: `warm` asks once for a batch's ids, each row's check then costs nothing. */
export function rememberedReferences(existing: ExistingIds) {
  const known = new Map<string, Map<number, boolean>>();
  const unheld = new Set<string>();
  const warm = async (resource: string, ids: readonly number[]): Promise<void> => {
    if (unheld.has(resource)) return;
    const cache = known.get(resource) ?? new Map<number, boolean>();
    known.set(resource, cache);
    const asked = [...new Set(ids)].filter((id) => !cache.has(id));
    for (let start = 0; start < asked.length; start += LOOKUP_CHUNK) {
      const part = asked.slice(start, start + LOOKUP_CHUNK);
      const found = await existing(resource, part);
      if (!found) {
        unheld.add(resource);
        return;
      }
      for (const id of part) cache.set(id, found.has(id));
    }
  };
  const remembered: ExistingIds = async (resource, ids) => {
    await warm(resource, ids);
    if (unheld.has(resource)) return undefined;
    const cache = known.get(resource);
    return new Set(ids.filter((id) => cache?.get(id) === true));
  };
  return { warm, check: referenceCheck(remembered) };
}

/** The ids of records a batch's values name, per referenced resource (to warm the references with). */
export function referencedIds(columns: readonly Column[], rows: readonly ResourceValues[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const column of columns) {
    const target = column.field.reference?.resource;
    if (target === undefined) continue;
    const ids = out.get(target) ?? [];
    for (const row of rows) {
      const value = row[column.source];
      if (typeof value === 'number') ids.push(value);
      else if (Array.isArray(value)) for (const item of value) if (typeof item === 'number') ids.push(item);
    }
    out.set(target, ids);
  }
  return out;
}

/**
 * The records of a batch, whose unique look-ups (findBy, what body.ts asks per row) are answered
 * from the holders of the batch's values, loaded with one query per unique column.
 */
export async function withUniqueHolders(records: ResourceRecords, columns: readonly Column[], rows: readonly ResourceValues[]): Promise<ResourceRecords> {
  const holders = new Map<string, { ignoreCase: boolean; ids: Map<Scalar, number[]> }>();
  for (const column of columns) {
    if (!column.field.unique) continue;
    const values = rows.map((row) => row[column.source]).filter(isScalar);
    const ignoreCase = uniqueIgnoresCase(column.field);
    holders.set(column.source, { ignoreCase, ids: await records.idsByValue(column.source, values, { ignoreCase }) });
  }
  return {
    ...records,
    async findBy(source, value, options = {}) {
      const held = holders.get(source);
      if (!held || held.ignoreCase !== Boolean(options.ignoreCase)) return records.findBy(source, value, options);
      const id = held.ids.get(held.ignoreCase && typeof value === 'string' ? asciiLower(value) : value)?.[0];
      return id === undefined ? undefined : ({ id, [source]: value } as ResourceRow);
    },
  };
}

/** The context body.ts checks each row of a batch in: remembered references and uploads, preloaded unique holders. */
export async function batchContext(scope: BatchScope, rows: readonly ResourceValues[]): Promise<Omit<BodyContext, 'mode' | 'current'>> {
  const references = rememberedReferences(scope.existing);
  for (const [resource, ids] of referencedIds(scope.columns, rows)) await references.warm(resource, ids);
  const infos = new Map<string, Promise<UploadInfo | undefined>>();
  const info = (id: string): Promise<UploadInfo | undefined> => {
    const known = infos.get(id) ?? scope.store.uploads.info(id);
    infos.set(id, known);
    return known;
  };
  return {
    schema: scope.schema,
    columns: scope.columns,
    records: await withUniqueHolders(scope.records, scope.columns, rows),
    user: scope.user,
    references: references.check,
    uploads: uploadCheck({ info }),
  };
}

/** Field errors as the wire's messages per path. */
const fieldTexts = (errors: FieldErrors): Record<string, string> => Object.fromEntries(Object.entries(errors).map(([path, error]) => [path, ruleText(path, error)]));

export const rowRefusal = (row: number, message: string, errors?: FieldErrors): RowRefusal =>
  errors && Object.keys(errors).length > 0 ? { row, message, fields: fieldTexts(errors) } : { row, message };

/** A refused row of body.ts's check: a value's errors, or a field the role may not set. */
export const refusalOfCheck = (row: number, checked: Exclude<BodyChecked, { ok: true }>): RowRefusal =>
  'forbidden' in checked ? rowRefusal(row, checked.forbidden) : rowRefusal(row, checked.message, checked.errors);

/** Why the user may not change this record (the rows their grants reach: their own, or those matching a condition), or undefined. */
export function ownerRefusal(scope: Pick<BatchScope, 'schema' | 'user'>, row: ResourceRow): string | undefined {
  const { schema, user } = scope;
  const grants = grantsOf(schema, user);
  const reached = (grant: OperationGrant | false) => grant !== false && reachesRow(grant.rows, row, user.id, schema.owner?.field);
  if (!reached(grants.read === false ? grants.update : grants.read)) return `No ${schema.name} record with this id`;
  if (reached(grants.update)) return undefined;
  const ownOnly = grants.update !== false && grants.update.rows.own && grants.update.rows.conditions.length === 0;
  return ownOnly ? `No permission: only the user who created this ${schema.name} record, or an admin, may change it.` : `No permission: your roles may not change this ${schema.name} record.`;
}

const NOT_UNIQUE: RuleError = { message: 'crud.notUnique', args: {} };

/**
 * Rows setting a unique value an earlier row of the batch sets too (the store would find it as
 * well, but only the first; here every such row is named). `entries`: each row's written values.
 */
export function duplicatesInBatch(columns: readonly Column[], entries: ReadonlyArray<{ row: number; values: ResourceValues }>): RowRefusal[] {
  const errorsByRow = new Map<number, FieldErrors>();
  for (const column of columns) {
    if (!column.field.unique) continue;
    const seen = new Set<Scalar>();
    for (const { row, values } of entries) {
      const value = values[column.source];
      if (!isScalar(value)) continue;
      const key = typeof value === 'string' && uniqueIgnoresCase(column.field) ? asciiLower(value) : value;
      if (seen.has(key)) errorsByRow.set(row, { ...errorsByRow.get(row), [column.source]: NOT_UNIQUE });
      seen.add(key);
    }
  }
  return [...errorsByRow].map(([row, errors]) => {
    const first = Object.keys(errors)[0];
    return rowRefusal(row, `${ruleText(first, errors[first])} (an earlier row sets the same value)`, errors);
  });
}

/** The 40001 refusal of a batch, whose `data` is the answer naming every refused row. */
export const refusedBatch = (message: string, data: unknown): Refusal => invalid(message, undefined, data);
