/** A sub-field's label where no schema name is at hand (a group's summary, a row's header): its `label` key, else its readable source. */
import { readable } from '../../../kernel/format/defaults';
import type { FieldSchema } from '../../../kernel/types';

export const subLabel = (field: Pick<FieldSchema, 'source' | 'label'>): { key: string; fallback: string } => ({
  key: field.label ?? readable(field.source),
  fallback: field.label ?? readable(field.source),
});
