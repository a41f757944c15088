/**
 * Above an open edit form: the record was changed (or deleted) by someone else since the dialog
 * opened. Saving would meet a version conflict; this says so before the user types more.
 */
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { LiveChange } from './useLiveList';
import liveListsTexts from '../../kernel/texts/sections/liveLists';
import { registerSection } from '../../providers/pageTexts';

registerSection(liveListsTexts);

export function ChangedSinceNotice({ change, version }: { change: LiveChange | undefined; version: unknown }) {
  const translate = useTranslate();
  // A change the form already holds (its version is not older) is no news.
  if (!change || (typeof version === 'number' && change.version !== undefined && !change.deleted && change.version <= version)) return null;
  const text = change.deleted
    ? translate('live.deleted', { actor: change.actorName ?? '?' })
    : change.actorName
      ? translate('live.changedBy', { actor: change.actorName })
      : translate('live.changedBySomeone');
  return (
    <Alert severity="warning" role="alert" sx={{ mx: 3, mb: 1 }}>
      {text}
    </Alert>
  );
}

/** Inside the edit form: against the version the form holds (a Reload after a conflict brings the stored one), else the record's. */
export function FormChangedSinceNotice({ change, version: opened }: { change: LiveChange | undefined; version: unknown }) {
  const held: unknown = useWatch({ name: '_version' });
  return <ChangedSinceNotice change={change} version={typeof held === 'number' ? held : opened} />;
}
