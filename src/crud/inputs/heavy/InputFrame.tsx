/** The frame every heavy input shares: its label (with the required mark), the editor, and the helper or error text under it. */
import type { ReactNode } from 'react';
import { FormControl, FormHelperText, FormLabel } from '@mui/material';
import { InputHelperText } from 'react-admin';

export interface InputFrameProps {
  id: string;
  label: string;
  required: boolean;
  disabled: boolean;
  /** react-hook-form's message (react-admin's validators encode their key and arguments in it). */
  error?: string;
  /** A message of the input itself (a parse error, a refused file), shown as an error too. */
  problem?: ReactNode;
  helperText?: ReactNode;
  children: ReactNode;
}

export function InputFrame({ id, label, required, disabled, error, problem, helperText, children }: InputFrameProps) {
  const invalid = Boolean(error) || Boolean(problem);
  return (
    <FormControl fullWidth error={invalid} disabled={disabled} sx={{ my: 1 }} role="group" aria-labelledby={`${id}-label`}>
      <FormLabel id={`${id}-label`} required={required} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      {children}
      <FormHelperText id={`${id}-helper`} component="div" role={problem ? 'alert' : undefined}>
        {problem ? problem : <InputHelperText error={error} helperText={helperText === false ? false : helperText} />}
      </FormHelperText>
    </FormControl>
  );
}
