/** Reading an import file in the browser: CSV (papaparse) and XLSX (read-excel-file), and the limits. */
import writeXlsxFile from 'write-excel-file/browser';
import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS } from '../../../../src/kernel/http/batch';
import { IMPORT_MAX_FILE_BYTES, ImportFileError, readImportFile } from '../../../../src/crud/batch/importFile';

const csvFile = (text: string, name = 'contacts.csv') => new File([text], name, { type: 'text/csv' });

async function refusal(promise: Promise<unknown>): Promise<ImportFileError> {
  const error = await promise.then(() => undefined, (cause: unknown) => cause);
  if (!(error instanceof ImportFileError)) throw new Error(`expected an ImportFileError, got ${String(error)}`);
  return error;
}

describe('readImportFile', () => {
  it('reads a CSV: header, quoted cells, a BOM; blank lines dropped, each row keeps its line in the file', async () => {
    const file = await readImportFile(csvFile('\uFEFFName,E-mail,Note\r\nAlice,a@x.io,"likes, commas"\r\n\r\n Bob ,b@x.io,"say ""hi"""\r\n'), ['csv', 'xlsx']);
    expect(file.columns).toEqual(['Name', 'E-mail', 'Note']);
    expect(file.rows).toEqual([
      { line: 2, cells: ['Alice', 'a@x.io', 'likes, commas'] },
      { line: 4, cells: ['Bob', 'b@x.io', 'say "hi"'] },
    ]);
  });

  it('reads the first sheet of an XLSX written by write-excel-file, numbers kept as numbers', async () => {
    const blob = await writeXlsxFile([
      [{ value: 'Name' }, { value: 'Level' }, { value: 'Active' }],
      [{ value: 'Alice' }, { value: 3 }, { value: true }],
      [{ value: 'Bob' }, { value: 5 }, { value: false }],
    ]).toBlob();
    const file = await readImportFile(new File([blob], 'contacts.xlsx'), ['xlsx']);
    expect(file.columns).toEqual(['Name', 'Level', 'Active']);
    expect(file.rows).toEqual([
      { line: 2, cells: ['Alice', 3, true] },
      { line: 3, cells: ['Bob', 5, false] },
    ]);
  });

  it('refuses a format the resource does not accept, a file over 20 MB, too many rows and an empty file', async () => {
    expect((await refusal(readImportFile(csvFile('a\n1'), ['xlsx']))).args).toEqual({ formats: '.xlsx' });
    expect((await refusal(readImportFile(csvFile('a\n1', 'contacts.txt'), ['csv', 'xlsx']))).key).toBe('bulkImport.file.wrongFormat');

    const big = csvFile('a\n1');
    Object.defineProperty(big, 'size', { value: IMPORT_MAX_FILE_BYTES + 1 });
    expect((await refusal(readImportFile(big, ['csv']))).key).toBe('bulkImport.file.tooLarge');

    const many = csvFile(`n\n${Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, index) => String(index)).join('\n')}`);
    const tooMany = await refusal(readImportFile(many, ['csv']));
    expect(tooMany.key).toBe('bulkImport.file.tooManyRows');
    expect(tooMany.args).toEqual({ count: IMPORT_MAX_ROWS + 1, max: IMPORT_MAX_ROWS });
    // The limit itself is accepted.
    const most = csvFile(`n\n${Array.from({ length: IMPORT_MAX_ROWS }, (_, index) => String(index)).join('\n')}`);
    expect((await readImportFile(most, ['csv'])).rows).toHaveLength(IMPORT_MAX_ROWS);

    expect((await refusal(readImportFile(csvFile('Name,E-mail\n\n'), ['csv']))).key).toBe('bulkImport.file.empty');
  });
});
