/** What an audit entry's changes name, and how its sources and values read, through the resource's schema. */
import type { FieldChange } from '../../kernel/http/audit';
import type { FieldSchema, ResourceSchema } from '../../kernel/types';
import { sourceLabelText } from './labelText';
import { wantValue, type WantedIds } from './recordNames';
import type { Translate } from './valueText';

/** A value without a field to read it by (a source the schema no longer declares): short text. */
export const rawText = (_source: string, value: unknown): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

type Schema = Pick<ResourceSchema, 'name' | 'fields'>;

const fieldOf = (schema: Schema | undefined, source: string): FieldSchema | undefined => schema?.fields.find((field) => field.source === source);

/** Adds the ids the changes' values refer to. */
export function wantChanges(wanted: WantedIds, schema: Schema | undefined, changes: Record<string, FieldChange>): void {
  for (const [source, change] of Object.entries(changes)) {
    const field = fieldOf(schema, source);
    if (!field) continue;
    wantValue(wanted, field, change.before);
    wantValue(wanted, field, change.after);
  }
}

export interface ChangeTexts {
  labelOf: (source: string) => string;
  textOf: (source: string, value: unknown) => string;
}

/** The labels and value texts of one resource's changes. */
export function changeTexts(schema: Schema | undefined, translate: Translate, text: (field: FieldSchema, value: unknown) => string): ChangeTexts {
  return {
    labelOf: (source) => sourceLabelText(schema, source, translate),
    textOf: (source, value) => {
      const field = fieldOf(schema, source);
      return field ? text(field, value) : rawText(source, value);
    },
  };
}
