/** Cells of one value: a range of days, a switch, stars, a colour swatch. */
import { Box, Rating } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { DEFAULT_RATING_MAX, isColorText } from '../../../kernel/rules/typeShapes';
import type { CellProps } from '../types';
import { plainText } from '../values';
import { useTextContext } from '../../values/useTextContext';
import { valueText } from '../../values/valueText';

/** 'start – end'; anything else as its text. */
export function DateRangeCell({ value, field }: CellProps) {
  return <>{valueText(field, value, useTextContext())}</>;
}

/** Yes with a check mark, No with a cross; nothing when unset. */
export function SwitchCell({ value }: CellProps) {
  const translate = useTranslate();
  if (typeof value !== 'boolean') return <>{plainText(value)}</>;
  const Icon = value ? CheckIcon : CloseIcon;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: value ? 'success.main' : 'text.secondary' }}>
      <Icon fontSize="small" aria-hidden />
      {translate(value ? 'crud.types.yes' : 'crud.types.no')}
    </Box>
  );
}

/** Read-only stars, named 'N of M' for a screen reader. */
export function RatingCell({ value, field }: CellProps) {
  const translate = useTranslate();
  if (typeof value !== 'number') return <>{plainText(value)}</>;
  const max = field.max ?? DEFAULT_RATING_MAX;
  return (
    <Rating
      value={value}
      max={max}
      readOnly
      size="small"
      getLabelText={(stars) => translate('crud.types.stars', { value: stars, max })}
      sx={{ verticalAlign: 'middle' }}
    />
  );
}

/** A swatch of the colour beside its hex text (text that is no colour shows as it is, without a swatch). */
export function ColorCell({ value }: CellProps) {
  if (!isColorText(value)) return <>{plainText(value)}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        component="span"
        aria-hidden
        data-testid="swatch"
        sx={{ width: 16, height: 16, borderRadius: 0.5, border: 1, borderColor: 'divider', bgcolor: value, flexShrink: 0 }}
      />
      <Box component="span" sx={{ fontFamily: 'monospace' }}>
        {value.toLowerCase()}
      </Box>
    </Box>
  );
}
