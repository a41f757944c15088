// @vitest-environment node
/** Every field type is documented once (fieldTypeDocs.ts) and shown so in the JSON Schema and the format reference. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shapeError } from '../../../src/kernel/check/valueShapes';
import { FIELD_TYPES } from '../../../src/kernel/format/definition/names';
import { FIELD_TYPE_DOCS } from '../../../src/kernel/format/fieldTypeDocs';
import { resourceJsonSchema } from '../../../src/kernel/format/jsonSchema';

interface TypeNode {
  description?: string;
  anyOf?: Array<{ const?: string; description?: string }>;
}

const schema = JSON.parse(resourceJsonSchema()) as { $defs: { Field: { properties: { type: TypeNode } } } };
const reference = readFileSync(new URL('../../../docs/format-reference.md', import.meta.url), 'utf8');

describe('FIELD_TYPE_DOCS', () => {
  it('describes every field type with an example value of the shape the type takes', () => {
    expect(Object.keys(FIELD_TYPE_DOCS).sort()).toEqual([...FIELD_TYPES].sort());
    for (const type of FIELD_TYPES) {
      const { description, example } = FIELD_TYPE_DOCS[type];
      expect(description.length, type).toBeGreaterThan(5);
      expect(shapeError({ type }, example), `${type}: ${JSON.stringify(example)}`).toBeUndefined();
    }
  });

  it("documents the JSON Schema's Field.type: one constant per type, with its description and its example", () => {
    const node = schema.$defs.Field.properties.type;
    expect(node.description).toBe('The kind of value, which picks the input and the cell');
    expect(node.anyOf?.map((branch) => branch.const)).toEqual([...FIELD_TYPES]);
    const date = node.anyOf?.find((branch) => branch.const === 'date');
    expect(date?.description).toBe("A calendar day, 'YYYY-MM-DD'. Value, e.g. `\"2030-01-31\"`");
  });

  it('lists every type in docs/format-reference.md under the Field table', () => {
    const field = reference.split('\n## Field\n')[1]?.split('\n## ')[0] ?? '';
    expect(field).toContain('### Values of `type`');
    for (const type of FIELD_TYPES) expect(field).toContain(`| \`"${type}"\` | ${FIELD_TYPE_DOCS[type].description.replace(/\|/g, '\\|')}`);
  });
});
