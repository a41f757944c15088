/**
 * The export of a list: the schema's export columns as a table of texts and numbers, written as
 * CSV or Excel. Loaded only when the user exports (write-excel-file is lazy).
 */
import { formatDateTime } from '../format';
import { fieldLabel } from '../../kernel/format/defaults';
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

function cellOf(field: FieldSchema, value: unknown, raw: boolean, translate: (key: string) => string): Cell {
  if (value === undefined || value === null) return '';
  if (field.type === 'datetime' || field.format?.type === 'datetime') return formatDateTime(value);
  if (!raw && field.choices) {
    const choice = field.choices.find((candidate) => String(candidate.id) === String(value));
    if (choice) return translate(choice.name);
  }
  if (typeof value === 'number') return value;
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function exportTable(
  schema: ResourceSchema,
  fields: FieldSchema[],
  rows: readonly AnyRecord[],
  translate: (key: string, options?: Record<string, unknown>) => string,
): Cell[][] {
  const raw = exportSchemaOf(schema)?.raw ?? false;
  const label = (key: string) => translate(key, { _: key });
  const header = fields.map((field) => {
    if (raw) return field.source;
    const { key, fallback } = fieldLabel(schema, field);
    return translate(key, { _: fallback });
  });
  return [header, ...rows.map((row) => fields.map((field) => cellOf(field, row[field.source], raw, label)))];
}

/** A spreadsheet must not run a cell as a formula (CSV injection): such text is prefixed with '. */
const FORMULA_START = /^[=+\-@\t\r]/;

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

export async function writeTable(table: Cell[][], format: ExportFormat, fileBase: string): Promise<void> {
  if (format === 'csv') {
    // The byte-order mark makes Excel read the file as UTF-8 (Chinese names).
    download(new Blob(['\uFEFF', toCsv(table)], { type: 'text/csv;charset=utf-8' }), `${fileBase}.csv`);
    return;
  }
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const [header = [], ...body] = table;
  const sheet = [header.map((value) => ({ value, fontWeight: 'bold' as const })), ...body.map((row) => row.map((value) => ({ value })))];
  await writeXlsxFile(sheet).toFile(`${fileBase}.xlsx`);
}
