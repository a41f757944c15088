import type { ReactNode } from 'react';
import { Box, Card, CardContent } from '@mui/material';
import { DemoHeader, type DemoHeaderProps } from './DemoHeader';

/** A demo page whose content sits in one card, under the page's header. */
export function DemoCard({ children, ...header }: DemoHeaderProps & { children: ReactNode }) {
  return (
    <Box sx={{ p: 2 }}>
      <Card>
        <CardContent>
          <DemoHeader {...header} />
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
