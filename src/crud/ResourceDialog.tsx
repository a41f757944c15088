/**
 * The create/edit dialog of a schema (modes 'new' and 'edit') on react-admin's CreateBase and
 * EditBase: their save, with the server's field errors landing on their inputs. A failed save
 * keeps the dialog open with everything typed, and says why; closing it with unsaved changes asks first.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { Alert, Button, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack } from '@mui/material';
import { ViewDialog } from '../components/ViewDialog';
import { CreateBase, EditBase, Form, useDataProvider, useGetIdentity, useTranslate, type HttpError } from 'react-admin';
import { useGrantee } from '../providers/grantee';
import { messagesOf, resourceLabel } from '../kernel/format/defaults';
import type { AnyRecord, DefaultContext, FieldSchema, ResourceSchema } from '../kernel/types';
import { canEditField, canViewField } from './fieldAccess';
import { FieldInput } from './FieldInput';
import { ChangedFieldChecks } from './form/ChangedFieldChecks';
import { dialogWidthOf } from './form/groups';
import { useDiscardGuard } from './form/useDiscardGuard';
import { SubmitButton } from './SubmitButton';
import { lazyLayoutBody } from './form/lazyLayoutBody';
import type { StoredVersion } from '../kernel/http/versions';
import { conflictOf } from './versions/conflict';
import { VersionConflict } from './versions/VersionConflict';
import { FormChangedSinceNotice } from './live/ChangedSinceNotice';
import type { LiveChange } from './live/useLiveList';

// Tabs, stepper and sections load only with a form a resource lays out.
const LayoutBody = lazyLayoutBody.Component;

export type DialogMode = 'new' | 'edit';

const PRESET_LOCK = { readOnly: true, disabled: false };

export interface ResourceDialogProps {
  schema: ResourceSchema;
  mode: DialogMode;
  record?: AnyRecord;
  /** The loaded rows, for `unique` checks. */
  rows?: () => readonly AnyRecord[] | undefined;
  onClose: () => void;
  onSaved: (mode: DialogMode, record: AnyRecord) => void;
  /** Values a new record starts with that the user may not change (a related record's link). */
  preset?: AnyRecord;
  /** Someone else's change to the record since the dialog opened (a live list's event stream). */
  changedSince?: LiveChange;
}

export function formFields(schema: ResourceSchema, mode: DialogMode): FieldSchema[] {
  return schema.fields.filter((field) => (mode === 'new' ? field.create ?? true : (field.edit ?? true) !== false));
}

/** A new record's values; function defaults are called with the context (the signed-in user). */
export function defaultsOf(schema: ResourceSchema, context: DefaultContext = {}): AnyRecord {
  const out: Record<string, unknown> = {};
  for (const { source, defaultValue } of schema.fields) {
    if (defaultValue !== undefined) out[source] = typeof defaultValue === 'function' ? defaultValue(context) : defaultValue;
  }
  return out as AnyRecord;
}

const hasFieldErrors = (error: unknown) => {
  const errors = (error as Partial<HttpError> | undefined)?.body?.errors as Record<string, unknown> | undefined;
  return errors !== undefined && errors !== null && Object.keys(errors).length > 0;
};

export function ResourceDialog({ schema, mode, record, rows, onClose, onSaved, preset, changedSince }: ResourceDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const grantee = useGrantee();
  const [failure, setFailure] = useState<string>();
  // A save refused for a stale version: the stored one (the dialog offers reload or overwrite).
  const [conflict, setConflict] = useState<StoredVersion>();
  const guard = useDiscardGuard(onClose);
  // A new record's values, once per opening (a new id or the time does not change while the user
  // types), when the signed-in user is known: function defaults may read it.
  const { identity, isPending: identityPending } = useGetIdentity();
  const [defaults, setDefaults] = useState<AnyRecord>();
  if (mode === 'new' && !defaults && !identityPending) setDefaults({ ...defaultsOf(schema, { identity }), ...preset });
  const settable = (field: FieldSchema) => canEditField(schema, field, grantee, mode);
  // A new record holds only what the grant lets the user set (and a related record's link); an edit also shows what they only read.
  const shown = (field: FieldSchema) => (mode === 'new' ? settable(field) || (preset !== undefined && field.source in preset) : canViewField(schema, field, grantee) || settable(field));
  const fields = formFields(schema, mode).filter(shown);
  /** A new record's values without the defaults of fields the user may not set: the server refuses them (40300). */
  const granted = (values: AnyRecord): AnyRecord => {
    if (mode !== 'new') return values;
    const out: AnyRecord = { ...values };
    for (const field of schema.fields) if (!settable(field) && !(preset && field.source in preset)) delete out[field.source];
    return out;
  };
  const messages = messagesOf(schema);
  const label = resourceLabel(schema);
  const name = translate(label.key, { _: label.fallback });
  const titleKey = mode === 'new' ? messages.createTitle : messages.editTitle;

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

  const transform = (values: AnyRecord) => {
    setFailure(undefined);
    setConflict(undefined);
    return withReferences(granted(values));
  };

  const mutationOptions = {
    onSuccess: (saved: AnyRecord, variables: { data?: Partial<AnyRecord> }) => onSaved(mode, { ...variables.data, ...saved } as AnyRecord),
    onError: (error: unknown) => {
      setConflict(conflictOf(error));
      if (hasFieldErrors(error) || conflictOf(error)) setFailure(undefined);
      else setFailure(error instanceof Error ? error.message : String(error));
    },
  };

  const titleId = `${schema.name}-dialog-title`;
  const notice = conflict && record ? (
    <VersionConflict id={record.id} stored={conflict} onDone={() => setConflict(undefined)} />
  ) : failure && (
    <Alert severity="error" role="alert">
      {translate('crud.saveFailed', { message: translate(failure, { _: failure }) })}
    </Alert>
  );
  const cancel = <Button onClick={guard.requestClose}>{translate('crud.cancel')}</Button>;
  const submit = <SubmitButton label={translate('crud.confirm')} />;
  const renderField = (field: FieldSchema) => (
    <FieldInput key={field.source} schema={schema} field={field} mode={mode} record={record} rows={rows} locked={preset && field.source in preset ? PRESET_LOCK : undefined} />
  );
  const form: ReactNode = (
    <Form mode="onSubmit" reValidateMode="onChange" noValidate onSubmit={undefined}>
      {guard.watch}
      <ChangedFieldChecks />
      <DialogTitle id={titleId}>{translate(titleKey, { name, _: titleKey })}</DialogTitle>
      {/* Once a save met the change, the conflict says it (with Overwrite and Reload): one alert, not two. */}
      {mode === 'edit' && !conflict && <FormChangedSinceNotice change={changedSince} version={record?._version} />}
      {schema.form ? (
        <Suspense
          fallback={
            <DialogContent dividers>
              <LinearProgress />
            </DialogContent>
          }
        >
          <LayoutBody
            layout={schema.form}
            fields={fields}
            record={record}
            renderField={renderField}
            idPrefix={schema.name}
            notice={notice}
            cancel={cancel}
            submit={submit}
          />
        </Suspense>
      ) : (
        <>
          <DialogContent dividers>
            <Stack spacing={0.5}>
              {fields.map(renderField)}
              {notice}
            </Stack>
          </DialogContent>
          <DialogActions>
            {cancel}
            {submit}
          </DialogActions>
        </>
      )}
    </Form>
  );

  if (mode === 'new' && !defaults) return null;
  return (
    <ViewDialog open onClose={guard.requestClose} aria-labelledby={titleId} fullWidth maxWidth={dialogWidthOf(schema.form)}>
      {mode === 'new' ? (
        <CreateBase
          resource={schema.name}
          record={defaults}
          redirect={false}
          disableAuthentication
          transform={transform}
          mutationOptions={mutationOptions}
        >
          {form}
        </CreateBase>
      ) : (
        <EditBase
          resource={schema.name}
          id={record?.id}
          redirect={false}
          disableAuthentication
          mutationMode="pessimistic"
          // The row is the record: no request, and changes made on the page (local rows) are kept.
          queryOptions={{ initialData: record, staleTime: Number.POSITIVE_INFINITY, gcTime: 0 }}
          transform={transform}
          mutationOptions={mutationOptions}
        >
          {form}
        </EditBase>
      )}
      {guard.prompt}
    </ViewDialog>
  );
}
