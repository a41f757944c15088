/**
 * A published file's revisions (who and when, newest first), the diff between two of them, and a
 * rollback to one (after a confirmation): it publishes that revision's file again on the server.
 */
import { useState } from 'react';
import { Alert, Box, Button, Chip, DialogActions, DialogContent, DialogTitle, LinearProgress, List, ListItem, ListItemText, MenuItem, Stack, TextField } from '@mui/material';
import { ViewDialog } from '../../../components/ViewDialog';
import { useNotify, useTranslate } from 'react-admin';
import { ViewConfirm } from '../../../components/ViewConfirm';
import { useFileRevisions, useRollback, type ResourceFileRevision } from '../../../providers/resourceFileRevisions';
import { RevisionDiff } from './RevisionDiff';

interface FileRevisionsProps {
  name: string;
  /** Whether the file is published now (its newest revision is the current file); else any revision may be published again. */
  published: boolean;
  onClose: () => void;
}

export function FileRevisions({ name, published, onClose }: FileRevisionsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const publishAgain = useRollback();
  const revisions = useFileRevisions(name);
  const [compare, setCompare] = useState<{ from?: number; to?: number }>({});
  const [asked, setAsked] = useState<number>();
  const [busy, setBusy] = useState(false);

  const kept = revisions.data ?? [];
  const newest = kept[0]?.revision;
  const to = compare.to ?? newest;
  const from = compare.from ?? kept[1]?.revision ?? newest;

  const rollback = async (revision: number) => {
    setBusy(true);
    try {
      const outcome = await publishAgain(name, revision);
      if (outcome.ok) {
        notify(translate('publishedResources.rolledBack', { name, revision }), { type: 'success' });
        setCompare({});
      } else {
        notify(translate('publishedResources.rollbackRefused', { message: outcome.message }), { type: 'error' });
      }
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setBusy(false);
      setAsked(undefined);
    }
  };

  const label = (revision: ResourceFileRevision) => translate('publishedResources.revision', { revision: revision.revision });
  const choice = (which: 'from' | 'to', value: number | undefined) => (
    <TextField
      select
      size="small"
      sx={{ minWidth: 160 }}
      label={translate(which === 'from' ? 'publishedResources.compareFrom' : 'publishedResources.compareTo')}
      value={value ?? ''}
      onChange={(event) => setCompare({ from, to, [which]: Number(event.target.value) })}
    >
      {kept.map((revision) => (
        <MenuItem key={revision.revision} value={revision.revision}>
          {label(revision)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <ViewDialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="file-revisions-title">
      <DialogTitle id="file-revisions-title">{translate('publishedResources.revisionsTitle', { name })}</DialogTitle>
      <DialogContent>
        {revisions.error && <Alert severity="error">{translate('publishedResources.revisionsFailed', { message: revisions.error.message })}</Alert>}
        {revisions.isPending && <LinearProgress aria-label={translate('publishedResources.revisionsLoading')} />}
        {kept.length > 0 && (
          <List dense aria-labelledby="file-revisions-title">
            {kept.map((revision) => (
              <ListItem key={revision.revision} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={label(revision)}
                  secondary={[
                    translate('publishedResources.revisionBy', { user: revision.publishedBy, time: new Date(revision.publishedAt).toLocaleString() }),
                    ...(revision.rolledBackFrom === null ? [] : [translate('publishedResources.rolledBackFrom', { revision: revision.rolledBackFrom })]),
                  ].join(' · ')}
                  sx={{ flex: '1 1 200px' }}
                />
                {published && revision.revision === newest ? (
                  <Chip size="small" color="primary" label={translate('publishedResources.current')} />
                ) : (
                  <Button size="small" onClick={() => setAsked(revision.revision)} aria-label={`${translate('publishedResources.rollback')} ${label(revision)}`}>
                    {translate('publishedResources.rollback')}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        )}
        {from !== undefined && to !== undefined && (
          <Box sx={{ mt: 2 }}>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              {choice('from', from)}
              {choice('to', to)}
            </Stack>
            <RevisionDiff name={name} from={from} to={to} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('publishedResources.close')}</Button>
      </DialogActions>
      <ViewConfirm
        isOpen={asked !== undefined}
        loading={busy}
        title={translate('publishedResources.rollbackTitle', { name, revision: asked ?? '' })}
        content="publishedResources.rollbackContent"
        confirm="publishedResources.rollback"
        cancel="crud.cancel"
        onConfirm={() => asked !== undefined && void rollback(asked)}
        onClose={() => setAsked(undefined)}
      />
    </ViewDialog>
  );
}
