/** A new webhook's signing secret, shown once, with a copy button. */
import { Alert, Button, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { ViewDialog } from '../../components/ViewDialog';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

export interface ShownWebhookSecret {
  url: string;
  secret: string;
}

export function WebhookSecretDialog({ shown, onClose }: { shown: ShownWebhookSecret | undefined; onClose: () => void }) {
  const translate = useTranslate();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const close = () => {
    setCopy('idle');
    onClose();
  };
  const copyIt = async () => {
    try {
      await navigator.clipboard.writeText(shown?.secret ?? '');
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <ViewDialog open={shown !== undefined} onClose={close} aria-labelledby="webhook-secret-title" fullWidth maxWidth="sm">
      <DialogTitle id="webhook-secret-title">{translate('webhooks.secretTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('webhooks.secretHelp')}
        </Alert>
        <TextField
          label={translate('webhooks.secretLabel', { url: shown?.url ?? '' })}
          value={shown?.secret ?? ''}
          fullWidth
          multiline
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
          onFocus={(event) => event.target.select()}
        />
        {copy === 'failed' && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {translate('webhooks.copyFailed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copyIt()} variant="contained" autoFocus>
          {translate(copy === 'copied' ? 'webhooks.copied' : 'webhooks.copy')}
        </Button>
        <Button onClick={close}>{translate('webhooks.close')}</Button>
      </DialogActions>
    </ViewDialog>
  );
}
