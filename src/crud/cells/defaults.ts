import type { FieldSchema } from '../../kernel/types';
import { TYPE_CELLS, type BuiltInCellName } from '../../kernel/format/definition/names';

export interface ResolvedCell {
  name: string;
  options: Record<string, unknown>;
}

/** The cell a field gets without a `cell` key: by its type, then by its format. */
export function defaultCellName(field: Pick<FieldSchema, 'type' | 'format'>): BuiltInCellName {
  if (field.type === 'status') return 'badge';
  if (field.type === 'reference') return 'reference';
  if (TYPE_CELLS.has(field.type)) return field.type as BuiltInCellName;
  if (field.format) return field.format.type;
  return field.type === 'datetime' ? 'datetime' : 'text';
}

export function cellSpecOf(field: Pick<FieldSchema, 'type' | 'format' | 'cell'>): ResolvedCell {
  const { cell } = field;
  if (cell === undefined) return { name: defaultCellName(field), options: {} };
  return typeof cell === 'string' ? { name: cell, options: {} } : { name: cell.name, options: cell.options ?? {} };
}
