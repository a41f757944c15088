/**
 * What the edit dialog shows when its save was refused for a stale version: who changed
 * the record and when, 'Reload' (the stored record into the form, the user's edits dropped, after
 * a confirmation) and 'Overwrite' (the same save again at the stored version). The user's input
 * stays in the form until they choose.
 */
import { useRef, useState } from 'react';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useDataProvider, useResourceContext, useTranslate } from 'react-admin';
import { ViewConfirm } from '../../components/ViewConfirm';
import { useFormContext } from 'react-hook-form';
import type { StoredVersion } from '../../kernel/http/versions';
import type { AnyRecord, Identifier } from '../../kernel/types';
import { conflictText } from './conflict';

export interface VersionConflictProps {
  id: Identifier;
  stored: StoredVersion;
  /** The conflict is settled (reloaded) or a new save starts (overwrite). */
  onDone: () => void;
}

export function VersionConflict({ id, stored, onDone }: VersionConflictProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const dataProvider = useDataProvider();
  const form = useFormContext();
  const box = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string>();

  const overwrite = () => {
    form.setValue('_version', stored._version, { shouldDirty: true });
    onDone();
    box.current?.closest('form')?.requestSubmit();
  };

  const reload = async () => {
    if (!resource) return;
    setLoading(true);
    try {
      const { data } = await dataProvider.getOne<AnyRecord>(resource, { id });
      form.reset(data);
      setConfirming(false);
      onDone();
    } catch (error) {
      setFailed(translate('versions.reloadFailed', { message: error instanceof Error ? error.message : String(error) }));
      setConfirming(false);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div ref={box}>
      <Alert severity="warning" role="alert">
        <AlertTitle>{conflictText(translate, stored)}</AlertTitle>
        {failed ?? translate('versions.choose')}
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button color="inherit" variant="outlined" size="small" onClick={() => setConfirming(true)}>
            {translate('versions.reload')}
          </Button>
          <Button color="warning" variant="contained" size="small" onClick={overwrite}>
            {translate('versions.overwrite')}
          </Button>
        </Stack>
      </Alert>
      <ViewConfirm
        isOpen={confirming}
        loading={loading}
        title="versions.reloadTitle"
        content="versions.reloadContent"
        confirm="versions.reload"
        cancel="crud.cancel"
        onConfirm={reload}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
