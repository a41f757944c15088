/**
 * Above a live list's table: how many records others created since it was refreshed, with Show;
 * and, when the stream has been down for a few seconds, a quiet line saying updates are paused.
 */
import { memo } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LiveStatus } from './liveSubscription';
import liveListsTexts from '../../kernel/texts/sections/liveLists';
import { registerSection } from '../../providers/pageTexts';

registerSection(liveListsTexts);

export const LiveNotice = memo(function LiveNotice({ newCount, onShow, status }: { newCount: number; onShow: () => void; status: LiveStatus }) {
  const translate = useTranslate();
  return (
    <>
      {newCount > 0 && (
        <Alert
          severity="info"
          role="status"
          sx={{ mx: 2, my: 1 }}
          action={
            <Button color="inherit" size="small" onClick={onShow}>
              {translate('live.show')}
            </Button>
          }
        >
          {translate('live.created', { smart_count: newCount })}
        </Alert>
      )}
      {status === 'paused' && (
        <Typography role="status" variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, py: 0.5 }}>
          {translate('live.paused')}
        </Typography>
      )}
    </>
  );
});
