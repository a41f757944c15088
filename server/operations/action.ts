/**
 * The action operation: an `update` action run by the server (src/kernel/http/batch.ts)
 *   POST /api/<name>/<id>/_actions/<action>   { _version? }        one record
 *   POST /api/<name>/_actions/<action>        { ids, versions? }   records, all or none
 * The action is found by name (40400 naming it when the file has none of that name; 40001 when it
 * does something else than `update`). The user needs the action's `roles` (admin always; none:
 * every role the resource lets in) and the right to update (40300). Each record must match the
 * action's `visibleWhen` as stored; the values the action sets then go through the check of an
 * edit (handlers/crud/batchSet.ts setOnRecords: the user's rights on each field, rules, conditions,
 * owner, versions) and are written in one transaction, journaled as updates (the audit log).
 */
import type { BulkEditAnswer } from '../../src/kernel/http/batch';
import { toId } from '../parse';
import { invalid, notFound } from '../refusal';
import { VERSION } from '../resources/versions';
import { conditionRefusal, runnableAction, valuesOf } from '../handlers/crud/actionRun';
import { versionsOf } from '../handlers/crud/bulkVersions';
import { batchIds, setOnRecords } from '../handlers/crud/batchSet';
import { ensureVersion } from '../handlers/crud/versionCheck';
import type { WriteRequest } from './request';
import { batchScopeOf, ensureLetIn, type ResourceServer } from './scope';

export interface ActionRequest extends WriteRequest {
  action: string;
  /** The one record it runs on; without it, the records the body's `ids` name. */
  id?: string;
}

/** The answer is `{ updated: [ids], refused: [] }`; one refused record refuses them all, every refusal named. */
export async function runAction(server: ResourceServer, request: ActionRequest): Promise<BulkEditAnswer> {
  const { resource: schema, user, body, action: name } = request;
  ensureLetIn(schema, user);
  const scope = await batchScopeOf(server, schema, user, request.write);
  const action = runnableAction(scope, name);
  if (request.id === undefined) {
    if (action.placement !== 'bulk') throw invalid(`The action '${name}' of ${schema.name} runs on one record: POST /${schema.name}/<id>/_actions/${name}`);
    const extra = Object.keys(body).find((key) => key !== 'ids' && key !== 'versions');
    if (extra !== undefined) throw invalid(`${extra.slice(0, 64)} is not part of an action: send { ids, versions? }`);
    return setOnRecords(scope, { ...batchIds(body, 'An action runs on'), values: valuesOf(action), recordRefusal: conditionRefusal(action) });
  }
  // One record: a stale `_version` is 409 as on a PUT.
  const extra = Object.keys(body).find((key) => key !== VERSION);
  if (extra !== undefined) throw invalid(`${extra.slice(0, 64)} is not part of an action: send { ${VERSION}? }`);
  const id = toId(request.id);
  const current = id === undefined ? undefined : await scope.records.get(id);
  if (id === undefined || !current) throw notFound(`No ${schema.name} record with this id`);
  const versions = versionsOf(body[VERSION] === undefined ? undefined : { [id]: body[VERSION] }, [id]);
  ensureVersion(current, versions.get(id));
  return setOnRecords(scope, { ids: [id], values: valuesOf(action), versions, recordRefusal: conditionRefusal(action) });
}
