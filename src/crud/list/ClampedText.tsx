/**
 * A prose cell cut to two lines. Text long enough to be cut keeps all of it one hover or one Tab
 * away: a tooltip, opened by the pointer and by keyboard focus (closed, MUI puts the text in `title`).
 * Its style is one rule on the list around it (`clampedTextRules`, in the table's and the cards'
 * styles), not a styled element per cell: those serialised their styles for every cell on every
 * keystroke of the quick search.
 */
import type { ReactNode } from 'react';
import { Tooltip } from '@mui/material';

/** Text this long may not fit two lines of a column at its narrowest. */
export const CLAMP_HINT_CHARS = 40;

const CLAMPED_CLASS = 'clamped-text';

const clampSx = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  borderRadius: 0.5,
  outlineOffset: 2,
} as const;

/** For the `sx` of the list around clamped texts. */
export const clampedTextRules = { [`& .${CLAMPED_CLASS}`]: clampSx } as const;

export function ClampedText({ text, children }: { text: string; children: ReactNode }) {
  if (text.length < CLAMP_HINT_CHARS) {
    return (
      <span className={CLAMPED_CLASS}>{children}</span>
    );
  }
  return (
    <Tooltip title={text} describeChild enterDelay={400}>
      <span className={CLAMPED_CLASS} tabIndex={0} data-clamped>
        {children}
      </span>
    </Tooltip>
  );
}
