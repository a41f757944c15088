/** A switch (a real boolean), a slider (a number on min..max by step), stars (an integer 0..max) and a colour ('#rrggbb'). */
import { Box, InputAdornment, Rating, Slider, TextField, Typography } from '@mui/material';
import { BooleanInput, useInput, useTranslate } from 'react-admin';
import { DEFAULT_RATING_MAX } from '../../../kernel/rules/typeShapes';
import type { TypedInputProps } from '../typed';
import { FieldFrame } from './FieldFrame';

/** react-admin's BooleanInput is a MUI Switch; it starts as false, so the value is always a boolean. */
export function SwitchTypeInput({ source, label, validate, readOnly, disabled, helperText }: TypedInputProps) {
  return <BooleanInput source={source} label={label} validate={validate} readOnly={readOnly} disabled={disabled} helperText={helperText || undefined} />;
}

export function SliderTypeInput({ source, label, validate, readOnly, disabled, helperText, field: schemaField }: TypedInputProps) {
  const translate = useTranslate();
  const { id, field, fieldState, isRequired } = useInput({ source, validate, readOnly, disabled });
  const min = schemaField.min ?? 0;
  const max = schemaField.max ?? 100;
  const value = typeof field.value === 'number' ? field.value : null;
  const labelId = `${id}-label`;
  return (
    <FieldFrame labelId={labelId} label={label} isRequired={isRequired} disabled={disabled} error={fieldState.error?.message} helperText={helperText}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 1 }}>
        <Slider
          id={id}
          ref={field.ref}
          value={value ?? min}
          min={min}
          max={max}
          step={schemaField.step ?? 1}
          disabled={disabled || readOnly}
          valueLabelDisplay="auto"
          onChange={(_event, next) => field.onChange(Array.isArray(next) ? next[0] : next)}
          onBlur={field.onBlur}
          slotProps={{ input: { 'aria-labelledby': labelId } }}
          sx={{ flex: 1, ...(value === null ? { '& .MuiSlider-thumb': { opacity: 0.5 } } : {}) }}
        />
        <Typography variant="body2" aria-hidden sx={{ minWidth: 48, textAlign: 'right' }}>
          {value ?? translate('crud.types.noValue')}
        </Typography>
      </Box>
    </FieldFrame>
  );
}

export function RatingTypeInput({ source, label, validate, readOnly, disabled, helperText, field: schemaField }: TypedInputProps) {
  const translate = useTranslate();
  const { id, field, fieldState, isRequired } = useInput({ source, validate, readOnly, disabled });
  const max = schemaField.max ?? DEFAULT_RATING_MAX;
  const value = typeof field.value === 'number' ? field.value : null;
  return (
    <FieldFrame labelId={`${id}-label`} label={label} isRequired={isRequired} disabled={disabled} error={fieldState.error?.message} helperText={helperText} group>
      <Rating
        name={id}
        ref={field.ref}
        value={value}
        max={max}
        readOnly={readOnly}
        disabled={disabled}
        // Choosing the shown value again clears it (MUI gives null): empty, not 0 stars.
        onChange={(_event, next) => field.onChange(next)}
        onBlur={field.onBlur}
        getLabelText={(stars) => translate('crud.types.stars', { value: stars, max })}
      />
    </FieldFrame>
  );
}

/** '#rrggbb', lower case: a native colour picker beside the hex text (typed text is checked, not forced). */
export function ColorTypeInput({ source, label, validate, readOnly, disabled, helperText }: TypedInputProps) {
  const translate = useTranslate();
  const { id, field, fieldState, isRequired } = useInput({ source, validate, readOnly, disabled });
  const text = typeof field.value === 'string' ? field.value : '';
  const picked = /^#[0-9a-f]{6}$/i.test(text) ? text.toLowerCase() : '#000000';
  const write = (next: string) => field.onChange(next.trim() === '' ? null : next.trim().toLowerCase());
  return (
    <FieldFrame labelId={`${id}-label`} label={label} isRequired={isRequired} disabled={disabled} error={fieldState.error?.message} helperText={helperText} group>
      <TextField
        id={id}
        inputRef={field.ref}
        size="small"
        hiddenLabel
        value={text}
        placeholder="#rrggbb"
        disabled={disabled}
        error={fieldState.invalid}
        onChange={(event) => write(event.target.value)}
        onBlur={field.onBlur}
        slotProps={{
          htmlInput: { readOnly, 'aria-labelledby': `${id}-label`, maxLength: 7, spellCheck: false },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Box
                  component="input"
                  type="color"
                  value={picked}
                  disabled={disabled || readOnly}
                  aria-label={translate('crud.types.colorPicker', { field: label })}
                  onChange={(event: React.ChangeEvent<HTMLInputElement>) => write(event.target.value)}
                  sx={{ width: 32, height: 28, p: 0, border: 0, background: 'none', cursor: 'pointer' }}
                />
              </InputAdornment>
            ),
          },
        }}
        sx={{ maxWidth: 220 }}
      />
    </FieldFrame>
  );
}
