import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  formatDateTime,
  formatMoney,
  formatPercent,
  isDatePattern,
  toDate,
  toWire,
} from '../../../src/crud/format';

// A fixed zone eight hours east of UTC without daylight saving: local and ISO times differ visibly.
const previousZone = process.env.TZ;
process.env.TZ = 'Asia/Shanghai';
afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});

/** 2024-02-03 04:05:06 in Shanghai. */
const LOCAL = Date.UTC(2024, 1, 2, 20, 5, 6);

describe('toDate', () => {
  it('reads epoch milliseconds as a number or digit string, ten digits as seconds', () => {
    expect(toDate(LOCAL)?.getTime()).toBe(LOCAL);
    expect(toDate(String(LOCAL))?.getTime()).toBe(LOCAL);
    expect(toDate(LOCAL / 1000)?.getTime()).toBe(LOCAL);
    expect(toDate(` ${LOCAL / 1000} `)?.getTime()).toBe(LOCAL);
  });

  it("reads the API's 'yyyy-MM-dd HH:mm:ss' text in local time", () => {
    expect(toDate('2024-02-03 04:05:06')?.getTime()).toBe(LOCAL);
    expect(toDate('2024-02-03 04:05')?.getTime()).toBe(LOCAL - 6000);
  });

  it('reads ISO 8601 with an offset as that instant, and without one in local time', () => {
    expect(toDate('2024-02-02T20:05:06.000Z')?.getTime()).toBe(LOCAL);
    expect(toDate('2024-02-02T22:05:06+02:00')?.getTime()).toBe(LOCAL);
    expect(toDate('2024-02-03T04:05:06')?.getTime()).toBe(LOCAL);
    expect(toDate('2024-02-03')?.getTime()).toBe(Date.UTC(2024, 1, 2, 16));
  });

  it('takes a Date as it is', () => {
    const date = new Date(LOCAL);
    expect(toDate(date)).toBe(date);
  });

  it('gives null for what is no date', () => {
    for (const value of [null, undefined, '', '  ', 'not a date', '2024-13-45 00:00:00', new Date(Number.NaN), Number.NaN, Infinity, {}, true]) {
      expect(toDate(value)).toBeNull();
    }
  });
});

describe('formatDateTime', () => {
  it("shows every date kind as 'yyyy-MM-dd HH:mm:ss' by default", () => {
    for (const value of [LOCAL, String(LOCAL), LOCAL / 1000, '2024-02-03 04:05:06', '2024-02-02T20:05:06Z', new Date(LOCAL)]) {
      expect(formatDateTime(value)).toBe('2024-02-03 04:05:06');
    }
  });

  it('takes a date-fns pattern', () => {
    expect(formatDateTime(LOCAL, 'yyyy-MM-dd HH:mm')).toBe('2024-02-03 04:05');
    expect(formatDateTime(LOCAL, 'yyyy/MM/dd')).toBe('2024/02/03');
  });

  it("falls back to the default pattern when date-fns rejects one ('YYYY')", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(isDatePattern('YYYY-MM-DD')).toBe(false);
    expect(isDatePattern('yyyy-MM-dd')).toBe(true);
    expect(formatDateTime(LOCAL, 'YYYY-MM-DD')).toBe('2024-02-03 04:05:06');
    warn.mockRestore();
  });

  it('shows empty values as nothing and text that is no date as it is', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
  });
});

describe('toWire', () => {
  const date = new Date(LOCAL);
  it('writes local text, epoch milliseconds or ISO 8601', () => {
    expect(toWire(date, 'text')).toBe('2024-02-03 04:05:06');
    expect(toWire(date)).toBe('2024-02-03 04:05:06');
    expect(toWire(date, 'epoch')).toBe(LOCAL);
    expect(toWire(date, 'iso')).toBe('2024-02-02T20:05:06.000Z');
  });
});

describe('formatMoney', () => {
  it('shows a currency in the locale, with its own or the given decimals', () => {
    expect(formatMoney(1234.5, { currency: 'USD' }, 'en')).toBe('$1,234.50');
    expect(formatMoney('1234.5', { currency: 'CNY' }, 'zh')).toBe('¥1,234.50');
    expect(formatMoney(1234.5, { currency: 'CNY', decimals: 0 }, 'zh')).toBe('¥1,235');
  });

  it('shows a plain amount with two decimals without a currency', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(7, { decimals: 3 }, 'zh')).toBe('7.000');
  });

  it('falls back to the plain amount for a malformed currency code', () => {
    expect(formatMoney(3, { currency: 'yuan' })).toBe('3.00');
  });

  it('shows empty as nothing and text that is no number as it is', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('n/a')).toBe('n/a');
  });
});

describe('formatPercent', () => {
  it('shows a ratio as a percentage', () => {
    expect(formatPercent(0.125, { decimals: 1 }, 'en')).toBe('12.5%');
    expect(formatPercent('0.5', {}, 'zh')).toBe('50%');
    expect(formatPercent(0.98765, { decimals: 2 })).toBe('98.77%');
  });

  it('shows empty as nothing and text that is no number as it is', () => {
    expect(formatPercent(null)).toBe('');
    expect(formatPercent('-')).toBe('-');
  });
});
