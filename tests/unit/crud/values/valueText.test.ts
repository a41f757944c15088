/** One formatter per field type: what a person reads for each stored value. */
import { describe, expect, it } from 'vitest';
import type { FieldSchema } from '../../../../src/kernel/types';
import { PASSWORD_MASK, VALUE_TEXT_MAX, valueText, type ValueTextContext } from '../../../../src/crud/values/valueText';
import { importedValue } from '../../../../src/crud/values/importedValue';
import { wantValue, type WantedIds } from '../../../../src/crud/values/recordNames';

const catalogue: Record<string, string> = {
  'campaign.statuses.running': 'Running',
  'crud.types.yes': 'Yes',
  'crud.types.no': 'No',
  'steps.delay': 'Delay',
};
const translate = (key: string, options: Record<string, unknown> = {}) => {
  if (key === 'crud.types.items') return `${String(options.smart_count)} items`;
  if (key === 'crud.types.stars') return `${String(options.value)} of ${String(options.max)}`;
  return catalogue[key] ?? (typeof options._ === 'string' ? options._ : key);
};
const senders: Record<string, string> = { '1': 'Acme', '2': 'Globex' };
const context: ValueTextContext = {
  translate,
  locale: 'en',
  nameOf: (reference, id) => (reference.resource === 'sendName' ? senders[String(id)] : undefined),
};
const field = (json: Partial<FieldSchema> & Pick<FieldSchema, 'type'>): FieldSchema => ({ source: 'value', ...json }) as FieldSchema;
const text = (json: Partial<FieldSchema> & Pick<FieldSchema, 'type'>, value: unknown) => valueText(field(json), value, context);
const reference = { resource: 'sendName', optionText: 'sendName' };

describe('valueText', () => {
  it('is empty for no value, whatever the type', () => {
    for (const type of ['text', 'status', 'reference', 'datetime', 'array', 'object', 'references'] as const) {
      expect(text({ type }, null)).toBe('');
      expect(text({ type }, undefined)).toBe('');
    }
    expect(text({ type: 'tags' }, [])).toBe('');
  });

  it('choice: its label in the language shown; an unknown id as it is', () => {
    const choices = [{ id: 'running', name: 'campaign.statuses.running' }];
    expect(text({ type: 'status', choices }, 'running')).toBe('Running');
    expect(text({ type: 'select', choices }, 'gone')).toBe('gone');
    expect(text({ type: 'multiSelect', choices: [...choices, { id: 'x', name: 'Ex' }] }, ['running', 'x'])).toBe('Running, Ex');
  });

  it('reference: the record\'s name; its id until known; references joined, the first few only', () => {
    expect(text({ type: 'reference', reference }, 1)).toBe('Acme');
    expect(text({ type: 'reference', reference }, 9)).toBe('9');
    expect(text({ type: 'references', reference }, [1, 2])).toBe('Acme, Globex');
    expect(text({ type: 'references', reference }, [1, 2, 1, 2])).toBe('Acme, Globex, Acme…');
  });

  it('datetime: the one display format, 24-hour, from text, ISO or epoch; a field\'s own display pattern', () => {
    const local = new Date(2026, 2, 1, 21, 5, 9);
    expect(text({ type: 'datetime' }, '2026-03-01 21:05:09')).toBe('2026-03-01 21:05:09');
    expect(text({ type: 'datetime' }, local.toISOString())).toBe('2026-03-01 21:05:09');
    expect(text({ type: 'datetime' }, local.getTime())).toBe('2026-03-01 21:05:09');
    expect(text({ type: 'datetime', format: { type: 'datetime', display: 'yyyy/MM/dd HH:mm' } }, local.getTime())).toBe('2026/03/01 21:05');
  });

  it('date, time and range of days: the same parts of that format', () => {
    expect(text({ type: 'date' }, '2026-03-01')).toBe('2026-03-01');
    expect(text({ type: 'time' }, '21:05:00')).toBe('21:05');
    expect(text({ type: 'dateRange' }, ['2026-03-01', '2026-03-31'])).toBe('2026-03-01 – 2026-03-31');
  });

  it('boolean and switch: the catalogue\'s yes and no', () => {
    expect(text({ type: 'boolean' }, true)).toBe('Yes');
    expect(text({ type: 'switch' }, false)).toBe('No');
  });

  it('array: its rows counted; tags: the first items', () => {
    expect(text({ type: 'array', fields: [] }, [{}, {}, {}])).toBe('3 items');
    expect(text({ type: 'tags' }, ['a', 'b', 'c', 'd'])).toBe('a, b, c…');
  });

  it('object: key: value of its sub-fields by their labels, then undeclared keys, nested values read by their fields', () => {
    const group = field({ type: 'object', fields: [{ source: 'delay', label: 'steps.delay', type: 'number' }, { source: 'on', type: 'switch' }] as FieldSchema[] });
    expect(valueText(group, { delay: 30, on: true, extra: 'x' }, context)).toBe('Delay: 30, On: Yes, extra: x');
  });

  it('rich text and markdown: plain text, clamped to one short line', () => {
    expect(text({ type: 'richText' }, '<p>Hello <b>world</b></p><script>x</script>')).toBe('Hello world');
    expect(text({ type: 'markdown' }, '# Title\n\n**bold** [link](https://a.example)')).toBe('Title bold link');
    const long = text({ type: 'markdown' }, 'word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(VALUE_TEXT_MAX + 1);
    expect(long.endsWith('…')).toBe(true);
  });

  it('file and image: the file name; images: the names of the first few', () => {
    expect(text({ type: 'file' }, '/api/uploads/abc/report%20q1.pdf')).toBe('report q1.pdf');
    expect(text({ type: 'image' }, 'https://cdn.example/img/cover.png?x=1')).toBe('cover.png');
    expect(text({ type: 'images' }, ['/u/a.png', '/u/b.png'])).toBe('a.png, b.png');
  });

  it('password: never its value', () => {
    expect(text({ type: 'password' }, 'hunter2')).toBe(PASSWORD_MASK);
    expect(text({ type: 'password' }, '')).toBe('');
  });

  it('numbers with a money or percent format, in the reader\'s locale', () => {
    expect(text({ type: 'number', format: { type: 'money', currency: 'USD' } }, 12.5)).toBe('$12.50');
    expect(text({ type: 'number', format: { type: 'percent', decimals: 1 } }, 0.125)).toBe('12.5%');
    expect(text({ type: 'number' }, 7)).toBe('7');
  });
});

describe('the ids values refer to, and an import cell as its value', () => {
  it('collects reference ids per resource, inside groups and rows too', () => {
    const wanted: WantedIds = new Map();
    wantValue(wanted, field({ type: 'references', reference }), [1, 2, 2]);
    wantValue(wanted, field({ type: 'array', fields: [{ source: 'by', type: 'reference', reference: { resource: 'user', optionText: 'name' } }] as FieldSchema[] }), [{ by: 7 }]);
    wantValue(wanted, field({ type: 'text' }), 'x');
    expect(Object.fromEntries([...wanted].map(([resource, ids]) => [resource, [...ids]]))).toEqual({ sendName: ['1', '2'], user: ['7'] });
  });

  it('reads JSON text of a list and true/false of a switch; other cells as they are', () => {
    expect(importedValue(field({ type: 'references' }), '[1,2]')).toEqual([1, 2]);
    expect(importedValue(field({ type: 'switch' }), 'true')).toBe(true);
    expect(importedValue(field({ type: 'text' }), '[x')).toBe('[x');
    expect(importedValue(field({ type: 'tags' }), '[x')).toBe('[x');
  });
});
