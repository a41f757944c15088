/** The todo list's rules, pure: trimmed text, empty ignored, edited-to-empty deletes. */
import { TODOS_KEY, readLocalJson, writeLocalJson } from '../../../../providers/session';

export interface Todo {
  text: string;
  done: boolean;
}

export type TodoFilter = 'all' | 'active' | 'completed';
export const TODO_FILTERS: TodoFilter[] = ['all', 'active', 'completed'];

export const defaultTodos: Todo[] = [
  { text: 'star this repository', done: false },
  { text: 'fork this repository', done: false },
  { text: 'follow author', done: false },
  { text: 'react-admin', done: true },
  { text: 'MUI', done: true },
  { text: 'echarts', done: true },
  { text: 'vite', done: true },
];

export function addTodo(todos: readonly Todo[], text: string): Todo[] {
  const trimmed = text.trim();
  return trimmed ? [...todos, { text: trimmed, done: false }] : [...todos];
}

export function editTodo(todos: readonly Todo[], index: number, text: string): Todo[] {
  const trimmed = text.trim();
  if (!trimmed) return todos.filter((_, at) => at !== index);
  return todos.map((todo, at) => (at === index ? { ...todo, text: trimmed } : todo));
}

export function toggleTodo(todos: readonly Todo[], index: number): Todo[] {
  return todos.map((todo, at) => (at === index ? { ...todo, done: !todo.done } : todo));
}

export function removeTodo(todos: readonly Todo[], index: number): Todo[] {
  return todos.filter((_, at) => at !== index);
}

export function toggleAll(todos: readonly Todo[], done: boolean): Todo[] {
  return todos.map((todo) => ({ ...todo, done }));
}

export function clearCompleted(todos: readonly Todo[]): Todo[] {
  return todos.filter((todo) => !todo.done);
}

export function matchesFilter(todo: Todo, filter: TodoFilter): boolean {
  return filter === 'all' || (filter === 'active' ? !todo.done : todo.done);
}

export function itemsLeft(todos: readonly Todo[]): number {
  return todos.filter((todo) => !todo.done).length;
}

function isTodo(value: unknown): value is Todo {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.text === 'string' && typeof record.done === 'boolean';
}

/** Stored todos (localStorage through the session module), or the defaults. */
export function loadTodos(): Todo[] {
  const stored = readLocalJson(TODOS_KEY);
  return Array.isArray(stored) ? stored.filter(isTodo) : defaultTodos;
}

export function saveTodos(todos: readonly Todo[]): void {
  writeLocalJson(TODOS_KEY, todos);
}
