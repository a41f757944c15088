/** The published JSON Schema of resource files, as text: generated from the zod definition. */
import { z } from 'zod';
import { resourceFileSchema } from './zod';

export function resourceJsonSchema(): string {
  const schema = z.toJSONSchema(resourceFileSchema, {
    // Readonly arrays are a TypeScript matter; editors would read readOnly as "do not edit".
    override: ({ jsonSchema }) => {
      delete jsonSchema.readOnly;
    },
  });
  return `${JSON.stringify(schema, null, 2)}\n`;
}
