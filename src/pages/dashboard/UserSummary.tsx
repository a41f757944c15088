import { Avatar, Box, Chip, Stack, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { useRoles } from '../../providers/useRoles';

/** Who is signed in, with which roles (both dashboards; tests read dashboard-user and roles). */
export function UserSummary({ large = false }: { large?: boolean }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const roles = useRoles();
  const size = large ? 96 : 48;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
      <Avatar src={identity?.avatar} alt="" variant="rounded" sx={{ width: size, height: size }}>
        {identity?.fullName?.[0]}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary">
          {translate('dashboard.welcome')}
        </Typography>
        <Typography data-testid="dashboard-user" component="h1" variant={large ? 'h5' : 'h6'} sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {identity?.fullName}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }} aria-label="roles">
          {roles.map((role) => (
            <Chip key={role} label={role} color="primary" size="small" variant="outlined" />
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
