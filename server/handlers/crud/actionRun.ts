/**
 * `update` actions, run by the server (src/kernel/http/batch.ts):
 *   POST /api/<name>/<id>/_actions/<action>   { _version? }        one record
 *   POST /api/<name>/_actions/<action>        { ids, versions? }   records, all or none
 * The action is found by name (40400 naming it when the file has none of that name; 40001 when it
 * does something else than `update`). The user needs the action's `roles` (admin always; none:
 * every role the resource lets in) and the right to update (40300). Each record must match the
 * action's `visibleWhen` as stored; the values the action sets then go through the check of an
 * edit (bulkEdit.ts setOnRecords: the user's rights on each field, rules, conditions, owner,
 * versions) and are written in one transaction, journaled as updates (the audit log).
 */
import { canDo } from '../../../src/kernel/access/permissions';
import { holds } from '../../../src/kernel/rules/conditions';
import type { ActionSchema, AnyRecord, ResourceSchema } from '../../../src/kernel/types';
import { errors } from '../../envelope';
import type { Body } from '../../parse';
import { toId } from '../../parse';
import type { ResourceRow } from '../../resources/resourceStoreTypes';
import { VERSION } from '../../resources/versions';
import { ADMIN } from '../guard';
import { operationRoles, type BatchScope } from './batchCheck';
import { versionsOf } from './bulkVersions';
import { batchIds, setOnRecords } from './bulkEdit';
import { staleBefore } from './versionCheck';

/** Longest action name the path may carry. */
const MAX_ACTION_NAME = 64;

export const isActionName = (name: string | undefined): name is string => name !== undefined && name.length > 0 && name.length <= MAX_ACTION_NAME && /^[\w.-]+$/.test(name);

/** The roles that may run an action: admin, and its own `roles`, else those of updating the resource. */
const actionRoles = (schema: ResourceSchema, action: ActionSchema): string[] => (action.roles ? [...new Set([...ADMIN, ...action.roles])] : operationRoles(schema, 'update'));

/** The action by name, or the answer refusing it. */
function runnable(scope: BatchScope, name: string): ActionSchema | Response {
  const { schema, user } = scope;
  const action = (schema.actions ?? []).find((candidate) => candidate.name === name);
  if (!action) return errors.notFound(`${schema.name} has no action named '${name.slice(0, MAX_ACTION_NAME)}'`);
  if (action.effect.kind !== 'update') return errors.invalid(`The action '${name}' of ${schema.name} runs in the console (${action.effect.kind}), not on the server`);
  const roles = actionRoles(schema, action);
  if (!user.roles.some((role) => roles.includes(role)) || !canDo(schema, 'update', user.roles)) return errors.forbidden(roles);
  return action;
}

const conditionRefusal =
  (action: ActionSchema) =>
  (current: ResourceRow): string | undefined =>
    action.visibleWhen === undefined || holds(action.visibleWhen, current as unknown as AnyRecord) ? undefined : `The action '${action.name}' does not apply to this record`;

const valuesOf = (action: ActionSchema): Record<string, unknown> => (action.effect.kind === 'update' ? { ...action.effect.set } : {});

/** One record: a stale `_version` is 409 as on a PUT; the answer is `{ updated: [id], refused: [] }`. */
export async function runRowAction(scope: BatchScope, name: string, rawId: string, body: Body): Promise<Response> {
  const action = runnable(scope, name);
  if (action instanceof Response) return action;
  const extra = Object.keys(body).find((key) => key !== VERSION);
  if (extra !== undefined) return errors.invalid(`${extra.slice(0, 64)} is not part of an action: send { ${VERSION}? }`);
  const id = toId(rawId);
  const current = id === undefined ? undefined : await scope.records.get(id);
  if (id === undefined || !current) return errors.notFound(`No ${scope.schema.name} record with this id`);
  const versions = versionsOf(body[VERSION] === undefined ? undefined : { [id]: body[VERSION] }, [id]);
  if (versions instanceof Response) return versions;
  const stale = staleBefore(current, versions.get(id));
  if (stale) return stale;
  return setOnRecords(scope, { ids: [id], values: valuesOf(action), versions, recordRefusal: conditionRefusal(action) });
}

/** Records by `ids`: one refused record refuses them all, every refusal named. */
export async function runBulkAction(scope: BatchScope, name: string, body: Body): Promise<Response> {
  const action = runnable(scope, name);
  if (action instanceof Response) return action;
  if (action.placement !== 'bulk') return errors.invalid(`The action '${name}' of ${scope.schema.name} runs on one record: POST /${scope.schema.name}/<id>/_actions/${name}`);
  const extra = Object.keys(body).find((key) => key !== 'ids' && key !== 'versions');
  if (extra !== undefined) return errors.invalid(`${extra.slice(0, 64)} is not part of an action: send { ids, versions? }`);
  const named = batchIds(body, 'An action runs on');
  if (named instanceof Response) return named;
  return setOnRecords(scope, { ...named, values: valuesOf(action), recordRefusal: conditionRefusal(action) });
}
