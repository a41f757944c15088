/** Actions: unique names, registered dialogs and handlers, conditions on known fields. */
import { actionPath, namesOf, sourcesOf, type CheckContext } from './context';
import { checkCondition } from './fields';

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
    checkCondition(action.visibleWhen, `${at}.visibleWhen`, { sources, nested: false }, context);
  });
}
