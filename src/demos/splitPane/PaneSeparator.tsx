import { Separator } from 'react-resizable-panels';
import { Box } from '@mui/material';

/** A visible, focusable bar between two panes (arrow keys resize when it has focus). */
export function PaneSeparator({ label, orientation }: { label: string; orientation: 'horizontal' | 'vertical' }) {
  const across = orientation === 'horizontal';
  return (
    <Box
      component={Separator}
      aria-label={label}
      sx={{
        flex: '0 0 auto',
        [across ? 'width' : 'height']: 8,
        bgcolor: 'divider',
        cursor: across ? 'col-resize' : 'row-resize',
        outline: 'none',
        transition: 'background-color 0.15s',
        '&[data-separator="hover"], &[data-separator="active"], &[data-separator="focus"]': { bgcolor: 'primary.main' },
      }}
    />
  );
}
