import { describe, expect, it } from 'vitest';
import { jsonLanguage } from '@codemirror/lang-json';
import { analyse, type LabContext } from '../../../src/pages/schemaLab/analyse';
import { keyPath, locate } from '../../../src/pages/schemaLab/json/jsonTree';
import type { JsonSchema } from '../../../src/pages/schemaLab/json/jsonSchema';
import { validate } from '../../../src/pages/schemaLab/json/validate';
import { resources } from '../../../src/kernel/resources/registry';
import { EXAMPLE_JSON } from '../../../src/pages/schemaLab/template';
import resourceJsonSchema from '../../../schema/resource.schema.json';

const jsonSchema = resourceJsonSchema as unknown as JsonSchema;
const context: LabContext = { jsonSchema, resources };

const doc = `{
  "name": "blacklist",
  "fields": [
    { "source": "phone", "type": "text", "pattern": { "value": "[", "message": "Bad" } },
    { "source": "level", "type": "select" }
  ]
}`;

const textAt = (text: string, from: number, to: number) => text.slice(from, to);

describe('schema lab problems placed in the text', () => {
  it('maps a problem key to the key it names (array elements by source, name, id or index)', () => {
    const tree = jsonLanguage.parser.parse(doc);
    const pattern = locate(doc, tree, keyPath('fields.phone.pattern'));
    expect(textAt(doc, pattern.from, pattern.to)).toBe('"pattern"');
    expect(pattern.depth).toBe(3);
    const byIndex = locate(doc, tree, keyPath('fields[1].type'));
    expect(textAt(doc, byIndex.from, byIndex.to)).toBe('"type"');
    // A key that is not there is shown on its nearest ancestor: the field's naming value.
    const missing = locate(doc, tree, keyPath('fields.level.choices'));
    expect(textAt(doc, missing.from, missing.to)).toBe('"level"');
    expect(missing.depth).toBe(2);
  });

  it('reports the loader problems at their keys (a bad pattern stops the file there)', () => {
    const result = analyse(doc, 'lab.json', context);
    const pattern = result.problems.find((problem) => problem.text.key === 'engineChecks.problems.badPattern');
    expect(pattern && textAt(doc, pattern.from, pattern.to)).toBe('"pattern"');
    expect(result.valid).toBe(false);
  });

  it('reports the schema check problems of a well-formed file at their keys', () => {
    const wellFormed = doc.replace('"pattern": { "value": "[", "message": "Bad" }', '"maxLength": 16');
    const result = analyse(wellFormed, 'lab.json', context);
    const line = (needle: string) => wellFormed.slice(0, wellFormed.indexOf(needle)).split('\n').length;
    const choices = result.problems.find((problem) => problem.text.key === 'engineChecks.problems.missingChoices');
    expect(choices).toMatchObject({ key: 'fields.level.choices', severity: 'error', line: line('"level"') });
    expect(result.valid).toBe(false);
  });

  it('reports a JSON syntax error where the parser stopped', () => {
    const broken = '{\n  "name": "x",\n  "fields": [ }\n}';
    const result = analyse(broken, 'lab.json', context);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ severity: 'error', line: 3, text: { key: 'schemaLab.syntax' } });
    expect(result.schema).toBeUndefined();
  });

  it('reports a wrong value once, from the check, at the key (the JSON Schema says the same there), and the example is clean', () => {
    const wrong = '{"name": "x", "fields": [{"source": "a", "type": "colour"}]}';
    const result = analyse(wrong, 'lab.json', context);
    const atType = result.problems.filter((problem) => problem.key === 'fields.a.type');
    expect(atType.map((problem) => [problem.origin, problem.text.key])).toEqual([['check', 'engineChecks.problems.unknownFieldType']]);
    expect(textAt(wrong, atType[0].from, atType[0].to)).toBe('"type"');
    const example = analyse(EXAMPLE_JSON, 'example.json', context);
    expect(example.problems).toEqual([]);
    expect(example.valid).toBe(true);
  });

  it('validates required keys, types, ranges and $ref/anyOf branches', () => {
    const schema: JsonSchema = {
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: { name: { type: 'string', maxLength: 3 }, size: { anyOf: [{ type: 'integer', minimum: 1 }, { $ref: '#/$defs/auto' }] } },
      $defs: { auto: { const: 'auto' } },
    };
    expect(validate(schema, { name: 'ok', size: 'auto' })).toEqual([]);
    expect(validate(schema, { size: 0, extra: 1 }).map((v) => [v.path.join('.'), v.kind])).toEqual([
      ['', 'required'],
      ['size', 'anyOf'],
      ['extra', 'unknownKey'],
    ]);
    expect(validate(schema, { name: 'long' }).map((v) => v.kind)).toEqual(['maxLength']);
  });
});
