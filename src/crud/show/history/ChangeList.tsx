/** The changed fields of an audit entry: `field: before -> after`, one line each. */
import { Box, Typography } from '@mui/material';
import type { FieldChange } from '../../../kernel/http/audit';

const shown = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

export function ChangeList({ changes, labelOf }: { changes: Record<string, FieldChange>; labelOf: (source: string) => string }) {
  const entries = Object.entries(changes);
  if (entries.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {entries.map(([source, change]) => (
        <Typography component="li" variant="body2" key={source} sx={{ wordBreak: 'break-word' }}>
          <strong>{labelOf(source)}</strong>: {'before' in change ? shown(change.before) : '—'} → {'after' in change ? shown(change.after) : '—'}
        </Typography>
      ))}
    </Box>
  );
}

/** An entry's time as the reader's locale writes it. */
export const whenText = (iso: string): string => new Date(iso).toLocaleString();
