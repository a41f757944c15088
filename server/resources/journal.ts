/**
 * What a write of a conventional resource puts in the audit log (storage/auditStore.ts): one entry per
 * record created, changed or deleted, holding only the fields whose value changed, secrets
 * redacted. The stores write these entries in the same transaction as the change (sql.ts) or in
 * the same tick (memoryResourceTables.ts). A resource with `history: false` keeps no entries.
 */
import { REDACTED, type FieldChange } from '../../src/kernel/http/audit';
import type { FieldSchema, ResourceSchema } from '../../src/kernel/types';
import type { NewAuditEntry } from '../storage/auditStore';
import type { Column } from './columns';
import type { ResourceRow, StoredValue, WriteOp, WriteOptions } from './resourceStoreTypes';
import { firstVersion, nextVersion, SYSTEM_FIELDS } from './versions';

/** `trash`: moved to the Trash (restorable), `purge`: deleted from it for good. */
export type RecordAction = 'create' | 'update' | 'delete' | 'trash' | 'restore' | 'purge';

/** One record's change: `before` absent on create and restore, `after` absent on delete, trash and purge. */
export interface RecordChange {
  action: RecordAction;
  id: number;
  before?: ResourceRow;
  after?: ResourceRow;
}

/** Builds a write's audit entries; undefined when the resource keeps no history. */
export type Journal = (changes: readonly RecordChange[], options: WriteOptions | undefined) => NewAuditEntry[];

/** Fields whose values never reach the log. */
export const isSecretField = (field: Pick<FieldSchema, 'type'>): boolean => field.type === 'password';

const same = (a: StoredValue | undefined, b: StoredValue | undefined): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The changed fields of a record, `secrets` redacted; fields in neither row are skipped. */
export function fieldChanges(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined, secrets: ReadonlySet<string>, skipped: ReadonlySet<string> = new Set()): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  const sources = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const source of sources) {
    if (source === 'id' || skipped.has(source)) continue;
    const old = before?.[source] as StoredValue | undefined;
    const next = after?.[source] as StoredValue | undefined;
    if (before && after && same(old, next)) continue;
    if (!before && (next === null || next === undefined)) continue;
    if (!after && (old === null || old === undefined)) continue;
    const change: FieldChange = {};
    if (before) change.before = secrets.has(source) ? REDACTED : (old ?? null);
    if (after) change.after = secrets.has(source) ? REDACTED : (next ?? null);
    changes[source] = change;
  }
  return changes;
}

/** The entry, or undefined when it records no field change (an update that changed nothing is no event). */
export const unlessUnchanged = (entry: NewAuditEntry): NewAuditEntry | undefined => (Object.keys(entry.changes).length > 0 ? entry : undefined);

/** The entry fields every write shares: who, from where, when. */
export const whoOf = (options: WriteOptions | undefined, now: number): Pick<NewAuditEntry, 'at' | 'actorId' | 'actorName' | 'address' | 'requestId'> => ({
  at: now,
  actorId: options?.actor?.id ?? null,
  actorName: options?.actor?.userName ?? null,
  address: options?.address ?? null,
  requestId: options?.requestId ?? null,
});

/** The version stamps (versions.ts) are not field changes: the entry holds who and when already. */
const SYSTEM: ReadonlySet<string> = new Set(SYSTEM_FIELDS);

export function journalOf(schema: ResourceSchema, now: () => number = Date.now): Journal | undefined {
  if (schema.history === false) return undefined;
  const secrets = new Set(schema.fields.filter(isSecretField).map((field) => field.source));
  return (changes, options) => {
    const who = whoOf(options, now());
    return changes.flatMap(({ action, id, before, after }) => {
      const fields = fieldChanges(before, after, secrets, SYSTEM);
      // An update that changed nothing is no event.
      if (action === 'update' && Object.keys(fields).length === 0) return [];
      return [{ ...who, action, resource: schema.name, recordId: String(id), changes: fields }];
    });
  };
}

/**
 * The changes of a batch (writeAll): `before` the rows its updates read first; later ops see earlier
 * ones. The rows after carry the versions the stores give them (the outbox's events tell them).
 */
export function batchChanges(ops: readonly WriteOp[], ids: readonly number[], before: ReadonlyMap<number, ResourceRow>, columns: readonly Column[], options?: WriteOptions): RecordChange[] {
  const current = new Map(before);
  return ops.map((op, index): RecordChange => {
    const id = ids[index];
    if (op.op === 'insert') {
      const after: ResourceRow = { id };
      for (const column of columns) after[column.source] = op.values[column.source] ?? null;
      Object.assign(after, firstVersion(options));
      return { action: 'create', id, after };
    }
    const old = current.get(id) ?? { id };
    const after: ResourceRow = { ...old, ...op.patch, ...nextVersion(old, options), id };
    current.set(id, after);
    return { action: 'update', id, before: old, after };
  });
}
