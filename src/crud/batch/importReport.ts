/** The import's report as a table (file row, result, id, message) for the CSV download. */
import type { ImportAnswer, RowRefusal } from '../../kernel/http/batch';
import type { Cell } from '../export/exportTable';
import type { ImportFile } from './importFile';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function refusalText(refusal: RowRefusal, translate: Translate): string {
  const text = (message: string) => translate(message, { _: message });
  const fields = Object.entries(refusal.fields ?? {}).map(([source, message]) => `${source}: ${text(message)}`);
  return [text(refusal.message), ...fields].join('; ');
}

export function reportTable(answer: ImportAnswer, file: ImportFile, translate: Translate): Cell[][] {
  const lineOf = (row: number) => file.rows[row]?.line ?? row + 2;
  const lines: Array<[number, Cell[]]> = [
    ...answer.rows.map((result): [number, Cell[]] => [
      result.row,
      [lineOf(result.row), translate(result.action === 'create' ? 'bulkImport.file.resultCreated' : 'bulkImport.file.resultUpdated'), result.id ?? '', ''],
    ]),
    ...answer.refused.map((refusal): [number, Cell[]] => [
      refusal.row,
      [lineOf(refusal.row), translate('bulkImport.file.resultRefused'), '', refusalText(refusal, translate)],
    ]),
  ];
  lines.sort(([a], [b]) => a - b);
  const header = ['reportRow', 'reportResult', 'reportId', 'reportMessage'].map((key) => translate(`bulkImport.file.${key}`));
  return [header, ...lines.map(([, cells]) => cells)];
}
