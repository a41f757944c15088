/**
 * Time-ago text (the template's formatTime): under 30 s 'just now', minutes under an hour, hours
 * under a day, '1 day' under two days, then a date. A 10-digit timestamp is read as seconds.
 */
import { parseTime, toDate, type TimeInput } from './parseTime';

export type TimeAgoLanguage = 'en' | 'zh';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;

function english(count: number, unit: 'minute' | 'hour' | 'day'): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

function chinese(count: number, unit: 'minute' | 'hour' | 'day'): string {
  const units = { minute: '分钟', hour: '小时', day: '天' };
  return `${count}${units[unit]}前`;
}

function fallbackDate(date: Date, language: TimeAgoLanguage): string {
  if (language === 'zh') {
    return `${date.getMonth() + 1}月${date.getDate()}日${date.getHours()}时${date.getMinutes()}分`;
  }
  return parseTime(date, '{y}-{m}-{d} {h}:{i}') ?? '';
}

export interface TimeAgoOptions {
  language?: TimeAgoLanguage;
  /** Milliseconds since the epoch; defaults to Date.now(). */
  now?: number;
  /** parseTime format for times two days old or more. */
  format?: string;
}

export function timeAgo(time: TimeInput, { language = 'en', now = Date.now(), format }: TimeAgoOptions = {}): string {
  const date = toDate(time);
  const seconds = (now - date.getTime()) / 1000;
  const say = language === 'zh' ? chinese : english;
  if (seconds < 30) return language === 'zh' ? '刚刚' : 'just now';
  if (seconds < HOUR) return say(Math.ceil(seconds / MINUTE), 'minute');
  if (seconds < DAY) return say(Math.ceil(seconds / HOUR), 'hour');
  if (seconds < DAY * 2) return say(1, 'day');
  return format ? (parseTime(date, format) ?? '') : fallbackDate(date, language);
}
