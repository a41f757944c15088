/**
 * A prose cell cut to two lines. Text long enough to be cut keeps all of it one hover or one Tab
 * away: a tooltip, opened by the pointer and by keyboard focus (closed, MUI puts the text in `title`).
 */
import type { ReactNode } from 'react';
import { Box, Tooltip } from '@mui/material';

/** Text this long may not fit two lines of a column at its narrowest. */
export const CLAMP_HINT_CHARS = 40;

const clampSx = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  borderRadius: 0.5,
  outlineOffset: 2,
} as const;

export function ClampedText({ text, children }: { text: string; children: ReactNode }) {
  if (text.length < CLAMP_HINT_CHARS) {
    return (
      <Box component="span" sx={clampSx}>
        {children}
      </Box>
    );
  }
  return (
    <Tooltip title={text} describeChild enterDelay={400}>
      <Box component="span" tabIndex={0} data-clamped sx={clampSx}>
        {children}
      </Box>
    </Tooltip>
  );
}
