/** One form input for a schema field, by type. */
import { Box } from '@mui/material';
import {
  DateTimeInput,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SmsCodeButton } from '../components/SmsCodeButton';
import type { AnyRecord, FieldSchema } from '../resources/types';
import { validatorsFor } from './validators';
import { holds } from '../resources/conditions';

export interface FieldInputProps {
  field: FieldSchema;
  mode: 'new' | 'edit';
  record?: AnyRecord;
}

export function FieldInput({ field, mode, record }: FieldInputProps) {
  const translate = useTranslate();
  const values = useWatch() as AnyRecord;
  const readOnly = mode === 'edit' && field.edit === 'readonly';
  const disabled = holds(field.disabledWhen, { ...record, ...values });
  const value = values[field.source];
  const counter =
    field.maxLength !== undefined && field.type !== 'password'
      ? translate('crud.lengthCounter', { length: typeof value === 'string' ? value.length : 0, max: field.maxLength })
      : false;
  const common = {
    source: field.source,
    label: field.inputLabel ?? field.label,
    validate: validatorsFor(field, mode),
    readOnly,
    disabled,
    fullWidth: true,
    helperText: (mode === 'edit' && field.editHelperText) || field.helperText || counter,
    ...(field.maxLength !== undefined ? { inputProps: { maxLength: field.maxLength } } : {}),
  };
  switch (field.type) {
    case 'number':
      return <NumberInput {...common} step={field.integer ? 1 : undefined} min={field.min} max={field.max} />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'textarea':
      return <TextInput {...common} multiline minRows={3} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'select':
    case 'status':
      return (
        <SelectInput
          {...common}
          choices={(field.choices ?? []).map((choice) => ({ id: choice.id, name: translate(choice.name, { _: choice.name }) }))}
        />
      );
    case 'reference': {
      const reference = field.reference;
      if (!reference) return null;
      return (
        <ReferenceInput source={field.source} reference={reference.resource} perPage={1000} sort={{ field: reference.optionText, order: 'ASC' }}>
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
