/**
 * Columns of a file to fields: a column whose title is a field's label (in the language shown) or
 * its source, whatever the case, maps to it; each field takes one column at most. The mapped rows
 * are what the import request sends, keyed by source, with the file's values.
 */
import type { FieldSchema } from '../../kernel/types';
import type { ImportCell, ImportFile } from './importFile';

/** Per column, the source of the field it fills, or undefined ('Do not import'). */
export type ColumnMapping = ReadonlyArray<string | undefined>;

const normal = (text: string) => text.trim().toLowerCase();

export function autoMap(columns: readonly string[], fields: readonly FieldSchema[], labelOf: (field: FieldSchema) => string): ColumnMapping {
  const taken = new Set<string>();
  return columns.map((column) => {
    const title = normal(column);
    const field = fields.find((candidate) => !taken.has(candidate.source) && (normal(labelOf(candidate)) === title || normal(candidate.source) === title));
    if (!field) return undefined;
    taken.add(field.source);
    return field.source;
  });
}

/** The rows to send: each mapped, non-empty cell under its field's source. */
export function mappedRows(file: ImportFile, mapping: ColumnMapping): Array<Record<string, ImportCell>> {
  return file.rows.map(({ cells }) => {
    const row: Record<string, ImportCell> = {};
    mapping.forEach((source, column) => {
      const value = cells[column];
      if (source !== undefined && value !== undefined && value !== '') row[source] = value;
    });
    return row;
  });
}
