/**
 * The trash operations of a conventional resource with `trash: true` (admin only, routed by
 * handlers/crud/trashRoutes.ts): find a deleted record, restore it under its id, delete it for good, or
 * empty the whole trash. A restore whose unique value another record took meanwhile is refused
 * (40900, naming the field) and changes nothing; references of the restored record to records gone
 * now are emptied (trashReferences.ts).
 */
import { canViewField } from '../../src/kernel/access/permissions';
import type { ResourceSchema } from '../../src/kernel/types';
import type { Caller } from '../apiTypes';
import { full, invalid, notFound } from '../refusal';
import { storedColumns } from '../resources/columns';
import type { ResourceRow, ResourceTrash, TrashEntry, WriteOptions } from '../resources/resourceStoreTypes';
import { copySystemFields } from '../resources/versions';
import { holdsRichText, sanitizedValue } from '../richText';
import { DuplicateError } from '../storage/storeTypes';
import { idParam, noRoomIn } from '../handlers/guard';
import { emptiedReferences } from '../handlers/crud/trashReferences';
import type { ResourceServer } from './scope';

export interface TrashRequest {
  /** The resource's name, as the path gives it. */
  name: string | undefined;
  user: Caller;
}

export interface TrashRecordRequest extends TrashRequest {
  id: string | undefined;
  write: WriteOptions;
}

/** A record as the user may see it: the fields they may view, richText sanitised again. */
export function trashShownTo(schema: ResourceSchema, user: Caller) {
  const visible = storedColumns(schema).filter((column) => canViewField(schema, column.field, user));
  return (record: ResourceRow): Record<string, unknown> => {
    const out: Record<string, unknown> = { id: record.id };
    for (const column of visible) {
      const value = record[column.source] ?? null;
      out[column.source] = holdsRichText(column.field) ? sanitizedValue(column.field, value) : value;
    }
    return copySystemFields(out as ResourceRow, record);
  };
}

/** A record of the trash as the user may see it, with when and by whom it was deleted. */
export function trashListedFor(schema: ResourceSchema, user: Caller) {
  const shown = trashShownTo(schema, user);
  return ({ record, deletedAt, deletedBy }: TrashEntry) => ({ ...shown(record), _deletedAt: new Date(deletedAt).toISOString(), _deletedBy: deletedBy });
}

/** The resource the name gives when it keeps a trash, else the 40400. */
export async function trashOf(server: ResourceServer, name: string | undefined): Promise<{ schema: ResourceSchema; trash: ResourceTrash }> {
  const schema = name === undefined ? undefined : await server.resources.find(name);
  if (!schema) throw notFound(`No resource named ${JSON.stringify((name ?? '').slice(0, 64))}`);
  if (schema.trash !== true) throw notFound(`${schema.name} keeps no trash: its deletes are for good ("trash": true in its file keeps them)`);
  return { schema, trash: await server.store.resources.trash(schema) };
}

/** The trashed record the request names, else the 40001/40400. */
async function entryOf(server: ResourceServer, request: TrashRecordRequest): Promise<{ schema: ResourceSchema; trash: ResourceTrash; id: number; entry: TrashEntry }> {
  const found = await trashOf(server, request.name);
  const id = idParam(request.id);
  const entry = await found.trash.get(id);
  if (!entry) throw notFound(`No ${found.schema.name} record ${id} in the trash`);
  return { ...found, id, entry };
}

/** Back in the list under its id: the restored record as the user may see it. */
export async function restoreFromTrash(server: ResourceServer, request: TrashRecordRequest): Promise<Record<string, unknown>> {
  const { schema, trash, id, entry } = await entryOf(server, request);
  const records = await server.store.resources.open(schema);
  await noRoomIn(records, server.maxRecords, `${schema.name} records`);
  const columns = storedColumns(schema);
  try {
    const restored = await trash.restore(id, await emptiedReferences(server.existing, columns, entry.record), request.write);
    if (!restored) throw notFound(`No ${schema.name} record ${id} in the trash`);
    return trashShownTo(schema, request.user)(restored);
  } catch (error) {
    if (!(error instanceof DuplicateError)) throw error;
    const source = /^(\w+) already exists$/.exec(error.message)?.[1];
    const what = source ? `its ${source} ${JSON.stringify(entry.record[source])} is now held by another ${schema.name} record` : 'one of its unique values is now held by another record';
    throw full(`Cannot restore: ${what}. Change that record first, or delete this one for good.`);
  }
}

/** Deleted for good: the record as it was listed. */
export async function purgeFromTrash(server: ResourceServer, request: TrashRecordRequest): Promise<Record<string, unknown>> {
  const found = await entryOf(server, request);
  if (!(await found.trash.purge(found.id, request.write))) throw notFound(`No ${found.schema.name} record ${found.id} in the trash`);
  return trashListedFor(found.schema, request.user)(found.entry);
}

/** The whole trash deleted for good, when `confirm` repeats the resource's name: how many records went. */
export async function emptyTrash(server: ResourceServer, request: TrashRequest & { confirm: string | null; write: WriteOptions }): Promise<{ purged: number }> {
  const found = await trashOf(server, request.name);
  if (request.confirm !== found.schema.name) throw invalid(`To empty the trash for good, send confirm=${found.schema.name}`);
  return { purged: await found.trash.purgeAll(request.write) };
}
