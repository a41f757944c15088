/**
 * What the filter keys of a client list mean (the filter bar writes them, json-server's conventions):
 * `field_like` contains (case-insensitive), `field_gte` / `field_lte` a range (numbers, or dates
 * in any wire form), an array one of, anything else equals (or, on a list value, is one of its items). `q` is the quick search (not here).
 */
import type { AnyRecord } from '../kernel/types';

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?/;

/** A comparable number: numbers as they are, dates (text, ISO, epoch) as epoch ms, else NaN. */
function comparable(value: unknown): number {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  const text = value.trim();
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (DATE_TEXT.test(text)) {
    // 'yyyy-MM-dd HH:mm:ss' is local time, like an input's value; ISO with a zone keeps its zone.
    const time = Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(text) ? text : text.replace(' ', 'T'));
    return time;
  }
  return Number.NaN;
}

type Check = (record: AnyRecord) => boolean;

function checkOf(key: string, expected: unknown): Check {
  if (Array.isArray(expected)) {
    const allowed = new Set(expected.map(String));
    return (record) => allowed.has(String(record[key]));
  }
  const suffix = /_(like|gte|lte)$/.exec(key);
  if (suffix) {
    const field = key.slice(0, -suffix[0].length);
    if (suffix[1] === 'like') {
      const needle = String(expected).trim().toLowerCase();
      return (record) => String(record[field] ?? '').toLowerCase().includes(needle);
    }
    const bound = comparable(expected);
    if (Number.isNaN(bound)) return () => true;
    return suffix[1] === 'gte'
      ? (record) => comparable(record[field]) >= bound
      : (record) => comparable(record[field]) <= bound;
  }
  const wanted = String(expected);
  // A list value (multiSelect, tags, references) matches when it holds the wanted one, as the server's 'contains'.
  return (record) => {
    const value = record[key];
    return Array.isArray(value) ? value.some((item) => String(item) === wanted) : String(value) === wanted;
  };
}

/** One predicate for the filters other than the quick search, or undefined when there are none. */
export function filterPredicate(filter: Record<string, unknown> | undefined): Check | undefined {
  const checks: Check[] = [];
  for (const [key, expected] of Object.entries(filter ?? {})) {
    if (key === 'q' || isBlank(expected)) continue;
    checks.push(checkOf(key, expected));
  }
  if (checks.length === 0) return undefined;
  if (checks.length === 1) return checks[0];
  return (record) => checks.every((check) => check(record));
}
