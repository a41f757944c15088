/** A dialog around a form: its title, its inputs, the error of the form as a whole, Cancel, and the submit button (held while a submit runs; Enter submits too). */
import { Alert, Button, DialogActions, DialogContent, DialogTitle, type SxProps, type Theme } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { ViewDialog } from './ViewDialog';

interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  cancelLabel: string;
  /** An error no input names, shown above the buttons. */
  formError: string | undefined;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** The inputs' layout, where it is not MUI's dense margins. */
  contentSx?: SxProps<Theme>;
  children: ReactNode;
}

export function FormDialog({ open, title, submitLabel, cancelLabel, formError, pending, onSubmit, onClose, contentSx, children }: FormDialogProps) {
  const titleId = useId();
  return (
    <ViewDialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={contentSx}>
          {children}
          {formError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {formError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </ViewDialog>
  );
}
