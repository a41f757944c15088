/**
 * One relation of a record: the other resource's records that point at it, as a compact server-paged
 * table with the other resource's own cells, with loading, empty and error states, and 'New' (when
 * the user may create there) opening the other resource's form with the link set and locked.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { Alert, Box, Button, IconButton, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useNotify, useTranslate } from 'react-admin';
import { fieldLabel, messagesOf, resourceLabel } from '../../kernel/format/defaults';
import type { AnyRecord } from '../../kernel/types';
import { FieldCell } from '../cells';
import { NOTICE_MS } from '../SuccessNotice';
import { linkPreset, relatedColumns, type Relation } from './relations';
import type { Grantee } from '../../kernel/access/grants';
import { useRelatedRecords } from './useRelatedRecords';

// The form's code loads at the first 'New', as on the list page.
const ResourceDialog = lazy(() => import('../ResourceDialog').then((module) => ({ default: module.ResourceDialog })));

const tableSx = { '& .MuiTableCell-root': { px: 1, py: 0.5 }, '& .MuiTableCell-head': { fontWeight: 600, whiteSpace: 'nowrap' } } as const;

export function RelatedSection({ relation, record, grantee }: { relation: Relation; record: AnyRecord; grantee: Grantee }) {
  const translate = useTranslate();
  const notify = useNotify();
  const headingId = useId();
  const [creating, setCreating] = useState(false);
  const { other, entry } = relation;
  const label = resourceLabel(other);
  const name = translate(label.key, { _: label.fallback });
  const title = entry.title === undefined ? name : translate(entry.title, { _: entry.title });
  const columns = relatedColumns(relation, grantee);
  const { data, total = 0, isPending, isFetching, error, refetch, page, setPage, perPage } = useRelatedRecords(relation, record.id);
  const rows = data ?? [];
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);

  const onSaved = () => {
    setCreating(false);
    notify('crud.created', { type: 'success', autoHideDuration: NOTICE_MS });
    void refetch();
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 600 }}>
          {title}
        </Typography>
        {relation.canCreate && (
          <Button size="small" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate(messagesOf(other).create, { name, _: name })}
          </Button>
        )}
      </Box>
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={translate('app.loading')} />}</Box>
      {error && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('crud.retry')}
            </Button>
          }
        >
          {translate('crud.related.loadFailed', { name: title, message: error instanceof Error ? error.message : String(error) })}
        </Alert>
      ) : isPending ? null : rows.length === 0 ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {translate('crud.related.empty', { name: title })}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={headingId} sx={tableSx}>
            <TableHead>
              <TableRow>
                {columns.map((field) => {
                  const fieldText = fieldLabel(other, field);
                  return <TableCell key={field.source}>{translate(fieldText.key, { _: fieldText.fallback })}</TableCell>;
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={String(row.id)}>
                  {columns.map((field) => (
                    <TableCell key={field.source}>
                      <FieldCell field={field} record={row} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {total > perPage && (
            <Box component="nav" aria-label={title} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5 }}>
              <Typography variant="caption" color="text.secondary">
                {translate('crud.related.range', { from: first, to: last, total })}
              </Typography>
              <IconButton size="small" aria-label={translate('crud.related.previous', { name: title })} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <ChevronLeftIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={translate('crud.related.next', { name: title })} disabled={last >= total} onClick={() => setPage(page + 1)}>
                <ChevronRightIcon fontSize="small" />
              </IconButton>
            </Box>
          )}
        </Box>
      )}
      {creating && (
        <Suspense fallback={<LinearProgress aria-label={translate('app.loading')} />}>
          <ResourceDialog schema={other} mode="new" preset={linkPreset(relation, record.id)} onClose={() => setCreating(false)} onSaved={onSaved} />
        </Suspense>
      )}
    </Box>
  );
}
