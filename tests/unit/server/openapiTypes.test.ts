// @vitest-environment node
/** The JSON Schema of each rich field type in the API documentation: its type, limits, nested fields, a description and an example. */
import { describe, expect, it } from 'vitest';
import { fieldJsonSchema } from '../../../server/openapi/fieldSchema';
import { campaign } from './conventional/richTypes';

const schemaOf = (source: string) => {
  const field = campaign.fields.find((candidate) => candidate.source === source);
  if (!field) throw new Error(`no field ${source}`);
  return fieldJsonSchema(field, { nullable: false });
};

describe('field types in OpenAPI', () => {
  it('gives every field of the test resource its type\'s description and an example (src/kernel/format/fieldTypeDocs.ts)', () => {
    for (const field of campaign.fields) {
      const schema = fieldJsonSchema(field, { nullable: true });
      expect(schema.description, field.source).toBeTruthy();
      expect(schema.examples, field.source).toHaveLength(1);
    }
  });

  it('states types, formats, patterns, counts and nested properties', () => {
    expect(schemaOf('day')).toMatchObject({ type: 'string', format: 'date' });
    expect(schemaOf('period')).toMatchObject({ type: 'array', minItems: 2, maxItems: 2, items: { format: 'date' } });
    expect(schemaOf('volume')).toMatchObject({ type: 'number', minimum: 0, maximum: 100, multipleOf: 5 });
    expect(schemaOf('stars')).toMatchObject({ type: 'integer', minimum: 0, maximum: 5 });
    expect(schemaOf('colour')).toMatchObject({ type: 'string', pattern: '^#[0-9a-fA-F]{6}$' });
    expect(schemaOf('channels')).toMatchObject({ type: 'array', uniqueItems: true, items: { enum: ['sms', 'email', 'push'] }, examples: [['sms']] });
    expect(schemaOf('labels')).toMatchObject({ type: 'array', maxItems: 4, items: { type: 'string', maxLength: 10 } });
    expect(schemaOf('notes')).toMatchObject({ type: 'string', maxLength: 100_000 });
    expect(schemaOf('meta').type).toBeUndefined();
    expect(schemaOf('attachment')).toMatchObject({ type: 'string', 'x-accept': ['application/pdf', '.csv'] });
    expect(schemaOf('address')).toMatchObject({ type: 'object', required: ['city'], additionalProperties: false, properties: { city: { type: 'string' }, zip: { maxLength: 6 } } });
    expect(schemaOf('steps')).toMatchObject({ type: 'array', maxItems: 5, items: { type: 'object', properties: { delay: { type: ['integer', 'null'], maximum: 3600 } } } });
    expect(schemaOf('contacts')).toMatchObject({ type: 'array', items: { type: 'integer', 'x-reference': 'contact' } });
  });
});
