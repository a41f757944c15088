/**
 * The export of a list: the schema's export columns as a table of texts and numbers, written as
 * CSV or Excel, in the form the import reads back (docs/format.md, "Export and import files"). Loaded only when the user exports (write-excel-file is lazy).
 */
import { labelText } from '../values/labelText';
import type { AnyRecord, ExportSchema, FieldSchema, ResourceSchema } from '../../kernel/types';

export type ExportFormat = 'xlsx' | 'csv';
export type Cell = string | number;

export function exportSchemaOf(schema: ResourceSchema): ExportSchema | undefined {
  if (!schema.export) return undefined;
  return schema.export === true ? {} : schema.export;
}

/** The exported fields: the schema's columns, else the fields marked or listed (never passwords). */
export function exportFields(schema: ResourceSchema, visible: (field: FieldSchema) => boolean): FieldSchema[] {
  const settings = exportSchemaOf(schema) ?? {};
  if (settings.columns) {
    return settings.columns
      .map((source) => schema.fields.find((field) => field.source === source))
      .filter((field): field is FieldSchema => field !== undefined && visible(field));
  }
  return schema.fields.filter((field) => field.type !== 'password' && (field.export ?? (field.list ?? true) !== false) && visible(field));
}

const isEpochDatetime = (field: FieldSchema): boolean => field.format?.type === 'datetime' && field.format.wire === 'epoch';

/**
 * A stored value as its cell, what the import reads back unchanged: choice and reference ids, the
 * field's wire form of dates (an epoch as its ISO 8601 text, to the millisecond), numbers as
 * numbers, and every list or object as its JSON text.
 */
export function exportCell(field: FieldSchema, value: unknown): Cell {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' && isEpochDatetime(field) && Number.isFinite(value)) return new Date(value).toISOString();
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value) && value.length === 0) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The export's table: a header row of field sources (what the import maps columns by), then,
 * unless the export is `raw`, a row of the fields' labels in the language shown (the import
 * recognises and skips it), then a row per record.
 */
export function exportTable(
  schema: ResourceSchema,
  fields: FieldSchema[],
  rows: readonly AnyRecord[],
  translate: (key: string, options?: Record<string, unknown>) => string,
): Cell[][] {
  const raw = exportSchemaOf(schema)?.raw ?? false;
  const sources = fields.map((field) => field.source);
  const labels = fields.map((field) => labelText(schema, field, translate));
  const body = rows.map((row) => fields.map((field) => exportCell(field, row[field.source])));
  return raw ? [sources, ...body] : [sources, labels, ...body];
}

/**
 * A spreadsheet must not run a cell as a formula (CSV injection): such text is prefixed with '.
 * Text that already starts with quotes before such a character gets one more, so that the import
 * (importFile.ts) takes exactly one off and reads back what was written.
 */
export const FORMULA_START = /^'*[=+\-@\t\r]/;

export function toCsv(table: Cell[][]): string {
  const quote = (cell: Cell) => {
    if (typeof cell === 'number') return String(cell);
    const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return table.map((row) => row.map(quote).join(',')).join('\r\n');
}

function download(blob: Blob, file: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file of a table: CSV, or an Excel sheet whose first row is bold. */
export async function tableFile(table: Cell[][], format: ExportFormat): Promise<Blob> {
  // The byte-order mark makes Excel read the file as UTF-8 (Chinese names).
  if (format === 'csv') return new Blob(['\uFEFF', toCsv(table)], { type: 'text/csv;charset=utf-8' });
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const [header = [], ...body] = table;
  const sheet = [header.map((value) => ({ value, fontWeight: 'bold' as const })), ...body.map((row) => row.map((value) => ({ value })))];
  return writeXlsxFile(sheet).toBlob();
}

export async function writeTable(table: Cell[][], format: ExportFormat, fileBase: string): Promise<void> {
  download(await tableFile(table, format), `${fileBase}.${format}`);
}
