/**
 * Reads an import file in the browser: a CSV with papaparse, an XLSX (its first sheet) with
 * read-excel-file, each loaded only now. The first line names the columns; blank lines are
 * dropped, and every row keeps its line number in the file for the report. A CSV cell the export
 * disarmed as a formula ("'=x", exportTable.ts) loses that one quote.
 */
import { IMPORT_MAX_ROWS } from '../../kernel/http/batch';
import type { ImportFormat } from './batchFields';

/** Largest file read (a 10,000-row sheet is far below). */
export const IMPORT_MAX_FILE_BYTES = 20 * 1024 * 1024;

export type ImportCell = string | number | boolean;

export interface ImportFileRow {
  /** The row's number in the file (the header is row 1). */
  line: number;
  cells: ImportCell[];
}

export interface ImportFile {
  name: string;
  columns: string[];
  rows: ImportFileRow[];
}

/** A file refused before the server sees it: a catalogue key and its arguments. */
export class ImportFileError extends Error {
  readonly key: string;
  readonly args: Record<string, unknown>;

  constructor(key: string, args: Record<string, unknown> = {}) {
    super(key);
    this.name = 'ImportFileError';
    this.key = key;
    this.args = args;
  }
}

export function formatOf(fileName: string): ImportFormat | undefined {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'xlsx' ? extension : undefined;
}

/** A CSV cell as written before the export disarmed it: "'=x" is '=x', "''-1" is "'-1". */
export const disarmedText = (cell: string): string => (/^'+[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

async function readCsv(file: File): Promise<unknown[][]> {
  const { default: Papa } = await import('papaparse');
  const text = (await file.text()).replace(/^\uFEFF/, '');
  const { data } = Papa.parse<string[]>(text, { skipEmptyLines: false });
  return data.map((row) => row.map(disarmedText));
}

async function readXlsx(file: File): Promise<unknown[][]> {
  const { readSheet } = await import('read-excel-file/browser');
  return readSheet(file);
}

function cellOf(value: unknown): ImportCell {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value).trim();
}

const isBlank = (cells: readonly ImportCell[]) => cells.every((cell) => cell === '');

export async function readImportFile(file: File, formats: readonly ImportFormat[]): Promise<ImportFile> {
  const format = formatOf(file.name);
  if (!format || !formats.includes(format)) throw new ImportFileError('bulkImport.file.wrongFormat', { formats: formats.map((one) => `.${one}`).join(', ') });
  if (file.size > IMPORT_MAX_FILE_BYTES) throw new ImportFileError('bulkImport.file.tooLarge', { mb: IMPORT_MAX_FILE_BYTES / 1024 / 1024 });
  let table: unknown[][];
  try {
    table = format === 'csv' ? await readCsv(file) : await readXlsx(file);
  } catch (cause) {
    throw new ImportFileError('bulkImport.file.unreadable', { message: cause instanceof Error ? cause.message : String(cause) });
  }
  const [header = [], ...body] = table;
  const columns = header.map((title, index) => String(cellOf(title)) || `(${index + 1})`);
  const rows: ImportFileRow[] = [];
  body.forEach((cells, index) => {
    const row = columns.map((_, column) => cellOf(cells[column]));
    if (!isBlank(row)) rows.push({ line: index + 2, cells: row });
  });
  if (rows.length === 0) throw new ImportFileError('bulkImport.file.empty');
  if (rows.length > IMPORT_MAX_ROWS) throw new ImportFileError('bulkImport.file.tooManyRows', { count: rows.length, max: IMPORT_MAX_ROWS });
  return { name: file.name, columns, rows };
}
