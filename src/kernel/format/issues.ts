/**
 * zod's issues as schema problems: each names the key as the schema check does ('fields.phone.pattern',
 * 'fields[2].type', 'actions.approve.effect') and has a kind with texts in both catalogues.
 */
import type { z } from 'zod';
import { isObject } from '../check/context';
import { closest } from './closest';
import type { ProblemList } from '../check/problems';
import { unknownNameProblem } from './unknownNames';
import { keysAt, literalsAt } from './zodWalk';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

interface Target {
  root: z.ZodType;
  json: unknown;
  problems: ProblemList;
}

/** How an array item is named in a key: fields by source, actions and validators by name, choices by id. */
const ITEM_NAMES: Readonly<Record<string, string>> = { fields: 'source', actions: 'name', validate: 'name', choices: 'id' };

function itemName(container: PropertyKey | undefined, item: unknown): string | undefined {
  const key = typeof container === 'string' ? ITEM_NAMES[container] : undefined;
  const name = key && isObject(item) ? item[key] : undefined;
  return (typeof name === 'string' && name !== '') || typeof name === 'number' ? String(name) : undefined;
}

export function valueAt(json: unknown, path: Path): unknown {
  let node = json;
  for (const segment of path) {
    if (Array.isArray(node) && typeof segment === 'number') node = node[segment];
    else if (isObject(node) && typeof segment === 'string') node = node[segment];
    else return undefined;
  }
  return node;
}

export function keyOf(json: unknown, path: Path): string {
  let key = '';
  path.forEach((segment, index) => {
    if (typeof segment === 'number') {
      const name = itemName(path[index - 1], valueAt(json, path.slice(0, index + 1)));
      key += name !== undefined ? `.${name}` : `[${segment}]`;
    } else key += key === '' ? String(segment) : `.${String(segment)}`;
  });
  return key;
}

/**
 * The object a key needs, shown when a newcomer writes the shorthand first (`"pattern": "^\\d+$"`),
 * where zod alone says only 'Expected object'.
 */
const SHAPES: Readonly<Record<string, string>> = {
  pattern: '"pattern": {"value": "^\\\\d+$", "message": "Digits only"}',
  reference: '"reference": {"resource": "user", "optionText": "name"}',
  sort: '"sort": {"field": "id", "order": "DESC"}',
  route: '"route": {"parent": "/permission", "path": "blacklist", "name": "Blacklist"}',
  format: '"format": {"type": "money", "currency": "CNY"}',
};

function shapeOf(issue: Issue, json: unknown, path: Path): string | undefined {
  const last = path[path.length - 1];
  if (issue.code !== 'invalid_type' || issue.expected !== 'object' || typeof last !== 'string' || !Object.hasOwn(SHAPES, last)) return undefined;
  const value = valueAt(json, path);
  return value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value)) ? undefined : SHAPES[last];
}

const listOf = (values: readonly unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');

const ROOT_MISMATCH: ReadonlySet<string> = new Set(['invalid_type', 'invalid_value', 'unrecognized_keys']);

/** How far a union branch is from the value: a wrong type at its root is far, a missing key less so. */
function distanceOf(branch: readonly Issue[], json: unknown, at: Path): number {
  return branch.reduce((sum, issue) => {
    if (issue.path.length === 0 && ROOT_MISMATCH.has(issue.code)) return sum + 100;
    if (issue.code === 'invalid_type' && valueAt(json, [...at, ...issue.path]) === undefined) return sum + 10;
    return sum + 1;
  }, 0);
}

const expectedOf = (issue: Issue): string =>
  issue.code === 'invalid_type' ? issue.expected : issue.code === 'invalid_value' ? listOf(issue.values) : 'object';

function unionProblems(issue: Extract<Issue, { code: 'invalid_union' }>, at: Path, target: Target): void {
  if (issue.errors.length === 0) {
    const discriminator = 'discriminator' in issue && typeof issue.discriminator === 'string' ? issue.discriminator : undefined;
    if (discriminator !== undefined) {
      // zod puts the discriminator at the end of the issue's path already.
      const path = at[at.length - 1] === discriminator ? at : [...at, discriminator];
      target.problems.add(keyOf(target.json, path), 'notOneOf', { allowed: listOf(literalsAt(target.root, path)) });
    } else target.problems.add(keyOf(target.json, at), 'badValue', { reason: issue.message });
    return;
  }
  const ranked = issue.errors.map((branch) => ({ branch, distance: distanceOf(branch, target.json, at) }));
  ranked.sort((a, b) => a.distance - b.distance);
  const best = ranked[0];
  if (best.distance >= 100 && ranked.every(({ branch }) => branch.every((inner) => inner.path.length === 0))) {
    const expected = [...new Set(issue.errors.flatMap((branch) => branch.map(expectedOf)))].join(' | ');
    target.problems.add(keyOf(target.json, at), 'wrongType', { expected });
    return;
  }
  for (const inner of best.branch) addIssue(inner, [...at, ...inner.path], target);
}

function addIssue(issue: Issue, path: Path, target: Target): void {
  const { problems, json, root } = target;
  const unknownName = issue.code === 'invalid_value' || issue.code === 'invalid_union' ? unknownNameProblem(path, valueAt(json, path)) : undefined;
  if (unknownName) {
    problems.add(keyOf(json, path), unknownName.kind, unknownName.params);
    return;
  }
  switch (issue.code) {
    case 'unrecognized_keys': {
      const allowed = keysAt(root, path);
      for (const name of issue.keys) {
        const hint = closest(name, allowed);
        const key = keyOf(json, [...path, name]);
        if (hint) problems.add(key, 'unknownKeyHint', { name, hint });
        else problems.add(key, 'unknownKey', { name });
      }
      return;
    }
    case 'invalid_union':
      unionProblems(issue, path, target);
      return;
    case 'invalid_type': {
      const example = shapeOf(issue, json, path);
      if (example !== undefined) problems.add(keyOf(json, path), 'expectedShape', { example });
      else if (valueAt(json, path) === undefined && path.length > 0) problems.add(keyOf(json, path), 'missingKey', { name: String(path[path.length - 1]) });
      else problems.add(keyOf(json, path), 'wrongType', { expected: issue.expected });
      return;
    }
    case 'invalid_value':
      problems.add(keyOf(json, path), 'notOneOf', { allowed: listOf(issue.values) });
      return;
    case 'too_small':
      if (issue.origin === 'array') problems.add(keyOf(json, path), 'tooFewItems', { min: Number(issue.minimum) });
      else problems.add(keyOf(json, path), 'badValue', { reason: issue.message });
      return;
    case 'custom':
      if (issue.params?.kind === 'badPattern') {
        problems.add(keyOf(json, path), 'badPattern', { pattern: String(issue.params.pattern), error: String(issue.params.error) });
        return;
      }
      problems.add(keyOf(json, path), 'badValue', { reason: issue.message });
      return;
    default:
      problems.add(keyOf(json, path), 'badValue', { reason: issue.message });
  }
}

/** Adds the problems of a failed zod parse of `json` against `root`. */
export function addIssues(issues: readonly Issue[], root: z.ZodType, json: unknown, problems: ProblemList): void {
  for (const issue of issues) addIssue(issue, issue.path, { root, json, problems });
}
