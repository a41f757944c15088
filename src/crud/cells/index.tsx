/** How a schema field's value shows in a table cell: the field's named cell, or its type's default. */
import type { AnyRecord, FieldSchema } from '../../kernel/types';
import { cellSpecOf } from './defaults';
import { cellOf } from './registry';
import { plainText } from './values';
import { PASSWORD_MASK } from '../values/valueText';

export { cellOf, hasCell, registerCell } from './registry';
export { cellSpecOf, defaultCellName } from './defaults';
export type { CellComponent, CellProps } from './types';

export { PASSWORD_MASK };

export function FieldCell({ field, record }: { field: FieldSchema; record: AnyRecord }) {
  // A password never shows, whatever cell the schema names.
  if (field.type === 'password') return <>{PASSWORD_MASK}</>;
  const value = record[field.source];
  const { name, options } = cellSpecOf(field);
  const Cell = cellOf(name);
  if (!Cell) return <>{plainText(value)}</>;
  return <Cell value={value} record={record} field={field} options={options} />;
}
