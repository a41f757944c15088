import { useMemo } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { sanitizeHtml } from './sanitizeHtml';

interface SafeHtmlProps {
  html: string;
  className?: string;
  sx?: SxProps<Theme>;
  'aria-label'?: string;
}

/** Renders HTML only after DOMPurify has cleaned it. */
export function SafeHtml({ html, className, sx, 'aria-label': label }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box className={className} sx={sx} aria-label={label} role="region" dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
