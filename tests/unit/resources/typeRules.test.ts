/** The field types' own value shapes and the rules of sub-fields, as the form and the server run them (src/kernel/rules). */
import { describe, expect, it } from 'vitest';
import { checkRecord } from '../../../src/kernel/rules/rules';
import { typeShapeError } from '../../../src/kernel/rules/typeShapes';
import type { FieldSchema } from '../../../src/kernel/types';

const field = (type: FieldSchema['type'], extra: Partial<FieldSchema> = {}): FieldSchema => ({ source: 'value', type, ...extra });
const messageOf = (type: FieldSchema['type'], value: unknown, extra: Partial<FieldSchema> = {}) => typeShapeError(field(type, extra), value)?.message;

describe('typeShapeError', () => {
  it('takes real dates, times, ranges and colours only', () => {
    expect(messageOf('date', '2026-02-28')).toBeUndefined();
    expect(messageOf('date', '2026-02-30')).toBe('crud.badDate');
    expect(messageOf('date', '2026-2-3')).toBe('crud.badDate');
    expect(messageOf('time', '23:59')).toBeUndefined();
    expect(messageOf('time', '24:00')).toBe('crud.badTime');
    expect(messageOf('dateRange', ['2026-01-01', '2026-01-01'])).toBeUndefined();
    expect(messageOf('dateRange', ['2026-01-02', '2026-01-01'])).toBe('crud.endBeforeStart');
    expect(messageOf('dateRange', ['2026-01-02'])).toBe('crud.badDateRange');
    expect(messageOf('color', '#a1B2c3')).toBeUndefined();
    expect(messageOf('color', 'red')).toBe('crud.badColor');
  });

  it('holds sliders to their step and ratings to whole stars up to max (default 5)', () => {
    expect(messageOf('slider', 15, { min: 5, step: 5 })).toBeUndefined();
    expect(messageOf('slider', 12, { min: 5, step: 5 })).toBe('crud.badStep');
    expect(messageOf('slider', 0.3, { step: 0.1 })).toBeUndefined();
    expect(messageOf('rating', 5)).toBeUndefined();
    expect(messageOf('rating', 6)).toBe('crud.atMost');
    expect(messageOf('rating', 8, { max: 10 })).toBeUndefined();
    expect(messageOf('rating', 2.5)).toBe('crud.wholeNumber');
  });

  it('checks list values: choices, counts, duplicates, tag lengths', () => {
    const choices = [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }];
    expect(messageOf('multiSelect', ['a', 'b'], { choices })).toBeUndefined();
    expect(messageOf('multiSelect', ['a', 'c'], { choices })).toBe('crud.notAChoiceItem');
    expect(messageOf('multiSelect', ['a', 'a'], { choices })).toBe('crud.duplicateItem');
    expect(messageOf('multiSelect', 'a', { choices })).toBe('crud.notAList');
    expect(messageOf('tags', ['x', 'y', 'z'], { maxItems: 2 })).toBe('crud.tooManyItems');
    expect(messageOf('tags', ['long tag'], { maxLength: 4 })).toBe('crud.tooLong');
    expect(messageOf('references', [1, 2], { minItems: 3 })).toBe('crud.tooFewItems');
    expect(messageOf('references', [1, -2])).toBe('crud.badItem');
  });

  it('caps JSON values by their text and refuses non-objects as groups', () => {
    expect(messageOf('json', { a: [1, 2, 3] })).toBeUndefined();
    expect(messageOf('json', 'x'.repeat(50), { maxLength: 20 })).toBe('crud.tooBig');
    expect(messageOf('object', [1])).toBe('crud.notAGroup');
    expect(messageOf('array', [{}, 3])).toBe('crud.notAGroup');
  });
});

describe('checkRecord with sub-fields', () => {
  const steps: FieldSchema = {
    source: 'steps',
    type: 'array',
    maxItems: 5,
    fields: [
      { source: 'kind', type: 'select', choices: [{ id: 'sms', name: 'SMS' }, { id: 'wait', name: 'Wait' }], required: true },
      { source: 'delay', type: 'number', max: 3600, requiredWhen: { field: 'kind', equals: 'wait' }, visibleWhen: { field: 'kind', equals: 'wait' } },
    ],
  };
  const address: FieldSchema = { source: 'address', type: 'object', fields: [{ source: 'city', type: 'text', required: true, maxLength: 20 }] };
  const schema = { fields: [steps, address] };

  it('names the path of a broken sub-field', () => {
    const errors = checkRecord(schema, { steps: [{ kind: 'sms' }, { kind: 'wait', delay: 10 }, { kind: 'wait', delay: 4000 }], address: { city: '' } }, { mode: 'new' });
    expect(errors).toEqual({
      'steps[2].delay': { message: 'crud.atMost', args: { max: 3600 } },
      'address.city': { message: 'crud.required' },
    });
  });

  it("reads a sub-field's condition from its siblings", () => {
    expect(checkRecord(schema, { steps: [{ kind: 'sms', delay: 99999 }] }, { mode: 'new' })).toEqual({});
    expect(Object.keys(checkRecord(schema, { steps: [{ kind: 'wait' }] }, { mode: 'new' }))).toEqual(['steps[0].delay']);
  });

  it('refuses keys a group does not declare, and a row that is no group', () => {
    expect(Object.keys(checkRecord(schema, { address: { city: 'Paris', __proto__x: 1 } }, { mode: 'new' }))).toEqual(['address.__proto__x']);
    expect(checkRecord(schema, { steps: [1] }, { mode: 'new' }).steps?.message).toBe('crud.notAGroup');
  });
});
