/** A new webhook: URL, resources, events, role; the refusal's field errors (`resources.1`...) on their inputs. */
import { Alert, Autocomplete, Button, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { ViewDialog } from '../../components/ViewDialog';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, type CreatedWebhook, type WebhookEventType } from '../../kernel/http/webhooks';
import { ApiError } from '../../providers/http';
import { listRoles, type RoleChoice } from '../../providers/rolesApi';
import { createWebhook } from '../../providers/webhooks';

type Field = 'url' | 'resources' | 'events' | 'role' | 'form';

/** `resources.2` is said on the resources input. */
const fieldOf = (path: string): Field => {
  const head = path.split('.')[0];
  return head === 'url' || head === 'resources' || head === 'events' || head === 'role' ? head : 'form';
};

export function NewWebhookDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (created: CreatedWebhook, url: string) => void }) {
  const translate = useTranslate();
  const [url, setUrl] = useState('');
  const [resources, setResources] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [role, setRole] = useState('');
  const [choices, setChoices] = useState<RoleChoice[]>([]);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    listRoles().then(
      (found) => live && setChoices(found),
      () => live && setProblems({ role: translate('userRoles.loadFailed') }),
    );
    return () => {
      live = false;
    };
  }, [open, translate]);

  const reset = () => {
    setUrl('');
    setResources('');
    setEvents([]);
    setRole('');
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
      const names = resources
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '');
      const created = await createWebhook({ url: url.trim(), resources: names, events, role });
      const made = url.trim();
      reset();
      onCreated(created, made);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : undefined;
      const named: Partial<Record<Field, string>> = {};
      for (const [path, problem] of Object.entries(fields ?? {})) named[fieldOf(path)] ??= translate(problem.message, { _: problem.message, ...problem.args });
      setProblems(Object.keys(named).length > 0 ? named : { form: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <ViewDialog open={open} onClose={close} aria-labelledby="new-webhook-title" fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="new-webhook-title">{translate('webhooks.new')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            label={translate('webhooks.url')}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            required
            autoFocus
            error={problems.url !== undefined}
            helperText={problems.url}
            slotProps={{ htmlInput: { maxLength: WEBHOOK_LIMITS.url, inputMode: 'url' } }}
          />
          <TextField
            label={translate('webhooks.resources')}
            value={resources}
            onChange={(event) => setResources(event.target.value)}
            required
            error={problems.resources !== undefined}
            helperText={problems.resources ?? translate('webhooks.resourcesHint')}
          />
          <Autocomplete
            multiple
            options={[...WEBHOOK_EVENT_TYPES]}
            value={events}
            onChange={(_event, next) => setEvents(next)}
            renderInput={(params) => <TextField {...params} label={translate('webhooks.events')} placeholder={events.length === 0 ? translate('webhooks.allEvents') : undefined} error={problems.events !== undefined} helperText={problems.events} />}
          />
          <TextField select label={translate('webhooks.role')} value={role} onChange={(event) => setRole(event.target.value)} required error={problems.role !== undefined} helperText={problems.role}>
            {choices.map((choice) => (
              <MenuItem key={choice.key} value={choice.key}>
                {choice.key}
              </MenuItem>
            ))}
          </TextField>
          {problems.form !== undefined && <Alert severity="error">{problems.form}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('webhooks.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('webhooks.create')}
          </Button>
        </DialogActions>
      </form>
    </ViewDialog>
  );
}
