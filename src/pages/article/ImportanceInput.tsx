import { FormControl, FormLabel, Rating } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

/** Importance 1 to 3 as stars; the list's create/edit dialog names it in the schema. */
export function ImportanceInput({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source, defaultValue: 1 });
  return (
    <FormControl sx={{ my: 1 }}>
      <FormLabel id={`${source}-label`}>{label ?? translate('article.importanceFull')}</FormLabel>
      <Rating
        max={3}
        value={Number(field.value) || 0}
        onChange={(_, value) => field.onChange(value ?? 1)}
        onBlur={field.onBlur}
        aria-labelledby={`${source}-label`}
      />
    </FormControl>
  );
}
