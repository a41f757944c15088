/** Asks before a role is deleted; the server's refusal (the admin role, a role in use) is shown as it words it. */
import { Alert, Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { ViewDialog } from '../../components/ViewDialog';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { deleteRole, type RoleRow } from '../../providers/roleAdmin';

function DeleteRole({ role, onClose, onDeleted }: { role: RoleRow; onClose: () => void; onDeleted: () => void }) {
  const translate = useTranslate();
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [deleting, setDeleting] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  // Delete is disabled once refused, which drops the keyboard's focus: Cancel, the one way left, takes it.
  useEffect(() => {
    if (refusal !== undefined) cancel.current?.focus();
  }, [refusal]);
  const confirm = async () => {
    setDeleting(true);
    setRefusal(undefined);
    try {
      await deleteRole(role.key);
      onDeleted();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
      setDeleting(false);
    }
  };
  return (
    <ViewDialog open onClose={onClose} aria-labelledby="delete-role-title" maxWidth="xs" fullWidth>
      <DialogTitle id="delete-role-title">{translate('rolePage.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('rolePage.deleteContent', { name: role.name, key: role.key })}</DialogContentText>
        {refusal !== undefined && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button ref={cancel} onClick={onClose} autoFocus>
          {translate('rolePage.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={deleting || refusal !== undefined}>
          {translate('rolePage.delete')}
        </Button>
      </DialogActions>
    </ViewDialog>
  );
}

export function DeleteRoleDialog({ role, onClose, onDeleted }: { role: RoleRow | undefined; onClose: () => void; onDeleted: () => void }) {
  return role ? <DeleteRole key={role.key} role={role} onClose={onClose} onDeleted={onDeleted} /> : null;
}
