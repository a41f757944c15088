import { describe, expect, it } from 'vitest';
import { DEFAULT_FRUITS, FRUITS, toggleFruit, visibleColumns } from '../../../src/demos/dynamicTable/columns';

describe('dynamic table columns', () => {
  it('starts with apple and banana', () => {
    expect(DEFAULT_FRUITS).toEqual(['apple', 'banana']);
    expect(FRUITS).toEqual(['apple', 'banana', 'orange']);
  });

  it('keeps ticked fruits in click order and drops unticked ones', () => {
    let selected = toggleFruit([], 'orange', true);
    selected = toggleFruit(selected, 'apple', true);
    expect(selected).toEqual(['orange', 'apple']);
    expect(toggleFruit(selected, 'apple', true)).toEqual(['orange', 'apple']);
    expect(toggleFruit(selected, 'orange', false)).toEqual(['apple']);
    expect(toggleFruit(selected, 'banana', false)).toEqual(['orange', 'apple']);
  });

  it('fixed header: columns in header order whatever the click order', () => {
    expect(visibleColumns(['orange', 'apple'], 'header')).toEqual(['apple', 'orange']);
    expect(visibleColumns([], 'header')).toEqual([]);
  });

  it('unordered: columns in click order', () => {
    expect(visibleColumns(['orange', 'apple'], 'click')).toEqual(['orange', 'apple']);
  });
});
