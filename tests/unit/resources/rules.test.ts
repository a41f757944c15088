// @vitest-environment node
/** The schema's declarative rules: each accepts its boundary and refuses one step past it. */
import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../../../src/kernel/texts/catalogue';
import { lookup } from '../../../src/kernel/texts/translate';
import { checkField, checkRecord, type RuleContext } from '../../../src/kernel/rules/rules';
import type { AnyRecord, FieldSchema, RuleName } from '../../../src/kernel/types';

const NEW: RuleContext = { mode: 'new' };
const EDIT: RuleContext = { mode: 'edit' };

const field = (rules: Partial<FieldSchema>): FieldSchema => ({ source: 'value', type: 'text', ...rules });
const check = (rules: Partial<FieldSchema>, value: unknown, ctx: RuleContext = NEW, record: Record<string, unknown> = {}) =>
  checkField(field(rules), value, { value, ...record } as unknown as AnyRecord, ctx);

describe('required', () => {
  it.each([undefined, null, '', '   ', []])('refuses %j', (value) => {
    expect(check({ required: true }, value)).toEqual({ message: 'crud.required' });
  });

  it.each([0, '0', 'a', false, [1]])('accepts %j', (value) => {
    expect(check({ required: true }, value)).toBeUndefined();
  });

  it("requiredOn: 'create' binds new records only", () => {
    expect(check({ requiredOn: 'create' }, '', NEW)).toEqual({ message: 'crud.required' });
    expect(check({ requiredOn: 'create' }, '', EDIT)).toBeUndefined();
  });

  it('requiredWhen binds when its condition holds on the record', () => {
    const rules: Partial<FieldSchema> = { requiredWhen: { field: 'kind', equals: 'company' } };
    expect(check(rules, '', NEW, { kind: 'company' })).toEqual({ message: 'crud.required' });
    expect(check(rules, '', NEW, { kind: 'person' })).toBeUndefined();
    expect(check({ requiredWhen: (record) => record.kind === 'company' }, undefined, NEW, { kind: 'company' })).toEqual({ message: 'crud.required' });
  });
});

describe('numbers', () => {
  it('integer: whole numbers (and their digits) pass, fractions and words do not', () => {
    expect(check({ integer: true }, 3)).toBeUndefined();
    expect(check({ integer: true }, '3')).toBeUndefined();
    expect(check({ integer: true }, 3.5)).toEqual({ message: 'crud.wholeNumber' });
    expect(check({ integer: true }, 'many')).toEqual({ message: 'crud.wholeNumber' });
  });

  it('min: the boundary passes, one below does not', () => {
    expect(check({ min: 0 }, 0)).toBeUndefined();
    expect(check({ min: 0 }, -1)).toEqual({ message: 'crud.atLeast', args: { min: 0 } });
    expect(check({ min: 0.5 }, 0.49)).toEqual({ message: 'crud.atLeast', args: { min: 0.5 } });
  });

  it('max: the boundary passes, one above does not', () => {
    expect(check({ max: 10 }, 10)).toBeUndefined();
    expect(check({ max: 10 }, '10')).toBeUndefined();
    expect(check({ max: 10 }, 11)).toEqual({ message: 'crud.atMost', args: { max: 10 } });
  });

  it('a value that is no number breaks min and max', () => {
    expect(check({ min: 0 }, 'x')).toEqual({ message: 'crud.atLeast', args: { min: 0 } });
    expect(check({ max: 10 }, true)).toEqual({ message: 'crud.atMost', args: { max: 10 } });
  });
});

describe('texts', () => {
  it('minLength counts the trimmed text', () => {
    expect(check({ minLength: 3 }, 'abc')).toBeUndefined();
    expect(check({ minLength: 3 }, 'ab')).toEqual({ message: 'crud.tooShort', args: { min: 3 } });
    expect(check({ minLength: 3 }, '  ab  ')).toEqual({ message: 'crud.tooShort', args: { min: 3 } });
  });

  it('maxLength counts the trimmed text, and a number by its digits', () => {
    expect(check({ maxLength: 3 }, 'abc')).toBeUndefined();
    expect(check({ maxLength: 3 }, ' abc ')).toBeUndefined();
    expect(check({ maxLength: 3 }, 'abcd')).toEqual({ message: 'crud.tooLong', args: { max: 3 } });
    expect(check({ maxLength: 3 }, 1234)).toEqual({ message: 'crud.tooLong', args: { max: 3 } });
  });

  it('pattern: a regular expression from its source and flags, with its message', () => {
    const pattern = { value: '^[a-z]{2,3}$', flags: 'i', message: 'demo.badCode' };
    expect(check({ pattern }, 'Ab')).toBeUndefined();
    expect(check({ pattern }, 'AbC')).toBeUndefined();
    expect(check({ pattern }, 'A')).toEqual({ message: 'demo.badCode' });
    expect(check({ pattern }, 'Abcd')).toEqual({ message: 'demo.badCode' });
    expect(check({ pattern: { ...pattern, message: '' } }, 'A1')).toEqual({ message: 'crud.badPattern' });
  });

  it('pattern: a global flag does not make the answer depend on the previous value', () => {
    const pattern = { value: '^\\d+$', flags: 'g', message: 'digits' };
    expect([check({ pattern }, '12'), check({ pattern }, '12'), check({ pattern }, '34')]).toEqual([undefined, undefined, undefined]);
  });

  it('email (also implied by the email type)', () => {
    expect(check({ email: true }, 'a@b.co')).toBeUndefined();
    expect(check({ email: true }, 'a@b')).toEqual({ message: 'crud.badEmail' });
    expect(check({ email: true }, 'a b@c.de')).toEqual({ message: 'crud.badEmail' });
    expect(check({ type: 'email' }, 'nobody')).toEqual({ message: 'crud.badEmail' });
  });

  it('url: http and https only (also implied by the url type)', () => {
    expect(check({ url: true }, 'https://example.org/a?b=1')).toBeUndefined();
    expect(check({ url: true }, 'http://localhost:8080')).toBeUndefined();
    for (const bad of ['ftp://example.org', 'javascript:alert(1)', 'example.org', 'http://']) {
      expect(check({ url: true }, bad), bad).toEqual({ message: 'crud.badUrl' });
    }
    expect(check({ type: 'url' }, 'data:text/html,x')).toEqual({ message: 'crud.badUrl' });
  });
});

describe('unique', () => {
  const rows = [
    { id: 1, value: 'PKG-1' },
    { id: 2, value: 'PKG-2' },
  ] as AnyRecord[];

  it('refuses a value another record holds, and accepts a free one', () => {
    expect(check({ unique: true }, 'PKG-2', { mode: 'new', rows })).toEqual({ message: 'crud.notUnique' });
    expect(check({ unique: true }, ' PKG-2 ', { mode: 'new', rows })).toEqual({ message: 'crud.notUnique' });
    expect(check({ unique: true }, 'PKG-3', { mode: 'new', rows })).toBeUndefined();
  });

  it("the record's own value is no clash (ctx.id or the record's id)", () => {
    expect(check({ unique: true }, 'PKG-2', { mode: 'edit', rows, id: 2 })).toBeUndefined();
    expect(check({ unique: true }, 'PKG-2', { mode: 'edit', rows }, { id: '2' })).toBeUndefined();
    expect(check({ unique: true }, 'PKG-2', { mode: 'edit', rows, id: 1 })).toEqual({ message: 'crud.notUnique' });
  });

  it('a lookup answers instead of the rows', () => {
    const seen: Array<[string, unknown]> = [];
    const isTaken = (source: string, value: unknown) => (seen.push([source, value]), value === 'taken');
    expect(check({ unique: true }, 'taken', { mode: 'new', rows: [], isTaken })).toEqual({ message: 'crud.notUnique' });
    expect(check({ unique: true }, 'PKG-1', { mode: 'new', rows, isTaken })).toBeUndefined();
    expect(seen).toEqual([
      ['value', 'taken'],
      ['value', 'PKG-1'],
    ]);
  });

  it('without rows or lookup nothing is known to clash', () => {
    expect(check({ unique: true }, 'PKG-1')).toBeUndefined();
  });

  it('{ignoreCase: true} takes ASCII letters without case', () => {
    expect(check({ unique: { ignoreCase: true } }, ' pkg-2', { mode: 'new', rows })).toEqual({ message: 'crud.notUnique' });
    expect(check({ unique: true }, 'pkg-2', { mode: 'new', rows })).toBeUndefined();
  });
});

describe('compare: rules across fields', () => {
  const limit = { compare: [{ op: 'lte' as const, field: 'total', message: 'Not above the total' }] };
  it('compares numbers as numbers and gives the other value to the message', () => {
    expect(check({ ...limit, type: 'number' }, 9, NEW, { total: 10 })).toBeUndefined();
    expect(check({ ...limit, type: 'number' }, 10, NEW, { total: 10 })).toBeUndefined();
    expect(check({ ...limit, type: 'number' }, 11, NEW, { total: 10 })).toEqual({ message: 'Not above the total', args: { other: 10 } });
    expect(check({ ...limit, type: 'number' }, 100, NEW, { total: 9 })).toEqual({ message: 'Not above the total', args: { other: 9 } });
  });

  it('compares other values as text (dates in their wire form), and holds when either side is empty', () => {
    const after = { compare: [{ op: 'gt' as const, field: 'start', message: 'Ends after it starts' }] };
    expect(check(after, '2026-01-02', NEW, { start: '2026-01-01' })).toBeUndefined();
    expect(check(after, '2026-01-01', NEW, { start: '2026-01-01' })).toEqual({ message: 'Ends after it starts', args: { other: '2026-01-01' } });
    expect(check(after, '2026-01-01', NEW, { start: '' })).toBeUndefined();
    for (const [op, fails] of [['lt', [5, 6]], ['gte', [4]], ['eq', [4, 6]], ['ne', [5]]] as const) {
      const rule = { type: 'number' as const, compare: [{ op, field: 'other', message: op }] };
      for (const value of [4, 5, 6]) expect(check(rule, value, NEW, { other: 5 }) !== undefined, `${value} ${op} 5`).toBe((fails as readonly number[]).includes(value));
    }
  });
});

describe('validate functions', () => {
  it('run after the declarative rules, with the record, as keys or keys with arguments', () => {
    const below = (value: unknown, record: AnyRecord) => (Number(value) > Number(record.total) ? 'demo.aboveTotal' : undefined);
    const even = (value: unknown) => (Number(value) % 2 ? { message: 'demo.even', args: { value } } : undefined);
    const rules: Partial<FieldSchema> = { type: 'number', max: 100, validate: [below, even] };
    expect(check(rules, 4, NEW, { total: 10 })).toBeUndefined();
    expect(check(rules, 12, NEW, { total: 10 })).toEqual({ message: 'demo.aboveTotal' });
    expect(check(rules, 3, NEW, { total: 10 })).toEqual({ message: 'demo.even', args: { value: 3 } });
    expect(check(rules, 101, NEW, { total: 1000 })).toEqual({ message: 'crud.atMost', args: { max: 100 } });
  });
});

describe('per-rule messages', () => {
  const cases: Array<[RuleName, Partial<FieldSchema>, unknown, Record<string, unknown> | undefined, RuleContext?]> = [
    ['required', { required: true }, '', undefined],
    ['integer', { integer: true }, 1.5, undefined],
    ['min', { min: 1 }, 0, { min: 1 }],
    ['max', { max: 1 }, 2, { max: 1 }],
    ['minLength', { minLength: 2 }, 'a', { min: 2 }],
    ['maxLength', { maxLength: 1 }, 'ab', { max: 1 }],
    ['pattern', { pattern: { value: '^a$', message: 'own.pattern' } }, 'b', undefined],
    ['email', { email: true }, 'x', undefined],
    ['url', { url: true }, 'x', undefined],
    ['unique', { unique: true }, 'x', undefined, { mode: 'new', rows: [{ id: 9, value: 'x' }] as AnyRecord[] }],
  ];

  it.each(cases)('%s: messages[rule] replaces the default and keeps the arguments', (rule, rules, value, args, ctx = NEW) => {
    const message = `custom.${rule}`;
    expect(check({ ...rules, messages: { [rule]: message } }, value, ctx)).toEqual(args ? { message, args } : { message });
    expect(check(rules, value, ctx)?.message).not.toBe(message);
  });

  it('another rule keeps its default message', () => {
    expect(check({ required: true, maxLength: 1, messages: { required: 'custom.required' } }, 'ab')).toEqual({ message: 'crud.tooLong', args: { max: 1 } });
  });
});

describe('empty optional values', () => {
  it.each(['', '   ', null, undefined])('%j passes every rule when the field is optional', (value) => {
    const all: Partial<FieldSchema> = {
      integer: true,
      min: 5,
      max: 6,
      minLength: 3,
      maxLength: 4,
      pattern: { value: '^x$', message: 'x' },
      email: true,
      url: true,
      unique: true,
      validate: [() => 'always.wrong'],
    };
    expect(check(all, value, { mode: 'new', isTaken: () => true })).toBeUndefined();
    expect(check({ ...all, required: true }, value)).toEqual({ message: 'crud.required' });
  });
});

describe('checkRecord', () => {
  const schema: { fields: FieldSchema[] } = {
    fields: [
      { source: 'id', type: 'number', required: true, create: false, edit: false },
      { source: 'code', type: 'text', required: true, edit: 'readonly' },
      { source: 'name', type: 'text', required: true, maxLength: 3 },
      { source: 'secret', type: 'password', requiredOn: 'create' },
      { source: 'kind', type: 'select', required: true },
      { source: 'company', type: 'text', requiredWhen: { field: 'kind', equals: 'company' }, visibleWhen: { field: 'kind', in: ['company', 'other'] } },
      { source: 'hidden', type: 'text', required: true, visibleWhen: { field: 'kind', equals: 'never' } },
    ],
  };

  it('new: every field that may be created, visible ones only', () => {
    expect(checkRecord(schema, { name: 'abcd', kind: 'company' }, NEW)).toEqual({
      code: { message: 'crud.required' },
      name: { message: 'crud.tooLong', args: { max: 3 } },
      secret: { message: 'crud.required' },
      company: { message: 'crud.required' },
    });
  });

  it('edit: read-only and absent fields are not checked; requiredOn create no longer binds', () => {
    expect(checkRecord(schema, { id: 7, name: '', kind: 'person' }, EDIT)).toEqual({ name: { message: 'crud.required' } });
  });

  it('a field whose visibleWhen fails is skipped, even when wrong', () => {
    expect(checkRecord(schema, { code: 'c', name: 'n', secret: 's', kind: 'person', company: '' }, NEW)).toEqual({});
    expect(checkRecord(schema, { code: 'c', name: 'n', secret: 's', kind: 'other', company: '' }, NEW)).toEqual({});
    expect(checkRecord(schema, { code: 'c', name: 'n', secret: 's', kind: 'company', company: '' }, NEW)).toEqual({ company: { message: 'crud.required' } });
  });

  it('an empty record is refused field by field in the schema order', () => {
    expect(Object.keys(checkRecord(schema, {}, NEW))).toEqual(['code', 'name', 'secret', 'kind']);
  });
});

describe('messages', () => {
  const keys = ['required', 'wholeNumber', 'atLeast', 'atMost', 'tooShort', 'tooLong', 'badEmail', 'badUrl', 'badPattern', 'notUnique'];

  it.each(['en', 'zh'] as const)('every default message and its API wording is in the %s catalogue', (language) => {
    const catalogue = catalogueFor(language);
    expect(keys.filter((key) => lookup(catalogue, `crud.${key}`) === undefined)).toEqual([]);
    expect(keys.filter((key) => !lookup(catalogue, `crud.apiText.${key}`)?.includes('%{field}'))).toEqual([]);
  });
});
