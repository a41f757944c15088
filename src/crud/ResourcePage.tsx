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
import { findResource } from '../resources/registry';
import type { AnyRecord, ResourceSchema } from '../resources/types';
import { Pager } from './Pager';
import { ResourceDialog, type DialogMode } from './ResourceDialog';
import { ResourceTable } from './ResourceTable';
import { NOTICE_MS, SuccessNotice } from './SuccessNotice';
import { useClientList, type ListModel } from './useClientList';
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
  return schema.list.kind === 'client' ? <ClientResourceList schema={schema} /> : <ServerResourceList schema={schema} />;
}

/** One call returns every row: paged, sorted and searched in the browser (useClientList). */
function ClientResourceList({ schema }: { schema: ResourceSchema }) {
  return <ResourceListView schema={schema} list={useClientList(schema)} />;
}

/** Paged by the server, through react-admin's list controller. */
function ServerResourceList({ schema }: { schema: ResourceSchema }) {
  const list = useListController({
    resource: schema.name,
    sort: schema.sort,
    perPage: 10,
    disableAuthentication: true,
    // Page, sort and search live in react-admin's store, not the address: a change re-renders this
    // list only, not the whole layout.
    disableSyncWithLocation: true,
    // The HTTP client already showed the message; the table shows the error state.
    queryOptions: { onError: () => undefined },
  });
  const q = String((list.filterValues as { q?: string }).q ?? '');
  const model: ListModel = {
    data: list.data as AnyRecord[] | undefined,
    total: list.total ?? 0,
    isPending: list.isPending,
    isFetching: list.isFetching ?? false,
    error: list.error,
    page: list.page,
    perPage: list.perPage,
    sort: { field: list.sort.field, order: list.sort.order === 'DESC' ? 'DESC' : 'ASC' },
    q,
    setPage: list.setPage,
    setPerPage: list.setPerPage,
    toggleSort: (field) => list.setSort({ field, order: list.sort.field === field && list.sort.order === 'ASC' ? 'DESC' : 'ASC' }),
    setSearch: (value) => list.setFilters({ ...list.filterValues, q: value || undefined }, list.displayedFilters),
    refetch: () => void list.refetch(),
  };
  return <ResourceListView schema={schema} list={model} />;
}

function ResourceListView({ schema, list }: { schema: ResourceSchema; list: ListModel }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [dialog, setDialog] = useState<{ mode: DialogMode; record?: AnyRecord }>();
  const [toDelete, setToDelete] = useState<AnyRecord>();
  const [deleteOne, { isPending: deleting }] = useDelete();
  const reload = () => list.refetch();
  const refreshLater = useDelayedRefresh(reload);
  const clientList = schema.list.kind === 'client';

  const onSaved = (mode: DialogMode, record: AnyRecord) => {
    setDialog(undefined);
    const lines = [translate(mode === 'new' ? 'crud.created' : 'crud.updated')];
    if (schema.messages?.savedDetail) lines.push(translate(schema.messages.savedDetail, record));
    notify(<SuccessNotice title={translate('crud.success')} lines={lines} />, { autoHideDuration: NOTICE_MS });
    list.refetch();
    refreshLater();
  };

  const confirmDelete = async () => {
    const record = toDelete;
    if (!record) return;
    try {
      await deleteOne(schema.name, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('crud.deleteSucceeded', { type: 'success', autoHideDuration: NOTICE_MS });
      list.refetch();
      refreshLater();
    } catch (error) {
      // Spec §8: a failed delete is only logged (the HTTP client has shown the server's message).
      console.error(`Delete of ${schema.name} ${String(record.id)} failed:`, error);
    } finally {
      setToDelete(undefined);
    }
  };


  const title = translate(schema.label ?? schema.name);
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
              // Uncontrolled: the text shows at once; the table follows in a transition (useClientList).
              defaultValue={list.q}
              onChange={(event) => list.setSearch(event.target.value)}
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
            <IconButton aria-label={translate('crud.refresh')} onClick={reload}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
          {schema.endpoints.create && schema.messages && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'new' })}>
              {translate(schema.messages.create ?? '')}
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
          onRetry={reload}
          sort={list.sort}
          onSort={list.toggleSort}
          emptyText={list.q ? translate('crud.emptySearch', { q: list.q }) : translate('crud.empty')}
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
          total={list.total}
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
