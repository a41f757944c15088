/**
 * 'Send sms code': sends the verification code, then counts down 60 s ('Resend after N seconds',
 * one tick a second) before it can send again. A failed send starts no countdown.
 */
import { useEffect, useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { sendSmsCode } from '../providers/sms';

export const SMS_COUNTDOWN_SECONDS = 60;

export function SmsCodeButton({ seconds = SMS_COUNTDOWN_SECONDS }: { seconds?: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const send = async () => {
    setSending(true);
    try {
      await sendSmsCode();
      notify('sms.sent', { type: 'success' });
      setRemaining(seconds);
    } catch {
      // The HTTP client has shown why; no countdown.
    } finally {
      setSending(false);
    }
  };

  const counting = remaining > 0;
  return (
    <Button
      variant="outlined"
      onClick={send}
      disabled={counting || sending}
      startIcon={sending ? <CircularProgress size={14} /> : undefined}
      sx={{ whiteSpace: 'nowrap', minWidth: 180 }}
    >
      {counting ? translate('sms.resend', { seconds: remaining }) : translate('sms.send')}
    </Button>
  );
}
