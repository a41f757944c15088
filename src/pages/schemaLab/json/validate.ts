/**
 * A small JSON Schema validator: an interpreter (no generated code, so it runs under the console's
 * Content-Security-Policy, which forbids eval) for the keywords resource files use. Each violation
 * names its path and a rule with parameters, for translated messages.
 */
import { deref, safeTest, typesOf, type JsonSchema, type JsonSchemaNode } from './jsonSchema';
import type { JsonPath } from './jsonTree';

export type RuleKind =
  | 'type'
  | 'required'
  | 'unknownKey'
  | 'enum'
  | 'const'
  | 'minimum'
  | 'maximum'
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'minItems'
  | 'maxItems'
  | 'anyOf';

export interface Violation {
  /** Where: a missing key is reported on its object, an unknown key on the key itself. */
  path: JsonPath;
  kind: RuleKind;
  params: Record<string, string | number>;
}

const typeOfValue = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

function typeMatches(type: string, value: unknown): boolean {
  const actual = typeOfValue(value);
  return type === actual || (type === 'number' && actual === 'integer');
}

const equal = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const show = (value: unknown): string => JSON.stringify(value);

function checkKeywords(schema: JsonSchema, value: unknown, path: JsonPath, out: Violation[]): void {
  if ('const' in schema && !equal(schema.const, value)) out.push({ path, kind: 'const', params: { value: show(schema.const) } });
  if (schema.enum && !schema.enum.some((allowed) => equal(allowed, value))) {
    out.push({ path, kind: 'enum', params: { values: schema.enum.map(show).join(', ') } });
  }
  if (typeof value === 'number') {
    const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
    const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
    if (schema.minimum !== undefined && value < schema.minimum) out.push({ path, kind: 'minimum', params: { limit: schema.minimum } });
    if (exclusiveMin !== undefined && value <= exclusiveMin) out.push({ path, kind: 'minimum', params: { limit: `> ${exclusiveMin}` } });
    if (schema.maximum !== undefined && value > schema.maximum) out.push({ path, kind: 'maximum', params: { limit: schema.maximum } });
    if (exclusiveMax !== undefined && value >= exclusiveMax) out.push({ path, kind: 'maximum', params: { limit: `< ${exclusiveMax}` } });
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) out.push({ path, kind: 'minLength', params: { limit: schema.minLength } });
    if (schema.maxLength !== undefined && length > schema.maxLength) out.push({ path, kind: 'maxLength', params: { limit: schema.maxLength } });
    if (schema.pattern !== undefined && !safeTest(schema.pattern, value)) out.push({ path, kind: 'pattern', params: { pattern: schema.pattern } });
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) out.push({ path, kind: 'minItems', params: { limit: schema.minItems } });
    if (schema.maxItems !== undefined && value.length > schema.maxItems) out.push({ path, kind: 'maxItems', params: { limit: schema.maxItems } });
  }
}

export function validate(root: JsonSchema, value: unknown): Violation[] {
  const out: Violation[] = [];
  visit(root, root, value, [], out, 0);
  return out;
}

function visit(root: JsonSchema, node: JsonSchemaNode | undefined, value: unknown, path: JsonPath, out: Violation[], depth: number): void {
  const schema = deref(root, node);
  if (schema === undefined || schema === true || depth > 64) return;
  if (schema === false) {
    out.push({ path, kind: 'unknownKey', params: { key: String(path[path.length - 1] ?? '') } });
    return;
  }
  const types = typesOf(schema);
  if (types.length > 0 && !types.some((type) => typeMatches(type, value))) {
    out.push({ path, kind: 'type', params: { expected: types.join(' | ') } });
    return;
  }
  checkKeywords(schema, value, path, out);
  for (const branch of schema.allOf ?? []) visit(root, branch, value, path, out, depth + 1);
  for (const branches of [schema.anyOf, schema.oneOf]) {
    if (!branches) continue;
    // Constants each with its own text (a field's `type`) are an enum for the one reading the problem.
    const constants = branches.flatMap((branch) => (typeof branch === 'object' && 'const' in branch ? [branch.const] : []));
    if (constants.length > 0 && constants.length === branches.length) {
      if (!constants.some((allowed) => equal(allowed, value))) out.push({ path, kind: 'enum', params: { values: constants.map(show).join(', ') } });
      continue;
    }
    const results = branches.map((branch) => {
      const found: Violation[] = [];
      visit(root, branch, value, path, found, depth + 1);
      return found;
    });
    if (results.some((found) => found.length === 0)) continue;
    // Report the branch that went furthest (its first violation lies deepest), else a general mismatch.
    const best = results.reduce((a, b) => (deepest(b) > deepest(a) ? b : a));
    if (deepest(best) > path.length) out.push(...best);
    else out.push({ path, kind: 'anyOf', params: {} });
  }
  if (isObject(value)) visitObject(root, schema, value, path, out, depth);
  if (Array.isArray(value)) visitArray(root, schema, value, path, out, depth);
}

const deepest = (violations: Violation[]): number => Math.max(-1, ...violations.map((violation) => violation.path.length));

function visitObject(root: JsonSchema, schema: JsonSchema, value: Record<string, unknown>, path: JsonPath, out: Violation[], depth: number) {
  for (const key of schema.required ?? []) {
    if (!(key in value)) out.push({ path, kind: 'required', params: { key } });
  }
  for (const [key, item] of Object.entries(value)) {
    const named = schema.properties?.[key];
    const patterned = Object.entries(schema.patternProperties ?? {}).filter(([pattern]) => safeTest(pattern, key));
    if (named !== undefined) visit(root, named, item, [...path, key], out, depth + 1);
    for (const [, sub] of patterned) visit(root, sub, item, [...path, key], out, depth + 1);
    if (named === undefined && patterned.length === 0 && schema.additionalProperties !== undefined) {
      if (schema.additionalProperties === false) out.push({ path: [...path, key], kind: 'unknownKey', params: { key } });
      else visit(root, schema.additionalProperties, item, [...path, key], out, depth + 1);
    }
  }
}

function visitArray(root: JsonSchema, schema: JsonSchema, value: unknown[], path: JsonPath, out: Violation[], depth: number) {
  const prefix = schema.prefixItems ?? (Array.isArray(schema.items) ? schema.items : []);
  const rest = Array.isArray(schema.items) ? undefined : schema.items;
  value.forEach((item, index) => {
    const sub = index < prefix.length ? prefix[index] : rest;
    if (sub !== undefined) visit(root, sub, item, [...path, index], out, depth + 1);
  });
}
