/**
 * The toolbar of the generic page: title, quick search, the schema's toolbar extensions, refresh,
 * export, toolbar actions and 'New ...'. Memoised on stable props: a page, sort or keystroke
 * re-renders the table and the pager, not this.
 */
import { memo } from 'react';
import { Button, Toolbar, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { ActionSchema, AnyRecord, FieldSchema, ResourceSchema } from '../../kernel/types';
import { ActionButton, type ActionButtonProps } from '../actions/ActionButton';
import { toolbarExtensionOf } from '../actions/registry';
import { ImportButton } from '../batch/ImportButton';
import { ExportButton } from '../export/ExportButton';
import type { FilterPatch } from '../filters/useFilterPatch';
import { SearchBox } from './SearchBox';
import { ListViewTools } from '../views/ListViewTools';
import { TrashButton } from '../trash/TrashButton';

/** A server list asks for the search after this pause in typing. */
const SEARCH_PAUSE_MS = 300;

export interface ListToolbarProps {
  schema: ResourceSchema;
  title: string;
  visible: (field: FieldSchema) => boolean;
  patch: FilterPatch;
  /** The search the list had when the page opened. */
  searchInitial: string;
  onRefresh: () => void;
  exportRows: () => Promise<readonly AnyRecord[]>;
  /** The resource exports and the user's roles may (its `access.export`). */
  canExport: boolean;
  actions: readonly ActionSchema[];
  actionProps: Pick<ActionButtonProps, 'schema' | 'patchRow' | 'openDialog'>;
  /** 'New ...', when the schema can create. */
  createLabel?: string;
  onCreate: () => void;
  /** A generated list page: Columns, Views, and export of the view or everything. */
  viewTools?: boolean;
}

export const ListToolbar = memo(function ListToolbar(props: ListToolbarProps) {
  const { schema, title, visible, patch, searchInitial, onRefresh, exportRows, canExport, actions, actionProps, createLabel, onCreate, viewTools } = props;
  return (
    <Toolbar sx={{ gap: 1.5, flexWrap: 'wrap', py: 1 }}>
      <Typography variant="h6" component="h1" sx={{ flex: '1 1 auto' }}>
        {title}
      </Typography>
      {(schema.search ?? schema.list.kind === 'client') && (
        <SearchBox patch={patch} pauseMs={schema.list.kind === 'server' ? SEARCH_PAUSE_MS : 0} initial={searchInitial} />
      )}
      {(schema.toolbar ?? []).map((extension) => {
        const Extension = toolbarExtensionOf(extension);
        return Extension ? <Extension key={extension} schema={schema} /> : null;
      })}
      <SearchBox.Refresh onClick={onRefresh} />
      {viewTools ? (
        <ListViewTools schema={schema} visible={visible} canExport={canExport} />
      ) : (
        canExport && <ExportButton schema={schema} visible={visible} rows={exportRows} />
      )}
      {schema.import && <ImportButton schema={schema} onImported={onRefresh} />}
      {schema.trash && <TrashButton schema={schema} visible={visible} onRestored={onRefresh} />}
      {actions.map((action) => (
        <ActionButton key={action.name} {...actionProps} action={action} />
      ))}
      {createLabel && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
          {createLabel}
        </Button>
      )}
    </Toolbar>
  );
});
