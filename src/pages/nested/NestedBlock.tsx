import type { ReactNode } from 'react';
import { Alert, Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * One level of the nested menus: its title, a field whose text shows that the view is kept while
 * its tag is open, and (for menu 1 and menu 1-2) the nested outlet.
 */
export function NestedBlock({ title, children }: { title: string; children?: ReactNode }) {
  const translate = useTranslate();
  const label = translate(title);
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Alert severity="success" icon={false} sx={{ alignItems: 'flex-start' }}>
        <Box component="h2" sx={{ m: 0, fontSize: '1rem', fontWeight: 600 }}>
          {label}
        </Box>
        <TextField
          label={translate('nested.note', { title: label })}
          sx={{ mt: 1, maxWidth: 360 }}
          slotProps={{ htmlInput: { 'aria-label': translate('nested.note', { title: label }) } }}
        />
        {children}
      </Alert>
    </Box>
  );
}
