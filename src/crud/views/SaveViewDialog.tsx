/** 'Save view...': a name, 'Default view', and for admins the roles to share it with. */
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, DialogActions, DialogContent, DialogTitle, FormControlLabel, TextField } from '@mui/material';
import { ViewDialog } from '../../components/ViewDialog';
import { useTranslate } from 'react-admin';
import { VIEW_NAME_MAX } from '../../kernel/http/views';
import { rolesOf } from './viewState';

export interface SaveViewInput {
  name: string;
  isDefault: boolean;
  sharedWith?: string[];
}

export interface SaveViewDialogProps {
  open: boolean;
  canShare: boolean;
  onClose: () => void;
  /** Resolves when saved; rejects (the message is already shown) to keep the dialog open. */
  onSave: (input: SaveViewInput) => Promise<void>;
}

export function SaveViewDialog({ open, canShare, onClose, onSave }: SaveViewDialogProps) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [roles, setRoles] = useState('');
  const [busy, setBusy] = useState(false);
  const trimmed = name.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || busy) return;
    setBusy(true);
    try {
      await onSave({ name: trimmed, isDefault, ...(canShare ? { sharedWith: rolesOf(roles) } : {}) });
      setName('');
      setIsDefault(false);
      setRoles('');
    } catch {
      // The HTTP client showed the server's message; the dialog keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <ViewDialog open={open} onClose={onClose} fullWidth maxWidth="xs" slotProps={{ paper: { component: 'form', onSubmit: submit } }}>
      <DialogTitle>{translate('crud.views.saveTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, pt: '8px !important' }}>
        <TextField
          autoFocus
          required
          size="small"
          label={translate('crud.views.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX } }}
        />
        <FormControlLabel control={<Checkbox checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />} label={translate('crud.views.isDefault')} />
        {canShare && (
          <TextField
            size="small"
            label={translate('crud.views.shareWith')}
            helperText={translate('crud.views.shareHelp')}
            value={roles}
            onChange={(event) => setRoles(event.target.value)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('crud.views.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!trimmed || busy}>
          {translate('crud.views.confirm')}
        </Button>
      </DialogActions>
    </ViewDialog>
  );
}
