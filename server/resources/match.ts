/** A list query over rows in memory: the same answers as the SQL stores give (see sql.ts). */
import type { Condition, ListQuery, ResourcePage, ResourceRow, Scalar } from './types';

/** Lower case of ASCII letters only, as SQLite's lower(). */
export const asciiLower = (text: string): string => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

function compare(a: Scalar, b: Scalar): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function holds(row: ResourceRow, condition: Condition): boolean {
  if (condition.op === 'contains') {
    const text = asciiLower(condition.text);
    return condition.sources.some((source) => {
      const value = row[source];
      return typeof value === 'string' && asciiLower(value).includes(text);
    });
  }
  const value = row[condition.source];
  if (condition.op === 'eq') return condition.values.some((wanted) => wanted === value);
  if (value === null || value === undefined || typeof value === 'boolean') return false;
  return condition.op === 'gte' ? value >= condition.value : value <= condition.value;
}

export function pageOf(rows: Iterable<ResourceRow>, query: ListQuery): ResourcePage {
  const matching = Array.from(rows).filter((row) => query.where.every((condition) => holds(row, condition)));
  const { field, order } = query.sort;
  const sign = order === 'DESC' ? -1 : 1;
  matching.sort((a, b) => {
    const av = a[field] ?? null;
    const bv = b[field] ?? null;
    // Rows without a value come last in both orders.
    if (av === null || bv === null) return compare(av, bv) || a.id - b.id;
    return sign * compare(av, bv) || a.id - b.id;
  });
  return { rows: matching.slice(query.offset, query.offset + query.limit).map((row) => ({ ...row })), total: matching.length };
}
