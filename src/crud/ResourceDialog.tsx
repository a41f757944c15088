/**
 * The create/edit dialog of a schema (modes 'new' and 'edit'). A failed save keeps the dialog open
 * with everything typed, and says why.
 */
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Form, useCreate, useDataProvider, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import type { AnyRecord, FieldSchema, ResourceSchema } from '../resources/types';
import { FieldInput } from './FieldInput';
import { SubmitButton } from './SubmitButton';

export type DialogMode = 'new' | 'edit';

export interface ResourceDialogProps {
  schema: ResourceSchema;
  mode: DialogMode;
  record?: AnyRecord;
  onClose: () => void;
  onSaved: (mode: DialogMode, record: AnyRecord) => void;
}

export function formFields(schema: ResourceSchema, mode: DialogMode): FieldSchema[] {
  return schema.fields.filter((field) => (mode === 'new' ? field.create ?? true : (field.edit ?? true) !== false));
}

function defaultsOf(schema: ResourceSchema): AnyRecord {
  const out: Record<string, unknown> = {};
  for (const field of schema.fields) if (field.defaultValue !== undefined) out[field.source] = field.defaultValue;
  return out as AnyRecord;
}

export function ResourceDialog({ schema, mode, record, onClose, onSaved }: ResourceDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [failure, setFailure] = useState<string>();
  const fields = formFields(schema, mode);
  const titleKey = mode === 'new' ? schema.messages?.createTitle : schema.messages?.editTitle;

  /** Copies the chosen option's fields (e.g. userName beside userId), as the API expects them. */
  const withReferences = async (values: AnyRecord): Promise<AnyRecord> => {
    const out: AnyRecord = { ...values };
    for (const field of schema.fields) {
      const copy = field.reference?.copy;
      if (!copy || !field.reference || values[field.source] === undefined) continue;
      const { data } = await dataProvider.getMany(field.reference.resource, { ids: [values[field.source] as string] });
      const option = data[0] as AnyRecord | undefined;
      if (option) for (const [target, from] of Object.entries(copy)) out[target] = option[from];
    }
    return out;
  };

  const save = async (values: Record<string, unknown>) => {
    setFailure(undefined);
    try {
      const data = await withReferences(values as AnyRecord);
      let saved: RaRecord;
      if (mode === 'new') {
        saved = await create(schema.name, { data }, { returnPromise: true });
      } else {
        saved = await update(
          schema.name,
          { id: data.id, data, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      }
      onSaved(mode, { ...data, ...saved } as AnyRecord);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const titleId = `${schema.name}-dialog-title`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form record={mode === 'edit' ? record : defaultsOf(schema)} onSubmit={save} mode="onTouched" reValidateMode="onChange" noValidate>
        <DialogTitle id={titleId}>{titleKey ? translate(titleKey) : ''}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={0.5}>
            {fields.map((field) => (
              <FieldInput key={field.source} field={field} mode={mode} record={record} />
            ))}
            {failure && (
              <Alert severity="error" role="alert">
                {translate('crud.saveFailed', { message: translate(failure, { _: failure }) })}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('crud.cancel')}</Button>
          <SubmitButton label={translate('crud.confirm')} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
