/**
 * The last word before a bulk edit is sent: each ticked field and what happens to it on how many
 * rows, a clearing said as such. Cancel goes back to the edit dialog and sends nothing.
 */
import { useState } from 'react';
import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { ViewDialog } from '../../components/ViewDialog';
import { useTranslate } from 'react-admin';
import type { FieldSchema } from '../../kernel/types';
import { changeWords } from './bulkEditValues';

export interface BulkEditConfirmProps {
  fields: readonly FieldSchema[];
  changes: Readonly<Record<string, unknown>>;
  count: number;
  labelOf: (field: FieldSchema) => string;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}

export function BulkEditConfirm({ fields, changes, count, labelOf, onCancel, onConfirm }: BulkEditConfirmProps) {
  const translate = useTranslate();
  const [sending, setSending] = useState(false);
  const titleId = 'bulk-edit-confirm-title';
  const sentence = (field: FieldSchema) => {
    const words = changeWords(field, changes[field.source], translate);
    const options = { field: labelOf(field), smart_count: count };
    if (words.kind === 'cleared') return translate('bulkImport.edit.willClear', options);
    if (words.kind === 'set') return translate('bulkImport.edit.willSet', { ...options, value: words.value });
    return translate('bulkImport.edit.willChange', options);
  };
  const confirm = async () => {
    setSending(true);
    try {
      await onConfirm();
    } finally {
      setSending(false);
    }
  };
  return (
    <ViewDialog open onClose={sending ? undefined : onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('bulkImport.edit.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('bulkImport.edit.confirmIntro', { smart_count: count })}</DialogContentText>
        <List dense aria-label={translate('bulkImport.edit.confirmTitle')}>
          {fields.map((field) => {
            const cleared = changeWords(field, changes[field.source], translate).kind === 'cleared';
            return (
              <ListItem key={field.source} disableGutters>
                <ListItemText primary={sentence(field)} slotProps={{ primary: cleared ? { color: 'warning.main', fontWeight: 500 } : undefined }} />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={sending}>
          {translate('crud.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={sending} aria-busy={sending}>
          {translate('bulkImport.edit.confirm', { smart_count: count })}
        </Button>
      </DialogActions>
    </ViewDialog>
  );
}
