/** A secret the server shows only once (a new token, a signing secret): read-only, with a Copy button. */
import { Alert, Button, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import type { TranslateFunction } from 'react-admin';
import { ViewDialog } from './ViewDialog';

/** The dialog's words, translated by the page that shows it. */
export interface SecretShownOnceTexts {
  title: string;
  /** Says that this is the only time the secret is shown. */
  help: string;
  /** The secret's input, naming what it belongs to. */
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  close: string;
}

/**
 * The dialog's words from a catalogue section holding `secretTitle`, `secretHelp`, `secretLabel`
 * (with `labelArguments`), `copy`, `copied`, `copyFailed` and `close`.
 */
export function secretTextsOf(translate: TranslateFunction, section: string, labelArguments: Record<string, string>): SecretShownOnceTexts {
  return {
    title: translate(`${section}.secretTitle`),
    help: translate(`${section}.secretHelp`),
    label: translate(`${section}.secretLabel`, labelArguments),
    copy: translate(`${section}.copy`),
    copied: translate(`${section}.copied`),
    copyFailed: translate(`${section}.copyFailed`),
    close: translate(`${section}.close`),
  };
}

/** Open while `secret` is given. */
export function SecretShownOnceDialog({ secret, texts, onClose }: { secret: string | undefined; texts: SecretShownOnceTexts; onClose: () => void }) {
  const titleId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const close = () => {
    setCopy('idle');
    onClose();
  };
  const copyIt = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <ViewDialog open={secret !== undefined} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {texts.help}
        </Alert>
        <TextField
          label={texts.label}
          value={secret ?? ''}
          fullWidth
          multiline
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
          onFocus={(event) => event.target.select()}
        />
        {copy === 'failed' && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {texts.copyFailed}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copyIt()} variant="contained" autoFocus>
          {copy === 'copied' ? texts.copied : texts.copy}
        </Button>
        <Button onClick={close}>{texts.close}</Button>
      </DialogActions>
    </ViewDialog>
  );
}
