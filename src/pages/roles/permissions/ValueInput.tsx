/**
 * A value of a field for a condition or a preset: the field's choices (or yes / no) in a select, a
 * number input for numbers, text otherwise. The form's typed inputs need the form's context, which
 * this editor does not have.
 */
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldSchema } from '../../../kernel/types';

const NUMERIC = new Set(['number', 'money', 'percent', 'slider', 'rating']);
const YES_NO = new Set(['boolean', 'switch']);
/** A value's input takes at most this many characters (the server checks its own limit too). */
export const VALUE_MAX_LENGTH = 200;

interface ValueInputProps {
  field: FieldSchema | undefined;
  value: unknown;
  onChange: (value: unknown) => void;
  label: string;
  error?: boolean;
}

export function ValueInput({ field, value, onChange, label, error }: ValueInputProps) {
  const translate = useTranslate();
  const common = { size: 'small', label, error, sx: { minWidth: 160, flex: '1 1 160px' } } as const;
  if (field?.choices && field.choices.length > 0) {
    const choices = field.choices;
    const selected = choices.findIndex((choice) => String(choice.id) === String(value));
    return (
      <TextField {...common} select value={selected < 0 ? '' : String(selected)} onChange={(event) => onChange(choices[Number(event.target.value)]?.id)}>
        {choices.map((choice, index) => (
          <MenuItem key={String(choice.id)} value={String(index)}>
            {translate(choice.name, { _: choice.name })}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (field && YES_NO.has(field.type)) {
    return (
      <TextField {...common} select value={value === true ? 'yes' : value === false ? 'no' : ''} onChange={(event) => onChange(event.target.value === 'yes')}>
        <MenuItem value="yes">{translate('rolePermissions.yes')}</MenuItem>
        <MenuItem value="no">{translate('rolePermissions.no')}</MenuItem>
      </TextField>
    );
  }
  const numeric = field !== undefined && NUMERIC.has(field.type);
  return (
    <TextField
      {...common}
      type={numeric ? 'number' : 'text'}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(event) => onChange(numeric && event.target.value !== '' && Number.isFinite(Number(event.target.value)) ? Number(event.target.value) : event.target.value)}
      slotProps={{ htmlInput: { maxLength: VALUE_MAX_LENGTH } }}
    />
  );
}
