import { Avatar, Box, LinearProgress, Paper, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';

const SKILLS: Array<{ key: string; value: number; color: 'primary' | 'secondary' | 'success' | 'warning' }> = [
  { key: 'react', value: 70, color: 'primary' },
  { key: 'typescript', value: 18, color: 'secondary' },
  { key: 'css', value: 12, color: 'warning' },
  { key: 'eslint', value: 100, color: 'success' },
];

/** The box card: a banner, the user and a few progress bars. */
export function BoxCard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Paper sx={{ height: '100%', overflow: 'hidden' }} component="section" aria-label={translate('dashboard.box.title')}>
      <Box sx={{ height: 110, background: (theme) => `linear-gradient(135deg, ${theme.palette.primary.main}, #304156)`, position: 'relative' }}>
        <Typography sx={{ color: '#fff', p: 2, fontWeight: 600 }} component="h2">
          {translate('dashboard.box.title')}
        </Typography>
        <Avatar
          src={identity?.avatar}
          alt=""
          sx={{ width: 64, height: 64, position: 'absolute', left: 16, bottom: -32, border: 3, borderColor: 'background.paper' }}
        />
      </Box>
      <Box sx={{ px: 2, pt: 5, pb: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>{identity?.fullName}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {translate('dashboard.box.subtitle')}
        </Typography>
        {SKILLS.map(({ key, value, color }) => (
          <Box key={key} sx={{ mb: 1.25 }}>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {translate(`dashboard.box.${key}`)}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={value}
              color={color}
              sx={{ height: 8, borderRadius: 4 }}
              aria-label={translate(`dashboard.box.${key}`)}
            />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
