/** A new webhook: URL, resources, events, role; the refusal's field errors (`resources.1`...) on their inputs. */
import { Autocomplete, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
import { useFormSubmit } from '../../components/useFormSubmit';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, type CreatedWebhook, type WebhookEventType } from '../../kernel/http/webhooks';
import { useRoleChoices } from '../../providers/useRoleChoices';
import { createWebhook } from '../../providers/webhooks';

const INPUTS = ['url', 'resources', 'events', 'role'] as const;

export function NewWebhookDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (created: CreatedWebhook, url: string) => void }) {
  const translate = useTranslate();
  const [url, setUrl] = useState('');
  const [resources, setResources] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [role, setRole] = useState('');
  const { problems, setProblems, pending, submit } = useFormSubmit(INPUTS);
  const choices = useRoleChoices(open, () => setProblems({ role: translate('userRoles.loadFailed') }));

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
  const create = () =>
    submit(async () => {
      const names = resources
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '');
      const made = url.trim();
      const created = await createWebhook({ url: made, resources: names, events, role });
      reset();
      onCreated(created, made);
    });

  return (
    <FormDialog
      open={open}
      title={translate('webhooks.new')}
      submitLabel={translate('webhooks.create')}
      cancelLabel={translate('webhooks.cancel')}
      formError={problems.form}
      pending={pending}
      onSubmit={() => void create()}
      onClose={close}
      contentSx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}
    >
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
    </FormDialog>
  );
}
