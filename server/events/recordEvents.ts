/**
 * The outbox events of a write of a conventional resource (outboxTypes.ts), from the same record
 * changes the audit log is built from (resources/journal.ts). Unlike the audit log, every resource
 * has events (`history: false` too), and an update that changed no field is one (its version moved).
 */
import type { ResourceSchema } from '../../src/kernel/types';
import { storedColumns } from '../resources/columns';
import { isSecretField, type RecordAction, type RecordChange } from '../resources/journal';
import type { ResourceRow, WriteOptions } from '../resources/resourceStoreTypes';
import { SYSTEM_FIELDS, VERSION } from '../resources/versions';
import type { EventType, NewOutboxEvent } from './outboxTypes';

export type EventBuilder = (changes: readonly RecordChange[], options: WriteOptions | undefined) => NewOutboxEvent[];

const TYPE_OF: Readonly<Record<RecordAction, EventType>> = { create: 'created', update: 'updated', delete: 'deleted', trash: 'trashed', restore: 'restored', purge: 'purged' };

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function eventsOf(schema: ResourceSchema, now: () => number = Date.now): EventBuilder {
  const sources = storedColumns(schema)
    .filter((column) => !isSecretField(column.field))
    .map((column) => column.source);
  const snapshot = (row: ResourceRow): ResourceRow => {
    const out: ResourceRow = { id: row.id };
    for (const source of [...sources, ...SYSTEM_FIELDS]) if (source in row) out[source] = row[source] ?? null;
    return out;
  };
  return (changes, options) => {
    const at = now();
    return changes.map(({ action, id, before, after }) => {
      const row = after ?? before ?? { id };
      const fields = sources.filter((source) => (before && after ? !same(before[source], after[source]) : row[source] !== null && row[source] !== undefined));
      const version = row[VERSION];
      return {
        resource: schema.name,
        recordId: id,
        type: TYPE_OF[action],
        version: typeof version === 'number' ? version : null,
        actorId: options?.actor?.id ?? null,
        actorName: options?.actor?.userName ?? null,
        fields,
        at,
        record: snapshot(row),
      };
    });
  };
}
