/** The frame of an input drawn by hand (slider, rating, colour, range): its label, its control, its helper or error text. */
import type { ReactNode } from 'react';
import { FormControl, FormHelperText, FormLabel } from '@mui/material';
import { InputHelperText } from 'react-admin';

export interface FieldFrameProps {
  /** The id of the label element, for the control's aria-labelledby. */
  labelId: string;
  label: string;
  isRequired: boolean;
  disabled: boolean;
  /** The error message (react-admin's form: a key, or a key with its arguments as JSON). */
  error: string | undefined;
  helperText?: string | boolean;
  /** A fieldset with a legend when the control is several inputs (a range). */
  group?: boolean;
  children: ReactNode;
}

export function FieldFrame({ labelId, label, isRequired, disabled, error, helperText, group = false, children }: FieldFrameProps) {
  return (
    <FormControl
      component={group ? 'fieldset' : 'div'}
      error={error !== undefined}
      disabled={disabled}
      fullWidth
      margin="dense"
      sx={group ? { border: 0, p: 0, m: 0, mt: 1, minWidth: 0 } : undefined}
    >
      <FormLabel id={labelId} component={group ? 'legend' : 'label'} required={isRequired} sx={{ fontSize: '0.8rem', mb: 0.5 }}>
        {label}
      </FormLabel>
      {children}
      <FormHelperText>
        <InputHelperText error={error} helperText={helperText} />
      </FormHelperText>
    </FormControl>
  );
}
