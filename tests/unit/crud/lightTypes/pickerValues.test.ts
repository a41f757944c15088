/** What each date picker shows for a stored value and stores for a picked date, by field type and datetime wire. */
import { describe, expect, it } from 'vitest';
import { DAY_VALUES, dateTimePattern, dateTimeValues, IMPOSSIBLE_DATE, storedOf, TIME_VALUES } from '../../../../src/crud/inputs/pickers/pickerValues';
import { TEXT_PATTERN } from '../../../../src/crud/format';

const text = dateTimeValues({ format: { type: 'datetime', wire: 'text' } });
const epoch = dateTimeValues({ format: { type: 'datetime', wire: 'epoch' } });
const iso = dateTimeValues({ format: { type: 'datetime', wire: 'iso' } });
const local = new Date(2027, 0, 15, 9, 30);

describe('datetime', () => {
  it('reads each wire as the same local moment', () => {
    expect(text.read('2027-01-15 09:30:00')).toEqual(local);
    expect(epoch.read(local.getTime())).toEqual(local);
    expect(iso.read(local.toISOString())).toEqual(local);
    expect(text.read(null)).toBeNull();
    expect(text.read('')).toBeNull();
  });

  it("stores a picked moment in the field's wire", () => {
    expect(text.write(local)).toBe('2027-01-15 09:30:00');
    expect(epoch.write(local)).toBe(local.getTime());
    expect(iso.write(local)).toBe(local.toISOString());
    expect(dateTimeValues({}).write(local)).toBe('2027-01-15 09:30:00');
  });

  it('round-trips each wire', () => {
    for (const [values, stored] of [[text, '2026-12-31 23:59:00'], [epoch, new Date(2026, 11, 31, 23, 59).getTime()], [iso, new Date(2026, 11, 31, 23, 59).toISOString()]] as const) {
      expect(values.write(values.read(stored) as Date)).toBe(stored);
    }
  });

  it("types in the console's format, or the field's display pattern when the sections can follow it", () => {
    expect(text.pattern).toBe(TEXT_PATTERN);
    expect(dateTimePattern({ format: { type: 'datetime', display: 'yyyy/MM/dd HH:mm' } })).toBe('yyyy/MM/dd HH:mm');
    expect(dateTimePattern({ format: { type: 'datetime', display: 'Qo yyyy' } })).toBe(TEXT_PATTERN);
  });
});

describe('date and time', () => {
  it("read and write 'yyyy-MM-dd' and 'HH:mm'", () => {
    expect(DAY_VALUES.write(DAY_VALUES.read('2026-03-04') as Date)).toBe('2026-03-04');
    expect(DAY_VALUES.read('2026-02-30')).toBeNull();
    expect(TIME_VALUES.write(TIME_VALUES.read('21:30') as Date)).toBe('21:30');
    expect(TIME_VALUES.read('21:30:15')?.getMinutes()).toBe(30);
    expect(TIME_VALUES.read('25:00')).toBeNull();
  });
});

describe('storedOf', () => {
  it('stores an emptied picker as null and a date that does not exist as IMPOSSIBLE_DATE', () => {
    expect(storedOf(null, DAY_VALUES)).toBeNull();
    expect(storedOf(new Date(Number.NaN), DAY_VALUES)).toBe(IMPOSSIBLE_DATE);
    expect(storedOf(new Date(2026, 2, 4), DAY_VALUES)).toBe('2026-03-04');
  });
});
