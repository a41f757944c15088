import { Box, IconButton } from '@mui/material';
import SettingsIcon from '@mui/icons-material/Settings';
import { useTranslate } from 'react-admin';
import { useAppState } from '../store/app';
import { AvatarMenu } from './AvatarMenu';
import { Breadcrumb } from './Breadcrumb';
import { ErrorLog } from './ErrorLog';
import { Fullscreen } from './Fullscreen';
import { Hamburger } from './Hamburger';
import { LanguageSelect } from './LanguageSelect';
import { RouteSearch } from './RouteSearch';
import { SizeSelect } from './SizeSelect';

/** The navbar: hamburger and breadcrumb on the left, tools and the avatar on the right. */
export function Navbar({ onOpenSettings }: { onOpenSettings: () => void }) {
  const translate = useTranslate();
  const { device } = useAppState();
  const desktop = device === 'desktop';
  return (
    <Box
      component="header"
      sx={{ height: 50, display: 'flex', alignItems: 'center', gap: 0.5, px: 0.5, color: 'text.primary', bgcolor: 'background.paper' }}
    >
      <Hamburger />
      <Box sx={{ flex: 1, minWidth: 0, display: { xs: 'none', sm: 'block' }, overflow: 'hidden' }}>
        <Breadcrumb />
      </Box>
      <Box sx={{ flex: 1, display: { xs: 'block', sm: 'none' } }} />
      <Box sx={{ display: 'flex', alignItems: 'center', color: 'text.secondary' }}>
        <RouteSearch />
        <ErrorLog />
        {desktop && <Fullscreen />}
        {desktop && <SizeSelect />}
        <LanguageSelect />
        <IconButton aria-label={translate('layout.settings.open')} color="inherit" onClick={onOpenSettings}>
          <SettingsIcon />
        </IconButton>
        <AvatarMenu />
      </Box>
    </Box>
  );
}
