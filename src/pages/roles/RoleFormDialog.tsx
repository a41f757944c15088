/**
 * A new role (key optional, name, description) or a role's name and description (its key fixed).
 * The server's refusal is shown as it words it, on the field it names or above the buttons, and
 * nothing typed is lost; closing with changes (Escape, Cancel, a click beside, the browser's Back
 * or Forward) asks first.
 */
import { Alert, Button, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { ViewDialog } from '../../components/ViewDialog';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ROLE_LIMITS } from '../../kernel/access/roleRules';
import { FIELD_LIMITS } from '../../kernel/rules/fieldRules';
import { DiscardChangesDialog } from '../../crud/form/DiscardChangesDialog';
import { useBackGuard } from '../../crud/form/useBackGuard';
import { ApiError } from '../../providers/http';
import { createRole, updateRole, type RoleFields, type RoleRow } from '../../providers/roleAdmin';

type Field = 'key' | 'name' | 'description';
type Problems = Partial<Record<Field | 'form', string>>;

export type RoleFormTarget = { mode: 'create' } | { mode: 'edit'; role: RoleRow };

interface Values extends RoleFields {
  key: string;
}

const startOf = (target: RoleFormTarget): Values =>
  target.mode === 'edit' ? { key: target.role.key, name: target.role.name, description: target.role.description } : { key: '', name: '', description: '' };

const LIMITS = FIELD_LIMITS.role;

function RoleForm({ target, onClose, onSaved }: { target: RoleFormTarget; onClose: () => void; onSaved: (key: string) => void }) {
  const translate = useTranslate();
  const start = startOf(target);
  const [values, setValues] = useState<Values>(start);
  const [problems, setProblems] = useState<Problems>({});
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState(false);
  const changed = values.key !== start.key || values.name !== start.name || values.description !== start.description;
  const requestClose = () => (changed && !saving ? setAsking(true) : onClose());
  const backPrompt = useBackGuard(() => changed && !saving, onClose);
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((now) => ({ ...now, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblems({});
    const fields: RoleFields = { name: values.name.trim(), description: values.description.trim() };
    try {
      if (target.mode === 'edit') {
        await updateRole(target.role.key, fields);
        onSaved(target.role.key);
      } else {
        const key = values.key.trim();
        onSaved(await createRole(key === '' ? fields : { key, ...fields }));
      }
    } catch (error) {
      const named = error instanceof ApiError ? error.fieldErrors : undefined;
      const onFields = Object.fromEntries(Object.entries(named ?? {}).map(([field, problem]) => [field, translate(problem.message, { _: problem.message, ...problem.args })]));
      setProblems(Object.keys(onFields).length > 0 ? onFields : { form: error instanceof Error ? error.message : String(error) });
      setSaving(false);
    }
  };

  const titleId = 'role-form-title';
  return (
    <>
      <ViewDialog open onClose={requestClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle id={titleId}>{target.mode === 'edit' ? translate('rolePage.editTitle', { key: target.role.key }) : translate('rolePage.new')}</DialogTitle>
          <DialogContent>
            <TextField
              label={translate('rolePage.key')}
              value={values.key}
              onChange={set('key')}
              fullWidth
              margin="dense"
              autoFocus={target.mode === 'create'}
              disabled={target.mode === 'edit'}
              error={problems.key !== undefined}
              helperText={problems.key ?? (target.mode === 'edit' ? translate('rolePage.keyFixed') : translate('rolePage.keyHint', { max: ROLE_LIMITS.key }))}
              slotProps={{ htmlInput: { maxLength: ROLE_LIMITS.key, spellCheck: false, autoCapitalize: 'none' } }}
            />
            <TextField
              label={translate('rolePage.name')}
              value={values.name}
              onChange={set('name')}
              fullWidth
              margin="dense"
              autoFocus={target.mode === 'edit'}
              error={problems.name !== undefined}
              helperText={problems.name ?? translate('rolePage.nameHint', { max: LIMITS.name })}
              slotProps={{ htmlInput: { maxLength: LIMITS.name } }}
            />
            <TextField
              label={translate('rolePage.description')}
              value={values.description}
              onChange={set('description')}
              fullWidth
              multiline
              minRows={2}
              margin="dense"
              error={problems.description !== undefined}
              helperText={problems.description ?? translate('rolePage.descriptionHint', { max: LIMITS.description })}
              slotProps={{ htmlInput: { maxLength: LIMITS.description } }}
            />
            {problems.form && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {problems.form}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={requestClose}>{translate('rolePage.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {translate(target.mode === 'edit' ? 'rolePage.save' : 'rolePage.create')}
            </Button>
          </DialogActions>
        </form>
      </ViewDialog>
      {backPrompt}
      {asking && (
        <DiscardChangesDialog
          onKeep={() => setAsking(false)}
          onDiscard={() => {
            setAsking(false);
            onClose();
          }}
        />
      )}
    </>
  );
}

/** Mounted only while open, so each opening starts from the role as it is. */
export function RoleFormDialog({ target, onClose, onSaved }: { target: RoleFormTarget | undefined; onClose: () => void; onSaved: (key: string) => void }) {
  return target ? <RoleForm key={target.mode === 'edit' ? target.role.key : ''} target={target} onClose={onClose} onSaved={onSaved} /> : null;
}
