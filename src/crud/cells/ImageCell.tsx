import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { readable } from '../../kernel/format/defaults';
import { safeImageSrc } from './safeUrl';
import type { CellProps } from './types';
import { numberOption, plainText, stringOption } from './values';

/**
 * A small thumbnail of the value's URL (http(s) or relative only; anything else stays text).
 * Alt text: `options.alt` (i18n key or text, %{field} takes the record's values) or the field label.
 */
export function ImageCell({ value, record, field, options }: CellProps) {
  const translate = useTranslate();
  const text = plainText(value);
  const src = safeImageSrc(text);
  if (!src) return <>{text}</>;
  const alt = stringOption(options, 'alt') ?? field.label ?? readable(field.source);
  const size = numberOption(options, 'size') ?? 40;
  return (
    <Box
      component="img"
      src={src}
      alt={translate(alt, { ...record, _: alt })}
      loading="lazy"
      sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}
