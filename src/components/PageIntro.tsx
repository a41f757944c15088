/** The line atop a page of rows: what the page is for, and its button that makes a new one. */
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';

export function PageIntro({ intro, newLabel, onNew }: { intro: string; newLabel: string; onNew: () => void }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 280px' }}>
        {intro}
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onNew}>
        {newLabel}
      </Button>
    </Box>
  );
}
