/** Developer › Webhooks (admin): the webhooks, a new one (its secret shown once), pause or resume, delete, and each one's delivery log with Resend. */
import { Alert, Box, Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { EmptyRow, LoadStates } from '../../components/LoadStates';
import { useLoaded } from '../../components/useLoaded';
import { SecretShownOnceDialog, secretTextsOf } from '../../components/SecretShownOnceDialog';
import { ViewConfirm } from '../../components/ViewConfirm';
import { PageIntro } from '../../components/PageIntro';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { WebhookRow } from '../../kernel/http/webhooks';
import { deleteWebhook, listWebhooks, setWebhookPaused } from '../../providers/webhooks';
import { DeliveriesDialog } from './DeliveriesDialog';
import { NewWebhookDialog } from './NewWebhookDialog';
import webhooksTexts from '../../kernel/texts/sections/webhooks';
import rolesTokensTexts from '../../kernel/texts/sections/rolesTokens';
import { registerSection } from '../../providers/pageTexts';

registerSection(webhooksTexts, rolesTokensTexts);

export default function WebhooksPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { loaded, load } = useLoaded(listWebhooks);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ url: string; secret: string } | undefined>(undefined);
  const [deleting, setDeleting] = useState<WebhookRow | undefined>(undefined);
  const [logOf, setLogOf] = useState<WebhookRow | undefined>(undefined);

  const remove = async () => {
    const row = deleting;
    setDeleting(undefined);
    if (!row) return;
    try {
      await deleteWebhook(row.id);
      notify('webhooks.deleted', { type: 'success' });
    } finally {
      load();
    }
  };
  const togglePause = async (row: WebhookRow) => {
    try {
      await setWebhookPaused(row.id, !row.paused);
    } finally {
      load();
    }
  };

  const pausedByServer = loaded.state === 'ready' ? loaded.rows.filter((row) => row.paused && row.pausedReason) : [];
  return (
    <Box sx={{ p: 2 }}>
      <PageIntro intro={translate('webhooks.intro')} newLabel={translate('webhooks.new')} onNew={() => setCreating(true)} />
      {pausedByServer.length > 0 && (
        <Stack spacing={1} sx={{ mb: 2 }}>
          {pausedByServer.map((row) => (
            <Alert key={row.id} severity="warning">
              {translate('webhooks.pausedNotice', { url: row.url, reason: row.pausedReason ?? '' })}
            </Alert>
          ))}
        </Stack>
      )}
      <LoadStates loaded={loaded} loadingLabel={translate('webhooks.loading')} failedText={(message) => translate('webhooks.loadFailed', { message })}>
        {(rows) => (
          <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate('route.webhooks')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('webhooks.url')}</TableCell>
                  <TableCell>{translate('webhooks.resources')}</TableCell>
                  <TableCell>{translate('webhooks.events')}</TableCell>
                  <TableCell>{translate('webhooks.role')}</TableCell>
                  <TableCell>{translate('webhooks.status')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.length === 0 && <EmptyRow columns={6}>{translate('webhooks.empty')}</EmptyRow>}
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell sx={{ fontWeight: 500, wordBreak: 'break-all' }}>{row.url}</TableCell>
                    <TableCell>{row.resources.join(', ')}</TableCell>
                    <TableCell>{row.events.length === 0 ? translate('webhooks.allEvents') : row.events.join(', ')}</TableCell>
                    <TableCell>
                      <Chip size="small" label={row.role} />
                    </TableCell>
                    <TableCell>
                      <Chip size="small" color={row.paused ? 'warning' : 'success'} label={translate(row.paused ? 'webhooks.paused' : 'webhooks.active')} />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" onClick={() => setLogOf(row)} aria-label={translate('webhooks.deliveriesLabel', { url: row.url })}>
                        {translate('webhooks.deliveries')}
                      </Button>
                      <Button size="small" onClick={() => void togglePause(row)} aria-label={translate(row.paused ? 'webhooks.resumeLabel' : 'webhooks.pauseLabel', { url: row.url })}>
                        {translate(row.paused ? 'webhooks.resume' : 'webhooks.pause')}
                      </Button>
                      <Button color="error" size="small" onClick={() => setDeleting(row)} aria-label={translate('webhooks.deleteLabel', { url: row.url })}>
                        {translate('webhooks.delete')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        )}
      </LoadStates>
      <NewWebhookDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created, url) => {
          setCreating(false);
          setSecret({ url, secret: created.secret });
          load();
        }}
      />
      <SecretShownOnceDialog
        secret={secret?.secret}
        onClose={() => setSecret(undefined)}
        texts={secretTextsOf(translate, 'webhooks', { url: secret?.url ?? '' })}
      />
      <DeliveriesDialog hook={logOf} onClose={() => setLogOf(undefined)} />
      <ViewConfirm
        isOpen={deleting !== undefined}
        title="webhooks.deleteTitle"
        content="webhooks.deleteContent"
        contentTranslateOptions={{ url: deleting?.url ?? '' }}
        confirm="webhooks.delete"
        confirmColor="warning"
        cancel="webhooks.cancel"
        onConfirm={() => void remove()}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
}
