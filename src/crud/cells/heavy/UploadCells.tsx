/** Cells of uploads: a row of small thumbnails for `images`, a link with the file's name for `file`. */
import { Box, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { readable } from '../../../kernel/format/defaults';
import { safeImageSrc, safeLink } from '../safeUrl';
import type { CellProps } from '../types';
import { numberOption, plainText } from '../values';
import { fileNameOf } from './fileName';

const SHOWN_THUMBNAILS = 4;

export function ImagesCell({ value, field, options }: CellProps) {
  const translate = useTranslate();
  const urls = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  if (urls.length === 0) return null;
  const size = numberOption(options, 'size') ?? 32;
  const label = translate(field.label ?? readable(field.source), { _: field.label ?? readable(field.source) });
  const more = urls.length - SHOWN_THUMBNAILS;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
      {urls.slice(0, SHOWN_THUMBNAILS).map((url, index) => {
        const src = safeImageSrc(url);
        const alt = `${label} ${index + 1}`;
        return src ? (
          <Box
            key={`${index}-${url}`}
            component="img"
            src={src}
            alt={alt}
            loading="lazy"
            sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
          />
        ) : null;
      })}
      {more > 0 && (
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
          +{more}
        </Box>
      )}
    </Box>
  );
}

export function FileCell({ value }: CellProps) {
  const translate = useTranslate();
  const url = plainText(value);
  if (url === '') return null;
  const link = safeLink(url);
  const name = fileNameOf(url);
  if (!link || link.kind === 'mailto') return <>{name}</>;
  return (
    <Link href={link.href} download={name} aria-label={translate('crud.heavy.upload.download', { name })} onClick={(event) => event.stopPropagation()}>
      {name}
    </Link>
  );
}
