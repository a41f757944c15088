// @vitest-environment node
/** The conversion table of a field's type change (server/resources/conversions.ts), cell by cell. */
import { describe, expect, it } from 'vitest';
import { convertValue } from '../../../server/resources/conversions';
import type { FieldSchema } from '../../../src/kernel/types';

const field = (type: string, extra: Record<string, unknown> = {}) => ({ source: 'x', type, ...extra }) as unknown as FieldSchema;
const text = field('text');
const number = field('number');
const boolean = field('boolean');

describe('converting a stored value to the kind of its new type', () => {
  it('text to number: decimal numbers only', () => {
    expect(convertValue('12', 'text', 'number', number)).toEqual({ value: 12 });
    expect(convertValue(' -1.5 ', 'text', 'number', number)).toEqual({ value: -1.5 });
    expect(convertValue('1e3', 'text', 'number', number)).toEqual({ value: 1000 });
    for (const refused of ['abc', '', ' ', '0x10', 'Infinity', '1,5', '12abc']) expect(convertValue(refused, 'text', 'number', number)).toBeUndefined();
  });

  it('number to text, boolean to text and to number', () => {
    expect(convertValue(12, 'number', 'text', text)).toEqual({ value: '12' });
    expect(convertValue(0.5, 'number', 'text', text)).toEqual({ value: '0.5' });
    expect(convertValue(true, 'boolean', 'text', text)).toEqual({ value: 'true' });
    expect(convertValue(true, 'boolean', 'number', number)).toEqual({ value: 1 });
    expect(convertValue(false, 'boolean', 'number', number)).toEqual({ value: 0 });
  });

  it('number and text to boolean: 0/1 and true/false only', () => {
    expect(convertValue(1, 'number', 'boolean', boolean)).toEqual({ value: true });
    expect(convertValue(0, 'number', 'boolean', boolean)).toEqual({ value: false });
    expect(convertValue(2, 'number', 'boolean', boolean)).toBeUndefined();
    expect(convertValue(' TRUE ', 'text', 'boolean', boolean)).toEqual({ value: true });
    expect(convertValue('0', 'text', 'boolean', boolean)).toEqual({ value: false });
    expect(convertValue('yes', 'text', 'boolean', boolean)).toBeUndefined();
  });

  it('JSON values: a string to text, nothing else either way', () => {
    expect(convertValue('a', 'json', 'text', text)).toEqual({ value: 'a' });
    expect(convertValue(['a'], 'json', 'text', text)).toBeUndefined();
    expect(convertValue('a', 'text', 'json', field('tags'))).toBeUndefined();
    expect(convertValue(1, 'number', 'json', field('json'))).toBeUndefined();
  });

  it('null converts everywhere, and an unchanged kind keeps the value', () => {
    expect(convertValue(null, 'text', 'number', number)).toEqual({ value: null });
    expect(convertValue(null, 'json', 'boolean', boolean)).toEqual({ value: null });
    expect(convertValue('kept', 'text', 'text', text)).toEqual({ value: 'kept' });
  });

  it('a select takes a converted value only when it is one of its choice ids', () => {
    const select = field('select', { choices: [{ id: 1, name: 'One' }, { id: 2, name: 'Two' }] });
    expect(convertValue('2', 'text', 'number', select)).toEqual({ value: 2 });
    expect(convertValue('3', 'text', 'number', select)).toBeUndefined();
    const named = field('select', { choices: [{ id: '1', name: 'One' }] });
    expect(convertValue(1, 'number', 'text', named)).toEqual({ value: '1' });
    expect(convertValue(5, 'number', 'text', named)).toBeUndefined();
  });
});
