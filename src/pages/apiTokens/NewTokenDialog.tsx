/** A new API token: name, roles (chosen from the service's roles), lifetime; the refusal's field errors on their inputs. */
import { Alert, Autocomplete, Button, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { ViewDialog } from '../../components/ViewDialog';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ROLE_LIMITS, TOKEN_LIMITS } from '../../kernel/access/roleRules';
import type { CreatedApiToken } from '../../kernel/http/apiTokens';
import { createApiToken } from '../../providers/apiTokens';
import { ApiError } from '../../providers/http';
import { listRoles, type RoleChoice } from '../../providers/rolesApi';

const DEFAULT_DAYS = 30;

type Field = 'name' | 'roles' | 'expiresInDays';

export function NewTokenDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (created: CreatedApiToken, name: string) => void }) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<string[]>([]);
  const [days, setDays] = useState(String(DEFAULT_DAYS));
  const [choices, setChoices] = useState<RoleChoice[]>([]);
  const [problems, setProblems] = useState<Partial<Record<Field | 'form', string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    listRoles().then(
      (found) => live && setChoices(found),
      () => live && setProblems({ roles: translate('userRoles.loadFailed') }),
    );
    return () => {
      live = false;
    };
  }, [open, translate]);

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
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const created = await createApiToken({ name: name.trim(), roles, expiresInDays: Number(days) });
      const made = name.trim();
      reset();
      onCreated(created, made);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : undefined;
      const named = Object.fromEntries(Object.entries(fields ?? {}).map(([field, problem]) => [field, translate(problem.message, { _: problem.message, ...problem.args })]));
      setProblems(Object.keys(named).length > 0 ? named : { form: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  };
  const nameOf = (key: string) => choices.find((role) => role.key === key)?.name ?? key;

  return (
    <ViewDialog open={open} onClose={close} aria-labelledby="new-token-title" fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="new-token-title">{translate('apiTokens.new')}</DialogTitle>
        <DialogContent>
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
          {problems.form && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {problems.form}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('apiTokens.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('apiTokens.create')}
          </Button>
        </DialogActions>
      </form>
    </ViewDialog>
  );
}
