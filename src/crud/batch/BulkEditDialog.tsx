/**
 * 'Edit selected': the fields the user may edit, each behind a 'Change ...' box; a ticked field
 * shows its own input with its validators, starting from the value the selected rows share (or
 * empty, said to be mixed, when they differ). Apply waits for a ticked field and first asks, naming
 * each change and the rows it reaches; confirmed, one bulk request (one transaction on the server)
 * goes with the version each row was read at: success closes and says how many records changed; a
 * refusal (a row changed by someone else since, among others) keeps the dialog and its values and
 * names each refused row and why.
 */
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Checkbox, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, FormHelperText, Stack } from '@mui/material';
import { ViewDialog } from '../../components/ViewDialog';
import { Form, useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { fieldLabel } from '../../kernel/format/defaults';
import type { RowRefusal } from '../../kernel/http/batch';
import { versionsOfRows } from '../../kernel/http/versions';
import type { AnyRecord, FieldSchema, Identifier, ResourceSchema } from '../../kernel/types';
import { BatchRefusal, type BatchDataProvider } from '../../providers/batch';
import { useGrantee } from '../../providers/grantee';
import { FieldInput } from '../FieldInput';
import { SubmitButton } from '../SubmitButton';
import { bulkEditFields, recordName } from './batchFields';
import { BulkEditConfirm } from './BulkEditConfirm';
import { startRecord, startValues } from './bulkEditValues';
import { RefusedRows } from './RefusedRows';
import bulkImportTexts from '../../kernel/texts/sections/bulkImport';
import { registerSection } from '../../providers/pageTexts';

registerSection(bulkImportTexts);

export interface BulkEditDialogProps {
  schema: ResourceSchema;
  ids: readonly Identifier[];
  /** The selected rows loaded on the page (to name a refused row). */
  records: readonly AnyRecord[];
  onClose: () => void;
  onUpdated: (count: number) => void;
}

export function BulkEditDialog({ schema, ids, records, onClose, onUpdated }: BulkEditDialogProps) {
  const translate = useTranslate();
  const grantee = useGrantee();
  const dataProvider = useDataProvider<DataProvider & BatchDataProvider>();
  const fields = useMemo(() => bulkEditFields(schema, grantee), [schema, grantee]);
  const starts = useMemo(() => startValues(fields, records, ids), [fields, records, ids]);
  const start = useMemo(() => startRecord(starts), [starts]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  // The changes the user asked for, waiting for the confirmation.
  const [pending, setPending] = useState<Record<string, unknown>>();
  const [refused, setRefused] = useState<readonly RowRefusal[]>();
  const [failure, setFailure] = useState<string>();
  const count = ids.length;
  const titleId = `${schema.name}-bulk-edit-title`;

  const labelOf = (field: FieldSchema) => {
    const { key, fallback } = fieldLabel(schema, field);
    return translate(key, { _: fallback });
  };
  const toggle = (source: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(source);
    else next.delete(source);
    setChosen(next);
  };

  const picked = fields.filter((field) => chosen.has(field.source));
  const submit = (values: Record<string, unknown>) => {
    setRefused(undefined);
    setFailure(undefined);
    if (picked.length === 0) return;
    setPending(Object.fromEntries(picked.map((field) => [field.source, values[field.source] ?? null])));
  };

  const send = async (changes: Record<string, unknown>) => {
    try {
      // The versions the rows were read at: a row someone changed since is refused, named, and nothing is written.
      const versions = versionsOfRows(records, ids);
      const answer = await dataProvider.bulkEdit(schema.name, { ids: ids.map(Number), values: changes, ...(Object.keys(versions).length > 0 ? { versions } : {}) });
      setPending(undefined);
      onUpdated(answer.updated.length);
    } catch (error) {
      setPending(undefined);
      if (error instanceof BatchRefusal && error.refused.length > 0) setRefused(error.refused);
      else setFailure(translate('bulkImport.edit.failed', { message: error instanceof Error ? translate(error.message, { _: error.message }) : String(error) }));
    }
  };

  const byId = new Map(records.map((record) => [String(record.id), record]));
  return (
    <ViewDialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form record={start} onSubmit={submit} mode="onTouched" reValidateMode="onChange" noValidate>
        <DialogTitle id={titleId}>{translate('bulkImport.edit.title', { smart_count: count })}</DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 1 }}>{translate(fields.length > 0 ? 'bulkImport.edit.intro' : 'bulkImport.edit.noFields')}</DialogContentText>
          <Stack spacing={0.5}>
            {fields.map((field) => (
              <Box key={field.source}>
                <FormControlLabel
                  control={<Checkbox checked={chosen.has(field.source)} onChange={(event) => toggle(field.source, event.target.checked)} />}
                  label={translate('bulkImport.edit.change', { field: labelOf(field) })}
                />
                {chosen.has(field.source) && (
                  <Box sx={{ pl: 4 }}>
                    <FieldInput schema={schema} field={field} mode="edit" />
                    {starts.get(field.source)?.kind === 'mixed' && <FormHelperText sx={{ mt: -0.5, mb: 1 }}>{translate('bulkImport.edit.mixed')}</FormHelperText>}
                  </Box>
                )}
              </Box>
            ))}
          </Stack>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
          {refused && (
            <Box sx={{ mt: 1 }}>
              <RefusedRows
                schema={schema}
                refused={refused}
                title={translate('bulkImport.edit.refused', { smart_count: refused.length })}
                rowName={(refusal) => recordName(schema, byId.get(String(refusal.row)), refusal.row)}
              />
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('crud.cancel')}</Button>
          {fields.length > 0 && <SubmitButton label={translate('bulkImport.edit.confirm', { smart_count: count })} disabled={picked.length === 0} />}
        </DialogActions>
      </Form>
      {pending && (
        <BulkEditConfirm fields={picked} changes={pending} count={count} labelOf={labelOf} onCancel={() => setPending(undefined)} onConfirm={() => send(pending)} />
      )}
    </ViewDialog>
  );
}
