/** 'Trash' on the list toolbar of a resource with `"trash": true`, for admins: opens its Trash (loaded when first opened). */
import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { useTranslate } from 'react-admin';
import type { FieldSchema, ResourceSchema } from '../../kernel/types';
import { useRoles } from '../../providers/useRoles';

const TrashDialog = lazy(() => import('./TrashDialog'));

export interface TrashButtonProps {
  schema: ResourceSchema;
  visible: (field: FieldSchema) => boolean;
  /** After a restore: the list shows the record again. */
  onRestored: () => void;
}

export function TrashButton({ schema, visible, onRestored }: TrashButtonProps) {
  const translate = useTranslate();
  const roles = useRoles();
  const [open, setOpen] = useState(false);
  if (!schema.trash || !roles.includes('admin')) return null;
  return (
    <>
      <Button startIcon={<DeleteSweepIcon />} onClick={() => setOpen(true)}>
        {translate('crud.trash.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TrashDialog schema={schema} visible={visible} onRestored={onRestored} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
