/** The published JSON Schema of resource files, as text: generated from the zod definition. */
import { z } from 'zod';
import { FIELD_TYPES } from './definition/names';
import { fieldTypeSummary } from './fieldTypeDocs';
import { resourceFileSchema } from './zod';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A field's `type` as one constant per type, each with its description and an example value
 * (fieldTypeDocs.ts): an editor offers every type with what it holds.
 */
function documentFieldTypes(schema: Node): void {
  const defs = isNode(schema.$defs) ? schema.$defs : {};
  const field = isNode(defs.Field) && isNode(defs.Field.properties) ? defs.Field.properties : undefined;
  const type = field && isNode(field.type) ? field.type : undefined;
  if (!field || !type) throw new Error('The JSON Schema has no Field.type to document');
  field.type = {
    description: type.description,
    // The example is in the text: `examples` here would offer the value as a `type`.
    anyOf: FIELD_TYPES.map((name) => ({ type: 'string', const: name, description: fieldTypeSummary(name) })),
  };
}

export function resourceJsonSchema(): string {
  const schema = z.toJSONSchema(resourceFileSchema, {
    // Readonly arrays are a TypeScript matter; editors would read readOnly as "do not edit".
    override: ({ jsonSchema }) => {
      delete jsonSchema.readOnly;
    },
  }) as Node;
  documentFieldTypes(schema);
  return `${JSON.stringify(schema, null, 2)}\n`;
}
