/** A field's label in the language shown: the column header of the list, the Trash, History, the Audit log and the export's label row. */
import { fieldLabel } from '../../kernel/format/defaults';
import type { FieldSchema, ResourceSchema } from '../../kernel/types';
import type { Translate } from './valueText';

export function labelText(schema: Pick<ResourceSchema, 'name'>, field: Pick<FieldSchema, 'source' | 'label'>, translate: Translate): string {
  const { key, fallback } = fieldLabel(schema, field);
  return translate(key, { _: fallback });
}

/** The label of a source of the schema (a field of the audit entry); a source it no longer declares as it is. */
export function sourceLabelText(schema: Pick<ResourceSchema, 'name' | 'fields'> | undefined, source: string, translate: Translate): string {
  const field = schema?.fields.find((candidate) => candidate.source === source);
  return schema && field ? labelText(schema, field, translate) : source;
}
