/** The narrowing of one granted operation: its fields, its records, its presets (those the operation takes). */
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PermissionOperation, ResourcePermissions } from '../../../kernel/access/rolePermissions';
import { FieldsPicker } from './FieldsPicker';
import { PresetsInput } from './PresetsInput';
import type { Refusal } from './refusals';
import type { ResourceFields } from './resourceFields';
import { RowsRuleInput } from './RowsRuleInput';
import { OPERATION_PARTS, partsOf, withParts } from './rules';

interface OperationLimitsProps {
  operation: PermissionOperation;
  rules: ResourcePermissions;
  onChange: (rules: ResourcePermissions) => void;
  fields: ResourceFields;
  resourceTitle: string;
  refusals: readonly Refusal[];
}

/** The refusals of one part (`read.fields[2]`, `create.presets.status`), joined. */
function refusalOf(refusals: readonly Refusal[], part: string): string | undefined {
  const texts = refusals.filter((refusal) => refusal.path.split('.').slice(2).join('.').startsWith(part)).map((refusal) => refusal.message);
  return texts.length > 0 ? texts.join(' ') : undefined;
}

export function OperationLimits({ operation, rules, onChange, fields, resourceTitle, refusals }: OperationLimitsProps) {
  const translate = useTranslate();
  const parts = partsOf(rules[operation]);
  const takes = OPERATION_PARTS[operation];
  const names = { resource: resourceTitle, operation: translate(`rolePermissions.operations.${operation}`) };
  const presetErrors = Object.fromEntries(
    refusals.flatMap((refusal) => {
      const match = /\.presets\.([^.[]+)/.exec(refusal.path);
      return match ? [[match[1], refusal.message]] : [];
    }),
  );
  const elsewhere = refusals.filter((refusal) => !/\.(fields|rows|presets)\b/.test(refusal.path));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {translate(`rolePermissions.operationTitles.${operation}`)}
      </Typography>
      {elsewhere.map((refusal) => (
        <Alert key={refusal.path} severity="error">
          {refusal.message}
        </Alert>
      ))}
      {takes.includes('fields') && (
        <FieldsPicker
          fields={fields}
          value={parts.fields ?? []}
          onChange={(chosen) => onChange(withParts(rules, operation, { fields: chosen }))}
          label={translate('rolePermissions.fieldsLabel', names)}
          error={refusalOf(refusals, 'fields')}
        />
      )}
      {takes.includes('rows') && (
        <RowsRuleInput
          fields={fields}
          value={parts.rows}
          onChange={(rows) => onChange(withParts(rules, operation, { rows }))}
          names={names}
          error={refusalOf(refusals, 'rows')}
        />
      )}
      {takes.includes('presets') && (
        <PresetsInput
          fields={fields}
          value={parts.presets ?? {}}
          onChange={(presets) => onChange(withParts(rules, operation, { presets }))}
          resource={resourceTitle}
          errors={presetErrors}
        />
      )}
    </Box>
  );
}
