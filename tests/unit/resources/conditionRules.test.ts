/**
 * The kernel's reading of conditions on a write (the server's body check and the form share it):
 * disabledWhen on the stored record, a choice's visibleWhen, hidden fields cleared at every depth.
 */
import { describe, expect, it } from 'vitest';
import { conditionError, withHiddenCleared } from '../../../src/kernel/rules/conditionRules';
import type { FieldSchema } from '../../../src/kernel/types';

const amount = { source: 'amount', type: 'number', disabledWhen: { field: 'status', equals: 'approved' }, defaultValue: 0 } as FieldSchema;
const status = {
  source: 'status',
  type: 'select',
  choices: [{ id: 'draft', name: 'Draft' }, { id: 'paid', name: 'Paid', visibleWhen: { field: 'status', equals: 'approved' } }],
} as FieldSchema;

describe('disabledWhen', () => {
  it('refuses a change while the stored record matches, naming the condition, and lets an unchanged value through', () => {
    const current = { id: 1, status: 'approved', amount: 5 };
    expect(conditionError(amount, 6, { mode: 'edit', current, next: { ...current, status: 'draft', amount: 6 } })).toEqual({
      message: 'crud.disabledNow',
      args: { condition: 'status is approved' },
    });
    expect(conditionError(amount, 5, { mode: 'edit', current, next: current })).toBeUndefined();
    expect(conditionError(amount, 6, { mode: 'edit', current: { id: 1, status: 'draft' }, next: { status: 'approved', amount: 6 } })).toBeUndefined();
  });

  it('on create, reads the new record and lets only the default through', () => {
    expect(conditionError(amount, 0, { mode: 'new', next: { status: 'approved', amount: 0 } })).toBeUndefined();
    expect(conditionError(amount, 3, { mode: 'new', next: { status: 'approved', amount: 3 } })?.message).toBe('crud.disabledNow');
    expect(conditionError(amount, 3, { mode: 'new', next: { status: 'draft', amount: 3 } })).toBeUndefined();
  });
});

describe("a choice's visibleWhen", () => {
  it('reads the stored record: hidden choices are refused unless held already', () => {
    expect(conditionError(status, 'paid', { mode: 'edit', current: { id: 1, status: 'draft' }, next: { status: 'paid' } })).toEqual({ message: 'crud.choiceHidden', args: { value: 'paid' } });
    expect(conditionError(status, 'paid', { mode: 'edit', current: { id: 1, status: 'approved' }, next: { status: 'paid' } })).toBeUndefined();
    expect(conditionError(status, 'paid', { mode: 'new', next: { status: 'paid' } })?.message).toBe('crud.choiceHidden');
    const tags = { ...status, type: 'multiSelect' } as FieldSchema;
    expect(conditionError(tags, ['draft', 'paid'], { mode: 'edit', current: { id: 1, status: ['paid'] }, next: {} })).toBeUndefined();
    expect(conditionError(tags, ['draft', 'paid'], { mode: 'edit', current: { id: 1, status: ['draft'] }, next: {} })?.message).toBe('crud.choiceHidden');
  });
});

describe('withHiddenCleared', () => {
  const fields = [
    { source: 'rated', type: 'boolean' },
    { source: 'score', type: 'number', visibleWhen: { field: 'rated', equals: true } },
    {
      source: 'steps',
      type: 'array',
      fields: [
        { source: 'kind', type: 'text' },
        { source: 'delay', type: 'number', visibleWhen: { field: 'kind', equals: 'wait' } },
      ],
    },
  ] as FieldSchema[];

  it('clears hidden fields, in the rows of an array too, and returns the same object when nothing is hidden', () => {
    const values = { rated: false, score: 4, steps: [{ kind: 'send', delay: 9 }, { kind: 'wait', delay: 5 }] };
    expect(withHiddenCleared(fields, values)).toEqual({ rated: false, score: null, steps: [{ kind: 'send', delay: null }, { kind: 'wait', delay: 5 }] });
    expect(values.score).toBe(4);
    const shown = { rated: true, score: 4, steps: [{ kind: 'wait', delay: 5 }] };
    expect(withHiddenCleared(fields, shown)).toBe(shown);
  });
});
