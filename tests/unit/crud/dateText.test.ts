/** The API's date text read and written by hand gives exactly what date-fns gives, or leaves it to date-fns. */
import { format, parseISO } from 'date-fns';
import { afterAll, describe, expect, it } from 'vitest';
import { readDateText, writeDateText } from '../../../src/crud/dateText';

// A zone with daylight saving: its missing and repeated hours are where hand-made dates go wrong.
const previousZone = process.env.TZ;
process.env.TZ = 'America/New_York';
afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});

const PATTERN = 'yyyy-MM-dd HH:mm:ss';
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Texts of every kind: a spread of instants, plus the edges. */
function samples(): string[] {
  const out: string[] = [];
  let seed = 12345;
  const next = (limit: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % limit;
  };
  for (let i = 0; i < 3000; i += 1) {
    out.push(`${pad(1 + next(9999), 4)}-${pad(1 + next(12))}-${pad(1 + next(31))} ${pad(next(24))}:${pad(next(60))}:${pad(next(60))}`);
  }
  return out.concat([
    '2024-03-10 02:30:00', // missing hour (spring forward)
    '2024-11-03 01:30:00', // repeated hour (fall back)
    '2024-02-29 12:00:00',
    '2023-02-29 12:00:00',
    '1900-02-29 00:00:00',
    '2000-02-29 00:00:00',
    '0001-01-01 00:00:00',
    '0050-06-15 10:00:00',
    '0000-01-01 00:00:00',
    '9999-12-31 23:59:59',
    '2024-01-01T08:09:10',
    '2024-04-31 00:00:00',
    '2024-00-10 00:00:00',
    '2024-13-10 00:00:00',
    '2024-01-10 24:00:00',
    '2024-01-10 23:60:00',
    '2024-01-10 23:00:60',
    '2024-01-10 23:00',
    '2024-01-10',
    ' 2024-01-10 01:02:03',
    '2024-01-10 01:02:03Z',
  ]);
}

describe('readDateText', () => {
  it('reads what it takes as parseISO does, and takes nothing parseISO would refuse', () => {
    expect(new Date(2024, 0, 1).getTimezoneOffset()).toBe(300);
    let compared = 0;
    for (const text of samples()) {
      const mine = readDateText(text);
      if (mine === undefined) continue;
      expect(mine.getTime(), text).toBe(parseISO(text).getTime());
      compared += 1;
    }
    expect(compared).toBeGreaterThan(2500);
  });

  it("takes the API's text form with valid parts, nothing else", () => {
    expect(readDateText('2024-02-29 12:00:00')).toBeInstanceOf(Date);
    for (const text of ['2023-02-29 12:00:00', '2024-01-10 24:00:00', '2024-01-10 23:00', '2024-01-10', '2024-01-10 01:02:03Z', 'soon']) {
      expect(readDateText(text), text).toBeUndefined();
    }
  });
});

describe('writeDateText', () => {
  it("writes as date-fns's format does with 'yyyy-MM-dd HH:mm:ss'", () => {
    let compared = 0;
    for (const text of samples()) {
      const date = parseISO(text.trim());
      if (Number.isNaN(date.getTime())) continue;
      const mine = writeDateText(date);
      if (mine === undefined) continue;
      expect(mine, text).toBe(format(date, PATTERN));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(2500);
  });

  it('leaves years before 1 and invalid dates to date-fns', () => {
    const yearZero = new Date(0);
    yearZero.setFullYear(0, 0, 1);
    expect(writeDateText(yearZero)).toBeUndefined();
    expect(writeDateText(new Date(Number.NaN))).toBeUndefined();
  });
});
