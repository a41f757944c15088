/** A resource's fields as the pickers offer them: by source, shown by their labels in the console's language. */
import type { FieldSchema, ResourceSchema } from '../../../kernel/types';
import { labelText } from '../../../crud/values/labelText';
import type { Translate } from '../../../crud/values/valueText';

export interface ResourceFields {
  sources: string[];
  labelOf: (source: string) => string;
  fieldOf: (source: string) => FieldSchema | undefined;
}

/** Without the resource's schema (a resource the console does not know) the fields are those the rules name. */
export function resourceFields(schema: ResourceSchema | undefined, translate: Translate): ResourceFields {
  const fields = schema?.fields ?? [];
  const bySource = new Map(fields.map((field) => [field.source, field]));
  return {
    sources: fields.map((field) => field.source),
    labelOf: (source) => {
      const field = bySource.get(source);
      return schema && field ? labelText(schema, field, translate) : source;
    },
    fieldOf: (source) => bySource.get(source),
  };
}
