import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { chipColor } from './chipColor';
import type { CellProps } from './types';
import { choiceOf, plainText } from './values';

/** The value's choice as an outlined chip in the choice's colour; other values as text. */
export function BadgeCell({ value, field }: CellProps) {
  const translate = useTranslate();
  const choice = choiceOf(field, value);
  if (!choice) return <>{plainText(value)}</>;
  return <Chip size="small" label={translate(choice.name, { _: choice.name })} color={chipColor[choice.color ?? 'default']} variant="outlined" />;
}
