import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { on } from '../providers/events';
import { clearToken } from '../providers/session';

/**
 * Turns provider events into UI: request errors as 5 s notices, and the session-ending codes
 * (50008/50012/50014) as the 'Confirm logout' box.
 */
export function SessionBridges() {
  const notify = useNotify();
  const translate = useTranslate();
  const [expired, setExpired] = useState(false);

  useEffect(
    () =>
      on('apiError', ({ message, durationMs }) =>
        notify(message, { type: 'error', autoHideDuration: durationMs, messageArgs: { _: message } }),
      ),
    [notify],
  );
  useEffect(() => on('sessionExpired', () => setExpired(true)), []);

  const relogin = () => {
    clearToken();
    window.location.reload();
  };

  return (
    <Dialog open={expired} onClose={() => setExpired(false)} aria-labelledby="logout-confirm-title">
      <DialogTitle id="logout-confirm-title">{translate('logout.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('logout.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setExpired(false)}>{translate('logout.cancel')}</Button>
        <Button onClick={relogin} variant="contained" autoFocus>
          {translate('logout.relogin')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
