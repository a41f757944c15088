/**
 * A list whose read failed. An API error has had its message shown already (the HTTP client's
 * notice, http.ts): the page then says only that the list is missing and offers Retry, so one
 * failure is one message. Any other error is told here in full.
 */
import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../providers/http';

export function ListLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  const retry = (
    <Button color="inherit" size="small" onClick={onRetry}>
      {translate('crud.retry')}
    </Button>
  );
  if (error instanceof ApiError) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, py: 6, color: 'text.secondary', flexWrap: 'wrap' }}>
        {translate('crud.listLoadFailedShown')}
        {retry}
      </Box>
    );
  }
  return (
    <Alert severity="error" sx={{ m: 2 }} action={retry}>
      {translate('crud.loadFailed')} {error instanceof Error ? error.message : ''}
    </Alert>
  );
}
