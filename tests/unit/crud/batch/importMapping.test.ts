/** Column auto-match and the rows sent; the downloadable report. */
import { describe, expect, it } from 'vitest';
import { autoMap, choiceIdOf, mappedRows, startsWithLabels } from '../../../../src/crud/batch/importMapping';
import { reportTable } from '../../../../src/crud/batch/importReport';
import type { ImportFile } from '../../../../src/crud/batch/importFile';
import type { FieldSchema } from '../../../../src/kernel/types';

const fields = [
  { source: 'name', type: 'text' },
  { source: 'email', type: 'email' },
  { source: 'createTime', type: 'datetime' },
] as FieldSchema[];
const labels: Record<string, string> = { name: '姓名', email: 'E-mail', createTime: 'Created' };
const file: ImportFile = {
  name: 'x.csv',
  columns: [' e-MAIL ', 'NAME', 'name', 'createtime', 'other'],
  rows: [
    { line: 2, cells: ['a@x.io', 'Alice', 'dup', '2026-01-01', 'z'] },
    { line: 5, cells: ['', 'Bob', '', '', ''] },
  ],
};

describe('import mapping', () => {
  it('matches a label in the language shown or a source, any case, each field once', () => {
    expect(autoMap(file.columns, fields, (field) => labels[field.source] ?? field.source)).toEqual(['email', 'name', undefined, 'createTime', undefined]);
    expect(autoMap(['姓名'], fields, (field) => labels[field.source] ?? field.source)).toEqual(['name']);
  });

  it("recognises an export's label row in any language a field's labels are given in, and only that row", () => {
    const exported: ImportFile = { name: 'x.csv', columns: ['name', 'email', 'note'], rows: [{ line: 2, cells: ['Name', 'e-mail', 'Note'] }, { line: 3, cells: ['Alice', 'a@x.io', 'n'] }] };
    const labelsOf = (field: FieldSchema) => [labels[field.source] ?? field.source, field.source === 'name' ? 'Name' : 'E-mail'];
    const mapping = autoMap(exported.columns, fields, (field) => labels[field.source] ?? field.source);
    expect(mapping).toEqual(['name', 'email', undefined]);
    expect(startsWithLabels(exported, mapping, fields, labelsOf)).toBe(true);
    expect(startsWithLabels({ ...exported, rows: exported.rows.slice(1) }, mapping, fields, labelsOf)).toBe(false);
    expect(startsWithLabels(exported, [undefined, undefined, undefined], fields, labelsOf)).toBe(false);
  });

  it('sends a choice given by its label (or its id in another case) as its id', () => {
    const level = { source: 'level', type: 'select', choices: [{ id: 'low', name: 'levels.low' }, { id: 2, name: 'levels.two' }] } as FieldSchema;
    const label = (name: unknown) => ({ 'levels.low': 'Low', 'levels.two': 'Two' })[String(name)] ?? String(name);
    expect(['low', 'LOW', 'Low', 'two', '2', 'Other', 7].map((cell) => choiceIdOf(level, cell, label))).toEqual(['low', 'low', 'low', 2, 2, 'Other', 7]);
    expect(choiceIdOf(fields[0], 'Low', label)).toBe('Low');
  });

  it('sends the mapped, non-empty cells under their sources', () => {
    expect(mappedRows(file, ['email', 'name', undefined, 'createTime', undefined])).toEqual([
      { email: 'a@x.io', name: 'Alice', createTime: '2026-01-01' },
      { name: 'Bob' },
    ]);
  });

  it('reports each row by its line in the file, in file order', () => {
    const translate = (key: string) => key.replace('bulkImport.file.', '');
    const table = reportTable(
      { dryRun: false, created: 1, updated: 0, rows: [{ row: 1, action: 'create', id: 7 }], refused: [{ row: 0, message: 'Bad', fields: { email: 'Taken' } }] },
      file,
      translate,
    );
    expect(table).toEqual([
      ['reportRow', 'reportResult', 'reportId', 'reportMessage'],
      [2, 'resultRefused', '', 'Bad; email: Taken'],
      [5, 'resultCreated', 7, ''],
    ]);
  });
});
