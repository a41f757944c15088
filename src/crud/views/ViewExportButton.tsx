/** 'Export' of a generated list: the current view or everything, in each format the resource allows (exportScope.ts). */
import { useState, type MouseEvent } from 'react';
import { Button, ListSubheader, Menu, MenuItem } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useStore, useTranslate } from 'react-admin';
import type { AnyRecord, FieldSchema, ResourceSchema } from '../../kernel/types';
import { exportFields, exportSchemaOf, exportTable, writeTable, type ExportFormat } from '../export/exportTable';
import { shownColumnsKey } from '../list/ResourceDataTable';
import { useListRows } from '../list/ResourceListBase';
import { shownColumnSources } from './columns';
import { everythingExportFields, viewExportFields, type ExportScope } from './exportScope';

export interface ViewExportButtonProps {
  schema: ResourceSchema;
  visible: (field: FieldSchema) => boolean;
}

const LABELS: Readonly<Record<ExportScope, Record<ExportFormat, string>>> = {
  view: { xlsx: 'crud.export.xlsx', csv: 'crud.export.csv' },
  all: { xlsx: 'crud.exportView.all', csv: 'crud.exportView.allCsv' },
};
const HEADINGS: Readonly<Record<ExportScope, string>> = { view: 'crud.exportView.view', all: 'crud.exportView.everything' };

export function ViewExportButton({ schema, visible }: ViewExportButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const rows = useListRows();
  const [stored] = useStore<string[]>(shownColumnsKey(schema.name), []);
  const settings = exportSchemaOf(schema) ?? {};
  const formats = settings.formats ?? ['xlsx', 'csv'];
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (scope: ExportScope, format: ExportFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      // Untouched columns export as the resource's file says (its `export.columns`); chosen ones as shown.
      const viewFields = stored.length === 0 ? exportFields(schema, visible) : viewExportFields(schema, visible, shownColumnSources(schema, visible, stored));
      const fields = scope === 'view' ? viewFields : everythingExportFields(schema, visible);
      const data: readonly AnyRecord[] = scope === 'view' ? await rows.all() : await rows.everything();
      await writeTable(exportTable(schema, fields, data, translate), format, settings.file ?? schema.name);
    } catch (error) {
      notify(translate('crud.export.failed', { message: error instanceof Error ? error.message : String(error) }), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        disabled={busy}
        aria-busy={busy}
        aria-haspopup="menu"
      >
        {busy ? translate('crud.export.busy') : translate('crud.export.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(['view', 'all'] as const).flatMap((scope) => [
          <ListSubheader key={scope}>{translate(HEADINGS[scope])}</ListSubheader>,
          ...formats.map((format) => (
            <MenuItem key={`${scope}.${format}`} onClick={() => void run(scope, format)}>
              {translate(LABELS[scope][format])}
            </MenuItem>
          )),
        ])}
      </Menu>
    </>
  );
}
