import { useEffect, useState } from 'react';
import { Box, Button, Checkbox, InputBase, List, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TodoItem } from './TodoItem';
import {
  TODO_FILTERS,
  addTodo,
  clearCompleted,
  editTodo,
  itemsLeft,
  loadTodos,
  matchesFilter,
  removeTodo,
  saveTodos,
  toggleAll,
  toggleTodo,
  type TodoFilter,
} from './todos';

/** The todo list (local only, kept in localStorage): add, edit, toggle, filter, count. */
export function TodoList() {
  const translate = useTranslate();
  const [todos, setTodos] = useState(loadTodos);
  const [filter, setFilter] = useState<TodoFilter>('all');
  const [text, setText] = useState('');
  useEffect(() => saveTodos(todos), [todos]);
  const left = itemsLeft(todos);
  const allDone = todos.length > 0 && left === 0;

  return (
    <Paper sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} aria-label={translate('dashboard.todo.title')} component="section">
      <Typography component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
        {translate('dashboard.todo.title')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
        <Checkbox
          checked={allDone}
          onChange={() => setTodos(toggleAll(todos, !allDone))}
          slotProps={{ input: { 'aria-label': translate('dashboard.todo.toggleAll') } }}
        />
        <InputBase
          // A name, as Chrome asks of every form field (for autofill).
          name="new-todo"
          value={text}
          placeholder={translate('dashboard.todo.placeholder')}
          inputProps={{ 'aria-label': translate('dashboard.todo.placeholder') }}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            setTodos(addTodo(todos, text));
            setText('');
          }}
          sx={{ flex: 1, py: 1, pr: 1 }}
        />
      </Box>
      <List disablePadding sx={{ flex: 1, overflowY: 'auto', maxHeight: 320 }}>
        {todos.map((todo, index) =>
          matchesFilter(todo, filter) ? (
            <TodoItem
              key={`${index}-${todo.text}`}
              todo={todo}
              onToggle={() => setTodos(toggleTodo(todos, index))}
              onRemove={() => setTodos(removeTodo(todos, index))}
              onEdit={(next) => setTodos(editTodo(todos, index, next))}
            />
          ) : null,
        )}
      </List>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 2, py: 1, fontSize: 13, color: 'text.secondary' }}>
        <Box data-testid="todo-count" sx={{ flex: 1, whiteSpace: 'nowrap' }}>
          {translate('dashboard.todo.itemsLeft', { smart_count: left })}
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          aria-label={translate('dashboard.todo.filters')}
          onChange={(_, next: TodoFilter | null) => next && setFilter(next)}
        >
          {TODO_FILTERS.map((option) => (
            <ToggleButton key={option} value={option} sx={{ py: 0.25, px: 1, textTransform: 'none' }}>
              {translate(`dashboard.todo.${option}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {todos.length > left && (
          <Button size="small" onClick={() => setTodos(clearCompleted(todos))} sx={{ textTransform: 'none' }}>
            {translate('dashboard.todo.clearCompleted')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
