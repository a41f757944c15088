/**
 * The API's date text ('yyyy-MM-dd HH:mm:ss', local time) read and written without date-fns: every
 * date cell of a list shows it, and date-fns's general parser and formatter (with its format
 * tables) then never run for it. The results are date-fns's own: the same construction of the
 * local date, the same padding. Anything else (other forms, parts out of range, years before 1)
 * is left to date-fns: both functions then give undefined.
 */
const TEXT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysIn(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

export function readDateText(text: string): Date | undefined {
  const match = TEXT.exec(text);
  if (!match) return undefined;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hours > 23 || minutes > 59 || seconds > 59) return undefined;
  // As parseISO builds a local date: from the epoch, year-month-day first, then the time.
  const date = new Date(0);
  date.setFullYear(year, month - 1, day);
  date.setHours(hours, minutes, seconds, 0);
  return date;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function writeDateText(date: Date): string | undefined {
  const year = date.getFullYear();
  if (!(year >= 1)) return undefined;
  return `${pad(year, 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
