import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface DemoHeaderProps {
  /** i18n key of the page title (the page's level-1 heading). */
  title: string;
  /** i18n key of the line under the title. */
  intro?: string;
  /** Controls on the right of the title; they wrap below it on a narrow screen. */
  actions?: ReactNode;
}

/** A demo page's header: its title as the level-1 heading, an optional intro line and actions. */
export function DemoHeader({ title, intro, actions }: DemoHeaderProps) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}
    >
      <Box sx={{ flex: '1 1 auto' }}>
        <Typography variant="h5" component="h1">
          {translate(title)}
        </Typography>
        {intro && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {translate(intro)}
          </Typography>
        )}
      </Box>
      {actions}
    </Stack>
  );
}
