import { describe, expect, it } from 'vitest';
import { timeAgo } from '../../../src/utils/timeAgo';

const now = new Date(2024, 0, 10, 12, 0, 0).getTime();
const ago = (seconds: number) => now - seconds * 1000;

describe('time ago', () => {
  it('says just now under 30 s', () => {
    expect(timeAgo(ago(0), { now })).toBe('just now');
    expect(timeAgo(ago(29), { now })).toBe('just now');
    expect(timeAgo(ago(29), { now, language: 'zh' })).toBe('刚刚');
  });
  it('counts minutes under an hour and hours under a day', () => {
    expect(timeAgo(ago(30), { now })).toBe('1 minute ago');
    expect(timeAgo(ago(125), { now })).toBe('3 minutes ago');
    expect(timeAgo(ago(125), { now, language: 'zh' })).toBe('3分钟前');
    expect(timeAgo(ago(3600), { now })).toBe('1 hour ago');
    expect(timeAgo(ago(5 * 3600 + 1), { now })).toBe('6 hours ago');
    expect(timeAgo(ago(2 * 3600), { now, language: 'zh' })).toBe('2小时前');
  });
  it('says 1 day under two days, then a date', () => {
    expect(timeAgo(ago(86400), { now })).toBe('1 day ago');
    expect(timeAgo(ago(86400 * 2 - 1), { now, language: 'zh' })).toBe('1天前');
    expect(timeAgo(ago(86400 * 3), { now })).toBe('2024-01-07 12:00');
    expect(timeAgo(ago(86400 * 3), { now, language: 'zh' })).toBe('1月7日12时0分');
    expect(timeAgo(ago(86400 * 3), { now, format: '{y}/{m}/{d}' })).toBe('2024/01/07');
  });
  it('reads a 10-digit timestamp as seconds', () => {
    expect(timeAgo(Math.floor(ago(600) / 1000), { now })).toBe('10 minutes ago');
    expect(timeAgo(String(Math.floor(ago(600) / 1000)), { now, language: 'zh' })).toBe('10分钟前');
  });
});
