import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { darken } from '@mui/material/styles';

/** The content of one pane: a tinted box with its name; in dark mode a dark shade of the tint. */
export function Pane({ title, colour, children }: { title: string; colour: string; children?: ReactNode }) {
  return (
    <Box
      sx={{
        height: '100%',
        p: 2,
        bgcolor: (theme) => (theme.palette.mode === 'dark' ? darken(colour, 0.82) : colour),
        color: 'text.primary',
        overflow: 'auto',
        boxSizing: 'border-box',
      }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
