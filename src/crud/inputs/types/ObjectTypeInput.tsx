/** An `object`: a titled group of its sub-fields, stored as one value ({city, zip}), each input under 'address.city'. */
import { Box, FormHelperText, Typography } from '@mui/material';
import { InputHelperText } from 'react-admin';
import type { TypedInputProps } from '../typed';
import { SubFields } from './subFields';
import { useGroupError } from './useGroupError';

export function ObjectTypeInput({ source, label, readOnly, disabled, helperText, field, mode, record, schema }: TypedInputProps) {
  const error = useGroupError(source);
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, px: 1.5, pt: 0.5, pb: 1, mx: 0, my: 1, minWidth: 0 }}
    >
      <Typography component="legend" variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ px: 0.5 }}>
        {label}
      </Typography>
      <SubFields schema={schema} fields={field.fields ?? []} mode={mode} record={record} scope={source} readOnly={readOnly} disabled={disabled} />
      {(error || helperText) && (
        <FormHelperText error={error !== undefined}>
          <InputHelperText error={error} helperText={helperText} />
        </FormHelperText>
      )}
    </Box>
  );
}
