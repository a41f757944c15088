/**
 * The restore operation: a record's values written back as they were right after one of its history
 * entries (audit/pastValues.ts). The write is the update operation itself (update.ts): the same
 * rights, rules, owner and version checks (409 / 40901 when the record moved on from `version`),
 * audited as an update. Only the fields the caller may view are written back.
 */
import { canDo } from '../../src/kernel/access/permissions';
import { findResource } from '../../src/kernel/resources/registry';
import type { Caller } from '../apiTypes';
import { valuesAfter } from '../audit/pastValues';
import { forbidden, invalid, notFound } from '../refusal';
import type { ResourceRow, WriteOptions } from '../resources/resourceStoreTypes';
import { VERSION } from '../resources/versions';
import { visibleTo } from '../handlers/auditRoutes';
import { idParam } from '../handlers/guard';
import type { ResourceSchema } from '../../src/kernel/types';
import type { ResourceServer } from './scope';
import { updateRecord } from './update';

/** How far back a restore reaches: the newest entries of a record it reads. */
export const RESTORE_REACH = 1000;

export interface RestoreRequest {
  /** The resource's name, as the path gives it. */
  name: string;
  user: Caller;
  write: WriteOptions;
  /** The record, and the history entry whose state it takes again (as sent: checked here). */
  id: string | undefined;
  entry: string | undefined;
  /** The version of the record the caller restores over (as sent). */
  version: unknown;
}

const entryId = (raw: string | undefined): number => {
  const id = raw !== undefined && /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw invalid('A history entry is named by its id, a whole number from 1.');
  return id;
};

/** The resource a restore writes to: served by convention and keeping history, and readable by the user. */
async function restorable(server: ResourceServer, name: string, user: Caller): Promise<ResourceSchema> {
  const served = await server.resources.find(name);
  const schema = served ?? findResource(name);
  if (!schema) throw notFound(`No resource named ${JSON.stringify(name.slice(0, 64))}`);
  if (schema.history === false) throw notFound(`${schema.name} keeps no history (its resource file says "history": false)`);
  if (!canDo(schema, 'read', user)) throw forbidden(`No permission: you may not read ${schema.name}, so not its history either.`);
  if (!served) throw notFound(`Records of ${schema.name} are not restored from their history: it is no resource served by convention`);
  return served;
}

/** The record as restored, as the user may see it. */
export async function restoreRecord(server: ResourceServer, request: RestoreRequest): Promise<ResourceRow> {
  const { user, version } = request;
  const schema = await restorable(server, request.name, user);
  const id = idParam(request.id);
  const entry = entryId(request.entry);
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw invalid(`${VERSION} must be the version of the record you restore over (a whole number from 1)`, { [VERSION]: { message: 'crud.required', args: {} } });
  }
  const { rows } = await server.store.audit.list({ resource: schema.name, recordId: String(id), order: 'DESC', offset: 0, limit: RESTORE_REACH });
  const past = valuesAfter(rows.map(visibleTo(schema, user)), entry);
  if (!past.ok) {
    throw past.reason === 'not-found'
      ? notFound(`No history entry ${entry} among the newest ${RESTORE_REACH} of this ${schema.name} record`)
      : invalid(`History entry ${entry} is not a state of the record to restore (only a create, update or restore is)`);
  }
  return updateRecord(server, { resource: schema, user, write: request.write, id: String(id), body: { ...past.values, [VERSION]: version }, version: { sent: version } });
}
