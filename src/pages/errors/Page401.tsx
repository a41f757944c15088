import { Box, Button, Link as MuiLink, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate } from 'react-router-dom';

/**
 * No-permission page. Back goes to /dashboard when the query has noGoBack (or when there
 * is no history to go back to), otherwise one step back.
 */
export default function Page401() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { search } = useLocation();
  const noGoBack = new URLSearchParams(search).has('noGoBack');

  const back = () => {
    if (noGoBack || window.history.length <= 1) navigate('/dashboard');
    else navigate(-1);
  };

  return (
    <Box component="main" sx={{ p: { xs: 2, md: 6 }, maxWidth: 900 }}>
      <Button startIcon={<ArrowBackIcon />} onClick={back} variant="outlined">
        {translate('page401.back')}
      </Button>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mt: 4, color: 'text.primary' }}>
        {translate('page401.title')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ my: 2 }}>
        {translate('page401.headline')}
      </Typography>
      <Typography color="text.secondary">{translate('page401.info')}</Typography>
      <Typography sx={{ mt: 2 }}>
        {translate('page401.or')}{' '}
        <MuiLink component={Link} to="/dashboard">
          {translate('page401.home')}
        </MuiLink>
      </Typography>
    </Box>
  );
}
