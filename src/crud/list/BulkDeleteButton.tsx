/** Deletes the selected rows after the resource's confirm text; the list reloads, the selection clears. */
import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useDeleteMany, useListContext, useNotify, useTranslate } from 'react-admin';
import { ViewConfirm } from '../../components/ViewConfirm';
import { messagesOf, resourceLabel } from '../../kernel/format/defaults';
import type { ResourceSchema } from '../../kernel/types';
import { NOTICE_MS } from '../SuccessNotice';

export function BulkDeleteButton({ schema, onDeleted }: { schema: ResourceSchema; onDeleted: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds, onUnselectItems } = useListContext();
  const [asking, setAsking] = useState(false);
  const [deleteMany, { isPending }] = useDeleteMany();
  const { key, fallback } = resourceLabel(schema);
  const count = selectedIds.length;

  const confirm = async () => {
    try {
      await deleteMany(schema.name, { ids: selectedIds }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('crud.deleteSucceeded', { type: 'success', autoHideDuration: NOTICE_MS });
      onUnselectItems();
    } catch (error) {
      // The HTTP client has shown the server's message; the rows deleted before the failure are gone.
      console.error(`Bulk delete of ${schema.name} failed:`, error);
    } finally {
      setAsking(false);
      onDeleted();
    }
  };

  return (
    <>
      <Button size="small" color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setAsking(true)}>
        {translate('crud.bulk.delete', { smart_count: count })}
      </Button>
      <ViewConfirm
        isOpen={asking}
        loading={isPending}
        title="crud.warning"
        content={translate(messagesOf(schema).bulkDeleteConfirm ?? '', { smart_count: count, name: translate(key, { _: fallback }) })}
        confirm="crud.confirm"
        cancel="crud.cancel"
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
