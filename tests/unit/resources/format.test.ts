// @vitest-environment node
/**
 * The format stated once: the zod definition is the format; the
 * TypeScript types are inferred from it (format/resourceFile.ts) and the published JSON Schema is
 * generated from it, so both carry the same keys at every level. Files parse into keyed problems.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { resourceJsonSchema } from '../../../src/kernel/format/jsonSchema';
import { parseResourceFile } from '../../../src/kernel/format/parse';
import { FILE_LEVELS, resourceFileSchema } from '../../../src/kernel/format/zod';
import { keysAt } from '../../../src/kernel/format/zodWalk';
import { FIELD_TYPES } from '../../../src/kernel/format/definition/names';
import type { ResourceSchema } from '../../../src/kernel/types';
import packageConfFile from '../../../src/kernel/resources/json/packageConf.json';
import sendNameFile from '../../../src/kernel/resources/json/sendName.json';
import userFile from '../../../src/kernel/resources/json/user.json';
import userOptionFile from '../../../src/kernel/resources/json/userOption.json';
import example from '../../../public/resources/example.json';

type Level = keyof typeof FILE_LEVELS | 'Resource';

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

describe('resource file: the JSON Schema is generated from the zod definition', () => {
  it('the committed JSON Schema is what npm run schema:json generates', () => {
    expect(publishedText).toBe(resourceJsonSchema());
  });

  it('every object level of the definition is a level of the JSON Schema, and no other', () => {
    // Catalogue is a record of texts, not an object with keys.
    const levels = Object.keys(published.$defs ?? {}).filter((id) => id !== 'Catalogue');
    expect(levels.sort()).toEqual(Object.keys(FILE_LEVELS).sort());
  });

  for (const level of ['Resource', ...Object.keys(FILE_LEVELS)] as Level[]) {
    it(`${level}: the JSON Schema has the keys zod knows`, () => {
      const zodKeys = [...keysAt(zodOf(level), [])].sort();
      expect(zodKeys.length).toBeGreaterThan(0);
      expect(jsonKeys(jsonOf(level))).toEqual(zodKeys);
    });
  }

  it('a schema written in TypeScript cannot hold an unknown key: the types are inferred from zod', () => {
    const typed: ResourceSchema = {
      name: 'contact',
      endpoints: { list: { method: 'GET', path: '/contact' } },
      list: { kind: 'client' },
      // @ts-expect-error 'requierd' is no key of a field
      fields: [{ source: 'phone', type: 'text', requierd: true }],
    };
    expect(typed.name).toBe('contact');
  });

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
    expect(parseResourceFile(withPhone({ requierd: true }), 'test.json').problems[0].message).toBe("Unknown key 'requierd' (did you mean 'required'?)");
  });

  // Unknown keys are refused here only (the schema check leaves them to zod and to the compiler).
  it.each([
    ['a resource key', { ...withPhone({}), perpage: 20 }, 'perpage', 'unknownKeyHint'],
    ['an action key', { ...withPhone({}), actions: [{ name: 'go', label: 'Go', placement: 'row', effect: { kind: 'link', to: '/' }, banana: 1 }] }, 'actions.go.banana', 'unknownKey'],
    ['a nested key', { ...withPhone({}), route: { parent: '/sms', path: 'c', name: 'C', grup: {} } }, 'route.grup', 'unknownKeyHint'],
    ['a per-rule message', withPhone({ messages: { requird: 'Say it' } }), 'fields.phone.messages.requird', 'unknownKeyHint'],
    ['a filter choice key', withPhone({ filter: { kind: 'select', choices: [{ id: 0, name: 'Open', colour: 'red' }] } }), 'fields.phone.filter.choices.0.colour', 'unknownKeyHint'],
    ['unique', withPhone({ unique: { ignorecase: true } }), 'fields.phone.unique.ignorecase', 'unknownKeyHint'],
    ['access', { ...withPhone({}), access: { remove: ['admin'] } }, 'access.remove', 'unknownKey'],
    ['a compare rule', withPhone({ compare: [{ op: 'lte', field: 'id', message: 'm', than: 'x' }] }), 'fields.phone.compare[0].than', 'unknownKey'],
  ])('an unknown key in %s is named', (_, json, key, kind) => {
    expect(problemsOf(json)).toEqual([{ key, kind }]);
  });

  it('a wrong type names the key', () => {
    expect(problemsOf(withPhone({ maxLength: '16' }))).toEqual([{ key: 'fields.phone.maxLength', kind: 'wrongType' }]);
  });

  it('a bad pattern names the pattern', () => {
    expect(problemsOf(withPhone({ pattern: { value: '(', message: 'Digits' } }))).toEqual([{ key: 'fields.phone.pattern', kind: 'badPattern' }]);
  });

  it('a value out of a list names the allowed ones', () => {
    const parsed = parseResourceFile({ name: 'contact', fields: [{ source: 'phone', type: 'text' }], list: { kind: 'paged' } }, 'test.json');
    expect(parsed.problems.map(({ key, kind }) => ({ key, kind }))).toEqual([{ key: 'list.kind', kind: 'notOneOf' }]);
    expect(parsed.problems[0].message).toContain('"client"');
    expect(parsed.schema).toBeUndefined();
  });

  it('an unknown field type or filter kind, even in a sub-field, is named with the ones that exist', () => {
    const fields = [
      { source: 'phone', type: 'phone', filter: 'txt' },
      { source: 'steps', type: 'array', fields: [{ source: 'delay', type: 'nmber', filter: { kind: 'range' } }] },
    ];
    const parsed = parseResourceFile({ name: 'contact', fields }, 'test.json');
    expect(parsed.problems.map(({ key, kind }) => ({ key, kind }))).toEqual([
      { key: 'fields.phone.type', kind: 'unknownFieldType' },
      { key: 'fields.phone.filter', kind: 'unknownFilter' },
      { key: 'fields.steps.fields.delay.type', kind: 'unknownFieldType' },
      { key: 'fields.steps.fields.delay.filter.kind', kind: 'unknownFilter' },
    ]);
    expect(parsed.problems[0].message).toBe(`'phone' is not a field type (types: ${FIELD_TYPES.join(', ')})`);
    expect(parsed.problems[1].message).toBe("'txt' is not a filter kind (kinds: text, select, numberRange, dateRange, reference)");
    expect(parsed.schema).toBeUndefined();
  });

  it('an empty list where one item is needed says so', () => {
    const parsed = parseResourceFile({ name: 'contact', fields: [{ source: 'phone', type: 'text' }], form: { layout: 'tabs', sections: [{ fields: [] }] } }, 'test.json');
    expect(parsed.problems.map(({ key, kind, message }) => ({ key, kind, message }))).toEqual([
      { key: 'form.sections[0].fields', kind: 'tooFewItems', message: 'Needs at least 1 item(s)' },
    ]);
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
