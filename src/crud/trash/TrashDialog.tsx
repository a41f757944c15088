/**
 * The Trash of a resource: its deleted records (the list's columns, 'Deleted at', 'Deleted by'),
 * newest first, each with 'Restore' and 'Delete forever' (after a confirm), paged.
 */
import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { fieldLabel, resourceLabel } from '../../kernel/format/defaults';
import type { FieldSchema, ResourceSchema } from '../../kernel/types';
import { useTrashClient, useTrashPage, type TrashedRecord } from '../../providers/trash';
import { choiceOf, plainText } from '../cells/values';
import { formatDateTime } from '../format';
import { Pager } from '../Pager';
import { NOTICE_MS } from '../SuccessNotice';

export interface TrashDialogProps {
  schema: ResourceSchema;
  visible: (field: FieldSchema) => boolean;
  onRestored: () => void;
  onClose: () => void;
}

/** A value as the Trash shows it: a choice by its name, a yes/no, a date as the list writes it. */
function useCellText() {
  const translate = useTranslate();
  return (field: FieldSchema, value: unknown): string => {
    if (value === null || value === undefined) return '';
    const choice = choiceOf(field, value);
    if (choice) return translate(choice.name, { _: choice.name });
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (field.type === 'datetime') return formatDateTime(value);
    if (typeof value === 'object' && !Array.isArray(value)) return JSON.stringify(value);
    return plainText(value);
  };
}

export default function TrashDialog({ schema, visible, onRestored, onClose }: TrashDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const cellText = useCellText();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(schema.perPage ?? 10);
  const [toPurge, setToPurge] = useState<TrashedRecord>();
  const [busy, setBusy] = useState(false);
  const { data, isPending, error } = useTrashPage(schema.name, page - 1, perPage);
  const client = useTrashClient(schema.name);
  const { key, fallback } = resourceLabel(schema);
  const name = translate(key, { _: fallback });
  const columns = schema.fields.filter((field) => field.list !== false && visible(field));
  const rows = data?.rows ?? [];

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
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="trash-title">
      <DialogTitle id="trash-title">{translate('crud.trash.title', { name })}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {(isPending || busy) && <LinearProgress aria-label={translate('app.loading')} />}
        <TableContainer>
          <Table size="small" aria-label={translate('crud.trash.title', { name })}>
            <TableHead>
              <TableRow>
                {columns.map((field) => {
                  const label = fieldLabel(schema, field);
                  return <TableCell key={field.source}>{translate(label.key, { _: label.fallback })}</TableCell>;
                })}
                <TableCell>{translate('crud.trash.deletedAt')}</TableCell>
                <TableCell>{translate('crud.trash.deletedBy')}</TableCell>
                <TableCell align="right">{translate('crud.trash.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={String(row.id)} hover>
                  {columns.map((field) => (
                    <TableCell key={field.source}>{cellText(field, row[field.source])}</TableCell>
                  ))}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row._deletedAt)}</TableCell>
                  <TableCell>{row._deletedBy ?? ''}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" startIcon={<RestoreFromTrashIcon />} disabled={busy} onClick={() => void restore(row)}>
                      {translate('crud.trash.restore')}
                    </Button>
                    <Button size="small" color="error" startIcon={<DeleteForeverIcon />} disabled={busy} onClick={() => setToPurge(row)}>
                      {translate('crud.trash.purge')}
                    </Button>
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
      <Confirm
        isOpen={toPurge !== undefined}
        title="crud.warning"
        content={translate('crud.trash.purgeConfirm', { name })}
        confirm="crud.trash.purge"
        cancel="crud.cancel"
        onConfirm={() => void purge()}
        onClose={() => setToPurge(undefined)}
      />
    </Dialog>
  );
}
