import { Box, LinearProgress } from '@mui/material';

/** Placeholder while a lazily loaded page arrives. */
export function PageLoading() {
  return (
    <Box sx={{ p: 2 }} role="progressbar" aria-label="Loading page">
      <LinearProgress />
    </Box>
  );
}
