/**
 * A new role (key optional, name, description) or a role's name and description (its key fixed).
 * The server's refusal is shown as it words it, on the field it names or above the buttons, and
 * nothing typed is lost; closing with changes (Escape, Cancel, a click beside, the browser's Back
 * or Forward) asks first.
 */
import { TextField } from '@mui/material';
import { FormDialog } from '../../components/FormDialog';
import { problemsOf, type FormProblems } from '../../components/useFormSubmit';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ROLE_LIMITS } from '../../kernel/access/roleRules';
import { FIELD_LIMITS } from '../../kernel/rules/fieldRules';
import { DiscardChangesDialog } from '../../crud/form/DiscardChangesDialog';
import { useBackGuard } from '../../crud/form/useBackGuard';
import { createRole, updateRole, type RoleFields, type RoleRow } from '../../providers/roleAdmin';

const INPUTS = ['key', 'name', 'description'] as const;
type Field = (typeof INPUTS)[number];

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
  const [problems, setProblems] = useState<FormProblems<Field>>({});
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState(false);
  const changed = values.key !== start.key || values.name !== start.name || values.description !== start.description;
  const requestClose = () => (changed && !saving ? setAsking(true) : onClose());
  const backPrompt = useBackGuard(() => changed && !saving, onClose);
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((now) => ({ ...now, [field]: event.target.value }));

  const submit = async () => {
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
      setProblems(problemsOf(error, INPUTS, translate));
      setSaving(false);
    }
  };

  return (
    <>
      <FormDialog
        open
        title={target.mode === 'edit' ? translate('rolePage.editTitle', { key: target.role.key }) : translate('rolePage.new')}
        submitLabel={translate(target.mode === 'edit' ? 'rolePage.save' : 'rolePage.create')}
        cancelLabel={translate('rolePage.cancel')}
        formError={problems.form}
        pending={saving}
        onSubmit={() => void submit()}
        onClose={requestClose}
      >
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
      </FormDialog>
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
