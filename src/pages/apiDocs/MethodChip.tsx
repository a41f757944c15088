/** An HTTP method as a coloured chip of fixed width, as API references show them. */
import { Chip } from '@mui/material';

type ChipColor = 'info' | 'success' | 'warning' | 'error' | 'default';

const COLORS: Readonly<Record<string, ChipColor>> = { GET: 'info', POST: 'success', PUT: 'warning', PATCH: 'warning', DELETE: 'error' };

export function MethodChip({ method }: { method: string }) {
  return (
    <Chip
      size="small"
      label={method}
      color={COLORS[method] ?? 'default'}
      sx={{ minWidth: 68, fontFamily: 'monospace', fontWeight: 700, letterSpacing: 0.5 }}
    />
  );
}
