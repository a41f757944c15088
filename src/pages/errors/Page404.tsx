import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** 404 page: shown for /404 and for every unknown path. */
export default function Page404() {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{ minHeight: '70vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}
    >
      <Box sx={{ maxWidth: 520 }}>
        <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700, mb: 1 }}>
          404
        </Typography>
        <Typography variant="overline" component="p" color="primary" sx={{ fontSize: 20 }}>
          {translate('page404.oops')}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, my: 2 }}>
          {translate('page404.headline')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate('page404.info')}
        </Typography>
        <Button component={Link} to="/dashboard" variant="contained" sx={{ borderRadius: 100 }}>
          {translate('page404.backHome')}
        </Button>
      </Box>
    </Box>
  );
}
