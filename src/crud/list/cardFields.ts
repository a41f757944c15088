/**
 * What a phone's card of a record shows: its title (the resource's `recordRepresentation`, else the
 * first text column, else the first column) and up to three more of the shown columns.
 */
import type { FieldSchema } from '../../kernel/types';

export const CARD_DETAIL_FIELDS = 3;

const TITLE_TYPES: ReadonlySet<FieldSchema['type']> = new Set(['text', 'textarea', 'email', 'url', 'select', 'status', 'reference']);

export interface CardFields {
  title?: FieldSchema;
  details: FieldSchema[];
}

export function cardFieldsOf(columns: readonly FieldSchema[], recordRepresentation?: string): CardFields {
  const title =
    columns.find((field) => field.source === recordRepresentation) ??
    columns.find((field) => field.type === 'text') ??
    columns.find((field) => TITLE_TYPES.has(field.type)) ??
    columns[0];
  return { title, details: columns.filter((field) => field !== title).slice(0, CARD_DETAIL_FIELDS) };
}
