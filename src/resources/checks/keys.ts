/** Unknown keys at every level of a schema (typos such as `requierd` would otherwise do nothing). */
import { ACTION_KEYS, FIELD_KEYS, NESTED_KEYS, RESOURCE_KEYS } from '../schemaKeys';
import { actionPath, fieldPath, isObject, type CheckContext } from './context';
import type { ProblemList } from './problems';

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/** The allowed key a typo most likely meant (at most two edits away). */
export function closest(key: string, allowed: ReadonlySet<string>): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const candidate of allowed) {
    const d = distance(key.toLowerCase(), candidate.toLowerCase());
    if (d <= 2 && (!best || d < best.distance)) best = { key: candidate, distance: d };
  }
  return best?.key;
}

function unknownKeys(value: unknown, allowed: ReadonlySet<string>, at: string, problems: ProblemList): void {
  if (!isObject(value)) return;
  for (const key of Object.keys(value)) {
    if (allowed.has(key)) continue;
    const hint = closest(key, allowed);
    const path = at ? `${at}.${key}` : key;
    if (hint) problems.add(path, 'unknownKeyHint', { name: key, hint });
    else problems.add(path, 'unknownKey', { name: key });
  }
}

function conditionKeys(value: unknown, at: string, problems: ProblemList): void {
  unknownKeys(value, NESTED_KEYS.condition, at, problems);
}

function fieldKeys(field: unknown, index: number, problems: ProblemList): void {
  if (!isObject(field)) return;
  const at = fieldPath(field.source, index);
  unknownKeys(field, FIELD_KEYS, at, problems);
  unknownKeys(field.messages, NESTED_KEYS.ruleMessages, `${at}.messages`, problems);
  unknownKeys(field.pattern, NESTED_KEYS.pattern, `${at}.pattern`, problems);
  unknownKeys(field.reference, NESTED_KEYS.reference, `${at}.reference`, problems);
  unknownKeys(field.filter, NESTED_KEYS.filter, `${at}.filter`, problems);
  unknownKeys(field.format, NESTED_KEYS.format, `${at}.format`, problems);
  unknownKeys(field.cell, NESTED_KEYS.cell, `${at}.cell`, problems);
  unknownKeys(field.roles, NESTED_KEYS.roles, `${at}.roles`, problems);
  unknownKeys(field.unique, NESTED_KEYS.unique, `${at}.unique`, problems);
  if (Array.isArray(field.compare)) field.compare.forEach((rule: unknown, position) => unknownKeys(rule, NESTED_KEYS.compare, `${at}.compare[${position}]`, problems));
  for (const name of ['visibleWhen', 'disabledWhen', 'requiredWhen'] as const) conditionKeys(field[name], `${at}.${name}`, problems);
  choiceKeys(field.choices, `${at}.choices`, problems);
  if (isObject(field.filter)) choiceKeys(field.filter.choices, `${at}.filter.choices`, problems);
}

function choiceKeys(choices: unknown, at: string, problems: ProblemList): void {
  if (!Array.isArray(choices)) return;
  choices.forEach((choice: unknown, position) => {
    const id = isObject(choice) && (typeof choice.id === 'string' || typeof choice.id === 'number') ? choice.id : position;
    unknownKeys(choice, NESTED_KEYS.choice, `${at}.${id}`, problems);
    if (isObject(choice)) conditionKeys(choice.visibleWhen, `${at}.${id}.visibleWhen`, problems);
  });
}

function actionKeys(action: unknown, index: number, problems: ProblemList): void {
  if (!isObject(action)) return;
  const at = actionPath(action.name, index);
  unknownKeys(action, ACTION_KEYS, at, problems);
  unknownKeys(action.effect, NESTED_KEYS.effect, `${at}.effect`, problems);
  if (isObject(action.effect)) unknownKeys(action.effect.endpoint, NESTED_KEYS.endpoint, `${at}.effect.endpoint`, problems);
  conditionKeys(action.visibleWhen, `${at}.visibleWhen`, problems);
}

export function checkKeys({ schema, problems }: CheckContext): void {
  // Read as plain data: a schema from JSON may hold anything.
  const raw = schema as unknown as Record<string, unknown>;
  unknownKeys(raw, RESOURCE_KEYS, '', problems);
  unknownKeys(raw.route, NESTED_KEYS.route, 'route', problems);
  if (isObject(raw.route)) unknownKeys(raw.route.group, NESTED_KEYS.group, 'route.group', problems);
  unknownKeys(raw.endpoints, NESTED_KEYS.endpoints, 'endpoints', problems);
  if (isObject(raw.endpoints)) {
    for (const [name, endpoint] of Object.entries(raw.endpoints)) unknownKeys(endpoint, NESTED_KEYS.endpoint, `endpoints.${name}`, problems);
  }
  unknownKeys(raw.list, NESTED_KEYS.list, 'list', problems);
  unknownKeys(raw.messages, NESTED_KEYS.messages, 'messages', problems);
  unknownKeys(raw.sort, NESTED_KEYS.sort, 'sort', problems);
  unknownKeys(raw.export, NESTED_KEYS.export, 'export', problems);
  unknownKeys(raw.access, NESTED_KEYS.access, 'access', problems);
  unknownKeys(raw.owner, NESTED_KEYS.owner, 'owner', problems);
  if (Array.isArray(raw.fields)) raw.fields.forEach((field: unknown, index) => fieldKeys(field, index, problems));
  if (Array.isArray(raw.actions)) raw.actions.forEach((action: unknown, index) => actionKeys(action, index, problems));
}
