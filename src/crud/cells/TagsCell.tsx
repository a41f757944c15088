import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { chipColor } from './chipColor';
import type { CellProps } from './types';
import { choiceOf, plainText } from './values';

function itemsOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return undefined;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A list (or comma-separated text) as small chips; items among the choices show their label and colour. */
export function TagsCell({ value, field }: CellProps) {
  const translate = useTranslate();
  const items = itemsOf(value);
  if (!items) return <>{plainText(value)}</>;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {items.map((item, index) => {
        const choice = choiceOf(field, item);
        const label = choice ? translate(choice.name, { _: choice.name }) : plainText(item);
        return <Chip key={`${index}:${label}`} size="small" label={label} color={chipColor[choice?.color ?? 'default']} />;
      })}
    </Stack>
  );
}
