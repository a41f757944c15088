/** The fields an operation reaches: none chosen means every field. */
import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResourceFields } from './resourceFields';

interface FieldsPickerProps {
  fields: ResourceFields;
  value: string[];
  onChange: (fields: string[]) => void;
  label: string;
  error?: string;
}

export function FieldsPicker({ fields, value, onChange, label, error }: FieldsPickerProps) {
  const translate = useTranslate();
  const options = [...fields.sources, ...value.filter((source) => !fields.sources.includes(source))];
  return (
    <Autocomplete<string, true, false, false>
      multiple
      size="small"
      options={options}
      value={value}
      onChange={(_event, chosen) => onChange(chosen)}
      getOptionLabel={fields.labelOf}
      filterSelectedOptions
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={value.length === 0 ? translate('rolePermissions.allFields') : undefined} error={error !== undefined} helperText={error} />
      )}
    />
  );
}
