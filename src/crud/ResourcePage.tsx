/**
 * The generic CRUD page of a resource schema: title, 'New ...' button, quick search, the table with
 * per-row Edit and Delete, the pager, the create/edit dialog and the delete confirm.
 */
import { useState } from 'react';
import { Box, Button, IconButton, InputAdornment, Paper, TextField, Toolbar, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import { Confirm, ResourceContextProvider, useDelete, useListController, useNotify, useTranslate } from 'react-admin';
import { invalidateClientLists } from '../providers/dataProvider';
import { findResource } from '../resources/registry';
import type { AnyRecord, ResourceSchema } from '../resources/types';
import { Pager } from './Pager';
import { ResourceDialog, type DialogMode } from './ResourceDialog';
import { ResourceTable } from './ResourceTable';
import { NOTICE_MS, SuccessNotice } from './SuccessNotice';
import { useDelayedRefresh } from './useDelayedRefresh';

export default function ResourcePage({ resource }: { resource: string }) {
  const schema = findResource(resource);
  if (!schema) throw new Error(`Unknown resource: ${resource}`);
  return (
    <ResourceContextProvider value={schema.name}>
      <ResourceList schema={schema} />
    </ResourceContextProvider>
  );
}

export function ResourceList({ schema }: { schema: ResourceSchema }) {
  const translate = useTranslate();
  const notify = useNotify();
  const list = useListController({
    resource: schema.name,
    sort: schema.sort,
    perPage: 10,
    disableAuthentication: true,
    // Page, sort and search live in react-admin's store, not the address: a change re-renders this
    // list only, not the whole layout (the store also keeps them for the next visit).
    disableSyncWithLocation: true,
    // The HTTP client already showed the message; the table shows the error state.
    queryOptions: { onError: () => undefined },
  });
  const [dialog, setDialog] = useState<{ mode: DialogMode; record?: AnyRecord }>();
  const [toDelete, setToDelete] = useState<AnyRecord>();
  const [deleteOne, { isPending: deleting }] = useDelete();
  const reload = () => {
    invalidateClientLists(schema.name);
    return list.refetch();
  };
  const refreshLater = useDelayedRefresh(reload);
  const [search, setSearch] = useState(() => String((list.filterValues as { q?: string }).q ?? ''));
  const clientList = schema.list.kind === 'client';

  const onSaved = (mode: DialogMode, record: AnyRecord) => {
    setDialog(undefined);
    const lines = [translate(mode === 'new' ? 'crud.created' : 'crud.updated')];
    if (schema.messages?.savedDetail) lines.push(translate(schema.messages.savedDetail, record));
    notify(<SuccessNotice title={translate('crud.success')} lines={lines} />, { autoHideDuration: NOTICE_MS });
    void list.refetch();
    refreshLater();
  };

  const confirmDelete = async () => {
    const record = toDelete;
    if (!record) return;
    try {
      await deleteOne(schema.name, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('crud.deleteSucceeded', { type: 'success', autoHideDuration: NOTICE_MS });
      void list.refetch();
      refreshLater();
    } catch (error) {
      // Spec §8: a failed delete is only logged (the HTTP client has shown the server's message).
      console.error(`Delete of ${schema.name} ${String(record.id)} failed:`, error);
    } finally {
      setToDelete(undefined);
    }
  };

  const onSort = (field: string) =>
    list.setSort({ field, order: list.sort.field === field && list.sort.order === 'ASC' ? 'DESC' : 'ASC' });

  const onSearch = (value: string) => {
    setSearch(value);
    // Client lists filter in memory: no debounce needed, every keystroke answers at once.
    list.setFilters({ ...list.filterValues, q: value || undefined }, list.displayedFilters, false);
  };

  const title = translate(schema.label);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Paper variant="outlined">
        <Toolbar sx={{ gap: 1.5, flexWrap: 'wrap', py: 1 }}>
          <Typography variant="h6" component="h1" sx={{ flex: '1 1 auto' }}>
            {title}
          </Typography>
          {clientList && (
            <TextField
              size="small"
              variant="outlined"
              fullWidth={false}
              sx={{ width: { xs: '100%', sm: 260 } }}
              placeholder={translate('crud.search')}
              value={search}
              onChange={(event) => onSearch(event.target.value)}
              slotProps={{
                htmlInput: { 'aria-label': translate('crud.search'), title: translate('crud.searchHint') },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
          <Tooltip title={translate('crud.refresh')}>
            <IconButton aria-label={translate('crud.refresh')} onClick={() => void reload()}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
          {schema.endpoints.create && schema.messages && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'new' })}>
              {translate(schema.messages.create)}
            </Button>
          )}
        </Toolbar>
        <ResourceTable
          label={title}
          fields={schema.fields}
          rows={list.data as AnyRecord[] | undefined}
          isPending={list.isPending}
          isFetching={list.isFetching}
          error={list.error}
          onRetry={() => void reload()}
          sort={list.sort}
          onSort={onSort}
          emptyText={search ? translate('crud.emptySearch', { q: search }) : translate('crud.empty')}
          actions={(record) => (
            <>
              {schema.endpoints.update && (
                <Button size="small" variant="contained" startIcon={<EditIcon />} onClick={() => setDialog({ mode: 'edit', record })} sx={{ mr: 1 }}>
                  {translate('crud.edit')}
                </Button>
              )}
              {schema.endpoints.delete && (
                <Button size="small" variant="contained" color="error" startIcon={<DeleteIcon />} onClick={() => setToDelete(record)}>
                  {translate('crud.delete')}
                </Button>
              )}
            </>
          )}
        />
        <Pager
          total={list.total ?? 0}
          page={list.page}
          perPage={list.perPage}
          setPage={list.setPage}
          setPerPage={list.setPerPage}
        />
      </Paper>
      {dialog && (
        <ResourceDialog
          schema={schema}
          mode={dialog.mode}
          record={dialog.record}
          onClose={() => setDialog(undefined)}
          onSaved={onSaved}
        />
      )}
      <Confirm
        isOpen={toDelete !== undefined}
        loading={deleting}
        title="crud.warning"
        content={schema.messages?.deleteConfirm ?? 'crud.confirmRemoveSendName'}
        confirm="crud.confirm"
        cancel="crud.cancel"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(undefined)}
      />
    </Box>
  );
}
