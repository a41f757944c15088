import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** The content of one pane: a tinted box with its name. */
export function Pane({ title, colour, children }: { title: string; colour: string; children?: ReactNode }) {
  return (
    <Box sx={{ height: '100%', p: 2, bgcolor: colour, overflow: 'auto', boxSizing: 'border-box' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
