import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useGetIdentity, usePermissions, useTranslate } from 'react-admin';

/** Until the dashboards land: who is signed in and with which roles. */
export default function DashboardPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string[]>();
  return (
    <Box sx={{ p: 3 }}>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('route.dashboard')}
          </Typography>
          <Typography data-testid="dashboard-user">{identity?.fullName}</Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }} aria-label="roles">
            {(permissions ?? []).map((role) => (
              <Chip key={role} label={role} color="primary" size="small" />
            ))}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
