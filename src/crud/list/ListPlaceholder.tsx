/**
 * What a list shows before its first answer: grey rows shaped like the rows to come, instead of an
 * empty table, its "no records" text and a total of 0 that the answer would contradict.
 */
import { Box, Skeleton } from '@mui/material';

export const PLACEHOLDER_ROWS = 5;

export function ListPlaceholder({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} aria-busy data-testid="list-placeholder" sx={{ px: 1.5, py: 1 }}>
      <Skeleton variant="text" width="40%" sx={{ mb: 1 }} />
      {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Skeleton variant="rounded" width={18} height={18} />
          <Skeleton variant="text" sx={{ flex: '3 1 0' }} />
          <Skeleton variant="text" sx={{ flex: '1 1 0' }} />
          <Skeleton variant="text" sx={{ flex: '1 1 0', display: { xs: 'none', sm: 'block' } }} />
          <Skeleton variant="rounded" width={56} height={24} />
        </Box>
      ))}
    </Box>
  );
}
