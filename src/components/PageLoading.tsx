import { Box, LinearProgress } from '@mui/material';

/** Placeholder while a lazily loaded page arrives: one named progress bar. */
export function PageLoading() {
  return (
    <Box sx={{ p: 2 }}>
      <LinearProgress aria-label="Loading page" />
    </Box>
  );
}
