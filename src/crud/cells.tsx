/** How a schema field's value shows in a table cell. */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AnyRecord, Choice, FieldSchema } from '../resources/types';
import { formatDateTime } from './format';

const chipColor: Record<NonNullable<Choice['color']>, 'success' | 'info' | 'error' | 'warning' | 'default'> = {
  success: 'success',
  info: 'info',
  danger: 'error',
  warning: 'warning',
  default: 'default',
};

export function FieldCell({ field, record }: { field: FieldSchema; record: AnyRecord }) {
  const translate = useTranslate();
  const value = record[field.source];
  if (field.type === 'status' || field.type === 'select') {
    const choice = field.choices?.find((candidate) => String(candidate.id) === String(value));
    if (!choice) return <>{value === undefined || value === null ? '' : String(value)}</>;
    const label = translate(choice.name, { _: choice.name });
    return field.type === 'status' ? (
      <Chip size="small" label={label} color={chipColor[choice.color ?? 'default']} variant="outlined" />
    ) : (
      <>{label}</>
    );
  }
  if (field.type === 'datetime') return <>{formatDateTime(value)}</>;
  if (field.type === 'password') return <>••••••</>;
  return <>{value === undefined || value === null ? '' : String(value)}</>;
}
