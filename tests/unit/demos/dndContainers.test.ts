import { describe, expect, it } from 'vitest';
import { findContainer, moveToContainer, reorder, reorderInContainer } from '../../../src/demos/dnd/containers';
import { moveValue } from '../../../src/demos/dnd/moveValue';

const card = (id: string) => ({ id });
const board = () => ({
  todo: [card('a'), card('b'), card('c')],
  working: [card('d')],
  done: [] as { id: string }[],
});
const ids = (list: { id: string | number }[]) => list.map((item) => item.id);

describe('findContainer', () => {
  it('finds the container of an item, or a container by its own key', () => {
    expect(findContainer(board(), 'b')).toBe('todo');
    expect(findContainer(board(), 'done')).toBe('done');
    expect(findContainer(board(), 'zzz')).toBeUndefined();
  });

  it('does not take inherited object keys for containers', () => {
    expect(findContainer(board(), 'toString')).toBeUndefined();
  });
});

describe('moveToContainer', () => {
  it('moves an item before the item it is over in another container', () => {
    const next = moveToContainer(board(), 'a', 'd');
    expect(ids(next.todo)).toEqual(['b', 'c']);
    expect(ids(next.working)).toEqual(['a', 'd']);
  });

  it('moves it after the item when below it', () => {
    expect(ids(moveToContainer(board(), 'a', 'd', true).working)).toEqual(['d', 'a']);
  });

  it('moves it to the end when over the container itself, an empty one included', () => {
    const next = moveToContainer(board(), 'b', 'done');
    expect(ids(next.done)).toEqual(['b']);
    expect(ids(next.todo)).toEqual(['a', 'c']);
    expect(ids(moveToContainer(next, 'd', 'done').done)).toEqual(['b', 'd']);
  });

  it('leaves the state unchanged inside one container or for unknown ids', () => {
    const state = board();
    expect(moveToContainer(state, 'a', 'c')).toBe(state);
    expect(moveToContainer(state, 'x', 'done')).toBe(state);
    expect(moveToContainer(state, 'a', 'x')).toBe(state);
  });

  it('does not change the state it is given', () => {
    const state = board();
    moveToContainer(state, 'a', 'done');
    expect(ids(state.todo)).toEqual(['a', 'b', 'c']);
    expect(state.done).toEqual([]);
  });
});

describe('reorderInContainer', () => {
  it('moves an item to the place of another in the same container', () => {
    expect(ids(reorderInContainer(board(), 'a', 'c').todo)).toEqual(['b', 'c', 'a']);
    expect(ids(reorderInContainer(board(), 'c', 'a').todo)).toEqual(['c', 'a', 'b']);
  });

  it('ignores targets in other containers, the container itself and the item itself', () => {
    const state = board();
    expect(reorderInContainer(state, 'a', 'd')).toBe(state);
    expect(reorderInContainer(state, 'a', 'todo')).toBe(state);
    expect(reorderInContainer(state, 'a', 'a')).toBe(state);
  });
});

describe('reorder and moveValue', () => {
  it('reorders a flat list by ids', () => {
    const rows = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(ids(reorder(rows, 1, 3))).toEqual([2, 3, 1, 4]);
    expect(ids(reorder(rows, 4, 2))).toEqual([1, 4, 2, 3]);
    expect(ids(reorder(rows, 9, 2))).toEqual([1, 2, 3, 4]);
  });

  it('reorders chosen values', () => {
    expect(moveValue(['apple', 'banana', 'orange'], 'apple', 'orange')).toEqual(['banana', 'orange', 'apple']);
    expect(moveValue(['apple', 'banana', 'orange'], 'orange', 'apple')).toEqual(['orange', 'apple', 'banana']);
    expect(moveValue(['apple'], 'apple', 'pear')).toEqual(['apple']);
  });
});
