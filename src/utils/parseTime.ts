/** Date formatter (the template's parseTime): '{y}-{m}-{d} {h}:{i}:{s}' by default. */
export type TimeInput = Date | number | string;

export const DEFAULT_TIME_FORMAT = '{y}-{m}-{d} {h}:{i}:{s}';
const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** A Date from a Date, a millisecond number, a 10-digit second timestamp or a date string. */
export function toDate(time: TimeInput): Date {
  if (time instanceof Date) return time;
  if (typeof time === 'string') {
    const trimmed = time.trim();
    if (/^-?\d+$/.test(trimmed)) return toDate(Number(trimmed));
    // 'yyyy-mm-dd' strings are read in local time, as Safari would.
    return new Date(trimmed.replace(/-/g, '/'));
  }
  return new Date(String(Math.trunc(time)).length === 10 ? time * 1000 : time);
}

export function parseTime(time: TimeInput | null | undefined, format = DEFAULT_TIME_FORMAT): string | null {
  if (time === null || time === undefined || time === '') return null;
  const date = toDate(time);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  };
  return format.replace(/{([ymdhisa])+}/g, (_, key: string) => {
    const value = parts[key] ?? 0;
    if (key === 'a') return WEEKDAYS[value] ?? '';
    return String(value).padStart(2, '0');
  });
}
