/** Asks before unsaved changes are thrown away: keep editing (the default) or discard. */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface DiscardChangesDialogProps {
  onKeep: () => void;
  onDiscard: () => void;
}

export function DiscardChangesDialog({ onKeep, onDiscard }: DiscardChangesDialogProps) {
  const translate = useTranslate();
  const titleId = 'discard-changes-title';
  return (
    <Dialog open onClose={onKeep} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('crud.form.discardTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('crud.form.discardText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} autoFocus>
          {translate('crud.form.keepEditing')}
        </Button>
        <Button color="error" onClick={onDiscard}>
          {translate('crud.form.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
