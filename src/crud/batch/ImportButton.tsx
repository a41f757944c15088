/**
 * 'Import' in the toolbar of a resource with `import`, for users who may create: opens the import
 * dialog, whose code (and the file parsers after it) loads at the first click.
 */
import { lazy, Suspense, useState } from 'react';
import { Button, LinearProgress } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { canDo } from '../../kernel/access/permissions';
import type { ResourceSchema } from '../../kernel/types';
import { useGrantee } from '../../providers/grantee';
import bulkImportTexts from '../../kernel/texts/sections/bulkImport';
import { registerSection } from '../../providers/pageTexts';

registerSection(bulkImportTexts);

const ImportDialog = lazy(() => import('./ImportDialog').then((module) => ({ default: module.ImportDialog })));

export function ImportButton({ schema, onImported }: { schema: ResourceSchema; onImported: () => void }) {
  const translate = useTranslate();
  const grantee = useGrantee();
  const [open, setOpen] = useState(false);
  if (!schema.import || !schema.endpoints.create || !canDo(schema, 'create', grantee)) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {translate('bulkImport.file.button')}
      </Button>
      {open && (
        <Suspense fallback={<LinearProgress aria-label={translate('app.loading')} sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'modal' }} />}>
          <ImportDialog schema={schema} onClose={() => setOpen(false)} onImported={onImported} />
        </Suspense>
      )}
    </>
  );
}
