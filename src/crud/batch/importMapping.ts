/**
 * Columns of a file to fields: a column whose title is a field's label (in the language shown) or
 * its source, whatever the case, maps to it; each field takes one column at most. The mapped rows
 * are what the import request sends, keyed by source, with the file's values (a choice given by
 * its label as its id). An export's second header row, its labels, is recognised and skipped.
 */
import type { Choice, FieldSchema } from '../../kernel/types';
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
export function mappedRows(file: ImportFile, mapping: ColumnMapping, valueOf: (source: string, cell: ImportCell) => ImportCell = (_, cell) => cell): Array<Record<string, ImportCell>> {
  return file.rows.map(({ cells }) => {
    const row: Record<string, ImportCell> = {};
    mapping.forEach((source, column) => {
      const value = cells[column];
      if (source !== undefined && value !== undefined && value !== '') row[source] = valueOf(source, value);
    });
    return row;
  });
}

/**
 * Whether the file's first row is the export's row of labels under its row of sources: every
 * mapped column holds one of its field's labels (`labelsOf`: the language shown, and the resource
 * file's other languages), and at least one is mapped.
 */
export function startsWithLabels(file: ImportFile, mapping: ColumnMapping, fields: readonly FieldSchema[], labelsOf: (field: FieldSchema) => readonly string[]): boolean {
  const first = file.rows[0];
  if (!first) return false;
  let mapped = 0;
  for (const [column, source] of mapping.entries()) {
    const field = source === undefined ? undefined : fields.find((candidate) => candidate.source === source);
    if (!field) continue;
    mapped += 1;
    const cell = normal(String(first.cells[column] ?? ''));
    if (!labelsOf(field).some((label) => normal(label) === cell)) return false;
  }
  return mapped > 0;
}

/** The file without its label row. */
export const withoutLabelRow = (file: ImportFile): ImportFile => ({ ...file, rows: file.rows.slice(1) });

/** A choice field's cell given as a choice's label (in the language shown) as that choice's id; other cells as they are. */
export function choiceIdOf(field: FieldSchema | undefined, cell: ImportCell, labelOf: (name: Choice['name']) => string): ImportCell {
  if (!field?.choices || typeof cell !== 'string') return cell;
  const text = normal(cell);
  const found = field.choices.find((choice) => normal(String(choice.id)) === text) ?? field.choices.find((choice) => normal(labelOf(choice.name)) === text);
  return found === undefined ? cell : (found.id as ImportCell);
}
