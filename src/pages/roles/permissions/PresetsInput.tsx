/** The values the server sets on a record this role creates: a field and its value per line. */
import { Box, Button, IconButton, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import type { ResourceFields } from './resourceFields';
import { ValueInput } from './ValueInput';

interface PresetsInputProps {
  fields: ResourceFields;
  value: Record<string, unknown>;
  onChange: (presets: Record<string, unknown>) => void;
  resource: string;
  /** Refusals by the field they name. */
  errors: Record<string, string>;
}

export function PresetsInput({ fields, value, onChange, resource, errors }: PresetsInputProps) {
  const translate = useTranslate();
  const entries = Object.entries(value);
  const free = fields.sources.filter((source) => !(source in value));
  const replaceAt = (index: number, entry: [string, unknown] | undefined) => {
    const next = entries.flatMap((current, at) => (at !== index ? [current] : entry ? [entry] : []));
    onChange(Object.fromEntries(next));
  };
  return (
    <Box>
      <Typography variant="subtitle2">{translate('rolePermissions.presets')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('rolePermissions.presetsHint')}
      </Typography>
      {entries.map(([source, preset], index) => {
        const names = { resource, index: index + 1 };
        return (
          <Box key={source} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 1 }}>
            <TextField
              select
              size="small"
              label={translate('rolePermissions.presetFieldLabel', names)}
              value={source}
              onChange={(event) => replaceAt(index, [event.target.value, undefined])}
              error={errors[source] !== undefined}
              helperText={errors[source]}
              sx={{ minWidth: 160, flex: '1 1 160px' }}
            >
              {[source, ...free].map((option) => (
                <MenuItem key={option} value={option}>
                  {fields.labelOf(option)}
                </MenuItem>
              ))}
            </TextField>
            <ValueInput
              field={fields.fieldOf(source)}
              value={preset}
              onChange={(next) => replaceAt(index, [source, next])}
              label={translate('rolePermissions.presetValueLabel', names)}
            />
            <Tooltip title={translate('rolePermissions.removePreset', names)}>
              <IconButton aria-label={translate('rolePermissions.removePreset', names)} onClick={() => replaceAt(index, undefined)}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </Box>
        );
      })}
      <Button size="small" startIcon={<AddIcon />} disabled={free.length === 0} onClick={() => onChange({ ...value, [free[0]]: '' })}>
        {translate('rolePermissions.addPreset')}
      </Button>
    </Box>
  );
}
