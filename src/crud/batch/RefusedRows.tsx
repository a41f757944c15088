/** The rows the server refused, each named (its record or file row) with why, fields included. */
import { Alert, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldLabel } from '../../kernel/format/defaults';
import type { RowRefusal } from '../../kernel/http/batch';
import type { ResourceSchema } from '../../kernel/types';

/** At most this many refused rows are listed; the count says how many there are. */
const LISTED = 50;

export interface RefusedRowsProps {
  schema: ResourceSchema;
  refused: readonly RowRefusal[];
  /** The summary line above the list. */
  title: string;
  /** How a refused row is named ('Row 3', 'Alice'). */
  rowName: (refusal: RowRefusal) => string;
}

export function RefusedRows({ schema, refused, title, rowName }: RefusedRowsProps) {
  const translate = useTranslate();
  const text = (message: string) => translate(message, { _: message });
  // A path names a field and, for a nested value, where in it ('steps[2].delay').
  const labelOf = (path: string) => {
    const [top = path] = path.split(/[.[]/, 1);
    const field = schema.fields.find((candidate) => candidate.source === top);
    if (!field) return path;
    const { key, fallback } = fieldLabel(schema, field);
    return translate(key, { _: fallback }) + path.slice(top.length);
  };
  return (
    <Alert severity="error" role="alert" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      {title}
      <List dense disablePadding aria-label={title}>
        {refused.slice(0, LISTED).map((refusal) => (
          <ListItem key={refusal.row} disableGutters sx={{ py: 0 }}>
            <ListItemText
              primary={`${rowName(refusal)}: ${text(refusal.message)}`}
              secondary={Object.entries(refusal.fields ?? {})
                .map(([source, message]) => `${labelOf(source)}: ${text(message)}`)
                .join('; ') || undefined}
            />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
