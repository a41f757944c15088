/** A new API token: name, roles (chosen from the service's roles), lifetime; the refusal's field errors on their inputs. */
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
import { useFormSubmit } from '../../components/useFormSubmit';
import { ROLE_LIMITS, TOKEN_LIMITS } from '../../kernel/access/roleRules';
import type { CreatedApiToken } from '../../kernel/http/apiTokens';
import { createApiToken } from '../../providers/apiTokens';
import { useRoleChoices } from '../../providers/useRoleChoices';

const DEFAULT_DAYS = 30;

const INPUTS = ['name', 'roles', 'expiresInDays'] as const;

export function NewTokenDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (created: CreatedApiToken, name: string) => void }) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<string[]>([]);
  const [days, setDays] = useState(String(DEFAULT_DAYS));
  const { problems, setProblems, pending, submit } = useFormSubmit(INPUTS);
  const choices = useRoleChoices(open, () => setProblems({ roles: translate('userRoles.loadFailed') }));

  const reset = () => {
    setName('');
    setRoles([]);
    setDays(String(DEFAULT_DAYS));
    setProblems({});
  };
  const close = () => {
    reset();
    onClose();
  };
  const create = () =>
    submit(async () => {
      const made = name.trim();
      const created = await createApiToken({ name: made, roles, expiresInDays: Number(days) });
      reset();
      onCreated(created, made);
    });
  const nameOf = (key: string) => choices.find((role) => role.key === key)?.name ?? key;

  return (
    <FormDialog
      open={open}
      title={translate('apiTokens.new')}
      submitLabel={translate('apiTokens.create')}
      cancelLabel={translate('apiTokens.cancel')}
      formError={problems.form}
      pending={pending}
      onSubmit={() => void create()}
      onClose={close}
    >
      <TextField
        label={translate('apiTokens.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        fullWidth
        margin="dense"
        autoFocus
        error={problems.name !== undefined}
        helperText={problems.name ?? translate('apiTokens.nameHint', { max: TOKEN_LIMITS.name })}
        slotProps={{ htmlInput: { maxLength: TOKEN_LIMITS.name } }}
      />
      <Autocomplete
        multiple
        options={choices.map((role) => role.key)}
        value={roles}
        onChange={(_event, next) => setRoles(next.slice(0, ROLE_LIMITS.perHolder))}
        getOptionLabel={(key) => (nameOf(key) === key ? key : `${nameOf(key)} (${key})`)}
        filterSelectedOptions
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('apiTokens.roles')}
            required
            margin="dense"
            error={problems.roles !== undefined}
            helperText={problems.roles ?? translate('apiTokens.rolesHint')}
          />
        )}
      />
      <TextField
        label={translate('apiTokens.expiresInDays')}
        type="number"
        value={days}
        onChange={(event) => setDays(event.target.value)}
        required
        fullWidth
        margin="dense"
        error={problems.expiresInDays !== undefined}
        helperText={problems.expiresInDays ?? translate('apiTokens.daysHint', { max: TOKEN_LIMITS.maxDays })}
        slotProps={{ htmlInput: { min: 1, max: TOKEN_LIMITS.maxDays, step: 1 } }}
      />
    </FormDialog>
  );
}
