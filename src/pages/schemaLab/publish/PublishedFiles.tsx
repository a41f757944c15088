/**
 * The resource files the server knows: published ones with who and when, each with
 * 'Open in editor', 'History' (its revisions, their diff, a rollback) and 'Unpublish' (after a
 * confirmation); disk ones (config.json's) marked so. Files unpublished since keep their history:
 * they are listed after, with 'History', where a rollback publishes one again.
 */
import { useState } from 'react';
import { Alert, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { ViewConfirm } from '../../../components/ViewConfirm';
import { FileRevisions } from './FileRevisions';
import { fetchPublishedFile, useResourceFiles, useResourceFilesClient, type ResourceFileEntry } from '../../../providers/publishedResourceFiles';
import { useUnpublishedFiles } from '../../../providers/resourceFileRevisions';
import publishedResourcesTexts from '../../../kernel/texts/sections/publishedResources';
import { registerSection } from '../../../providers/pageTexts';

registerSection(publishedResourcesTexts);

interface PublishedFilesProps {
  /** Puts a file's JSON in the editor. */
  onOpen: (json: unknown) => void;
}

export function PublishedFiles({ onOpen }: PublishedFilesProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const files = useResourceFiles();
  const unpublished = useUnpublishedFiles();
  const client = useResourceFilesClient();
  const [asked, setAsked] = useState<string>();
  const [revisionsOf, setRevisionsOf] = useState<{ name: string; published: boolean }>();
  const [busy, setBusy] = useState(false);

  const unpublish = async (name: string) => {
    setBusy(true);
    try {
      await client.unpublish(name);
      notify(translate('publishedResources.unpublished', { name }), { type: 'success' });
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setBusy(false);
      setAsked(undefined);
    }
  };

  const open = (name: string) =>
    fetchPublishedFile(name).then(onOpen, () => {
      // The HTTP client has shown the server's message.
    });

  const secondary = (entry: ResourceFileEntry) =>
    entry.source === 'disk'
      ? translate('publishedResources.onDisk')
      : translate('publishedResources.by', { user: entry.updatedBy ?? '', time: entry.updatedAt ? new Date(entry.updatedAt).toLocaleString() : '' });

  return (
    <section aria-labelledby="schema-lab-published">
      <Typography id="schema-lab-published" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('publishedResources.title')}
      </Typography>
      {files.error && <Alert severity="error">{translate('publishedResources.loadFailed', { message: files.error.message })}</Alert>}
      {files.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('publishedResources.none')}
        </Typography>
      )}
      {files.data && files.data.length > 0 && (
        <List dense aria-labelledby="schema-lab-published">
          {files.data.map((entry) => (
            <ListItem key={entry.name} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText primary={entry.name} secondary={secondary(entry)} sx={{ flex: '1 1 200px' }} />
              {!entry.served && <Chip size="small" color="warning" label={translate('publishedResources.notServed')} />}
              {entry.source === 'published' && (
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => void open(entry.name)} aria-label={`${translate('publishedResources.edit')} ${entry.name}`}>
                    {translate('publishedResources.edit')}
                  </Button>
                  <Button size="small" onClick={() => setRevisionsOf({ name: entry.name, published: true })} aria-label={`${translate('publishedResources.history')} ${entry.name}`}>
                    {translate('publishedResources.history')}
                  </Button>
                  <Button size="small" color="error" onClick={() => setAsked(entry.name)} aria-label={`${translate('publishedResources.unpublish')} ${entry.name}`}>
                    {translate('publishedResources.unpublish')}
                  </Button>
                </Stack>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {unpublished.data && unpublished.data.length > 0 && (
        <>
          <Typography id="schema-lab-unpublished" variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            {translate('publishedResources.unpublishedTitle')}
          </Typography>
          <List dense aria-labelledby="schema-lab-unpublished">
            {unpublished.data.map(({ name, revision }) => (
              <ListItem key={name} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={name}
                  secondary={translate('publishedResources.lastPublished', { user: revision.publishedBy, time: new Date(revision.publishedAt).toLocaleString() })}
                  sx={{ flex: '1 1 200px' }}
                />
                <Button size="small" onClick={() => setRevisionsOf({ name, published: false })} aria-label={`${translate('publishedResources.history')} ${name}`}>
                  {translate('publishedResources.history')}
                </Button>
              </ListItem>
            ))}
          </List>
        </>
      )}
      {revisionsOf !== undefined && <FileRevisions name={revisionsOf.name} published={revisionsOf.published} onClose={() => setRevisionsOf(undefined)} />}
      <ViewConfirm
        isOpen={asked !== undefined}
        loading={busy}
        title={translate('publishedResources.unpublishTitle', { name: asked ?? '' })}
        content="publishedResources.unpublishContent"
        confirm="publishedResources.unpublish"
        cancel="crud.cancel"
        onConfirm={() => asked !== undefined && void unpublish(asked)}
        onClose={() => setAsked(undefined)}
      />
    </section>
  );
}
