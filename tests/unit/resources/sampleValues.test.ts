/**
 * The sample value of every field type (kernel/format/sampleValues.ts): of the type's wire shape and
 * within the field's rules, nested through sub-fields; proven by the schema check accepting each
 * sample as the field's default (defaultValue.ts checks shape, choices, item counts, rules and
 * sub-fields), for many records.
 */
import { describe, expect, it } from 'vitest';
import { checkSchemas, type SchemaCheckEnv } from '../../../src/kernel/check/check';
import { FIELD_TYPES, type FieldType } from '../../../src/kernel/format/definition/names';
import { parseResourceFile } from '../../../src/kernel/format/parse';
import { SAMPLERS, sampleValue } from '../../../src/kernel/format/sampleValues';
import type { FieldSchema, ResourceSchema } from '../../../src/kernel/types';
import campaign from '../../../public/resources/campaign.json';

const env: SchemaCheckEnv = { catalogues: { en: {}, zh: {} }, routeParents: new Set() };

const contact: ResourceSchema = {
  name: 'contact',
  endpoints: { list: { method: 'GET', path: '/contact' } },
  list: { kind: 'client' },
  fields: [{ source: 'name', type: 'text' }],
};
const reference = { resource: 'contact', optionText: 'name' };
const choices = [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }];

/** A field of each type, with the keys that bound its values. */
const FIELDS: Readonly<Record<FieldType, Omit<FieldSchema, 'source' | 'type'>>> = {
  text: { maxLength: 6, minLength: 2 },
  textarea: { maxLength: 30 },
  number: { integer: true, min: 3, max: 7 },
  datetime: {},
  select: { choices },
  reference: { reference },
  password: {},
  status: { choices },
  boolean: {},
  email: {},
  url: {},
  smsCode: { pattern: { value: '^\\d{6}$', message: 'Six digits' } },
  date: {},
  time: {},
  dateRange: {},
  switch: {},
  slider: { min: 0, max: 1, step: 0.1 },
  rating: { max: 3 },
  color: {},
  multiSelect: { choices, maxItems: 2 },
  tags: { maxItems: 1, maxLength: 3 },
  markdown: { maxLength: 200 },
  richText: {},
  json: {},
  code: { language: 'json' },
  image: {},
  images: { minItems: 3, maxItems: 4 },
  file: {},
  object: { fields: [{ source: 'city', type: 'text', required: true, maxLength: 10 }, { source: 'where', type: 'dateRange' }] },
  array: {
    minItems: 1,
    maxItems: 1,
    fields: [
      { source: 'delay', type: 'number', integer: true, min: 0, max: 3600, required: true },
      { source: 'tint', type: 'color' },
      { source: 'inner', type: 'object', fields: [{ source: 'who', type: 'references', reference }] },
    ],
  },
  references: { reference, maxItems: 1 },
};

const fieldOf = (type: FieldType): FieldSchema => ({ source: type, type, ...FIELDS[type] }) as FieldSchema;

/** The schema check's problems with each field's default set to its sample for the record at `index`. */
function problemsWithSamples(fields: readonly FieldSchema[], index: number) {
  const withDefaults = fields.map((field) => ({ ...field, defaultValue: sampleValue(field, index) as FieldSchema['defaultValue'] }));
  const schema: ResourceSchema = { name: 'everything', endpoints: { list: { method: 'GET', path: '/x' } }, list: { kind: 'client' }, fields: withDefaults };
  return checkSchemas([schema, contact], env).map(({ key, message }) => `${key}: ${message}`);
}

describe('sample values', () => {
  it('has a sampler for every field type', () => {
    expect(Object.keys(SAMPLERS).sort()).toEqual([...FIELD_TYPES].sort());
  });

  it('gives every type but password a value the schema check accepts as a default, for 25 records', () => {
    const fields = FIELD_TYPES.map(fieldOf);
    for (let index = 0; index < 25; index += 1) {
      expect(problemsWithSamples(fields, index), `record ${index}`).toEqual([]);
      for (const field of fields) expect(sampleValue(field, index) === undefined, field.type).toBe(field.type === 'password');
    }
  });

  it('nests through sub-fields and keeps lists within minItems and maxItems', () => {
    expect(sampleValue(fieldOf('object'), 0)).toEqual({ city: 'city 1', where: ['2024-01-01', '2024-01-04'] });
    expect(sampleValue(fieldOf('array'), 1)).toEqual([{ delay: 37, tint: '#2e7d32', inner: { who: [2, 3] } }]);
    expect((sampleValue(fieldOf('images'), 0) as string[]).length).toBe(3);
    expect(sampleValue(fieldOf('references'), 0)).toEqual([1]);
    expect(sampleValue(fieldOf('tags'), 0)).toEqual(['vip']);
  });

  it('gives references the ids the caller offers, and spreads values over records', () => {
    const ids = (field: FieldSchema, index: number) => sampleValue(field, index, { referenceIds: () => ['u1', 'u2', 'u3'] });
    expect(ids({ source: 'who', type: 'references', reference }, 2)).toEqual(['u3', 'u1']);
    expect(ids({ source: 'one', type: 'reference', reference }, 1)).toBe('u2');
    expect(new Set(Array.from({ length: 25 }, (_, index) => sampleValue(fieldOf('date'), index))).size).toBe(25);
    expect(sampleValue(fieldOf('slider'), 1)).toBe(0.7);
    expect(sampleValue({ source: 'tint', type: 'color' }, 0)).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("fits public/resources/campaign.json's fields, steps included", () => {
    const { schema } = parseResourceFile(campaign, 'campaign.json');
    const sendName: ResourceSchema = { ...contact, name: 'sendName', fields: [{ source: 'sendName', type: 'text' }] };
    const fields = (schema?.fields ?? []).map((field) => ({ ...field, label: undefined, helperText: undefined, defaultValue: sampleValue(field, 4) as FieldSchema['defaultValue'] }));
    const withSamples = { ...schema!, label: 'Campaign', route: undefined, form: undefined, fields: fields.map((field) => ({ ...field, fields: field.fields?.map((sub) => ({ ...sub, label: undefined, helperText: undefined })) })) };
    const texts = { catalogues: { en: schema?.texts?.en ?? {}, zh: schema?.texts?.zh ?? {} } };
    expect(checkSchemas([withSamples, sendName], { ...env, ...texts }).map(({ key, message }) => `${key}: ${message}`)).toEqual([]);
  });
});
