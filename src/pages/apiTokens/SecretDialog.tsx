/** The new token's secret, shown once, with a copy button. */
import { Alert, Button, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { ViewDialog } from '../../components/ViewDialog';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

export interface ShownSecret {
  name: string;
  token: string;
}

export function SecretDialog({ secret, onClose }: { secret: ShownSecret | undefined; onClose: () => void }) {
  const translate = useTranslate();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const close = () => {
    setCopy('idle');
    onClose();
  };
  const copyIt = async () => {
    try {
      await navigator.clipboard.writeText(secret?.token ?? '');
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <ViewDialog open={secret !== undefined} onClose={close} aria-labelledby="token-secret-title" fullWidth maxWidth="sm">
      <DialogTitle id="token-secret-title">{translate('apiTokens.secretTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('apiTokens.secretHelp')}
        </Alert>
        <TextField
          label={translate('apiTokens.secretLabel', { name: secret?.name ?? '' })}
          value={secret?.token ?? ''}
          fullWidth
          multiline
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
          onFocus={(event) => event.target.select()}
        />
        {copy === 'failed' && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {translate('apiTokens.copyFailed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copyIt()} variant="contained" autoFocus>
          {translate(copy === 'copied' ? 'apiTokens.copied' : 'apiTokens.copy')}
        </Button>
        <Button onClick={close}>{translate('apiTokens.close')}</Button>
      </DialogActions>
    </ViewDialog>
  );
}
