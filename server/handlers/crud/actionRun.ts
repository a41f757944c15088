/**
 * What the action operation (server/operations/action.ts) needs of a resource's `update` actions:
 * a valid name in the path, the action found by name and allowed to the user, the condition a
 * record must meet, and the values it sets.
 */
import { canDo } from '../../../src/kernel/access/permissions';
import { holds } from '../../../src/kernel/rules/conditions';
import type { ActionSchema, AnyRecord, ResourceSchema } from '../../../src/kernel/types';
import { forbiddenTo, invalid, notFound } from '../../refusal';
import type { ResourceRow } from '../../resources/resourceStoreTypes';
import { ADMIN } from '../guard';
import { operationRoles, type BatchScope } from './batchCheck';

/** Longest action name the path may carry. */
const MAX_ACTION_NAME = 64;

export const isActionName = (name: string | undefined): name is string => name !== undefined && name.length > 0 && name.length <= MAX_ACTION_NAME && /^[\w.-]+$/.test(name);

/** The roles that may run an action: admin, and its own `roles`, else those of updating the resource. */
const actionRoles = (schema: ResourceSchema, action: ActionSchema): string[] => (action.roles ? [...new Set([...ADMIN, ...action.roles])] : operationRoles(schema, 'update'));

/** The action by name: 40400 when the file has none of that name, 40001 when it runs in the console, 40300 when the user may not run it. */
export function runnableAction(scope: Pick<BatchScope, 'schema' | 'user'>, name: string): ActionSchema {
  const { schema, user } = scope;
  const action = (schema.actions ?? []).find((candidate) => candidate.name === name);
  if (!action) throw notFound(`${schema.name} has no action named '${name.slice(0, MAX_ACTION_NAME)}'`);
  if (action.effect.kind !== 'update') throw invalid(`The action '${name}' of ${schema.name} runs in the console (${action.effect.kind}), not on the server`);
  const roles = actionRoles(schema, action);
  if (!user.roles.some((role) => roles.includes(role)) || !canDo(schema, 'update', user)) throw forbiddenTo(roles);
  return action;
}

/** Why a stored record does not take the action (its `visibleWhen`), or undefined. */
export const conditionRefusal =
  (action: ActionSchema) =>
  (current: ResourceRow): string | undefined =>
    action.visibleWhen === undefined || holds(action.visibleWhen, current as unknown as AnyRecord) ? undefined : `The action '${action.name}' does not apply to this record`;

/** The values the action sets. */
export const valuesOf = (action: ActionSchema): Record<string, unknown> => (action.effect.kind === 'update' ? { ...action.effect.set } : {});
