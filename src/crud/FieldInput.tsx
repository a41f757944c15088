/** One form input for a schema field, by type; conditions, field roles and limits applied. */
import { Box } from '@mui/material';
import {
  BooleanInput,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SmsCodeButton } from '../components/SmsCodeButton';
import { useRoles } from '../providers/useRoles';
import { holds } from '../kernel/rules/conditions';
import { inputLabel } from '../kernel/format/defaults';
import type { AnyRecord } from '../kernel/types';
import { canEditField, subFieldAllows } from './fieldAccess';
import { useGrantee } from '../providers/grantee';
import { inputOf } from './inputs/registry';
import { typedInputOf } from './inputs/typed';
import { SubFieldInputContext, type SubFieldInputProps } from './inputs/types/subFieldInput';
import { groupValues, validatorsFor } from './validators';

export interface FieldInputProps extends SubFieldInputProps {
  rows?: () => readonly AnyRecord[] | undefined;
}

export function FieldInput({ schema, field, mode, record, rows, scope, locked }: FieldInputProps) {
  const translate = useTranslate();
  const roles = useRoles();
  const grantee = useGrantee();
  const values = useWatch() as AnyRecord;
  // A sub-field's conditions read its siblings: the values of its group (an object, a row).
  const current = scope === undefined ? ({ ...record, ...values } as AnyRecord) : groupValues(values, scope);
  if (field.visibleWhen !== undefined && !holds(field.visibleWhen, current)) return null;
  const readOnly = (mode === 'edit' && field.edit === 'readonly') || !(scope === undefined ? canEditField(schema, field, grantee, mode) : subFieldAllows(field, roles, true)) || locked?.readOnly === true;
  // As the server decides: on an edit the stored record keeps the value fixed too, even once the form leaves the condition.
  const storedLocks = mode === 'edit' && scope === undefined && record !== undefined && holds(field.disabledWhen, record);
  const disabled = holds(field.disabledWhen, current) || storedLocks || locked?.disabled === true;
  const value = current[field.source];
  const counter =
    // A tag's maxLength is each tag's, not a count of the list.
    field.maxLength !== undefined && field.type !== 'password' && field.type !== 'tags'
      ? translate('crud.lengthCounter', { length: typeof value === 'string' ? value.length : 0, max: field.maxLength })
      : false;
  const label = inputLabel(schema, field);
  const common = {
    source: scope === undefined ? field.source : `${scope}.${field.source}`,
    label: translate(label.key, { _: label.fallback }),
    validate: validatorsFor(field, mode, { rows, id: record?.id, scope, values: current }),
    readOnly,
    disabled,
    fullWidth: true,
    helperText: (mode === 'edit' && field.editHelperText) || field.helperText || counter,
    placeholder: field.placeholder === undefined ? undefined : translate(field.placeholder, { _: field.placeholder }),
    ...(field.maxLength !== undefined ? { inputProps: { maxLength: field.maxLength } } : {}),
  };
  const Named = field.input === undefined ? undefined : inputOf(field.input);
  if (Named) return <Named {...common} field={field} mode={mode} record={record} />;
  const Typed = typedInputOf(field.type);
  if (Typed) {
    return (
      <SubFieldInputContext value={FieldInput}>
        <Typed {...common} field={field} mode={mode} record={record} schema={schema} />
      </SubFieldInputContext>
    );
  }
  switch (field.type) {
    case 'number':
      return <NumberInput {...common} step={field.integer ? 1 : undefined} min={field.min} max={field.max} />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'textarea':
      return <TextInput {...common} multiline minRows={3} />;
    case 'boolean':
      return <BooleanInput {...common} helperText={common.helperText || undefined} />;
    case 'email':
      return <TextInput {...common} type="email" autoComplete="email" />;
    case 'url':
      return <TextInput {...common} type="url" />;
    case 'select':
    case 'status':
      return (
        <SelectInput
          {...common}
          choices={(field.choices ?? [])
            .filter((choice) => choice.visibleWhen === undefined || holds(choice.visibleWhen, record ?? {}))
            .map((choice) => ({ id: choice.id, name: translate(choice.name, { _: choice.name }) }))}
        />
      );
    case 'reference': {
      const reference = field.reference;
      if (!reference) return null;
      return (
        <ReferenceInput source={common.source} reference={reference.resource} perPage={1000} sort={{ field: reference.optionText, order: 'ASC' }}>
          <SelectInput {...common} optionText={reference.optionText} />
        </ReferenceInput>
      );
    }
    case 'smsCode':
      return (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextInput {...common} autoComplete="one-time-code" />
          <Box sx={{ pt: 1 }}>
            <SmsCodeButton />
          </Box>
        </Box>
      );
    default:
      return <TextInput {...common} />;
  }
}
