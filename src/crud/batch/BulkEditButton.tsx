/**
 * 'Edit selected' among the bulk buttons (a resource's `bulkEdit`): opens the bulk edit dialog,
 * whose code loads at the first click; after a change the list reloads and the selection clears.
 */
import { lazy, Suspense, useState } from 'react';
import { Button, LinearProgress } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import type { AnyRecord, ResourceSchema } from '../../kernel/types';
import { NOTICE_MS } from '../SuccessNotice';
import bulkImportTexts from '../../kernel/texts/sections/bulkImport';
import { registerSection } from '../../providers/pageTexts';

registerSection(bulkImportTexts);

const BulkEditDialog = lazy(() => import('./BulkEditDialog').then((module) => ({ default: module.BulkEditDialog })));

export interface BulkEditButtonProps {
  schema: ResourceSchema;
  /** The selected rows loaded on the page. */
  records: () => readonly AnyRecord[];
  onUpdated: () => void;
}

export function BulkEditButton({ schema, records, onUpdated }: BulkEditButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);

  const updated = (count: number) => {
    setOpen(false);
    notify(translate('bulkImport.edit.updated', { smart_count: count }), { type: 'success', autoHideDuration: NOTICE_MS });
    onUnselectItems();
    onUpdated();
  };

  return (
    <>
      <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={() => setOpen(true)}>
        {translate('bulkImport.edit.button')}
      </Button>
      {open && (
        <Suspense fallback={<LinearProgress aria-label={translate('app.loading')} sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'modal' }} />}>
          <BulkEditDialog schema={schema} ids={selectedIds} records={records()} onClose={() => setOpen(false)} onUpdated={updated} />
        </Suspense>
      )}
    </>
  );
}
