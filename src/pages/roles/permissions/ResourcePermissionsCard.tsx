/**
 * One resource's row of the editor: a box per operation and an "all" box, then, opened with
 * Limits, the narrowing of each granted operation. A card, so a phone stacks them; the server's
 * refusals of the resource show on it (and open its limits).
 */
import { useEffect, useId, useState } from 'react';
import { Alert, Box, Button, Checkbox, Chip, Collapse, Divider, FormControlLabel, Paper, Typography } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { PERMISSION_OPERATIONS, type ResourcePermissions } from '../../../kernel/access/rolePermissions';
import { OperationLimits } from './OperationLimits';
import type { Refusal } from './refusals';
import type { ResourceFields } from './resourceFields';
import { allState, granted, toggleAll, toggleOperation } from './rules';

interface ResourcePermissionsCardProps {
  title: string;
  rules: ResourcePermissions;
  onChange: (rules: ResourcePermissions) => void;
  fields: ResourceFields;
  changed: boolean;
  refusals: readonly Refusal[];
  readOnly: boolean;
}

export function ResourcePermissionsCard({ title, rules, onChange, fields, changed, refusals, readOnly }: ResourcePermissionsCardProps) {
  const translate = useTranslate();
  const id = useId();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (refusals.length > 0) setOpen(true);
  }, [refusals]);
  const all = allState(rules);
  const grantedOperations = PERMISSION_OPERATIONS.filter((operation) => granted(rules[operation]));
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} sx={{ mb: 1, borderColor: refusals.length > 0 ? 'error.main' : undefined }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, px: 2, py: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: '1 1 180px', minWidth: 0 }}>
          <Typography id={`${id}-title`} component="h3" variant="subtitle1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {changed && <Chip size="small" color="warning" variant="outlined" label={translate('rolePermissions.changed')} />}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.5 }}>
          <FormControlLabel
            label={translate('rolePermissions.all')}
            control={
              <Checkbox
                size="small"
                checked={all === 'all'}
                indeterminate={all === 'some'}
                // MUI draws the mixed state; the input's own property is what assistive technology reads.
                inputRef={(input: HTMLInputElement | null) => {
                  if (input) input.indeterminate = all === 'some';
                }}
                disabled={readOnly}
                onChange={() => onChange(toggleAll(rules))}
                slotProps={{ input: { 'aria-label': translate('rolePermissions.allLabel', { resource: title }) } }}
              />
            }
            sx={{ mr: 1.5 }}
          />
          {PERMISSION_OPERATIONS.map((operation) => (
            <FormControlLabel
              key={operation}
              label={translate(`rolePermissions.operationTitles.${operation}`)}
              control={
                <Checkbox
                  size="small"
                  checked={granted(rules[operation])}
                  disabled={readOnly}
                  onChange={() => onChange(toggleOperation(rules, operation))}
                  slotProps={{
                    input: { 'aria-label': translate('rolePermissions.operationLabel', { resource: title, operation: translate(`rolePermissions.operations.${operation}`) }) },
                  }}
                />
              }
              sx={{ mr: 1 }}
            />
          ))}
          {!readOnly && (
            <Button
              size="small"
              onClick={() => setOpen((now) => !now)}
              aria-expanded={open}
              aria-controls={`${id}-limits`}
              aria-label={translate('rolePermissions.limitsLabel', { resource: title })}
              endIcon={open ? <ExpandLess /> : <ExpandMore />}
            >
              {translate('rolePermissions.limits')}
            </Button>
          )}
        </Box>
      </Box>
      {refusals.length > 0 && (
        <Alert severity="error" sx={{ mx: 2, mb: 1, '& .MuiAlert-message': { minWidth: 0 } }}>
          {refusals.map((refusal) => (
            <Box key={refusal.path} sx={{ overflowWrap: 'anywhere' }}>
              <Box component="code" sx={{ display: 'block' }}>
                {refusal.path}
              </Box>
              {refusal.message}
            </Box>
          ))}
        </Alert>
      )}
      {!readOnly && (
        <Collapse in={open} id={`${id}-limits`} unmountOnExit>
          <Divider />
          <Box sx={{ px: 2, py: 1.5, display: 'flex', flexDirection: 'column', gap: 2 }}>
            {grantedOperations.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {translate('rolePermissions.noLimits')}
              </Typography>
            )}
            {grantedOperations.map((operation) => (
              <OperationLimits
                key={operation}
                operation={operation}
                rules={rules}
                onChange={onChange}
                fields={fields}
                resourceTitle={title}
                refusals={refusals.filter((refusal) => refusal.operation === operation)}
              />
            ))}
          </Box>
        </Collapse>
      )}
    </Paper>
  );
}
