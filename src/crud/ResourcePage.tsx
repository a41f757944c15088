/**
 * The generic CRUD page of a resource schema, on react-admin's list controller and DataTable:
 * title, quick search, filter bar, refresh, export, toolbar actions and extensions, 'New ...'; the
 * table with selection, bulk delete/export/actions and per-row Show, Edit, Delete and actions; the
 * pager; the create/edit dialog, the delete confirm, the detail drawer and action dialogs.
 */
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, LinearProgress, Paper, Toolbar, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Confirm, ListContextProvider, ResourceContextProvider, useDelete, useListContext, useNotify, useTranslate } from 'react-admin';
import { useRoles } from '../layout/useRoles';
import { canAccessRoles } from '../routes/access';
import { holds } from '../resources/conditions';
import { messagesOf, resourceLabel } from '../resources/defaults';
import type { ActionSchema, AnyRecord, FieldSchema, ResourceSchema } from '../resources/types';
import { ActionButton } from './actions/ActionButton';
import { actionDialogOf, toolbarExtensionOf } from './actions/registry';
import { ExportButton } from './export/ExportButton';
import { canViewField } from './fieldAccess';
import { FilterBar } from './filters/FilterBar';
import { useFilterPatch } from './filters/useFilterPatch';
import { BulkDeleteButton } from './list/BulkDeleteButton';
import { CrudPageContext, type CrudPage } from './list/crudPage';
import { OnceSelected } from './list/OnceSelected';
import { ResourceDataTable } from './list/ResourceDataTable';
import { ResourceListBase, useListRows } from './list/ResourceListBase';
import { SearchBox } from './list/SearchBox';
import { useHeldLoading } from './list/useHeldLoading';
import { useRowOverlay } from './list/useRowOverlay';
import { Pager } from './Pager';
import type { DialogMode } from './ResourceDialog';
import { ShowDrawer } from './show/ShowDrawer';
import { NOTICE_MS, SuccessNotice } from './SuccessNotice';
import { useDelayedRefresh } from './useDelayedRefresh';

/** A server list asks for the search after this pause in typing. */
const SEARCH_PAUSE_MS = 300;

// The form (react-admin's create/edit controllers, react-hook-form, the inputs) loads at the first
// 'New' or 'Edit': a visit that only reads the list never evaluates or compiles it.
const ResourceDialog = lazy(() => import('./ResourceDialog').then((module) => ({ default: module.ResourceDialog })));

export default function ResourcePage({ schema }: { schema: ResourceSchema }) {
  return <ResourceList schema={schema} />;
}

export function ResourceList({ schema }: { schema: ResourceSchema }) {
  return (
    <ResourceContextProvider value={schema.name}>
      <ResourceListBase schema={schema}>
        <ResourceListView schema={schema} />
      </ResourceListBase>
    </ResourceContextProvider>
  );
}

const actionsAt = (schema: ResourceSchema, placement: ActionSchema['placement'], roles: readonly string[]) =>
  (schema.actions ?? []).filter((action) => action.placement === placement && canAccessRoles(roles, action.roles));

function ResourceListView({ schema }: { schema: ResourceSchema }) {
  const translate = useTranslate();
  const notify = useNotify();
  const list = useListContext<AnyRecord>();
  const rowsOfList = useListRows();
  const roles = useRoles();
  const visible = useCallback((field: FieldSchema) => canViewField(field, roles), [roles]);
  const overlay = useRowOverlay(list.data);
  const shownList = useMemo(() => (overlay.rows === list.data ? list : { ...list, data: overlay.rows }), [list, overlay.rows]) as typeof list;
  const messages = messagesOf(schema);
  const label = resourceLabel(schema);
  const name = translate(label.key, { _: label.fallback });
  const text = (key: string, args?: Record<string, unknown>) => translate(key, { name, _: key, ...args });

  const [dialog, setDialog] = useState<{ mode: DialogMode; record?: AnyRecord }>();
  const [toDelete, setToDelete] = useState<AnyRecord>();
  const [showing, setShowing] = useState<AnyRecord>();
  const [actionDialog, setActionDialog] = useState<{ name: string; record?: AnyRecord; records?: AnyRecord[] }>();
  const [deleteOne, { isPending: deleting }] = useDelete();
  const reload = () => list.refetch();
  const refreshLater = useDelayedRefresh(reload);
  const patchFilters = useFilterPatch();
  const loading = useHeldLoading(Boolean(list.isPending || list.isFetching), schema.list.kind === 'server' ? undefined : 0);

  const page: CrudPage = {
    schema,
    openEdit: (record) => setDialog({ mode: 'edit', record }),
    openCreate: () => setDialog({ mode: 'new' }),
    openShow: setShowing,
    openDialog: (dialogName, record, records) => setActionDialog({ name: dialogName, record, records }),
    patchRow: overlay.patch,
  };

  const onSaved = (mode: DialogMode, record: AnyRecord) => {
    setDialog(undefined);
    const lines = [translate(mode === 'new' ? 'crud.created' : 'crud.updated')];
    if (messages.savedDetail) lines.push(translate(messages.savedDetail, record));
    notify(<SuccessNotice title={translate('crud.success')} lines={lines} />, { autoHideDuration: NOTICE_MS });
    if (schema.afterSave === 'local') {
      if (mode === 'new') overlay.prepend(record);
      else overlay.patch(record);
      return;
    }
    reload();
    refreshLater();
  };

  const confirmDelete = async () => {
    const record = toDelete;
    if (!record) return;
    try {
      await deleteOne(schema.name, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('crud.deleteSucceeded', { type: 'success', autoHideDuration: NOTICE_MS });
      reload();
      refreshLater();
    } catch (error) {
      // Spec §8: a failed delete is only logged (the HTTP client has shown the server's message).
      console.error(`Delete of ${schema.name} ${String(record.id)} failed:`, error);
    } finally {
      setToDelete(undefined);
    }
  };

  const actionProps = { schema, patchRow: overlay.patch, openDialog: page.openDialog };
  const rowActions = actionsAt(schema, 'row', roles);
  const bulkActions = actionsAt(schema, 'bulk', roles);
  const canDelete = Boolean(schema.endpoints.delete);
  // Selection comes with bulk delete or bulk actions (export alone exports the list, no checkboxes);
  // `select: false` turns it off.
  const bulk = schema.select ?? ((schema.bulkDelete ?? canDelete) || bulkActions.length > 0);
  const selectedRows = () => {
    const wanted = new Set(list.selectedIds.map(String));
    return (rowsOfList.loaded() ?? []).filter((row) => wanted.has(String(row.id)));
  };

  const rowButtons = (record: AnyRecord): ReactNode => (
    <>
      {schema.show && (
        <Button size="small" variant="outlined" startIcon={<VisibilityIcon />} onClick={() => setShowing(record)} sx={{ mr: 1 }}>
          {translate('crud.show')}
        </Button>
      )}
      {schema.endpoints.update && (
        <Button size="small" variant="contained" startIcon={<EditIcon />} onClick={() => setDialog({ mode: 'edit', record })} sx={{ mr: 1 }}>
          {translate('crud.edit')}
        </Button>
      )}
      {canDelete && (
        <Button size="small" variant="contained" color="error" startIcon={<DeleteIcon />} onClick={() => setToDelete(record)} sx={{ mr: 1 }}>
          {translate('crud.delete')}
        </Button>
      )}
      {rowActions
        .filter((action) => action.visibleWhen === undefined || holds(action.visibleWhen, record))
        .map((action) => (
          <ActionButton key={action.name} {...actionProps} action={action} record={record} />
        ))}
    </>
  );

  const hasFilters = Object.keys(list.filterValues ?? {}).some((key) => key !== 'q');
  const q = String((list.filterValues as { q?: unknown }).q ?? '');
  const emptyText = q
    ? translate('crud.emptySearch', { q })
    : hasFilters
      ? translate('crud.emptyFilter')
      : translate(messages.empty ?? 'crud.empty');
  const ActionDialog = actionDialog ? actionDialogOf(actionDialog.name) : undefined;

  return (
    <CrudPageContext.Provider value={page}>
      <ListContextProvider value={shownList}>
        <Box sx={{ p: { xs: 1, sm: 2 } }}>
          <Paper variant="outlined">
            <Toolbar sx={{ gap: 1.5, flexWrap: 'wrap', py: 1 }}>
              <Typography variant="h6" component="h1" sx={{ flex: '1 1 auto' }}>
                {name}
              </Typography>
              {(schema.search ?? schema.list.kind === 'client') && <SearchBox patch={patchFilters} pauseMs={schema.list.kind === 'server' ? SEARCH_PAUSE_MS : 0} />}
              {(schema.toolbar ?? []).map((extension) => {
                const Extension = toolbarExtensionOf(extension);
                return Extension ? <Extension key={extension} schema={schema} /> : null;
              })}
              <SearchBox.Refresh onClick={reload} />
              {schema.export && <ExportButton schema={schema} visible={visible} rows={rowsOfList.all} />}
              {actionsAt(schema, 'toolbar', roles).map((action) => (
                <ActionButton key={action.name} {...actionProps} action={action} />
              ))}
              {schema.endpoints.create && (
                <Button variant="contained" startIcon={<AddIcon />} onClick={page.openCreate}>
                  {text(messages.create)}
                </Button>
              )}
            </Toolbar>
            <FilterBar schema={schema} visible={visible} patch={patchFilters} />
            <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={translate('app.loading')} />}</Box>
            {list.error && !list.data ? (
              <Alert
                severity="error"
                sx={{ m: 2 }}
                action={
                  <Button color="inherit" size="small" onClick={reload}>
                    {translate('crud.retry')}
                  </Button>
                }
              >
                {translate('crud.loadFailed')} {list.error instanceof Error ? list.error.message : ''}
              </Alert>
            ) : (
              <Box aria-busy={loading}>
                <ResourceDataTable
                  schema={schema}
                  visible={visible}
                  label={name}
                  emptyText={emptyText}
                  rowActions={schema.show || schema.endpoints.update || canDelete || rowActions.length > 0 ? rowButtons : undefined}
                  bulkActions={
                    bulk && (
                      <OnceSelected>
                        {schema.export && <ExportButton schema={schema} visible={visible} rows={selectedRows} label="crud.export.selected" />}
                        {bulkActions.map((action) => (
                          <ActionButton key={action.name} {...actionProps} action={action} records={selectedRows()} onDone={list.onUnselectItems} />
                        ))}
                        {(schema.bulkDelete ?? canDelete) && <BulkDeleteButton schema={schema} onDeleted={() => { reload(); refreshLater(); }} />}
                      </OnceSelected>
                    )
                  }
                />
              </Box>
            )}
            <Pager total={list.total ?? 0} page={list.page} perPage={list.perPage} setPage={list.setPage} setPerPage={list.setPerPage} />
          </Paper>
          {dialog && (
            <Suspense fallback={null}>
              <ResourceDialog
                schema={schema}
                mode={dialog.mode}
                record={dialog.record}
                rows={rowsOfList.loaded}
                onClose={() => setDialog(undefined)}
                onSaved={onSaved}
              />
            </Suspense>
          )}
          <Confirm
            isOpen={toDelete !== undefined}
            loading={deleting}
            title="crud.warning"
            content={text(messages.deleteConfirm, toDelete)}
            confirm="crud.confirm"
            cancel="crud.cancel"
            onConfirm={confirmDelete}
            onClose={() => setToDelete(undefined)}
          />
          {schema.show && <ShowDrawer schema={schema} record={showing} visible={visible} onClose={() => setShowing(undefined)} />}
          {ActionDialog && actionDialog && (
            <ActionDialog schema={schema} record={actionDialog.record} records={actionDialog.records} onClose={() => setActionDialog(undefined)} />
          )}
        </Box>
      </ListContextProvider>
    </CrudPageContext.Provider>
  );
}
