/** A field's value in the detail view: its type's own view where it has one (rendered markdown, rows of an array...), else its cell. */
import type { AnyRecord, FieldSchema } from '../../kernel/types';
import { FieldCell } from '../cells';
import { HEAVY_TYPE_SHOWS } from './heavyTypeShows';
import { TYPE_SHOWS, type ShowComponent } from './typeShows';

const shows: Partial<Record<string, ShowComponent>> = { ...TYPE_SHOWS, ...HEAVY_TYPE_SHOWS };

export function FieldShow({ field, record }: { field: FieldSchema; record: AnyRecord }) {
  const Show = field.cell === undefined ? shows[field.type] : undefined;
  if (Show) return <Show field={field} record={record} value={record[field.source]} FieldShow={FieldShow} />;
  return <FieldCell field={field} record={record} />;
}
