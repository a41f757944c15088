import { Button } from '@mui/material';
import { useFormState } from 'react-hook-form';

/** A dialog form's confirm button: disabled and busy while the form submits (no double save). */
export function SubmitButton({ label }: { label: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting} aria-busy={isSubmitting}>
      {label}
    </Button>
  );
}
