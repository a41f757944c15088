/** A day ('YYYY-MM-DD'), a time of day ('HH:mm') and a range of days (['YYYY-MM-DD', 'YYYY-MM-DD']) on native inputs. */
import { Box, TextField } from '@mui/material';
import { DateInput, TextInput, useInput, useTranslate } from 'react-admin';
import type { TypedInputProps } from '../typed';
import { FieldFrame } from './FieldFrame';

/** What a date, time or range input passes on to react-admin's inputs. */
const inputProps = ({ source, label, validate, readOnly, disabled, fullWidth, helperText }: TypedInputProps) => ({
  source,
  label,
  validate,
  readOnly,
  disabled,
  fullWidth,
  helperText,
});

/** react-admin's DateInput already reads and writes 'YYYY-MM-DD'; an emptied input is null. */
export function DateTypeInput(props: TypedInputProps) {
  return <DateInput {...inputProps(props)} parse={(value: string) => (value === '' ? null : value)} />;
}

/** A native time input: its value is 'HH:mm' as it is (react-admin's TimeInput would make a Date of it). */
export function TimeTypeInput(props: TypedInputProps) {
  return (
    <TextInput
      {...inputProps(props)}
      type="time"
      format={(value: unknown) => (typeof value === 'string' ? value.slice(0, 5) : '')}
      parse={(value: string) => (value === '' ? null : value.slice(0, 5))}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

type Range = [string, string];

const endsOf = (value: unknown): Range =>
  Array.isArray(value) ? [typeof value[0] === 'string' ? value[0] : '', typeof value[1] === 'string' ? value[1] : ''] : ['', ''];

/** Two day inputs writing [start, end], or null when both are empty; the kernel's check refuses an end before the start. */
export function DateRangeInput(props: TypedInputProps) {
  const translate = useTranslate();
  const { source, label, validate, readOnly, disabled, helperText } = props;
  const { id, field, fieldState, isRequired } = useInput({ source, validate, readOnly, disabled, defaultValue: null });
  const [start, end] = endsOf(field.value);
  const write = (next: Range) => field.onChange(next[0] === '' && next[1] === '' ? null : next);
  const common = {
    type: 'date',
    size: 'small' as const,
    disabled,
    error: fieldState.invalid,
    onBlur: field.onBlur,
    slotProps: { inputLabel: { shrink: true }, htmlInput: { readOnly } },
    sx: { flex: '1 1 140px' },
  };
  return (
    <FieldFrame labelId={`${id}-label`} label={label} isRequired={isRequired} disabled={disabled} error={fieldState.error?.message} helperText={helperText} group>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          {...common}
          id={`${id}-start`}
          label={translate('crud.types.start')}
          value={start}
          onChange={(event) => write([event.target.value, end])}
          inputRef={field.ref}
        />
        <TextField {...common} id={`${id}-end`} label={translate('crud.types.end')} value={end} onChange={(event) => write([start, event.target.value])} />
      </Box>
    </FieldFrame>
  );
}
