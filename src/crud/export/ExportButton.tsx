/** 'Export' of a list: the schema's columns of the filtered, sorted list (or of the selected rows), as Excel or CSV. */
import { useState, type MouseEvent } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import type { AnyRecord, FieldSchema, ResourceSchema } from '../../kernel/types';
import { exportFields, exportSchemaOf, exportTable, writeTable, type ExportFormat } from './exportTable';

export interface ExportButtonProps {
  schema: ResourceSchema;
  visible: (field: FieldSchema) => boolean;
  rows: () => Promise<readonly AnyRecord[]> | readonly AnyRecord[];
  label?: string;
}

export function ExportButton({ schema, visible, rows, label = 'crud.export.button' }: ExportButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const settings = exportSchemaOf(schema) ?? {};
  const formats = settings.formats ?? ['xlsx', 'csv'];
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (format: ExportFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      const table = exportTable(schema, exportFields(schema, visible), await rows(), translate);
      await writeTable(table, format, settings.file ?? schema.name);
    } catch (error) {
      notify(translate('crud.export.failed', { message: error instanceof Error ? error.message : String(error) }), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const onClick = (event: MouseEvent<HTMLElement>) => (formats.length === 1 ? void run(formats[0]) : setAnchor(event.currentTarget));
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={onClick}
        disabled={busy}
        aria-busy={busy}
        aria-haspopup={formats.length > 1 ? 'menu' : undefined}
      >
        {busy ? translate('crud.export.busy') : translate(label)}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {formats.map((format) => (
          <MenuItem key={format} onClick={() => void run(format)}>
            {translate(`crud.export.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
