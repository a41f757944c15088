import { describe, expect, it } from 'vitest';
import {
  addTodo,
  clearCompleted,
  editTodo,
  itemsLeft,
  matchesFilter,
  toggleAll,
  toggleTodo,
} from '../../../src/pages/dashboard/admin/todo/todos';

const todos = [
  { text: 'a', done: false },
  { text: 'b', done: true },
];

describe('todo rules', () => {
  it('adds trimmed text and ignores empty text', () => {
    expect(addTodo(todos, '  c  ').at(-1)).toEqual({ text: 'c', done: false });
    expect(addTodo(todos, '   ')).toEqual(todos);
  });
  it('deletes a todo edited to empty', () => {
    expect(editTodo(todos, 0, '  x ')[0]).toEqual({ text: 'x', done: false });
    expect(editTodo(todos, 0, '  ')).toEqual([{ text: 'b', done: true }]);
  });
  it('filters, counts and toggles', () => {
    expect(todos.filter((todo) => matchesFilter(todo, 'active')).map((t) => t.text)).toEqual(['a']);
    expect(todos.filter((todo) => matchesFilter(todo, 'completed')).map((t) => t.text)).toEqual(['b']);
    expect(todos.filter((todo) => matchesFilter(todo, 'all'))).toHaveLength(2);
    expect(itemsLeft(todos)).toBe(1);
    expect(itemsLeft(toggleTodo(todos, 0))).toBe(0);
    expect(itemsLeft(toggleAll(todos, false))).toBe(2);
    expect(clearCompleted(todos)).toEqual([{ text: 'a', done: false }]);
  });
});
