/** Export to an Excel file 'table-list.xlsx' (spec §7), loaded only when the user exports. */
import type { Article } from './articleStatus';
import { formatDateTime } from '../../crud/format';

export const EXPORT_FILE = 'table-list.xlsx';
export const EXPORT_COLUMNS = ['timestamp', 'title', 'type', 'importance', 'status'] as const;

export function exportRows(articles: Article[]): Array<Array<string | number>> {
  return articles.map((article) => [
    formatDateTime(article.timestamp),
    article.title,
    article.type,
    article.importance,
    article.status,
  ]);
}

export async function exportArticles(articles: Article[]): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = EXPORT_COLUMNS.map((name) => ({ value: name, fontWeight: 'bold' as const }));
  const body = exportRows(articles).map((row) => row.map((value) => ({ value })));
  await writeXlsxFile([header, ...body]).toFile(EXPORT_FILE);
}
