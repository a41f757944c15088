import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { CellProps } from './types';
import { plainText } from './values';

/** The value with a button that copies it to the clipboard and says so. */
export function CopyCell({ value }: CellProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const text = plainText(value);
  if (text === '') return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify('crud.cells.copied', { type: 'info', autoHideDuration: 1500 });
    } catch {
      notify('crud.cells.copyFailed', { type: 'error' });
    }
  };
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {text}
      <IconButton size="small" aria-label={translate('crud.cells.copy', { value: text })} onClick={() => void copy()}>
        <ContentCopyIcon fontSize="inherit" />
      </IconButton>
    </Box>
  );
}
