/**
 * The Trash of a resource: its deleted records (the list's columns, 'Deleted at', 'Deleted by'),
 * newest first, each with 'Restore' and 'Delete forever' (after a confirm), paged.
 */
import { useMemo, useState } from 'react';
import { type Theme, useMediaQuery, Box, Button, DialogActions, DialogContent, DialogTitle, LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { ViewDialog } from '../../components/ViewDialog';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useNotify, useTranslate } from 'react-admin';
import { ViewConfirm } from '../../components/ViewConfirm';
import { resourceLabel } from '../../kernel/format/defaults';
import type { FieldSchema, ResourceSchema } from '../../kernel/types';
import { useTrashClient, useTrashPage, type TrashedRecord } from '../../providers/trash';
import { formatDateTime } from '../format';
import { labelText } from '../values/labelText';
import { wantValue, type WantedIds } from '../values/recordNames';
import { useValueText } from '../values/useValueText';
import { Pager } from '../Pager';
import { NOTICE_MS } from '../SuccessNotice';

export interface TrashDialogProps {
  schema: ResourceSchema;
  visible: (field: FieldSchema) => boolean;
  onRestored: () => void;
  onClose: () => void;
}

/** Values that read as one short unit (a date, a range of days): never broken across lines. */
const SHORT_TYPES: ReadonlySet<string> = new Set(['date', 'time', 'datetime', 'dateRange']);

/**
 * The actions stay at the dialog's right edge however wide the columns make the table: the table
 * scrolls under them, so 'Delete forever' is never past the edge; the two buttons stack to keep the column narrow.
 */
const actionsSx = {
  whiteSpace: 'nowrap',
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  backgroundImage: 'var(--Paper-overlay)',
  boxShadow: (theme: Theme) => `-1px 0 0 ${theme.palette.divider}`,
} as const;

/** A date and time that may break between the two, never inside either. */
function DateTimeText({ text }: { text: string }) {
  const [day, time] = text.split(' ');
  if (time === undefined) return <>{text}</>;
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {day}
      </Box>{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {time}
      </Box>
    </>
  );
}

export default function TrashDialog({ schema, visible, onRestored, onClose }: TrashDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(schema.perPage ?? 10);
  const [toPurge, setToPurge] = useState<TrashedRecord>();
  const [busy, setBusy] = useState(false);
  const { data, isPending, error } = useTrashPage(schema.name, page - 1, perPage);
  const client = useTrashClient(schema.name);
  const { key, fallback } = resourceLabel(schema);
  const name = translate(key, { _: fallback });
  // The list's default columns: not `list: 'hidden'` ones, nor passwords.
  const columns = useMemo(() => schema.fields.filter((field) => (field.list ?? field.type !== 'password') === true && visible(field)), [schema, visible]);
  const rows = useMemo(() => data?.rows ?? [], [data]);
  const wanted = useMemo(() => {
    const ids: WantedIds = new Map();
    for (const row of rows) for (const field of columns) wantValue(ids, field, row[field.source]);
    return ids;
  }, [rows, columns]);
  const { text } = useValueText(wanted);

  /** Runs a write; the HTTP client has shown the server's message when it fails. */
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify(done, { type: 'success', autoHideDuration: NOTICE_MS });
    } catch (failure) {
      console.error(`Trash of ${schema.name}:`, failure);
    } finally {
      setBusy(false);
    }
  };

  const restore = (row: TrashedRecord) =>
    run(async () => {
      await client.restore(row.id);
      onRestored();
    }, 'crud.trash.restored');

  const purge = async () => {
    const row = toPurge;
    setToPurge(undefined);
    if (row) await run(() => client.purge(row.id), 'crud.trash.purged');
  };

  return (
    <ViewDialog open onClose={onClose} maxWidth="lg" fullWidth fullScreen={phone} aria-labelledby="trash-title">
      <DialogTitle id="trash-title">{translate('crud.trash.title', { name })}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {(isPending || busy) && <LinearProgress aria-label={translate('app.loading')} />}
        <TableContainer>
          <Table size="small" aria-label={translate('crud.trash.title', { name })}>
            <TableHead>
              <TableRow>
                {columns.map((field) => (
                  <TableCell key={field.source}>{labelText(schema, field, translate)}</TableCell>
                ))}
                <TableCell>{translate('crud.trash.deletedAt')}</TableCell>
                <TableCell>{translate('crud.trash.deletedBy')}</TableCell>
                <TableCell align="right" sx={actionsSx}>
                  {translate('crud.trash.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={String(row.id)} hover>
                  {columns.map((field) => (
                    <TableCell key={field.source} sx={SHORT_TYPES.has(field.type) ? { whiteSpace: 'nowrap' } : undefined}>
                      {text(field, row[field.source])}
                    </TableCell>
                  ))}
                  <TableCell>
                    <DateTimeText text={formatDateTime(row._deletedAt)} />
                  </TableCell>
                  <TableCell>{row._deletedBy ?? ''}</TableCell>
                  <TableCell align="right" sx={actionsSx}>
                    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
                      <Button size="small" startIcon={<RestoreFromTrashIcon />} disabled={busy} onClick={() => void restore(row)}>
                        {translate('crud.trash.restore')}
                      </Button>
                      <Button size="small" color="error" startIcon={<DeleteForeverIcon />} disabled={busy} onClick={() => setToPurge(row)}>
                        {translate('crud.trash.purge')}
                      </Button>
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {!isPending && !error && rows.length === 0 && (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Typography color="text.secondary">{translate('crud.trash.empty')}</Typography>
          </Box>
        )}
        {(data?.total ?? 0) > 0 && (
          <Pager
            total={data?.total ?? 0}
            page={page}
            perPage={perPage}
            setPage={setPage}
            setPerPage={(size) => {
              setPerPage(size);
              setPage(1);
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('crud.trash.close')}</Button>
      </DialogActions>
      <ViewConfirm
        isOpen={toPurge !== undefined}
        title="crud.warning"
        content={translate('crud.trash.purgeConfirm', { name })}
        confirm="crud.trash.purge"
        cancel="crud.cancel"
        onConfirm={() => void purge()}
        onClose={() => setToPurge(undefined)}
      />
    </ViewDialog>
  );
}
