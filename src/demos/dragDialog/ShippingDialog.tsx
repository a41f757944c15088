import { useId, useState, type FormEvent } from 'react';
import { Button, DialogActions, DialogContent, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DialogDragTitle } from './DialogDragTitle';
import { DraggableDialog } from './DraggableDialog';

export interface ShippingAddress {
  name: string;
  address: string;
}

interface ShippingDialogProps {
  open: boolean;
  initial: ShippingAddress;
  onClose: () => void;
  onConfirm: (value: ShippingAddress) => void;
}

/** The demo's content: a small shipping address form inside the draggable dialog. */
export function ShippingDialog({ open, initial, onClose, onConfirm }: ShippingDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm({ name: value.name.trim(), address: value.address.trim() });
  };
  return (
    <DraggableDialog open={open} onClose={onClose} labelledBy={titleId}>
      <DialogDragTitle id={titleId}>{translate('demoWidgets.dragDialog.title')}</DialogDragTitle>
      <form onSubmit={submit}>
        <DialogContent dividers>
          <Stack spacing={2}>
            <TextField
              label={translate('demoWidgets.dragDialog.name')}
              value={value.name}
              onChange={(event) => setValue({ ...value, name: event.target.value })}
              autoFocus
              fullWidth
            />
            <TextField
              label={translate('demoWidgets.dragDialog.address')}
              value={value.address}
              onChange={(event) => setValue({ ...value, address: event.target.value })}
              multiline
              minRows={2}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('demoWidgets.common.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('demoWidgets.common.confirm')}
          </Button>
        </DialogActions>
      </form>
    </DraggableDialog>
  );
}
