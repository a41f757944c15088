import { Button } from '@mui/material';
import { useFormState } from 'react-hook-form';

/** A dialog form's confirm button: disabled and busy while the form submits (no double save), or when told there is nothing to submit. */
export function SubmitButton({ label, disabled = false }: { label: string; disabled?: boolean }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting || disabled} aria-busy={isSubmitting}>
      {label}
    </Button>
  );
}
