/**
 * Actions: unique names, registered dialogs and handlers, conditions on known fields, and an
 * `update` action's values: each names a field a user may set on an edit, with a value the field
 * takes (the server runs it with every rule of an edit, so a value it would refuse is a mistake of the file).
 */
import { CHOICE_TYPES } from '../format/definition/names';
import { checkValue } from '../rules/rules';
import { createTranslator } from '../texts/translate';
import type { ActionSchema, AnyRecord, FieldSchema } from '../types';
import { actionPath, namesOf, sourcesOf, type CheckContext } from './context';
import { checkCondition } from './fields';
import { shapeError } from './valueShapes';

const shown = (value: unknown) => JSON.stringify(value) ?? String(value);

/** Why a field cannot be set by an action, or undefined. */
function unsettable(field: FieldSchema | undefined, context: CheckContext): string | undefined {
  if (!field) return `not a field of ${context.schema.name}`;
  if (field.source === 'id') return 'the id is the record itself';
  if (context.schema.owner?.field === field.source) return 'the server fills the owner field';
  if (field.edit === false || field.edit === 'readonly') return 'the field cannot be changed on an edit';
  return undefined;
}

/** Why a value is no value of its field, or undefined (null clears a field that is not required). */
function valueProblem(field: FieldSchema, value: unknown, english: ReturnType<typeof createTranslator>): string | undefined {
  if (value === null) return field.required === true ? 'the field is required' : undefined;
  const ids = (field.choices ?? []).map((choice) => choice.id);
  if (CHOICE_TYPES.includes(field.type) && field.type !== 'tags' && ids.length > 0) {
    const given = Array.isArray(value) ? value : [value];
    const wrong = given.find((item) => !ids.some((id) => id === item));
    return wrong === undefined ? undefined : `none of the choices (${ids.map(shown).join(', ')})`;
  }
  const expected = shapeError(field, value);
  if (expected !== undefined) return `not a ${expected}`;
  if (typeof value === 'object') return undefined;
  const error = checkValue(field, value, {} as AnyRecord, { mode: 'edit', rows: [] });
  return error ? english(error.message, error.args ?? {}) : undefined;
}

function checkUpdate(action: ActionSchema, at: string, context: CheckContext): void {
  const { effect } = action;
  if (effect.kind !== 'update') return;
  const { schema, problems } = context;
  if (action.placement === 'toolbar') problems.add(`${at}.placement`, 'updateActionPlacement', { placement: action.placement });
  const set = effect.set ?? {};
  if (Object.keys(set).length === 0) problems.add(`${at}.effect.set`, 'updateActionSetsNothing');
  const english = createTranslator(context.env.catalogues.en);
  for (const [source, value] of Object.entries(set)) {
    const field = schema.fields.find((candidate) => candidate.source === source);
    const why = unsettable(field, context);
    if (why || !field) {
      problems.add(`${at}.effect.set.${source}`, 'updateActionField', { name: source, reason: why ?? '' });
      continue;
    }
    const reason = valueProblem(field, value, english);
    if (reason) problems.add(`${at}.effect.set.${source}`, 'updateActionValue', { name: source, value: shown(value), reason });
  }
}

export function checkActions(context: CheckContext): void {
  const { schema, env, problems } = context;
  const sources = sourcesOf(schema);
  const seen = new Set<string>();
  (schema.actions ?? []).forEach((action, index) => {
    const at = actionPath(action.name, index);
    if (seen.has(action.name)) problems.add(at, 'duplicateAction', { name: action.name });
    seen.add(action.name);
    const { effect } = action;
    if (effect?.kind === 'dialog' && env.knownActions && !env.knownActions.has(effect.dialog)) {
      problems.add(`${at}.effect.dialog`, 'unknownAction', { kind: 'dialog', name: String(effect.dialog), known: namesOf(env.knownActions) });
    }
    if (effect?.kind === 'handler' && env.knownActions && !env.knownActions.has(effect.handler)) {
      problems.add(`${at}.effect.handler`, 'unknownAction', { kind: 'handler', name: String(effect.handler), known: namesOf(env.knownActions) });
    }
    if (effect) checkUpdate(action, at, context);
    checkCondition(action.visibleWhen, `${at}.visibleWhen`, { sources, nested: false }, context);
  });
}
