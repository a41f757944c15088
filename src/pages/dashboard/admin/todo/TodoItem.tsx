import { useState } from 'react';
import { Box, Checkbox, IconButton, InputBase, ListItem } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import type { Todo } from './todos';

interface Props {
  todo: Todo;
  onToggle: () => void;
  onRemove: () => void;
  onEdit: (text: string) => void;
}

/** One todo: toggle, double-click to edit (Enter or blur saves, Escape cancels), delete. */
export function TodoItem({ todo, onToggle, onRemove, onEdit }: Props) {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(todo.text);
  const finish = () => {
    if (!editing) return;
    setEditing(false);
    onEdit(draft);
  };
  return (
    <ListItem
      disablePadding
      secondaryAction={
        !editing && (
          <IconButton edge="end" size="small" aria-label={translate('dashboard.todo.remove', { text: todo.text })} onClick={onRemove}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )
      }
      sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 44 }}
    >
      <Checkbox
        checked={todo.done}
        onChange={onToggle}
        slotProps={{ input: { 'aria-label': translate('dashboard.todo.toggle', { text: todo.text }) } }}
      />
      {editing ? (
        <InputBase
          name="todo"
          autoFocus
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={finish}
          onKeyDown={(event) => {
            if (event.key === 'Enter') finish();
            if (event.key === 'Escape') {
              setDraft(todo.text);
              setEditing(false);
            }
          }}
          inputProps={{ 'aria-label': translate('dashboard.todo.edit', { text: todo.text }) }}
          sx={{ flex: 1, mr: 1, px: 1, border: 1, borderColor: 'primary.main' }}
        />
      ) : (
        <Box
          // Not a <label>: it labels nothing (the checkbox has its own name), and Chrome reports a
          // label without a control as an issue.
          component="span"
          onDoubleClick={() => {
            setDraft(todo.text);
            setEditing(true);
          }}
          sx={{
            flex: 1,
            pr: 5,
            py: 1,
            wordBreak: 'break-word',
            color: todo.done ? 'text.secondary' : 'text.primary',
            textDecoration: todo.done ? 'line-through' : 'none',
          }}
        >
          {todo.text}
        </Box>
      )}
    </ListItem>
  );
}
