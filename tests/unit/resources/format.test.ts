// @vitest-environment node
/**
 * Issue 11's acceptance: the TypeScript type of a resource file, its zod definition and the
 * published JSON Schema agree on every key at every level, and files parse into keyed problems.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { resourceJsonSchema } from '../../../src/resources/format/jsonSchema';
import { parseResourceFile } from '../../../src/resources/format/parse';
import type {
  FileAction,
  FileChoice,
  FileCondition,
  FileEffect,
  FileEndpoint,
  FileEndpoints,
  FileField,
  FileFilter,
  FileList,
  NamedValidator,
  ResourceFile,
  ResourceTexts,
} from '../../../src/resources/format/resourceFile';
import { FILE_LEVELS, resourceFileSchema } from '../../../src/resources/format/zod';
import { listed as listedKeys, type Listed } from '../../../src/resources/schemaKeys';
import { keysAt } from '../../../src/resources/format/zodWalk';
import packageConfFile from '../../../src/resources/json/packageConf.json';
import sendNameFile from '../../../src/resources/json/sendName.json';
import userFile from '../../../src/resources/json/user.json';
import userOptionFile from '../../../src/resources/json/userOption.json';
import example from '../../../public/resources/example.json';

const listed = <T>(keys: Listed<T>): string[] => [...listedKeys(keys)].sort();

// Compile time: what zod accepts is exactly the TypeScript type, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameType: Same<z.infer<typeof resourceFileSchema>, ResourceFile> = true;

type Level = keyof typeof FILE_LEVELS | 'Resource';
type Route = NonNullable<ResourceFile['route']>;

/** Every key of every level of the TypeScript type: a key added to a type fails to compile here. */
const TS_KEYS = {
  Resource: listed<ResourceFile>({
    $schema: true, name: true, label: true, roles: true, access: true, owner: true, icon: true, route: true, endpoints: true, list: true, fields: true,
    messages: true, sort: true, perPage: true, search: true, bulkDelete: true, select: true, actions: true, export: true,
    show: true, afterSave: true, toolbar: true, recordRepresentation: true, texts: true,
  }),
  Field: listed<FileField>({
    source: true, label: true, inputLabel: true, type: true, list: true, sortable: true, create: true, edit: true, show: true,
    export: true, required: true, requiredOn: true, requiredWhen: true, integer: true, min: true, max: true, minLength: true,
    maxLength: true, pattern: true, email: true, url: true, unique: true, compare: true, messages: true, validate: true, visibleWhen: true,
    disabledWhen: true, defaultValue: true, choices: true, reference: true, searchable: true, filter: true, format: true,
    cell: true, input: true, roles: true, helperText: true, editHelperText: true,
  }),
  Action: listed<FileAction>({
    name: true, label: true, placement: true, effect: true, confirm: true, success: true, successTitle: true, failure: true,
    visibleWhen: true, roles: true, color: true, variant: true,
  }),
  Effect: listed<FileEffect>({ kind: true, to: true, endpoint: true, refresh: true, dialog: true, handler: true, args: true }),
  Endpoint: listed<FileEndpoint>({ method: true, path: true, body: true, idOf: true }),
  Endpoints: listed<FileEndpoints>({ list: true, getOne: true, create: true, update: true, delete: true }),
  List: listed<FileList>({ kind: true, cacheMs: true }),
  Filter: listed<FileFilter>({ kind: true, label: true, param: true, choices: true }),
  Format: listed<NonNullable<FileField['format']>>({ type: true, wire: true, display: true, currency: true, decimals: true }),
  Choice: listed<FileChoice>({ id: true, name: true, color: true, visibleWhen: true }),
  Condition: listed<FileCondition>({ field: true, equals: true, in: true, notEmpty: true, not: true }),
  Route: listed<Route>({ parent: true, path: true, name: true, group: true }),
  RouteGroup: listed<NonNullable<Route['group']>>({ title: true, icon: true, roles: true }),
  Messages: listed<NonNullable<ResourceFile['messages']>>({
    create: true, createTitle: true, editTitle: true, deleteConfirm: true, bulkDeleteConfirm: true, savedDetail: true,
    showTitle: true, empty: true,
  }),
  RuleMessages: listed<NonNullable<FileField['messages']>>({
    required: true, min: true, max: true, minLength: true, maxLength: true, pattern: true, email: true, url: true,
    unique: true, integer: true,
  }),
  Export: listed<Exclude<ResourceFile['export'], boolean | undefined>>({ file: true, columns: true, formats: true, raw: true }),
  Reference: listed<NonNullable<FileField['reference']>>({ resource: true, optionText: true, copy: true, onDelete: true }),
  Unique: listed<Exclude<FileField['unique'], boolean | undefined>>({ ignoreCase: true }),
  Compare: listed<NonNullable<FileField['compare']>[number]>({ op: true, field: true, message: true }),
  Access: listed<NonNullable<ResourceFile['access']>>({ read: true, create: true, update: true, delete: true, export: true }),
  Owner: listed<NonNullable<ResourceFile['owner']>>({ field: true, read: true }),
  FieldRoles: listed<NonNullable<FileField['roles']>>({ view: true, edit: true }),
  Pattern: listed<NonNullable<FileField['pattern']>>({ value: true, flags: true, message: true }),
  Cell: listed<Exclude<FileField['cell'], string | undefined>>({ name: true, options: true }),
  NamedValidator: listed<NamedValidator>({ name: true, args: true }),
  Sort: listed<NonNullable<ResourceFile['sort']>>({ field: true, order: true }),
  Texts: listed<ResourceTexts>({ en: true, zh: true }),
} satisfies Record<Level, string[]>;

interface JsonSchemaNode {
  properties?: Record<string, unknown>;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  $defs?: Record<string, JsonSchemaNode>;
}

const publishedText = readFileSync(new URL('../../../schema/resource.schema.json', import.meta.url), 'utf8');
const published = JSON.parse(publishedText) as JsonSchemaNode;

function jsonKeys(node: JsonSchemaNode | undefined): string[] {
  if (!node) return [];
  const keys = new Set(Object.keys(node.properties ?? {}));
  for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) for (const key of jsonKeys(option)) keys.add(key);
  return [...keys].sort();
}

const zodOf = (level: Level): z.ZodType => (level === 'Resource' ? resourceFileSchema : FILE_LEVELS[level]);
const jsonOf = (level: Level) => (level === 'Resource' ? published : published.$defs?.[level]);

describe('resource file: TypeScript type, zod definition and JSON Schema agree', () => {
  it('the committed JSON Schema is what npm run schema:json generates', () => {
    expect(publishedText).toBe(resourceJsonSchema());
  });

  it('zod infers the TypeScript type', () => {
    expect(sameType).toBe(true);
  });

  it('every level of the definition has its list of TypeScript keys', () => {
    expect(Object.keys(TS_KEYS).sort()).toEqual(['Resource', ...Object.keys(FILE_LEVELS)].sort());
  });

  for (const level of Object.keys(TS_KEYS) as Level[]) {
    it(`${level}: the same keys in all three`, () => {
      const zodKeys = [...keysAt(zodOf(level), [])].sort();
      expect(zodKeys, 'zod').toEqual(TS_KEYS[level]);
      expect(jsonKeys(jsonOf(level)), 'JSON Schema').toEqual(TS_KEYS[level]);
    });
  }

  it('the JSON Schema forbids unknown keys wherever zod does', () => {
    const defs = published.$defs ?? {};
    for (const [id, node] of Object.entries(defs)) {
      const objects = [node, ...(node.anyOf ?? []), ...(node.oneOf ?? [])].filter((candidate) => candidate.properties);
      for (const object of objects) expect((object as { additionalProperties?: unknown }).additionalProperties, id).toBe(false);
    }
  });
});

const problemsOf = (json: unknown) => parseResourceFile(json, 'test.json').problems.map(({ key, kind }) => ({ key, kind }));

/** A minimal valid file whose phone field each test breaks. */
const withPhone = (phone: Record<string, unknown>) => ({
  name: 'contact',
  fields: [{ source: 'name', type: 'text' }, { source: 'phone', type: 'text', ...phone }],
});

describe('parseResourceFile', () => {
  it.each([
    ['packageConf', packageConfFile],
    ['sendName', sendNameFile],
    ['user', userFile],
    ['userOption', userOptionFile],
  ])('the built-in %s file has no problem', (name, file) => {
    const parsed = parseResourceFile(file, `${name}.json`);
    expect(parsed.problems).toEqual([]);
    expect(parsed.conventional).toBe(false);
    expect(parsed.schema?.name).toBe(name);
  });

  it('the example has no problem and is served by convention', () => {
    const parsed = parseResourceFile(example, 'example.json');
    expect(parsed.problems).toEqual([]);
    expect(parsed.conventional).toBe(true);
    expect(parsed.schema?.endpoints.delete).toEqual({ method: 'DELETE', path: '/blacklist/{id}' });
    expect(parsed.schema?.list.kind).toBe('server');
    expect(parsed.schema?.texts?.zh).toBeDefined();
    expect(parsed.schema).not.toHaveProperty('$schema');
  });

  it('a typo names the key and the key meant', () => {
    expect(problemsOf(withPhone({ requierd: true }))).toEqual([{ key: 'fields.phone.requierd', kind: 'unknownKeyHint' }]);
    expect(parseResourceFile(withPhone({ requierd: true }), 'test.json').problems[0].params).toEqual({ name: 'requierd', hint: 'required' });
  });

  it('a wrong type names the key', () => {
    expect(problemsOf(withPhone({ maxLength: '16' }))).toEqual([{ key: 'fields.phone.maxLength', kind: 'wrongType' }]);
  });

  it('a bad pattern names the pattern', () => {
    expect(problemsOf(withPhone({ pattern: { value: '(', message: 'Digits' } }))).toEqual([{ key: 'fields.phone.pattern', kind: 'badPattern' }]);
  });

  it('a value out of a list names the allowed ones', () => {
    const parsed = parseResourceFile({ name: 'contact', fields: [{ source: 'phone', type: 'phone' }] }, 'test.json');
    expect(parsed.problems.map(({ key, kind }) => ({ key, kind }))).toEqual([{ key: 'fields.phone.type', kind: 'notOneOf' }]);
    expect(parsed.problems[0].message).toContain('"smsCode"');
    expect(parsed.schema).toBeUndefined();
  });

  it('a field without source is named by position; a missing key is named', () => {
    expect(problemsOf({ name: 'contact', fields: [{ source: 'a', type: 'text' }, { type: 'text' }] })).toEqual([{ key: 'fields[1].source', kind: 'missingKey' }]);
  });

  it('a union value picks the closest branch (conditions, discriminated kinds)', () => {
    expect(problemsOf(withPhone({ visibleWhen: { field: 'name', in: 'a' } }))).toEqual([{ key: 'fields.phone.visibleWhen.in', kind: 'wrongType' }]);
    expect(problemsOf({ ...withPhone({}), list: { kind: 'paged' } })).toEqual([{ key: 'list.kind', kind: 'notOneOf' }]);
    expect(problemsOf(withPhone({ filter: 3 }))).toEqual([{ key: 'fields.phone.filter', kind: 'wrongType' }]);
  });

  it('functions have no place in a file: a condition needs data', () => {
    expect(problemsOf(withPhone({ visibleWhen: 'record.name' }))).toEqual([{ key: 'fields.phone.visibleWhen', kind: 'wrongType' }]);
  });

  it('unknown names are problems, not crashes', () => {
    const file = {
      name: 'contact',
      endpoints: { list: { method: 'GET', path: '/c' }, create: { method: 'POST', path: '/c', body: 'nope', idOf: 'nada' } },
      fields: [{ source: 'phone', type: 'text', validate: [{ name: 'unheard' }, { name: 'notAbove', args: { field: 'x' } }] }],
    };
    expect(problemsOf(file)).toEqual([
      { key: 'endpoints.create.body', kind: 'unknownBodyMapper' },
      { key: 'endpoints.create.idOf', kind: 'unknownIdReader' },
      { key: 'fields.phone.validate.unheard', kind: 'unknownValidator' },
      { key: 'fields.phone.validate.notAbove', kind: 'badArguments' },
    ]);
  });

  it('something that is not an object is a problem at the root', () => {
    expect(problemsOf(42)).toEqual([{ key: '', kind: 'wrongType' }]);
    expect(parseResourceFile(42, 'n.json').problems[0].resource).toBe('n.json');
  });
});
