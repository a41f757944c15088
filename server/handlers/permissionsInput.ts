/**
 * The body of `PUT /api/_permissions/{role}`: resource name → its five rules, or null (back to the
 * default). Everything is checked before anything is stored, every problem keyed by its path
 * (`blacklist.read.fields[2]`): unknown resources, operations, keys and fields; malformed rows
 * conditions; `own` rows on a resource without an owner; presets on fields that do not exist, on
 * the owner field, or with values their field refuses; and the limits on every size.
 */
import { PERMISSION_OPERATIONS, type PermissionOperation, type ResourcePermissions, type RolePermissionsChange } from '../../src/kernel/access/rolePermissions';
import { checkValue, type FieldErrors } from '../../src/kernel/rules/rules';
import type { ResourceSchema } from '../../src/kernel/types';
import { columnsOf } from '../resources/columns';
import { coerceExact } from './crud/values';

export const PERMISSION_LIMITS = {
  /** Resources one change names. */
  resources: 200,
  /** Fields one rule lists. */
  fields: 500,
  /** Values of one condition's `in`. */
  inValues: 100,
  /** Characters of one condition value or preset text. */
  text: 1000,
  /** Bytes of the body. */
  bodyBytes: 256 * 1024,
} as const;

/** The keys each operation's narrowing may hold. */
const KEYS: Readonly<Record<PermissionOperation, readonly string[]>> = {
  read: ['fields', 'rows'],
  create: ['fields', 'presets'],
  update: ['fields', 'rows'],
  delete: ['rows'],
  export: ['fields'],
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isScalar = (value: unknown): boolean => value === null || typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && value.length <= PERMISSION_LIMITS.text);

type Problems = Record<string, string>;

function checkFields(schema: ResourceSchema, value: unknown, path: string, problems: Problems): void {
  if (!Array.isArray(value)) {
    problems[path] = 'must be a list of field names';
    return;
  }
  if (value.length > PERMISSION_LIMITS.fields) {
    problems[path] = `must list at most ${PERMISSION_LIMITS.fields} fields`;
    return;
  }
  const known = new Set(schema.fields.map((field) => field.source));
  const seen = new Set<string>();
  value.forEach((source, index) => {
    const at = `${path}[${index}]`;
    if (typeof source !== 'string') problems[at] = 'must be a field name';
    else if (!known.has(source)) problems[at] = `${JSON.stringify(source.slice(0, 64))} is no field of ${schema.name}`;
    else if (seen.has(source)) problems[at] = `${source} is listed twice`;
    else seen.add(source);
  });
}

function checkCondition(schema: ResourceSchema, value: Record<string, unknown>, path: string, problems: Problems): void {
  const tests = ['equals', 'in', 'notEmpty'].filter((key) => key in value);
  const unknown = Object.keys(value).filter((key) => !['field', 'equals', 'in', 'notEmpty', 'not'].includes(key));
  if (unknown.length > 0) problems[`${path}.${unknown[0]!.slice(0, 64)}`] = 'is no key of a condition (field, equals, in, notEmpty, not)';
  if (typeof value.field !== 'string' || !schema.fields.some((field) => field.source === value.field)) {
    problems[`${path}.field`] = typeof value.field === 'string' ? `${JSON.stringify(value.field.slice(0, 64))} is no field of ${schema.name}` : 'must name a field';
  }
  if (tests.length !== 1) problems[path] = 'a condition holds exactly one of equals, in and notEmpty';
  if ('equals' in value && !isScalar(value.equals)) problems[`${path}.equals`] = `must be text (at most ${PERMISSION_LIMITS.text} characters), a number, true, false or null`;
  if ('in' in value) {
    if (!Array.isArray(value.in) || value.in.length === 0 || value.in.length > PERMISSION_LIMITS.inValues) problems[`${path}.in`] = `must be a list of 1 to ${PERMISSION_LIMITS.inValues} values`;
    else value.in.forEach((item, index) => {
      if (!isScalar(item)) problems[`${path}.in[${index}]`] = 'must be text, a number, true, false or null';
    });
  }
  if ('notEmpty' in value && value.notEmpty !== true) problems[`${path}.notEmpty`] = 'must be true';
  if ('not' in value && typeof value.not !== 'boolean') problems[`${path}.not`] = 'must be true or false';
}

function checkRows(schema: ResourceSchema, value: unknown, path: string, problems: Problems): void {
  if (value === 'own') {
    if (!schema.owner) problems[path] = `${schema.name} has no owner field: no record is anyone's own`;
    return;
  }
  if (!isObject(value)) {
    problems[path] = "must be 'own' or a condition ({field, equals | in | notEmpty, not?})";
    return;
  }
  checkCondition(schema, value, path, problems);
}

function checkPresets(schema: ResourceSchema, value: unknown, path: string, problems: Problems): void {
  if (!isObject(value)) {
    problems[path] = 'must be an object of field → value';
    return;
  }
  if (Object.keys(value).length > PERMISSION_LIMITS.fields) {
    problems[path] = `must set at most ${PERMISSION_LIMITS.fields} fields`;
    return;
  }
  const { columns } = columnsOf(schema);
  for (const [source, preset] of Object.entries(value)) {
    const at = `${path}.${source.slice(0, 64)}`;
    const field = schema.fields.find((candidate) => candidate.source === source);
    if (!field) {
      problems[at] = `${JSON.stringify(source.slice(0, 64))} is no field of ${schema.name}`;
      continue;
    }
    if (schema.owner?.field === source) {
      problems[at] = 'is the owner field: the server fills it with the creator';
      continue;
    }
    if (field.create === false) {
      problems[at] = 'is not set on create';
      continue;
    }
    const column = columns.find((candidate) => candidate.source === source);
    const coerced = column ? coerceExact(column, preset) : undefined;
    if (coerced && 'error' in coerced) {
      problems[at] = coerced.error.message;
      continue;
    }
    if (coerced && 'errors' in coerced) {
      problems[at] = Object.values(coerced.errors)[0]?.message ?? 'is not a value of this field';
      continue;
    }
    const broken = preset === null ? undefined : checkValue(field, preset, { id: 0 }, { mode: 'new', isTaken: () => false });
    if (broken) problems[at] = broken.message;
  }
}

function checkRule(schema: ResourceSchema, operation: PermissionOperation, value: unknown, path: string, problems: Problems): void {
  if (typeof value === 'boolean') return;
  if (!isObject(value)) {
    problems[path] = `must be true, false or an object of ${KEYS[operation].join(', ')}`;
    return;
  }
  for (const key of Object.keys(value)) {
    const at = `${path}.${key.slice(0, 64)}`;
    if (!KEYS[operation].includes(key)) problems[at] = `is no key of ${operation} (${KEYS[operation].join(', ')})`;
    else if (key === 'fields') checkFields(schema, value.fields, at, problems);
    else if (key === 'rows') checkRows(schema, value.rows, at, problems);
    else checkPresets(schema, value.presets, at, problems);
  }
}

export type CheckedChange = { ok: true; value: RolePermissionsChange } | { ok: false; message: string; errors: FieldErrors };

/** The change, or every problem by path. `schemaOf` finds a served resource by name. */
export function checkPermissionsChange(body: Record<string, unknown>, schemaOf: (name: string) => ResourceSchema | undefined): CheckedChange {
  const problems: Problems = {};
  const names = Object.keys(body);
  if (names.length === 0) problems[''] = 'name at least one resource';
  if (names.length > PERMISSION_LIMITS.resources) problems[''] = `name at most ${PERMISSION_LIMITS.resources} resources`;
  for (const name of names.slice(0, PERMISSION_LIMITS.resources)) {
    const path = name.slice(0, 64);
    const schema = schemaOf(name);
    const rules = body[name];
    if (!schema) {
      problems[path] = `${JSON.stringify(path)} is no resource this server serves`;
      continue;
    }
    if (rules === null) continue;
    if (!isObject(rules)) {
      problems[path] = 'must be null (back to the default) or the rules of read, create, update, delete and export';
      continue;
    }
    for (const key of Object.keys(rules)) if (!PERMISSION_OPERATIONS.includes(key as PermissionOperation)) problems[`${path}.${key.slice(0, 64)}`] = 'is no operation (read, create, update, delete, export)';
    for (const operation of PERMISSION_OPERATIONS) {
      if (!(operation in rules)) problems[`${path}.${operation}`] = 'is required: true, false or an object';
      else checkRule(schema, operation, rules[operation], `${path}.${operation}`, problems);
    }
  }
  const paths = Object.keys(problems);
  if (paths.length === 0) return { ok: true, value: body as Record<string, ResourcePermissions | null> };
  const first = paths[0]!;
  return {
    ok: false,
    message: first === '' ? problems[first]! : `${first}: ${problems[first]}`,
    errors: Object.fromEntries(paths.map((path) => [path, { message: problems[path]!, args: {} }])),
  };
}
