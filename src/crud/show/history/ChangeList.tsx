/** The changed fields of an audit entry: `field: before -> after`, one line each, as a person reads them. */
import { Box, Typography } from '@mui/material';
import type { FieldChange } from '../../../kernel/http/audit';
import { formatDateTime } from '../../format';
import { rawText } from '../../values/changeTexts';


export interface ChangeListProps {
  changes: Record<string, FieldChange>;
  labelOf: (source: string) => string;
  /** The text of a field's value (valueText through the field), raw text when omitted. */
  textOf?: (source: string, value: unknown) => string;
}

export function ChangeList({ changes, labelOf, textOf = rawText }: ChangeListProps) {
  const entries = Object.entries(changes);
  if (entries.length === 0) return null;
  const shown = (source: string, change: FieldChange, side: 'before' | 'after') => {
    const value = change[side];
    if (!(side in change) || value === undefined || value === null || value === '') return '—';
    return textOf(source, value) || '—';
  };
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {entries.map(([source, change]) => (
        <Typography component="li" variant="body2" key={source} sx={{ wordBreak: 'break-word' }}>
          <strong>{labelOf(source)}</strong>: {shown(source, change, 'before')} → {shown(source, change, 'after')}
        </Typography>
      ))}
    </Box>
  );
}

/** An entry's time in the console's one date format (the list's, the Trash's). */
export const whenText = (iso: string): string => formatDateTime(iso);
