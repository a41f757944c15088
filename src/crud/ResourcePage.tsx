/**
 * The generic CRUD page of a resource schema, on react-admin's list controller and DataTable:
 * title, quick search, filter bar, refresh, export, toolbar actions and extensions, 'New ...'; the
 * table with selection, bulk delete/export/actions and per-row Show, Edit, Delete and actions; the
 * pager; the create/edit dialog, the delete confirm, the detail drawer and action dialogs.
 */
import { Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, LinearProgress, Paper } from '@mui/material';
import { ListContextProvider, ResourceContextProvider, useDelete, useGetIdentity, useListContext, useNotify, useTranslate } from 'react-admin';
import { ViewConfirm } from '../components/ViewConfirm';
import { useRoles } from '../providers/useRoles';
import { canAccessRoles } from '../kernel/access/access';
import { messagesOf, resourceLabel } from '../kernel/format/defaults';
import type { ActionSchema, AnyRecord, FieldSchema, ResourceSchema } from '../kernel/types';
import { ActionButton } from './actions/ActionButton';
import { actionDialogOf } from './actions/registry';
import { ExportButton } from './export/ExportButton';
import { canViewField } from './fieldAccess';
import { canDo } from '../kernel/access/permissions';
import { useGrantee } from '../providers/grantee';
import { deletableRowsRule, ownRowsRule } from './inline/editableCell';
import { FilterBar } from './filters/FilterBar';
import { useFilterPatch } from './filters/useFilterPatch';
import { BulkEditButton } from './batch/BulkEditButton';
import { BulkDeleteButton } from './list/BulkDeleteButton';
import { conflictOf, conflictText } from './versions/conflict';
import { CrudPageContext, type CrudPage } from './list/crudPage';
import { OnceSelected } from './list/OnceSelected';
import { ResourceDataTable } from './list/ResourceDataTable';
import { ResourceListBase, useListRows } from './list/ResourceListBase';
import { ListLoadError } from './list/ListLoadError';
import { ListPlaceholder } from './list/ListPlaceholder';
import { ListToolbar } from './list/ListToolbar';
import { RowButtons } from './list/RowButtons';
import { useHeldLoading } from './list/useHeldLoading';
import { useBulkCover } from './list/useBulkCover';
import { useRowOverlay } from './list/useRowOverlay';
import { Pager } from './Pager';
import type { DialogMode } from './ResourceDialog';
import { ShowDrawer } from './show/ShowDrawer';
import { RelatedPanel } from './related/RelatedSections';
import { useRelations } from './related/useRelations';
import { NOTICE_MS, SuccessNotice } from './SuccessNotice';
import { useDelayedRefresh } from './useDelayedRefresh';
import { useStableCallback } from '../utils/useStableCallback';
import { lazyResourceDialog, usePreloadedForm } from './usePreloadedForm';
import { LiveMarksContext } from './live/liveMarks';
import { LiveNotice } from './live/LiveNotice';
import { useLiveList } from './live/useLiveList';

// The form (react-admin's create/edit controllers, react-hook-form, the inputs) loads at the first
// 'New' or 'Edit': a visit that only reads the list never evaluates or compiles it.
const ResourceDialog = lazyResourceDialog.Component;

const dialogLoadingSx = { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'modal' } as const;

export default function ResourcePage({ schema }: { schema: ResourceSchema }) {
  return <ResourceList schema={schema} generated />;
}

/** `generated`: the route's own page of the resource (Columns, Views, the state in the address). */
export function ResourceList({ schema, generated = false }: { schema: ResourceSchema; generated?: boolean }) {
  return (
    <ResourceContextProvider value={schema.name}>
      <ResourceListBase schema={schema} syncUrl={generated}>
        <ResourceListView schema={schema} generated={generated} />
      </ResourceListBase>
    </ResourceContextProvider>
  );
}

const actionsAt = (schema: ResourceSchema, placement: ActionSchema['placement'], roles: readonly string[]) =>
  (schema.actions ?? []).filter((action) => action.placement === placement && canAccessRoles(roles, action.roles));

/**
 * The page's parts take stable props (memoised values, handlers that keep their identity), so that a
 * page change, a sort or a keystroke re-renders the table's rows and the pager, not the toolbar or
 * the filter bar.
 */
function ResourceListView({ schema, generated }: { schema: ResourceSchema; generated: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const list = useListContext<AnyRecord>();
  const rowsOfList = useListRows();
  const roles = useRoles();
  const grantee = useGrantee();
  const visible = useCallback((field: FieldSchema) => canViewField(schema, field, grantee), [schema, grantee]);
  const overlay = useRowOverlay(list.data);
  const shownList = useMemo(() => (overlay.rows === list.data ? list : { ...list, data: overlay.rows }), [list, overlay.rows]) as typeof list;
  const messages = messagesOf(schema);
  const label = resourceLabel(schema);
  const name = translate(label.key, { _: label.fallback });
  const text = (key: string, args?: Record<string, unknown>) => translate(key, { name, _: key, ...args });

  const [dialog, setDialog] = useState<{ mode: DialogMode; record?: AnyRecord; openedAt?: number }>();
  const [toDelete, setToDelete] = useState<AnyRecord>();
  const [showing, setShowing] = useState<AnyRecord>();
  const [actionDialog, setActionDialog] = useState<{ name: string; record?: AnyRecord; records?: AnyRecord[] }>();
  const [deleteOne, { isPending: deleting }] = useDelete();
  const reload = useStableCallback(() => list.refetch());
  const refreshLater = useDelayedRefresh(reload);
  const patchFilters = useFilterPatch();
  const aboveTable = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLDivElement>(null);
  useBulkCover(aboveTable, card);
  // Before the first answer there is no total and no "no records" to tell: placeholder rows instead.
  const firstLoad = list.isPending && !list.error;
  const loading = useHeldLoading(Boolean(list.isPending || list.isFetching), schema.list.kind === 'server' ? undefined : 0);

  const openEdit = useCallback((record: AnyRecord) => setDialog({ mode: 'edit', record, openedAt: Date.now() }), []);
  const openCreate = useCallback(() => setDialog({ mode: 'new' }), []);
  const openDialog = useCallback(
    (dialogName: string, record?: AnyRecord, records?: AnyRecord[]) => setActionDialog({ name: dialogName, record, records }),
    [],
  );
  const page = useMemo<CrudPage>(
    () => ({ schema, openEdit, openCreate, openShow: setShowing, openDialog, patchRow: overlay.patch }),
    [schema, openEdit, openCreate, openDialog, overlay.patch],
  );

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

  const confirmDelete = useStableCallback(async () => {
    const record = toDelete;
    if (!record) return;
    try {
      await deleteOne(schema.name, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('crud.deleteSucceeded', { type: 'success', autoHideDuration: NOTICE_MS });
      reload();
      refreshLater();
    } catch (error) {
      // A failed delete is only logged (the HTTP client has shown the server's message),
      // but for a record changed since it was listed, which the list then shows as it is now.
      const stored = conflictOf(error);
      if (stored) {
        notify(translate('versions.deleteConflict', { message: conflictText(translate, stored) }), { type: 'error' });
        reload();
      }
      console.error(`Delete of ${schema.name} ${String(record.id)} failed:`, error);
    } finally {
      setToDelete(undefined);
    }
  });
  const closeDelete = useCallback(() => setToDelete(undefined), []);

  const actionProps = useMemo(() => ({ schema, patchRow: overlay.patch, openDialog }), [schema, overlay.patch, openDialog]);
  const rowActions = useMemo(() => actionsAt(schema, 'row', roles), [schema, roles]);
  const bulkActions = useMemo(() => actionsAt(schema, 'bulk', roles), [schema, roles]);
  const toolbarActions = useMemo(() => actionsAt(schema, 'toolbar', roles), [schema, roles]);
  // What the server would refuse (the resource's `access`) is not offered.
  const canCreate = Boolean(schema.endpoints.create) && canDo(schema, 'create', grantee);
  const canUpdate = Boolean(schema.endpoints.update) && canDo(schema, 'update', grantee);
  const canDelete = Boolean(schema.endpoints.delete) && canDo(schema, 'delete', grantee);
  const canExport = Boolean(schema.export) && canDo(schema, 'export', grantee);
  const formWarmUp = usePreloadedForm(schema, canCreate || canUpdate);
  // An owned resource: others' rows have no Edit nor Delete (the server refuses them too).
  const { identity } = useGetIdentity();
  const userId: unknown = identity?.userId;
  // Only the route's own page lists the server's records: the Schema lab's preview lists its sample.
  const live = useLiveList({ schema, rows: list.data, refetch: reload, userId, enabled: generated });
  const liveChange = dialog?.record && dialog.openedAt !== undefined ? live.changeOf(dialog.record.id) : undefined;
  const mayChange = useMemo(() => ownRowsRule(schema, grantee, userId), [schema, grantee, userId]);
  const mayDelete = useMemo(() => deletableRowsRule(schema, grantee, userId), [schema, grantee, userId]);
  // Selection comes with bulk delete or bulk actions (export alone exports the list, no checkboxes);
  // `select: false` turns it off.
  const canBulkEdit = schema.bulkEdit === true && canUpdate;
  const bulk = schema.select ?? (((schema.bulkDelete ?? true) && canDelete) || bulkActions.length > 0 || canBulkEdit);
  const selectedRows = () => {
    const wanted = new Set(list.selectedIds.map(String));
    return (rowsOfList.loaded() ?? []).filter((row) => wanted.has(String(row.id)));
  };

  // A record with related records the user may read has a detail view (they show there) and an expand panel.
  const hasRelated = useRelations(schema).relations.length > 0;
  const showsDetail = Boolean(schema.show) || hasRelated;
  const expand = useMemo(() => (hasRelated ? <RelatedPanel schema={schema} /> : undefined), [hasRelated, schema]);
  const buttonLabels = useMemo(
    () => ({ show: translate('crud.show'), edit: translate('crud.edit'), delete: translate('crud.delete'), more: translate('crud.moreActions') }),
    [translate],
  );
  const hasRowButtons = Boolean(showsDetail || canUpdate || canDelete || rowActions.length > 0);
  const rowButtons = useCallback(
    (record: AnyRecord, compact: boolean): ReactNode => (
      <RowButtons
        record={record}
        labels={buttonLabels}
        compact={compact}
        onShow={showsDetail ? setShowing : undefined}
        onEdit={canUpdate ? openEdit : undefined}
        onDelete={canDelete ? setToDelete : undefined}
        mayChange={mayChange}
        mayDelete={mayDelete}
        actions={rowActions}
        actionProps={actionProps}
      />
    ),
    [buttonLabels, showsDetail, openEdit, canUpdate, canDelete, mayChange, mayDelete, rowActions, actionProps],
  );

  const { q: searched, ...filters } = (list.filterValues ?? {}) as Record<string, unknown>;
  const filtersKey = JSON.stringify(filters);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter values are compared by their JSON
  const barValues = useMemo(() => filters, [filtersKey]);
  const [searchInitial] = useState(() => String(searched ?? ''));
  const q = String(searched ?? '');
  const hasFilters = Object.keys(filters).length > 0;
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
          <Paper variant="outlined" ref={card}>
            <ListToolbar
              schema={schema}
              title={name}
              visible={visible}
              patch={patchFilters}
              searchInitial={searchInitial}
              onRefresh={reload}
              exportRows={rowsOfList.all}
              actions={toolbarActions}
              actionProps={actionProps}
              canExport={canExport}
              createLabel={canCreate ? text(messages.create) : undefined}
              onCreate={openCreate}
              viewTools={generated}
            />
            <div ref={aboveTable}>
              <FilterBar schema={schema} visible={visible} patch={patchFilters} values={barValues} />
              <LiveNotice newCount={live.newCount} onShow={live.showNew} status={live.status} />
              <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={translate('app.loading')} />}</Box>
            </div>
            {list.error && !list.data ? (
              <ListLoadError error={list.error} onRetry={reload} />
            ) : firstLoad ? (
              <ListPlaceholder label={translate('app.loading')} />
            ) : (
              <Box aria-busy={loading}>
                <LiveMarksContext.Provider value={live.marked}>
                <ResourceDataTable
                  schema={schema}
                  visible={visible}
                  label={name}
                  emptyText={emptyText}
                  rowActions={hasRowButtons ? rowButtons : undefined}
                  expand={expand}
                  bulkActions={
                    bulk && (
                      <OnceSelected>
                        {canExport && <ExportButton schema={schema} visible={visible} rows={selectedRows} label="crud.export.selected" />}
                        {canBulkEdit && <BulkEditButton schema={schema} records={selectedRows} onUpdated={() => { reload(); refreshLater(); }} />}
                        {bulkActions.map((action) => (
                          <ActionButton key={action.name} {...actionProps} action={action} records={selectedRows()} onDone={list.onUnselectItems} />
                        ))}
                        {(schema.bulkDelete ?? true) && canDelete && <BulkDeleteButton schema={schema} onDeleted={() => { reload(); refreshLater(); }} />}
                      </OnceSelected>
                    )
                  }
                />
                </LiveMarksContext.Provider>
              </Box>
            )}
            {!firstLoad && !(list.error && !list.data) && <Pager total={list.total ?? 0} page={list.page} perPage={list.perPage} setPage={list.setPage} setPerPage={list.setPerPage} />}
          </Paper>
          {formWarmUp && <Suspense fallback={null}>{formWarmUp}</Suspense>}
          {dialog && (
            // On a slow link the form's code takes a moment the first time: a bar at the top says so.
            <Suspense fallback={<LinearProgress aria-label={translate('app.loading')} sx={dialogLoadingSx} />}>
              <ResourceDialog
                schema={schema}
                mode={dialog.mode}
                record={dialog.record}
                rows={rowsOfList.loaded}
                changedSince={liveChange && dialog.openedAt !== undefined && liveChange.seenAt >= dialog.openedAt ? liveChange : undefined}
                onClose={() => setDialog(undefined)}
                onSaved={onSaved}
              />
            </Suspense>
          )}
          <ViewConfirm
            isOpen={toDelete !== undefined}
            loading={deleting}
            title="crud.warning"
            content={text(messages.deleteConfirm, toDelete)}
            confirm="crud.confirm"
            cancel="crud.cancel"
            onConfirm={confirmDelete}
            onClose={closeDelete}
          />
          {showsDetail && <ShowDrawer schema={schema} record={showing} visible={visible} onClose={() => setShowing(undefined)} onChanged={(record) => { setShowing(record); reload(); }} />}
          {ActionDialog && actionDialog && (
            <ActionDialog schema={schema} record={actionDialog.record} records={actionDialog.records} onClose={() => setActionDialog(undefined)} />
          )}
        </Box>
      </ListContextProvider>
    </CrudPageContext.Provider>
  );
}
