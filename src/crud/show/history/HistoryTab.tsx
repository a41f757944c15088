/**
 * The History tab of a record's detail drawer: its audit entries, newest first, paged (lazy chunk).
 * To a role that may update the record, each earlier state (after a create, update or restore) has
 * Restore: after a confirmation, the record gets those values back over the version shown.
 */
import { Alert, Box, Button, Chip, LinearProgress, Stack, TablePagination, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ViewConfirm } from '../../../components/ViewConfirm';
import { canDo } from '../../../kernel/access/permissions';
import type { AuditEntry } from '../../../kernel/http/audit';
import type { AnyRecord, ResourceSchema } from '../../../kernel/types';
import { useHistory, useRestoreRevision } from '../../../providers/audit';
import { useGrantee } from '../../../providers/grantee';
import type { WantedIds } from '../../values/recordNames';
import { changeTexts, wantChanges } from '../../values/changeTexts';
import { useValueText } from '../../values/useValueText';
import { ChangeList, whenText } from './ChangeList';
import auditTexts from '../../../kernel/texts/sections/audit';
import { registerSection } from '../../../providers/pageTexts';

registerSection(auditTexts);

const PER_PAGE = 10;

const RESTORABLE: ReadonlySet<AuditEntry['action']> = new Set(['create', 'update', 'restore']);

interface HistoryTabProps {
  schema: ResourceSchema;
  id: string | number;
  /** The record's `_version` as shown: a restore is refused when the record moved on from it. */
  version?: number;
  /** After a restore, with the record as written (the page shows it and reads its list again). */
  onRestored?: (record: AnyRecord) => void;
}

export default function HistoryTab({ schema, id, version, onRestored }: HistoryTabProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const grantee = useGrantee();
  const [page, setPage] = useState(0);
  const { data, isPending, isFetching, error } = useHistory(schema.name, id, page, PER_PAGE);
  const restore = useRestoreRevision(schema.name, id);
  // The version this tab last wrote, until the page hands a newer record.
  const [restoredVersion, setRestoredVersion] = useState<number>();
  const shownVersion = restoredVersion !== undefined && restoredVersion > (version ?? 0) ? restoredVersion : version;
  const [asked, setAsked] = useState<AuditEntry>();
  const [busy, setBusy] = useState(false);
  const mayRestore = canDo(schema, 'update', grantee);
  const restorable = (entry: AuditEntry, index: number) => mayRestore && RESTORABLE.has(entry.action) && !(page === 0 && index === 0);

  const restoreAsked = async (entry: AuditEntry) => {
    setBusy(true);
    try {
      const written = await restore(entry.id, shownVersion);
      if (typeof written._version === 'number') setRestoredVersion(written._version);
      notify('audit.restored', { type: 'success' });
      onRestored?.(written);
    } catch {
      // The HTTP client has shown the server's message (a refusal, or the record changed meanwhile).
    } finally {
      setBusy(false);
      setAsked(undefined);
    }
  };
  const wanted = useMemo(() => {
    const ids: WantedIds = new Map();
    for (const entry of data?.entries ?? []) wantChanges(ids, schema, entry.changes);
    return ids;
  }, [data, schema]);
  const { text } = useValueText(wanted);
  const { labelOf, textOf } = changeTexts(schema, translate, text);
  if (error) return <Alert severity="error">{translate('audit.failed', { message: error.message })}</Alert>;
  if (isPending) return <LinearProgress aria-label={translate('audit.loading')} />;
  if (data.total === 0) return <Typography color="text.secondary">{translate('audit.noHistory')}</Typography>;
  return (
    <Box aria-busy={isFetching}>
      <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label={translate('audit.history')}>
        {data.entries.map((entry, index) => (
          <Box component="li" key={entry.id} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip size="small" label={translate(`audit.actions.${entry.action}`, { _: entry.action })} />
              <Typography variant="body2">{entry.actorName ?? translate('audit.system')}</Typography>
              <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.at}>
                {whenText(entry.at)}
              </Typography>
              {restorable(entry, index) && (
                <Button size="small" sx={{ ml: 'auto' }} onClick={() => setAsked(entry)} aria-label={translate('audit.restoreLabel', { time: whenText(entry.at) })}>
                  {translate('audit.restore')}
                </Button>
              )}
            </Box>
            <ChangeList changes={entry.changes} labelOf={labelOf} textOf={textOf} />
          </Box>
        ))}
      </Stack>
      {data.total > PER_PAGE && (
        <TablePagination component="div" count={data.total} page={page} rowsPerPage={PER_PAGE} rowsPerPageOptions={[PER_PAGE]} onPageChange={(_, next) => setPage(next)} />
      )}
      <ViewConfirm
        isOpen={asked !== undefined}
        loading={busy}
        title="audit.restoreTitle"
        content="audit.restoreContent"
        confirm="audit.restore"
        cancel="crud.cancel"
        onConfirm={() => asked !== undefined && void restoreAsked(asked)}
        onClose={() => setAsked(undefined)}
      />
    </Box>
  );
}
