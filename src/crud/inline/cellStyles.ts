/**
 * The styles of an inline-editable cell, set once on the grid around the table (InlineGrid) rather
 * than on each cell: a styled element per cell serialised and hashed its styles on every keystroke
 * of the quick search, for every cell of the page.
 */
export const INLINE_CELL_CLASS = 'inline-cell';
/** On a cell the user may edit. */
export const EDITABLE_ATTRIBUTE = 'data-editable';

export const inlineCellRules = {
  [`& .${INLINE_CELL_CLASS}`]: {
    mx: -0.5,
    px: 0.5,
    py: 0.25,
    borderRadius: 0.5,
    outline: 'none',
    '&:focus-visible': { boxShadow: (theme: { palette: { primary: { main: string } } }) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
  },
  [`& .${INLINE_CELL_CLASS}[${EDITABLE_ATTRIBUTE}]`]: { cursor: 'text', '&:hover': { bgcolor: 'action.hover' } },
} as const;
