// @vitest-environment node
/** docs/format-reference.md is generated from the JSON Schema of the format and kept current. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatReference, typeOf, type SchemaNode } from '../../../scripts/formatReference';
import { resourceJsonSchema } from '../../../src/kernel/format/jsonSchema';

const schema = JSON.parse(resourceJsonSchema()) as SchemaNode;
const committed = readFileSync(new URL('../../../docs/format-reference.md', import.meta.url), 'utf8');

describe('the format reference', () => {
  it('is what npm run schema:json writes from the definition (run it after changing a key)', () => {
    expect(committed).toBe(formatReference(schema));
  });

  it('lists every key of every object of the format, with its description', () => {
    const objects: Array<[string, SchemaNode]> = [['Resource', schema], ...Object.entries(schema.$defs ?? {})];
    for (const [name, node] of objects) {
      const section = committed.split(`\n## ${name}\n`)[1]?.split('\n## ')[0] ?? '';
      for (const [key, value] of Object.entries(node.properties ?? {})) {
        const row = section.split('\n').find((line) => line.startsWith(`| \`${key}\``));
        expect(row, `${name}.${key}`).toBeDefined();
        if (value.description) expect(row).toContain(value.description.replace(/\|/g, '\\|').slice(0, 30));
      }
    }
  });

  it('names types plainly', () => {
    expect(typeOf({ type: 'array', items: { $ref: '#/$defs/Field' } })).toBe('list of [Field](#field)');
    expect(typeOf({ anyOf: [{ type: 'boolean' }, { type: 'string', const: 'hidden' }] })).toBe('true or false or `"hidden"`');
    expect(typeOf({ type: 'string', enum: ['a', 'b'] })).toBe('`"a"` or `"b"`');
    expect(typeOf({ type: 'object', additionalProperties: { type: 'string' } })).toBe('map of text');
  });
});
