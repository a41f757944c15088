/**
 * The form's date, time, date-and-time and date-range inputs on MUI's pickers, in the console's
 * one date format (src/crud/format.ts), loaded with the form that uses them (heavyTypeInputs.tsx).
 * Each stores what its field type stores: 'yyyy-MM-dd', 'HH:mm', [start, end] of days, or a
 * datetime field's wire (text, epoch milliseconds, ISO).
 */
import { Box } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import type { TypedInputProps } from '../typed';
import { FieldFrame } from '../types/FieldFrame';
import { PickerField, type PickerKind } from './PickerField';
import { PickerLocale } from './PickerLocale';
import { DAY_VALUES, dateTimeValues, IMPOSSIBLE_DATE, TIME_VALUES, type PickerValues } from './pickerValues';
import { usePicked } from './usePicked';

const holdsImpossible = (value: unknown): boolean => value === IMPOSSIBLE_DATE || (Array.isArray(value) && value.includes(IMPOSSIBLE_DATE));

/** Refuses a date the picker could not make a day of (Feb 30, a half-typed time). */
const refuseImpossible: Validator = (value: unknown) => (holdsImpossible(value) ? 'crud.types.impossibleDate' : undefined);

function SinglePicker({ kind, values, ...props }: TypedInputProps & { kind: PickerKind; values: PickerValues }) {
  const { source, label, validate, readOnly, disabled, helperText, fullWidth } = props;
  const { id, field, fieldState, isRequired } = useInput({ source, validate: [refuseImpossible, ...validate], readOnly, disabled, defaultValue: null });
  const { shown, pick, leave } = usePicked(field.value, values);
  const { invalid, error } = fieldState;
  return (
    <PickerLocale>
      <PickerField
        kind={kind}
        pattern={values.pattern}
        id={id}
        name={field.name}
        label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
        value={shown}
        onChange={(date) => field.onChange(pick(date))}
        onBlur={(partial) => {
          leave(partial, field.onChange);
          field.onBlur();
        }}
        error={invalid}
        helperText={helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null}
        readOnly={readOnly}
        disabled={disabled}
        fullWidth={fullWidth}
      />
    </PickerLocale>
  );
}

export function DatePickerInput(props: TypedInputProps) {
  return <SinglePicker {...props} kind="date" values={DAY_VALUES} />;
}

export function TimePickerInput(props: TypedInputProps) {
  return <SinglePicker {...props} kind="time" values={TIME_VALUES} />;
}

export function DateTimePickerInput(props: TypedInputProps) {
  return <SinglePicker {...props} kind="datetime" values={dateTimeValues(props.field)} />;
}

type Range = [unknown, unknown];

const endsOf = (value: unknown): Range => (Array.isArray(value) ? [value[0] ?? null, value[1] ?? null] : [null, null]);

/** Two day pickers writing [start, end], or null when both are empty; the kernel's check refuses an end before the start. */
export function DateRangePickerInput(props: TypedInputProps) {
  const translate = useTranslate();
  const { source, label, validate, readOnly, disabled, helperText } = props;
  const { id, field, fieldState, isRequired } = useInput({ source, validate: [refuseImpossible, ...validate], readOnly, disabled, defaultValue: null });
  const [start, end] = endsOf(field.value);
  const startPicked = usePicked(start, DAY_VALUES);
  const endPicked = usePicked(end, DAY_VALUES);
  const write = (next: Range) => field.onChange(next[0] === null && next[1] === null ? null : next);
  const common = { kind: 'date' as const, pattern: DAY_VALUES.pattern, readOnly, disabled, error: fieldState.invalid, sx: { flex: '1 1 160px' } };
  return (
    <FieldFrame labelId={`${id}-label`} label={label} isRequired={isRequired} disabled={disabled} error={fieldState.error?.message} helperText={helperText} group>
      <PickerLocale>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <PickerField
            {...common}
            id={`${id}-start`}
            name={`${field.name}.0`}
            label={translate('crud.types.start')}
            value={startPicked.shown}
            onChange={(date) => write([startPicked.pick(date), end])}
            onBlur={(partial) => {
              startPicked.leave(partial, (stored) => write([stored, end]));
              field.onBlur();
            }}
          />
          <PickerField
            {...common}
            id={`${id}-end`}
            name={`${field.name}.1`}
            label={translate('crud.types.end')}
            value={endPicked.shown}
            onChange={(date) => write([start, endPicked.pick(date)])}
            onBlur={(partial) => {
              endPicked.leave(partial, (stored) => write([start, stored]));
              field.onBlur();
            }}
          />
        </Box>
      </PickerLocale>
    </FieldFrame>
  );
}
