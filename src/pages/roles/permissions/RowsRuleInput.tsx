/** The records an operation reaches: all, those the user created, or those matching a condition (field, operator, value). */
import { Autocomplete, Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RowsRule } from '../../../kernel/access/rolePermissions';
import { CONDITION_OPERATORS, conditionOf, partsOfCondition, takesList, takesValue, type ConditionOperator, type ConditionParts } from './condition';
import type { ResourceFields } from './resourceFields';
import { VALUE_MAX_LENGTH, ValueInput } from './ValueInput';

type RowsKind = 'all' | 'own' | 'condition';

interface RowsRuleInputProps {
  fields: ResourceFields;
  value: RowsRule | undefined;
  onChange: (rows: RowsRule | undefined) => void;
  /** "<resource> <operation>", the start of each input's label. */
  names: { resource: string; operation: string };
  error?: string;
}

const kindOf = (rows: RowsRule | undefined): RowsKind => (rows === undefined ? 'all' : rows === 'own' ? 'own' : 'condition');

export function RowsRuleInput({ fields, value, onChange, names, error }: RowsRuleInputProps) {
  const translate = useTranslate();
  const kind = kindOf(value);
  const setKind = (next: RowsKind) => {
    if (next === 'all') onChange(undefined);
    else if (next === 'own') onChange('own');
    else onChange(conditionOf({ field: fields.sources[0] ?? '', operator: 'equals', value: '' }));
  };
  const parts = value !== undefined && value !== 'own' ? partsOfCondition(value) : undefined;
  const setParts = (change: Partial<ConditionParts>) => parts && onChange(conditionOf({ ...parts, ...change }));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label={translate('rolePermissions.rowsLabel', names)}
        value={kind}
        onChange={(event) => setKind(event.target.value as RowsKind)}
        error={error !== undefined}
        helperText={error}
        sx={{ minWidth: 200, flex: '1 1 200px' }}
      >
        <MenuItem value="all">{translate('rolePermissions.rowsAll')}</MenuItem>
        <MenuItem value="own">{translate('rolePermissions.rowsOwn')}</MenuItem>
        <MenuItem value="condition">{translate('rolePermissions.rowsCondition')}</MenuItem>
      </TextField>
      {parts && (
        <>
          <TextField
            select
            size="small"
            label={translate('rolePermissions.conditionFieldLabel', names)}
            value={parts.field}
            onChange={(event) => setParts({ field: event.target.value, value: takesList(parts.operator) ? [] : '' })}
            sx={{ minWidth: 160, flex: '1 1 160px' }}
          >
            {[...new Set([...fields.sources, parts.field])].map((source) => (
              <MenuItem key={source} value={source}>
                {fields.labelOf(source)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={translate('rolePermissions.conditionOperatorLabel', names)}
            value={parts.operator}
            onChange={(event) => setParts({ operator: event.target.value as ConditionOperator })}
            sx={{ minWidth: 160, flex: '1 1 160px' }}
          >
            {CONDITION_OPERATORS.map((operator) => (
              <MenuItem key={operator} value={operator}>
                {translate(`rolePermissions.operators.${operator}`)}
              </MenuItem>
            ))}
          </TextField>
          {takesList(parts.operator) && (
            <Autocomplete<string, true, false, true>
              multiple
              freeSolo
              size="small"
              options={(fields.fieldOf(parts.field)?.choices ?? []).map((choice) => String(choice.id))}
              getOptionLabel={(id) => {
                const choice = fields.fieldOf(parts.field)?.choices?.find((candidate) => String(candidate.id) === id);
                return choice ? translate(choice.name, { _: choice.name }) : id;
              }}
              value={(Array.isArray(parts.value) ? parts.value : []).map(String)}
              onChange={(_event, chosen) => setParts({ value: chosen.map((item) => item.slice(0, VALUE_MAX_LENGTH)) })}
              sx={{ minWidth: 200, flex: '2 1 200px' }}
              renderInput={(params) => (
                <TextField {...params} label={translate('rolePermissions.conditionValueLabel', names)} helperText={translate('rolePermissions.conditionValuesHint')} />
              )}
            />
          )}
          {!takesList(parts.operator) && takesValue(parts.operator) && (
            <ValueInput
              field={fields.fieldOf(parts.field)}
              value={parts.value}
              onChange={(next) => setParts({ value: next })}
              label={translate('rolePermissions.conditionValueLabel', names)}
            />
          )}
        </>
      )}
    </Box>
  );
}
