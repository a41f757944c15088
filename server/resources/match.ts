/** A list query over rows in memory: the same answers as the SQL stores give (see sql.ts). */
import type { Condition, ListQuery, ResourcePage, ResourceRow, Scalar, StoredValue } from './resourceStoreTypes';

/** Lower case of ASCII letters only, as SQLite's lower(). */
export const asciiLower = (text: string): string => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

function compare(a: StoredValue, b: StoredValue): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  // Lists never sort (listQuery.ts refuses json columns): only scalars meet here.
  const [x, y] = [a as Scalar, b as Scalar];
  return x! < y! ? -1 : x! > y! ? 1 : 0;
}

/** A copy of a stored value: a json column's array or object is never shared with a caller. */
export const copyOf = <T extends StoredValue>(value: T): T => (typeof value === 'object' && value !== null ? (structuredClone(value) as T) : value);

/** Whether a text value, or one string item of a list value, contains the (lowered) text. */
function containsText(value: StoredValue | undefined, text: string): boolean {
  if (typeof value === 'string') return asciiLower(value).includes(text);
  return Array.isArray(value) && value.some((item) => typeof item === 'string' && asciiLower(item).includes(text));
}

function holds(row: ResourceRow, condition: Condition): boolean {
  if (condition.op === 'contains') {
    const text = asciiLower(condition.text);
    return condition.sources.some((source) => containsText(row[source], text));
  }
  const value = row[condition.source];
  if (condition.op === 'has') return Array.isArray(value) && condition.values.some((wanted) => value.includes(wanted));
  if (condition.op === 'eq') return condition.values.some((wanted) => wanted === value);
  if (value === null || value === undefined || typeof value === 'boolean' || typeof value === 'object') return false;
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
  return { rows: matching.slice(query.offset, query.offset + query.limit).map((row) => copyOf(row)), total: matching.length };
}
