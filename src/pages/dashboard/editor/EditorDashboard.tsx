import { Box, Paper, Typography } from '@mui/material';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { useTranslate } from 'react-admin';
import { UserSummary } from '../UserSummary';

/** The editor dashboard: avatar, name, roles and a friendly empty state. */
export default function EditorDashboard() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <UserSummary large />
      </Paper>
      <Paper sx={{ mt: 2, p: { xs: 3, sm: 6 }, textAlign: 'center' }} role="status">
        <InboxOutlinedIcon sx={{ fontSize: 72, color: 'text.disabled' }} />
        <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
          {translate('dashboard.editor.empty')}
        </Typography>
        <Typography color="text.secondary">{translate('dashboard.editor.emptyHint')}</Typography>
      </Paper>
    </Box>
  );
}
